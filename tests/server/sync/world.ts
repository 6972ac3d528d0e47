// A small club for sync and idempotency tests: a coach (team staff), a player, a parent of that
// player, an outsider, one fixture and one training session, each user with a live token.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../../server/db/db';
import { hashToken } from '../../../server/plugins/auth';
import type { TestApp, TestClient } from '../../support/test-app';

export interface World {
  clubId: string;
  teamId: string;
  fixtureId: string;
  trainingId: string;
  coach: { id: string; token: string };
  player: { id: string; token: string };
  parent: { id: string; token: string };
  outsider: { id: string; token: string };
}

export async function addUser(db: Db, first: string): Promise<{ id: string; token: string }> {
  const id = randomUUID();
  await db.query('INSERT INTO users (id, email, first_name, last_name) VALUES ($1, $2, $3, $4)', [id, `${first.toLowerCase()}-${id.slice(0, 8)}@example.test`, first, 'Test']);
  return { id, token: await issueToken(db, id) };
}

export async function issueToken(db: Db, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(`INSERT INTO auth_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '30 days')`, [hashToken(token), userId]);
  return token;
}

export async function buildWorld(db: Db): Promise<World> {
  const clubId = randomUUID();
  const teamId = randomUUID();
  await db.query(`INSERT INTO clubs (id, name) VALUES ($1, 'Touchline FC')`, [clubId]);
  await db.query(`INSERT INTO teams (id, club_id, name) VALUES ($1, $2, 'U14')`, [teamId, clubId]);
  const coach = await addUser(db, 'Coach');
  const player = await addUser(db, 'Player');
  const parent = await addUser(db, 'Parent');
  const outsider = await addUser(db, 'Outsider');
  await db.query(`INSERT INTO memberships (user_id, club_id, team_id, role) VALUES ($1, $2, $3, 'coach'), ($4, $2, $3, 'player'), ($5, $2, $3, 'parent')`, [coach.id, clubId, teamId, player.id, parent.id]);
  await db.query('INSERT INTO guardians (parent_id, child_id) VALUES ($1, $2)', [parent.id, player.id]);
  const fixture = await db.one<{ id: string }>(`INSERT INTO fixtures (club_id, team_id, opponent, home_away, kickoff_at) VALUES ($1, $2, 'Hill Park', 'home', now()) RETURNING id`, [clubId, teamId]);
  const training = await db.one<{ id: string }>(
    `INSERT INTO training_sessions (club_id, team_id, starts_at, ends_at) VALUES ($1, $2, now(), now() + interval '1 hour') RETURNING id`,
    [clubId, teamId],
  );
  return { clubId, teamId, fixtureId: fixture.id, trainingId: training.id, coach, player, parent, outsider };
}

export function clientAs(t: TestApp, who: { token: string }): TestClient {
  const c = t.client();
  c.token = who.token;
  return c;
}

export const eventPath = (w: World) => `/api/v1/fixture/${w.clubId}/${w.fixtureId}/event`;
export const attendancePath = (w: World) => `/api/v1/training/${w.clubId}/${w.trainingId}/attendance/player`;

export async function countEvents(db: Db, fixtureId: string): Promise<number> {
  const row = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM fixture_events WHERE fixture_id = $1', [fixtureId]);
  return row.n;
}
