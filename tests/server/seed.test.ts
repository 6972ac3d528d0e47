import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verify } from '@node-rs/argon2';
import { seedDemo, type SeedResult } from '../../server/db/seed';
import type { Db } from '../../server/db/db';
import { createTestDb, DB_KINDS } from '../support/test-db';
import { createClub } from '../support/factories';
import { AGE_GROUPS, GROUP_TYPES } from '../../src/domain/club/club-schema';
import { MATCH_FORMATS, TEAM_TYPES } from '../../src/domain/club/team-schema';

const TABLES = ['clubs', 'teams', 'users', 'memberships', 'guardians', 'fixtures', 'fixture_events', 'fixture_attendance', 'training_sessions', 'training_attendance', 'invites'];

async function counts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of TABLES) out[t] = (await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`)).n;
  return out;
}

describe.each(DB_KINDS)('demo seed on %s', (kind) => {
  let db: Db;
  let result: SeedResult;
  let teams: Record<string, string>;
  const now = new Date();

  beforeAll(async () => {
    db = await createTestDb(kind);
    result = await seedDemo(db, now);
    teams = Object.fromEntries((await db.query<{ id: string; name: string }>('SELECT id, name FROM teams')).map((r) => [r.name, r.id]));
  });
  afterAll(() => db?.close());

  it('reports a new demo with six sign-ins and an invite per team', () => {
    expect(result.created).toBe(true);
    expect(result.signIns.map((s) => s.role)).toEqual(['Super admin', 'Club admin', 'Coach', 'Assistant coach', 'Parent', 'Player']);
    expect(result.signIns.map((s) => s.email)).toContain('coach@touchline.demo');
    for (const s of result.signIns) expect(s.password).toMatch(/^(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/);
    expect(result.invites?.map((i) => i.team)).toEqual(['U10', 'U14']);
  });

  it('uses the choices the club and team screens offer, so the demo club can be edited as it is', async () => {
    const club = await db.one<{ age_group: string; group_type: string }>('SELECT age_group, group_type FROM clubs');
    expect(AGE_GROUPS).toContain(club.age_group);
    expect(GROUP_TYPES).toContain(club.group_type);
    const rows = await db.query<{ team_type: string; group_type: string; age_group: string; match_format: string }>('SELECT team_type, group_type, age_group, match_format FROM teams');
    expect(rows).toHaveLength(2);
    for (const t of rows) {
      expect(TEAM_TYPES).toContain(t.team_type);
      expect(GROUP_TYPES).toContain(t.group_type);
      expect(AGE_GROUPS).toContain(t.age_group);
      expect(MATCH_FORMATS).toContain(t.match_format);
    }
  });

  it('makes one club with a colour, a season around today and two teams named U10 and U14', async () => {
    const club = await db.one<{ name: string; primary_colour: string; season_start: string; season_end: string }>(
      'SELECT name, primary_colour, season_start::text, season_end::text FROM clubs',
    );
    expect(club.name).toBe('Millbrook Rovers JFC');
    expect(club.primary_colour).toMatch(/^#[0-9a-f]{6}$/i);
    const today = now.toISOString().slice(0, 10);
    expect(club.season_start <= today && today <= club.season_end).toBe(true);
    expect(Object.keys(teams).sort()).toEqual(['U10', 'U14']);
  });

  it('gives each team 14 players with shirt numbers 1-14, each with at least one parent in the club', async () => {
    for (const teamId of Object.values(teams)) {
      const players = await db.query<{ user_id: string; shirt_number: number; parents: number }>(
        `SELECT m.user_id, m.shirt_number,
                (SELECT count(*)::int FROM guardians g JOIN memberships pm ON pm.user_id = g.parent_id AND pm.club_id = m.club_id AND pm.role = 'parent'
                 WHERE g.child_id = m.user_id) AS parents
         FROM memberships m WHERE m.team_id = $1 AND m.role = 'player' AND m.status = 'accepted' ORDER BY m.shirt_number`,
        [teamId],
      );
      expect(players).toHaveLength(14);
      expect(players.map((p) => p.shirt_number)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
      for (const p of players) expect(p.parents).toBeGreaterThanOrEqual(1);
    }
    const names = await db.query<{ name: string }>(`SELECT DISTINCT first_name || ' ' || last_name AS name FROM users`);
    expect(names.length).toBeGreaterThan(60);
    expect(names.some((n) => /Player \d|User \d/.test(n.name))).toBe(false);
  });

  it("leaves one child waiting for the U14 staff's approval, added by a U10 parent, who counts for nothing yet", async () => {
    const rows = await db.query<{ name: string; team_id: string; active: boolean; shirt_number: number | null; parent: string; parent_teams: string[]; created_by_club: string | null }>(
      `SELECT u.first_name || ' ' || u.last_name AS name, m.team_id, m.active, m.shirt_number, u.created_by_club,
              p.first_name || ' ' || p.last_name AS parent,
              (SELECT array_agg(pm.team_id) FROM memberships pm WHERE pm.user_id = p.id AND pm.role = 'parent') AS parent_teams
       FROM memberships m JOIN users u ON u.id = m.user_id JOIN guardians g ON g.child_id = u.id JOIN users p ON p.id = g.parent_id
       WHERE m.status = 'pending'`,
    );
    expect(rows).toEqual([{ name: 'Conor Brennan', team_id: teams.U14, active: false, shirt_number: null, parent: 'Siobhan Brennan', parent_teams: [teams.U10], created_by_club: expect.any(String) }]);
    // Nothing else of his: no other membership, no fixture or training attendance.
    const other = await db.one<{ n: number }>(
      `SELECT (SELECT count(*) FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.first_name = 'Conor' AND m.status <> 'pending')
            + (SELECT count(*) FROM fixture_attendance a JOIN users u ON u.id = a.player_id WHERE u.first_name = 'Conor')
            + (SELECT count(*) FROM training_attendance a JOIN users u ON u.id = a.player_id WHERE u.first_name = 'Conor') AS n`,
    );
    expect(Number(other.n)).toBe(0);
    expect((await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM memberships WHERE status <> 'accepted'`)).n).toBe(1);
  });

  it('links some parents to children in both teams', async () => {
    const rows = await db.query<{ parent_id: string }>(
      `SELECT g.parent_id FROM guardians g JOIN memberships m ON m.user_id = g.child_id AND m.role = 'player'
       GROUP BY g.parent_id HAVING count(DISTINCT m.team_id) = 2`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const demoParent = await db.one<{ id: string }>(`SELECT id FROM users WHERE email = 'parent@touchline.demo'`);
    expect(rows.map((r) => r.parent_id)).toContain(demoParent.id);
  });

  it('gives the staff their roles: super admin, club admin, lead and assistant coach of both teams', async () => {
    const roleOf = (email: string) =>
      db.query<{ role: string; team_id: string | null }>(
        'SELECT m.role, m.team_id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = $1 ORDER BY m.role, m.team_id',
        [email],
      );
    const admin = await db.one<{ is_super_admin: boolean }>(`SELECT is_super_admin FROM users WHERE email = 'admin@touchline.demo'`);
    expect(admin.is_super_admin).toBe(true);
    expect(await roleOf('clubadmin@touchline.demo')).toEqual([{ role: 'club_admin', team_id: null }]);
    expect((await roleOf('coach@touchline.demo')).map((r) => [r.role, r.team_id]).sort()).toEqual(
      [['coach', teams.U10], ['coach', teams.U14]].sort(),
    );
    expect((await roleOf('assistant@touchline.demo')).every((r) => r.role === 'assistant_coach')).toBe(true);
    expect(await roleOf('assistant@touchline.demo')).toHaveLength(2);
    expect(await roleOf('player@touchline.demo')).toEqual([{ role: 'player', team_id: teams.U14 }]);
  });

  it('records past fixtures as ended, with scores equal to their goal events and full match records', async () => {
    const past = await db.query<{ id: string; team_id: string; goals_for: number; goals_against: number; status: string; kinds: string[]; scored: number; conceded: number; attendance: number }>(
      `SELECT f.id, f.team_id, f.goals_for, f.goals_against, f.status,
              (SELECT array_agg(DISTINCT e.kind) FROM fixture_events e WHERE e.fixture_id = f.id) AS kinds,
              (SELECT count(*)::int FROM fixture_events e WHERE e.fixture_id = f.id AND e.kind = 'goal') AS scored,
              (SELECT count(*)::int FROM fixture_events e WHERE e.fixture_id = f.id AND e.kind = 'goal_against') AS conceded,
              (SELECT count(*)::int FROM fixture_attendance a WHERE a.fixture_id = f.id) AS attendance
       FROM fixtures f WHERE f.kickoff_at < $1`,
      [now],
    );
    for (const teamId of Object.values(teams)) expect(past.filter((f) => f.team_id === teamId)).toHaveLength(5);
    for (const f of past) {
      expect(f.status).toBe('ended');
      expect(f.goals_for).toBe(f.scored);
      expect(f.goals_against).toBe(f.conceded);
      expect(f.kinds).toEqual(expect.arrayContaining(['kick_off', 'half_time', 'second_half', 'full_time', 'save']));
      expect(f.attendance).toBe(14);
    }
    const allKinds = new Set(past.flatMap((f) => f.kinds));
    for (const k of ['goal', 'goal_against', 'booking', 'substitution']) expect(allKinds.has(k)).toBe(true);
  });

  it('names a scorer from the team for every goal, and an assist from the team when given', async () => {
    const bad = await db.query(
      `SELECT e.id FROM fixture_events e JOIN fixtures f ON f.id = e.fixture_id
       WHERE e.kind = 'goal' AND (
         NOT EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = e.player_id AND m.team_id = f.team_id AND m.role = 'player')
         OR (e.data ? 'assistId' AND NOT EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = (e.data->>'assistId')::uuid AND m.team_id = f.team_id)))`,
    );
    expect(bad).toEqual([]);
    const withAssist = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM fixture_events WHERE kind = 'goal' AND data ? 'assistId'`);
    expect(withAssist.n).toBeGreaterThan(0);
  });

  it('plans 3-4 upcoming fixtures per team, set up with venue, occasion and kick-off', async () => {
    const upcoming = await db.query<{ team_id: string; status: string; venue: string | null; occasion: string | null }>(
      'SELECT team_id, status, venue, occasion FROM fixtures WHERE kickoff_at > $1',
      [now],
    );
    for (const teamId of Object.values(teams)) {
      const n = upcoming.filter((f) => f.team_id === teamId).length;
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(4);
    }
    for (const f of upcoming) {
      expect(f.status).toBe('setup');
      expect(f.venue).toBeTruthy();
      expect(f.occasion).toBeTruthy();
    }
  });

  it('holds past training (ended, with attendance) and upcoming training (set up) for each team', async () => {
    const sessions = await db.query<{ team_id: string; status: string; past: boolean; attendance: number; topic: string | null; core_skill: string | null; intensity: string | null; location: string | null }>(
      `SELECT s.team_id, s.status, s.starts_at < $1 AS past, s.topic, s.core_skill, s.intensity, s.location,
              (SELECT count(*)::int FROM training_attendance a WHERE a.training_id = s.id) AS attendance
       FROM training_sessions s`,
      [now],
    );
    for (const teamId of Object.values(teams)) {
      const mine = sessions.filter((s) => s.team_id === teamId);
      expect(mine.filter((s) => s.past).length).toBeGreaterThanOrEqual(4);
      expect(mine.filter((s) => !s.past).length).toBeGreaterThanOrEqual(3);
    }
    for (const s of sessions) {
      expect(s.status).toBe(s.past ? 'ended' : 'setup');
      expect(s.attendance).toBe(s.past ? 14 : 0);
      expect(s.topic && s.core_skill && s.intensity && s.location).toBeTruthy();
    }
  });

  it('gives every demo user contact preferences, and some a language (issue 26)', async () => {
    const rows = await db.query<{ n: Record<string, boolean> | null; language: string | null }>(`SELECT preferences->'notifications' AS n, language FROM users`);
    for (const r of rows) expect(Object.keys(r.n ?? {}).sort()).toEqual(['coach', 'marketing', 'player', 'preFixture', 'preTraining']);
    expect(rows.some((r) => r.language !== null)).toBe(true);
  });

  it('leaves one unused invite per team', async () => {
    const invites = await db.query<{ team_id: string; status: string; accepted_at: Date | null }>('SELECT team_id, status, accepted_at FROM invites');
    expect(invites.map((i) => i.team_id).sort()).toEqual(Object.values(teams).sort());
    for (const i of invites) {
      expect(i.status).toBe('sent');
      expect(i.accepted_at).toBeNull();
    }
  });

  it('stores argon2id hashes that verify against the printed passwords', async () => {
    for (const s of result.signIns) {
      const row = await db.one<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [s.email]);
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(await verify(row.password_hash, s.password)).toBe(true);
      expect(await verify(row.password_hash, 'wrong-Password1!')).toBe(false);
    }
  });

  it('creates nothing on a second run and still returns the sign-ins', async () => {
    const before = await counts(db);
    const again = await seedDemo(db);
    expect(again.created).toBe(false);
    expect(again.signIns).toEqual(result.signIns);
    expect(again.invites).toEqual(result.invites);
    expect(await counts(db)).toEqual(before);
  });
});

describe.each(DB_KINDS)('demo seed beside other data on %s', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(kind);
  });
  afterAll(() => db?.close());

  it('leaves a database that already holds a club alone and offers no demo sign-ins', async () => {
    await createClub(db, { name: 'Real Club FC' });
    const result = await seedDemo(db);
    expect(result).toEqual({ created: false, signIns: [], invites: [] });
    expect((await db.one<{ n: number }>('SELECT count(*)::int AS n FROM clubs')).n).toBe(1);
    expect((await db.one<{ n: number }>('SELECT count(*)::int AS n FROM users')).n).toBe(0);
  });
});

describe.each(DB_KINDS)('demo seed dates on %s', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(kind);
  });
  afterAll(() => db?.close());

  it('computes dates from the given now, with kick-offs at club (London) wall-clock time', async () => {
    // A Wednesday in British Summer Time: 10:00 in London is 09:00 UTC.
    const now = new Date('2025-07-09T12:00:00Z');
    await seedDemo(db, now);
    const club = await db.one<{ season_start: string; season_end: string }>('SELECT season_start::text, season_end::text FROM clubs');
    expect(club).toEqual({ season_start: '2025-07-01', season_end: '2026-06-30' });
    const u10 = await db.query<{ kickoff_at: Date }>(
      `SELECT f.kickoff_at FROM fixtures f JOIN teams t ON t.id = f.team_id WHERE t.name = 'U10' ORDER BY f.kickoff_at`,
    );
    expect(u10.map((f) => new Date(f.kickoff_at).toISOString())).toEqual([
      '2025-06-07T09:00:00.000Z',
      '2025-06-14T09:00:00.000Z',
      '2025-06-21T09:00:00.000Z',
      '2025-06-28T09:00:00.000Z',
      '2025-07-05T09:00:00.000Z',
      '2025-07-12T09:00:00.000Z',
      '2025-07-19T09:00:00.000Z',
      '2025-07-26T09:00:00.000Z',
      '2025-08-02T09:00:00.000Z',
    ]);
  });
});
