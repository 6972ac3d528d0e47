// The invite mail's link is absolute: TOUCHLINE_PUBLIC_URL when set, else the address the
// request came in on (its protocol and Host; X-Forwarded-Proto / X-Forwarded-Host only from a
// proxy TRUST_PROXY trusts, since anyone can send those headers).
import { afterEach, describe, expect, it } from 'vitest';
import type { InviteAnswer } from '../../../src/domain/club/invite-schema';
import { issueToken } from '../../../server/areas/auth/tokens';
import { createClub, createTeam, createUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';

describe('invite mail link', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function invite(env: Record<string, string>, headers: Record<string, string> = {}) {
    t = await createTestApp('pglite', env);
    const club = await createClub(t.db, { name: 'Alder Park FC' });
    const team = await createTeam(t.db, { clubId: club.id, name: 'Alder U12' });
    const admin = await createUser(t.db, { clubId: club.id, role: 'club_admin' });
    const c = t.client();
    c.token = await issueToken(t.db, admin.id, 'vitest');
    const res = await c.put(`/api/v1/club/${club.id}/registration/invite`, { role: 'coach', teamId: team.id, email: 'new.coach@example.test' }, headers);
    expect(res.statusCode, res.body).toBe(201);
    return { guid: (res.json() as InviteAnswer).invite.guid, text: t.mail.at(-1)!.text };
  }

  it('uses TOUCHLINE_PUBLIC_URL (a trailing slash dropped)', async () => {
    const { guid, text } = await invite({ TOUCHLINE_PUBLIC_URL: 'https://touchline.example.org/' });
    expect(text).toContain(`Open https://touchline.example.org/invite/${guid} to accept`);
  });

  it('without it, uses the address the request came in on, forwarded by a trusted proxy', async () => {
    const { guid, text } = await invite({ TRUST_PROXY: 'loopback' }, { host: 'club.example.test:8443', 'x-forwarded-proto': 'https' });
    expect(text).toContain(`Open https://club.example.test:8443/invite/${guid} to accept`);
  });

  it('ignores X-Forwarded-Proto when no proxy is trusted', async () => {
    const { guid, text } = await invite({}, { host: 'club.example.test:8443', 'x-forwarded-proto': 'https' });
    expect(text).toContain(`Open http://club.example.test:8443/invite/${guid} to accept`);
  });
});
