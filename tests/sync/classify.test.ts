import { describe, expect, it } from 'vitest';
import { classifyItem } from '../../src/sync/classify';

describe('answer classes', () => {
  it('retries a 409 while the first send of the key is still running', () => {
    const out = classifyItem(409, { error: { code: 'idempotency_in_progress', message: 'This change is still being saved' } });
    expect(out.kind).toBe('retry');
  });

  it('refuses any other 409 so it is shown, not retried forever', () => {
    const out = classifyItem(409, { error: { code: 'invalid_status', message: 'The game has already started' } });
    expect(out).toMatchObject({ kind: 'reject', status: 409, code: 'invalid_status', message: 'The game has already started' });
  });

  it('keeps 5xx, 408 and 429 for a retry and refuses other 4xx', () => {
    expect(classifyItem(503, null).kind).toBe('retry');
    expect(classifyItem(408, null).kind).toBe('retry');
    expect(classifyItem(429, null, 5)).toMatchObject({ kind: 'retry', retryAfterMs: 5000 });
    expect(classifyItem(400, { error: { code: 'validation', message: 'Bad' } }).kind).toBe('reject');
    expect(classifyItem(401, null).kind).toBe('unauthorized');
  });
});
