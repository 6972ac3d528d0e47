// A signed-in club admin and a scripted club API for the member, invite and profile screens.
import { vi } from 'vitest';
import { configureApi } from '../../../src/api/client';
import { setProfile } from '../../../src/api/profile-store';
import { setMember } from '../../../src/api/session-store';
import { setSharedDb, TouchlineDb } from '../../../src/db/database';
import type { MemberSummary } from '../../../src/domain/club/member-schemas';
import { RoleId } from '../../../src/domain/roles';
import { fakeApi, json, type Reply, type SeenRequest } from '../api/fake-server';
import { CLUB, club, TEAM } from './fake-answers';

export { CLUB, club, TEAM };
export const ADMIN = '00000000-0000-4000-8000-0000000000f1';
export const ANN = '00000000-0000-4000-8000-000000000011';
export const BEN = '00000000-0000-4000-8000-000000000012';

export const member = (id: string, firstName: string, over: Partial<MemberSummary> = {}): MemberSummary => ({
  id, firstName, lastName: 'Lee', email: `${firstName.toLowerCase()}@x.co`, roles: ['player'], teams: [{ teamId: TEAM, teamName: 'U10', role: 'player' }],
  active: true, onTrial: false, playStatus: 'available', safeguardingLead: false, registered: true, inviteStatus: 'accepted', ...over,
});


/** Signs the admin in and answers calls with `route` (club details are answered by default). */
export function adminWorld(route: (req: SeenRequest) => Reply | undefined) {
  setSharedDb(new TouchlineDb(`members-${Math.random().toString(36).slice(2)}`));
  localStorage.clear();
  setMember({ id: ADMIN, accessToken: 't', roleId: RoleId.clubAdmin, selectedChildId: null, clubId: CLUB, clubs: [{ clubId: CLUB, colour: null }] });
  setProfile({
    user: { id: ADMIN, email: 'a@x.co', firstName: 'Helen', lastName: 'W', isSuperAdmin: false, termsAccepted: true, mustChangePassword: false },
    memberships: [{ clubId: CLUB, clubName: 'Rovers', colour: null, teamId: null, teamName: null, role: 'club_admin', roleId: RoleId.clubAdmin }],
    children: [],
    teamId: null,
  });
  document.cookie = 'XSRF-TOKEN=x; path=/';
  const api = fakeApi((req) => {
    const answer = route(req);
    if (answer) return answer;
    if (req.method === 'GET' && req.path === `/api/v1/club/${CLUB}`) return json(200, club);
    return json(404, { error: { code: 'not_found', message: 'Not found' } });
  });
  vi.stubGlobal('fetch', api.fetch);
  configureApi({ fetch: api.fetch, navigate: vi.fn() });
  return api;
}

export const queryOf = (req: SeenRequest) => Object.fromEntries(new URL(req.url, 'http://x').searchParams);
