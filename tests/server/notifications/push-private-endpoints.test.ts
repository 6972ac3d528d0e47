// The server POSTs to the Web Push endpoints members register: an endpoint on the server's own
// network (loopback, private ranges, localhost, internal names) is refused with the endpoint
// message, unless PUSH_PRIVATE_ENDPOINTS=allow (a push service on a private network).
import { createECDH } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateHost } from '../../../server/lib/private-host';
import { pushMessages } from '../../../src/domain/notification/push';
import { createClubWorld, type ClubWorld } from '../../support/club-world';

const PUSH = '/api/v1/user-notification/push';
const keys = { p256dh: createECDH('prime256v1').generateKeys('base64url'), auth: 'A'.repeat(22) };

describe('private hosts', () => {
  it('names the loopback, private, link-local and internal hosts, and not public ones', () => {
    for (const h of ['localhost', 'push.localhost', '127.0.0.1', '10.1.2.3', '172.16.0.9', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '[::1]', '::ffff:10.0.0.1', 'fd00::1', 'fe80::1', 'metadata.google.internal', 'printer.local', 'intranet']) {
      expect(isPrivateHost(h), h).toBe(true);
    }
    for (const h of ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com', '8.8.8.8', '172.32.0.1', '[2001:4860::8888]']) {
      expect(isPrivateHost(h), h).toBe(false);
    }
  });
});

describe('push endpoints on the server\'s own network', () => {
  let w: ClubWorld;
  beforeAll(async () => {
    w = await createClubWorld('pglite');
  });
  afterAll(() => w?.t.close());

  it('are refused with the endpoint message; a public push service is kept', async () => {
    const coach = w.client('coach');
    for (const endpoint of ['https://localhost:8443/push/1', 'https://127.0.0.1/push/1', 'https://10.0.0.5/push/1', 'https://[::1]/push/1', 'https://169.254.169.254/latest', 'https://metadata.internal/push']) {
      const res = await coach.post(PUSH, { endpoint, keys });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'private_push_endpoint', message: pushMessages.endpoint });
    }
    expect((await w.t.db.query('SELECT 1 FROM push_subscriptions')).length).toBe(0);
    expect((await coach.post(PUSH, { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys })).statusCode).toBe(201);
  });
  // With PUSH_PRIVATE_ENDPOINTS=allow they are kept: web-push.test.ts subscribes to its local
  // push service on localhost that way (tests/support/test-app.ts sets it with a pushAgent).
});
