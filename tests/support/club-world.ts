// A small two-club world for authorization tests: club A with one team and a member of every
// role (plus a second player, the usual target of user routes, and the parent's child), club B
// with its own admin (the outsider), a super admin, a fixture, a training session and an open
// invite in club A. Clients are signed in with the server's own issueToken.
import type { Agent } from 'node:https';
import { issueToken } from '../../server/areas/auth/tokens';
import type { RoleName } from '../../src/domain/roles';
import { addMembership, createClub, createInvite, createTeam, createUser, linkGuardian } from './factories';
import { createTestApp, type TestApp, type TestClient } from './test-app';
import type { DbKind } from './test-db';

/**
 * Besides the roles: club B's admin (outsider), and in club A people whose membership grants
 * nothing (issue 18): a child added by a parent awaiting approval (pending), a declined coach,
 * a disabled club admin, and club B's coach whose account holds an invitation to club A.
 */
export type Caller = RoleName | 'outsider' | 'superAdmin' | 'anonymous' | NoGrantCaller;
export const NO_GRANT_CALLERS = ['pending', 'declined', 'disabled', 'invitedElsewhere'] as const;
export type NoGrantCaller = (typeof NO_GRANT_CALLERS)[number];

export interface ClubWorld {
  t: TestApp;
  clubA: string;
  clubB: string;
  teamA: string;
  teamB: string;
  /** User ids by role in club A; child is the parent's child (a player of team A). */
  ids: Record<RoleName | 'outsider' | 'superAdmin' | 'target' | 'child' | NoGrantCaller, string>;
  fixtureId: string;
  trainingId: string;
  invite: { id: string; guid: string; code: string };
  client(caller: Caller): TestClient;
  /** A fresh client signed in as this user. */
  asUser(userId: string): Promise<TestClient>;
}

/**
 * withNoGrant: also the club A people whose membership grants nothing (the authorization matrix).
 * pushAgent: passed to the app (tests/support/push-service.ts).
 */
export async function createClubWorld(kind: DbKind, opts: { withNoGrant?: boolean; pushAgent?: Agent } = {}): Promise<ClubWorld> {
  const t = await createTestApp(kind, {}, { pushAgent: opts.pushAgent });
  const db = t.db;
  const clubA = (await createClub(db, { name: 'Alder Park FC' })).id;
  const clubB = (await createClub(db, { name: 'Birch Lane FC' })).id;
  const teamA = (await createTeam(db, { clubId: clubA, name: 'Alder U12', ageGroup: 'U12' })).id;
  const teamB = (await createTeam(db, { clubId: clubB, name: 'Birch U12', ageGroup: 'U12' })).id;
  const make = async (role: RoleName, teamId: string | null, firstName: string) =>
    (await createUser(db, { clubId: clubA, teamId, role, firstName, lastName: 'Alder' })).id;
  const ids = {
    club_admin: await make('club_admin', null, 'Ada'),
    coach: await make('coach', teamA, 'Colin'),
    assistant_coach: await make('assistant_coach', teamA, 'Asha'),
    parent: await make('parent', teamA, 'Paula'),
    player: await make('player', teamA, 'Pete'),
    user: await make('user', null, 'Uma'),
    target: await make('player', teamA, 'Tara'),
    child: (await createUser(db, { clubId: clubA, teamId: teamA, role: 'player', firstName: 'Chris', lastName: 'Alder', email: null, password: null })).id,
    outsider: (await createUser(db, { clubId: clubB, role: 'club_admin', firstName: 'Olly', lastName: 'Birch' })).id,
    superAdmin: (await createUser(db, { isSuperAdmin: true, firstName: 'Sam', lastName: 'Super' })).id,
  };
  const noGrant = opts.withNoGrant ? await addNoGrantPeople(db, { clubA, clubB, teamA, teamB, invitedBy: ids.club_admin }) : {};
  const allIds = { ...ids, ...noGrant } as ClubWorld['ids'];
  await linkGuardian(db, ids.parent, ids.child);
  await addMembership(db, { userId: ids.outsider, clubId: clubB, teamId: teamB, role: 'coach' });
  const fixtureId = (
    await db.one<{ id: string }>(
      `INSERT INTO fixtures (club_id, team_id, opponent, home_away, kickoff_at) VALUES ($1, $2, 'Cedar Town', 'home', now() + interval '3 days') RETURNING id`,
      [clubA, teamA],
    )
  ).id;
  const trainingId = (
    await db.one<{ id: string }>(
      `INSERT INTO training_sessions (club_id, team_id, starts_at, ends_at) VALUES ($1, $2, now() + interval '2 days', now() + interval '2 days 1 hour') RETURNING id`,
      [clubA, teamA],
    )
  ).id;
  const invite = await createInvite(db, { clubId: clubA, teamId: teamA, role: 'parent', email: 'invited.parent@example.test', invitedBy: ids.club_admin });

  const clients = new Map<Caller, TestClient>();
  const asUser = async (userId: string) => {
    const c = t.client();
    c.token = await issueToken(db, userId, 'vitest');
    return c;
  };
  clients.set('anonymous', t.client());
  for (const caller of ['club_admin', 'coach', 'assistant_coach', 'parent', 'player', 'user', 'outsider', 'superAdmin', ...(opts.withNoGrant ? NO_GRANT_CALLERS : [])] as const) {
    clients.set(caller, await asUser(allIds[caller]));
  }
  return { t, clubA, clubB, teamA, teamB, ids: allIds, fixtureId, trainingId, invite, client: (c) => clients.get(c)!, asUser };
}

/** People of club A whose membership grants nothing: pending, declined, disabled, invited (an account of club B). */
async function addNoGrantPeople(db: TestApp['db'], w: { clubA: string; clubB: string; teamA: string; teamB: string; invitedBy: string }): Promise<Record<NoGrantCaller, string>> {
  const people = {
    pending: (await createUser(db, { clubId: w.clubA, teamId: w.teamA, role: 'player', firstName: 'Penny', lastName: 'Pending' })).id,
    declined: (await createUser(db, { firstName: 'Dan', lastName: 'Declined' })).id,
    disabled: (await createUser(db, { firstName: 'Dora', lastName: 'Disabled' })).id,
    invitedElsewhere: (await createUser(db, { clubId: w.clubB, teamId: w.teamB, role: 'coach', firstName: 'Ivy', lastName: 'Birch' })).id,
  };
  await db.query(`UPDATE memberships SET status = 'pending', active = false WHERE user_id = $1`, [people.pending]);
  await addMembership(db, { userId: people.declined, clubId: w.clubA, teamId: w.teamA, role: 'coach', status: 'declined' });
  await addMembership(db, { userId: people.disabled, clubId: w.clubA, role: 'club_admin', active: false });
  await addMembership(db, { userId: people.invitedElsewhere, clubId: w.clubA, teamId: w.teamA, role: 'coach', status: 'invited' });
  await createInvite(db, { clubId: w.clubA, teamId: w.teamA, role: 'coach', email: null, userId: people.invitedElsewhere, invitedBy: w.invitedBy });
  return people;
}

/**
 * A second team in club A with its own coach (Otto Alder): a member of the club with a role that
 * reads players, yet no right over team A's players. Returns that team and coach's ids.
 */
export async function addOtherTeamCoach(w: ClubWorld): Promise<{ teamId: string; coachId: string }> {
  const teamId = (await createTeam(w.t.db, { clubId: w.clubA, name: 'Alder U14', ageGroup: 'U14' })).id;
  const coachId = (await createUser(w.t.db, { clubId: w.clubA, teamId, role: 'coach', firstName: 'Otto', lastName: 'Alder' })).id;
  return { teamId, coachId };
}
