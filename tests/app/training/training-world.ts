// A signed-in member, a fresh real Dexie database (fake-indexeddb) and an offline network, for
// the training screen tests.
import { vi } from 'vitest';
import { configureApi } from '../../../src/api/client';
import { setProfile } from '../../../src/api/profile-store';
import { setMember } from '../../../src/api/session-store';
import { setSharedDb, TouchlineDb } from '../../../src/db/database';
import type { TrainingRow } from '../../../src/db/schema';
import { writeSessionMirror } from '../../../src/db/session-mirror';
import { RoleId } from '../../../src/domain/roles';
import type { StoredMember } from '../../../src/domain/session';

export const CLUB = '00000000-0000-4000-8000-0000000000c1';
export const TEAM = '00000000-0000-4000-8000-0000000000t1'.replace('t', 'a');
export const TEAM2 = '00000000-0000-4000-8000-0000000000b2';
export const PLAYER = '00000000-0000-4000-8000-0000000000p1'.replace('p', 'd');
export const PLAYER2 = '00000000-0000-4000-8000-0000000000e2';

export const soon = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();

export const session = (over: Partial<TrainingRow> = {}): TrainingRow => ({
  id: '00000000-0000-4000-8000-000000000051', clubId: CLUB, teamId: TEAM, teamName: 'U14', startsAt: soon(24), endsAt: soon(25), location: 'Pitch 2', topic: 'Passing', coreSkill: 'Passing', intensity: 'standard', status: 'setup', active: true, ...over,
});

export async function world(role: 'coach' | 'player' | 'parent'): Promise<TouchlineDb> {
  const db = new TouchlineDb(`training-${Math.random().toString(36).slice(2)}`);
  setSharedDb(db);
  const id = role === 'player' ? PLAYER : '00000000-0000-4000-8000-0000000000f1';
  const roleId = role === 'coach' ? RoleId.coach : role === 'player' ? RoleId.player : RoleId.parent;
  const member: StoredMember = { id, accessToken: 't', roleId, selectedChildId: role === 'parent' ? PLAYER : null, clubId: CLUB, clubs: [{ clubId: CLUB, colour: null }] };
  localStorage.clear();
  setMember(member);
  setProfile({
    user: { id, email: 'x@y.co', firstName: 'Sam', lastName: 'Lee', isSuperAdmin: false, termsAccepted: true, mustChangePassword: false },
    memberships: [
      { clubId: CLUB, clubName: 'Rovers', colour: null, teamId: TEAM, teamName: 'U14', role, roleId },
      { clubId: CLUB, clubName: 'Rovers', colour: null, teamId: TEAM2, teamName: 'U12', role, roleId },
    ],
    children: role === 'parent' ? [{ id: PLAYER, firstName: 'Sam', lastName: 'Lee', clubId: CLUB, teamId: TEAM, teamName: 'U14' }] : [],
    teamId: null,
  } as never);
  await writeSessionMirror(member, db);
  // No signal: every call fails as a dropped connection; screens work from the local store.
  const offline = vi.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', offline);
  configureApi({ fetch: offline as never, navigate: vi.fn() });
  await db.meta.put({ key: `pulled:club:${CLUB}`, value: Date.now() });
  return db;
}
