// The authorization matrix, generated from the server's own route table: every /api route must
// declare a permission (src/domain/permissions.ts), and for every route, a caller without a
// session, a member of another club and each role of the route's club get exactly what the
// permission table says. Requests carry an empty body, so allowed writes stop at validation
// (400) and change nothing; a refusal is a 403 (401 without a session) with the spec message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ROLES, deniedMessage, holds, messages, type RoutePermission } from '../../src/domain/permissions';
import type { RoleName } from '../../src/domain/roles';
import type { RouteEntry } from '../../server/plugins/permissions';
import { createClubWorld, NO_GRANT_CALLERS, type Caller, type ClubWorld, type NoGrantCaller } from '../support/club-world';
import { DB_KINDS } from '../support/test-db';
import { fillPath } from '../support/route-paths';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a caller should get: 'ok' (anything but 401/403/5xx), or the refusal's status and message. */
function expected(permission: RoutePermission, caller: Caller): 'ok' | { status: 401 | 403; message?: string } {
  if (permission === 'public') return 'ok';
  if (caller === 'anonymous') return { status: 401, message: 'Token has expired' };
  if (caller === 'superAdmin' || permission === 'self') return 'ok';
  if (permission === 'admin') return { status: 403, message: messages.adminOnly };
  // Creating a club: a club admin of any active club (club A's, and the outsider, club B's admin);
  // every other role is refused as from an admin-only section.
  if (permission === 'clubAdmin') return caller === 'club_admin' || caller === 'outsider' ? 'ok' : { status: 403, message: messages.adminOnly };
  // A membership that grants nothing (pending, declined, disabled, an invitation to an account
  // of another club) leaves its holder an outsider of club A.
  if (caller === 'outsider' || isNoGrant(caller)) return { status: 403, message: messages.noAccess };
  const p = typeof permission === 'object' ? permission.user : permission;
  return holds([caller], p) ? 'ok' : { status: 403, message: deniedMessage(p) };
}

/** The codes of refusals made by the permission layer (server/lib/permissions.ts, server/plugins/permissions.ts). */
const PERMISSION_CODES = new Set(['not_a_member', 'permission_denied', 'admin_only']);

const CALLERS: Caller[] = ['anonymous', 'outsider', 'superAdmin', ...ALL_ROLES, ...NO_GRANT_CALLERS];
const isNoGrant = (c: Caller): c is NoGrantCaller => (NO_GRANT_CALLERS as readonly string[]).includes(c);

describe.each(DB_KINDS)('authorization matrix on %s', (kind) => {
  let w: ClubWorld;
  let routes: RouteEntry[];

  beforeAll(async () => {
    w = await createClubWorld(kind, { withNoGrant: true });
    // Logout revokes the caller's token, so it runs last.
    const isLogout = (r: RouteEntry) => r.method === 'DELETE' && (r.url === '/api/v1/auth/' || r.url === '/api/v1/auth');
    routes = w.t.app.routeTable.filter((r) => r.url.startsWith('/api/')).sort((a, b) => Number(isLogout(a)) - Number(isLogout(b)));
  });
  afterAll(() => w?.t.close());

  it('has a declared permission for every API route', () => {
    expect(routes.length).toBeGreaterThan(15);
    const undeclared = routes.filter((r) => r.permission === undefined).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  // Every route times every caller: well over the default 30 s on a busy 2-core machine.
  it('gives every caller exactly what the permission table allows, on every route', { timeout: 300_000 }, async () => {
    const mismatches: string[] = [];
    for (const route of routes) {
      if (route.permission === undefined) continue;
      const url = fillPath(w, route.url);
      for (const caller of CALLERS) {
        const res = await w.client(caller).request(route.method as Method, url, route.method === 'GET' ? undefined : {});
        // Retiring the club (super admin) would lock every later caller out of it: bring it back.
        if (route.method === 'DELETE' && route.url === '/api/v1/club/:clubId') await w.t.db.query('UPDATE clubs SET active = true');
        const want = expected(route.permission, caller);
        const where = `${route.method} ${route.url} as ${caller} (${JSON.stringify(route.permission)})`;
        if (res.statusCode >= 500) mismatches.push(`${where}: ${res.statusCode} ${res.body}`);
        else if (want === 'ok') {
          // A route may refuse a row on its own rules after the permission check (a team's
          // staff only, a hidden team sheet): that 403 carries the route's own code.
          const byPermission = res.statusCode === 403 && PERMISSION_CODES.has(res.json().error?.code);
          if (byPermission || (res.statusCode === 401 && route.permission !== 'public')) mismatches.push(`${where}: refused ${res.statusCode} ${res.body}`);
        } else if (res.statusCode !== want.status || (want.message && res.json().error?.message !== want.message) || (want.status === 403 && !PERMISSION_CODES.has(res.json().error?.code))) {
          mismatches.push(`${where}: expected ${want.status} ${want.message ?? ''}, got ${res.statusCode} ${res.body}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('lets a per-club role override and a per-user override change the answer', async () => {
    const url = `/api/v1/fixture/${w.clubA}/${w.fixtureId}/event`;
    // Fresh sessions: the matrix ends with logout, which revoked the shared ones.
    const parent = await w.asUser(w.ids.parent);
    const player = await w.asUser(w.ids.player);
    const outsider = await w.asUser(w.ids.outsider);
    expect((await parent.put(url, {})).statusCode).toBe(403);
    await w.t.db.query(`INSERT INTO club_role_permissions (club_id, role, permission, granted) VALUES ($1, 'parent', 'fixtures.manage', true)`, [w.clubA]);
    // Granted by the club, the parent passes the permission check and reaches the team check.
    const granted = await parent.put(url, {});
    expect(granted.json().error.message).toBe(messages.noPermission);
    expect(granted.json().error.code).toBe('forbidden');
    await w.t.db.query(`INSERT INTO user_permissions (club_id, user_id, permission, granted) VALUES ($1, $2, 'fixtures.view', false)`, [w.clubA, w.ids.player]);
    const withdrawn = await player.get(url);
    expect(withdrawn.statusCode).toBe(403);
    expect(withdrawn.json().error).toMatchObject({ code: 'permission_denied', message: messages.noAccess });
    // Another club's overrides change nothing in club A.
    await w.t.db.query(`INSERT INTO club_role_permissions (club_id, role, permission, granted) VALUES ($1, 'club_admin', 'fixtures.view', true)`, [w.clubB]);
    expect((await outsider.get(url)).statusCode).toBe(403);
    await w.t.db.query('DELETE FROM club_role_permissions');
    await w.t.db.query('DELETE FROM user_permissions');
  });

  it('keeps club admins holding the permissions that manage permissions', () => {
    const overrides = { roles: { club_admin: { 'permissions.manage': false, 'club.manage': false } }, user: { 'permissions.manage': false } } as const;
    expect(holds(['club_admin' as RoleName], 'permissions.manage', overrides)).toBe(true);
    expect(holds(['club_admin' as RoleName], 'club.manage', overrides)).toBe(true);
  });
});
