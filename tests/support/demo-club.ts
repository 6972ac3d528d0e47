// The real app on a fresh database holding the demo club (server/db/seed.ts), with clients
// signed in as any demo user. Tokens come from the server's own issueToken, so these tests do
// not depend on the login route (and its throttle and argon2 cost).
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { issueToken } from '../../server/areas/auth/tokens';
import { seedDemo, type SeedResult } from '../../server/db/seed';
import { createTestApp, type TestApp, type TestClient } from './test-app';
import type { DbKind } from './test-db';

export interface DemoClub {
  t: TestApp;
  seed: SeedResult;
  clubId: string;
  teams: { U10: string; U14: string };
  /** A user's id by first and last name, e.g. idOf('Max Harrington'). */
  idOf(name: string): string;
  /** A client signed in as the user with this email. */
  as(email: string): Promise<TestClient>;
  /** A client signed in as this user id. */
  asUser(userId: string): Promise<TestClient>;
}

export async function createDemoClub(kind: DbKind): Promise<DemoClub> {
  const t = await createTestApp(kind);
  const seed = await seedDemo(t.db);
  const club = await t.db.one<{ id: string }>('SELECT id FROM clubs');
  const teamRows = await t.db.query<{ id: string; name: 'U10' | 'U14' }>('SELECT id, name FROM teams WHERE club_id = $1', [club.id]);
  const teams = Object.fromEntries(teamRows.map((r) => [r.name, r.id])) as DemoClub['teams'];
  const users = await t.db.query<{ id: string; name: string }>(`SELECT id, first_name || ' ' || last_name AS name FROM users`);
  const byName = new Map(users.map((u) => [u.name, u.id]));
  const asUser = async (userId: string) => {
    const c = t.client();
    c.token = await issueToken(t.db, userId, 'vitest');
    return c;
  };
  return {
    t,
    seed,
    clubId: club.id,
    teams,
    idOf: (name) => {
      const id = byName.get(name);
      if (!id) throw new Error(`no demo user named ${name}`);
      return id;
    },
    asUser,
    as: async (email) => asUser((await t.db.one<{ id: string }>('SELECT id FROM users WHERE lower(email) = lower($1)', [email])).id),
  };
}

/** Asserts a 400 whose message names the bad parameter. */
export function expectBadQuery(res: LightMyRequestResponse, param: string): void {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json();
  expect(body.error.code).toBe('validation');
  expect(body.error.message).toContain(param);
}
