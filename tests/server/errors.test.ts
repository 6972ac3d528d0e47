// The one error handler: specific 4xx for client mistakes, a generic 500 otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

describe('error handling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  }, 60_000);
  afterAll(() => t?.close());

  it('answers malformed JSON with 400 in the error shape', async () => {
    const c = t.client();
    const res = await c.request('POST', '/api/v1/auth/login', '{"email": ', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    // The auth area answers an unreadable body with its own spec message.
    expect(res.json().error).toMatchObject({ code: expect.any(String), message: 'Please enter a valid email and password' });
  });

  it('answers an over-long body with 413', async () => {
    const c = t.client();
    const res = await c.post('/api/v1/auth/login', { email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
  });

  it('hides internal errors behind a generic 500', async () => {
    // A database failure the client cannot cause: the query itself throws.
    const query = t.db.query;
    t.db.query = async () => {
      throw new Error('disk on fire: secret internal detail');
    };
    try {
      const res = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: { code: 'internal', message: 'Oops, there has been an error!' } });
      expect(res.body).not.toContain('secret internal detail');
    } finally {
      t.db.query = query;
    }
  });
});
