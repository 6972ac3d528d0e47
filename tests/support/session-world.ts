// A small club for fixture and training tests: two teams, their staff, players and a family,
// a club admin and a coach of another club, each with a signed-in client (tokens come from the
// server's issueToken, so no login or argon2 cost). Also helpers for idempotent writes.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { issueToken } from '../../server/areas/auth/tokens';
import { addMembership, createClub, createTeam, createUser, linkGuardian } from './factories';
import { createTestApp, type TestApp, type TestClient } from './test-app';
import type { DbKind } from './test-db';
import type { StoreKind } from './test-storage';

export const ROLES = ['admin', 'coachA', 'assistantA', 'coachB', 'player1', 'player2', 'player3', 'child', 'parent', 'playerB', 'parentB', 'outsider'] as const;
export type Who = (typeof ROLES)[number];

export interface SessionWorld {
  t: TestApp;
  clubId: string;
  otherClubId: string;
  teamA: string;
  teamB: string;
  ids: Record<Who, string>;
  as: Record<Who, TestClient>;
}

export async function createSessionWorld(kind: DbKind, store?: StoreKind): Promise<SessionWorld> {
  const t = await createTestApp(kind, {}, { store });
  const db = t.db;
  const club = await createClub(db);
  const other = await createClub(db);
  const teamA = (await createTeam(db, { clubId: club.id, name: 'Reds' })).id;
  const teamB = (await createTeam(db, { clubId: club.id, name: 'Blues' })).id;
  const user = async (role: 'club_admin' | 'coach' | 'assistant_coach' | 'player' | 'parent', teamId: string | null, firstName: string, email?: string | null) =>
    (await createUser(db, { clubId: club.id, teamId, role, firstName, lastName: firstName, email, password: null })).id;
  const ids = {
    admin: await user('club_admin', null, 'Ada'),
    coachA: await user('coach', teamA, 'Carl'),
    assistantA: await user('assistant_coach', teamA, 'Asha'),
    coachB: await user('coach', teamB, 'Bea'),
    player1: await user('player', teamA, 'Pia'),
    player2: await user('player', teamA, 'Pete'),
    player3: await user('player', teamA, 'Pam'),
    child: await user('player', teamA, 'Kit', null),
    parent: await user('parent', null, 'Paula'),
    playerB: await user('player', teamB, 'Ben'),
    parentB: await user('parent', null, 'Bob'),
    outsider: (await createUser(db, { clubId: other.id, role: 'coach', password: null })).id,
  } satisfies Record<Who, string>;
  await linkGuardian(db, ids.parent, ids.child);
  await linkGuardian(db, ids.parentB, ids.playerB);
  // The other club's coach also coaches a team there, so their 403 is about the club, not the role.
  await addMembership(db, { userId: ids.outsider, clubId: other.id, teamId: (await createTeam(db, { clubId: other.id })).id, role: 'coach' });
  const as = {} as Record<Who, TestClient>;
  for (const who of ROLES) {
    const c = t.client();
    c.token = await issueToken(db, ids[who], 'vitest');
    as[who] = c;
  }
  return { t, clubId: club.id, otherClubId: other.id, teamA, teamB, ids, as };
}

/** An ISO date-time `days` from now (negative: in the past), rounded to the minute. */
export const inDays = (days: number, hour = 10): string => {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

export const key = (): { 'idempotency-key': string } => ({ 'idempotency-key': randomUUID() });

export function expectError(res: LightMyRequestResponse, status: number, message?: string): void {
  expect(res.statusCode, res.body).toBe(status);
  if (message !== undefined) expect(res.json().error.message).toBe(message);
}

// Answers are JSON whose shape each test asserts itself.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function expectOk(res: LightMyRequestResponse, status = 200): any {
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

/**
 * Sends the same write twice with one Idempotency-Key (the second is a replay with the same
 * answer), then the key with a different body (422). Returns the first answer.
 */
export async function expectIdempotent(
  client: TestClient,
  method: 'post' | 'put' | 'delete',
  url: string,
  body: Record<string, unknown>,
  status = 200,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<any> {
  const headers = key();
  const first = await client[method](url, body, headers);
  expect(first.statusCode, first.body).toBe(status);
  const again = await client[method](url, body, headers);
  expect(again.statusCode).toBe(status);
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(again.json()).toEqual(first.json());
  const different = await client[method](url, { ...body, userId: 'something else' }, headers);
  expect(different.statusCode).toBe(422);
  return first.json();
}
