// Player development (issue 21 items 5-6) on both databases: the list and the development
// profile's numbers (minutes played and the share of available minutes, attendance, match
// ratings, man of the match, practice, objectives, grades), the 99 Rating the server keeps
// (the domain function's number over the inputs it answers) and what moved since last month; the
// insights; the characteristic words (GET/PUT, idempotent, bad input); who sees what (the player
// and their parent read-only, the team's coaches and club admins; another club, another child's
// parent, a coach of another team: 403 'You do not have access to this screen').
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentMessages as m } from '../../../src/domain/development/messages';
import type { DevelopmentPlayers, DevelopmentProfile } from '../../../src/domain/development/profile-types';
import { computeRating } from '../../../src/domain/rating/rating';
import { addOtherTeamCoach, createClubWorld, type ClubWorld } from '../../support/club-world';
import type { TestClient } from '../../support/test-app';
import { DB_KINDS } from '../../support/test-db';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
const day = (n: number) => daysAgo(n).slice(0, 10);
const lastMonth = () => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
};

describe.each(DB_KINDS)('player development on %s', (kind) => {
  let w: ClubWorld;
  let otherCoach: TestClient;
  let target: TestClient;
  const profileUrl = (playerId: string, q = '') => `/api/v1/development/player/${playerId}${q}`;

  beforeAll(async () => {
    w = await createClubWorld(kind);
    const db = w.t.db;
    const { target: tara, player: pete } = w.ids;
    otherCoach = await w.asUser((await addOtherTeamCoach(w)).coachId);
    target = await w.asUser(tara);
    await db.query('UPDATE clubs SET season_start = $2, season_end = $3 WHERE id = $1', [w.clubA, day(200), day(-100)]);
    // A 60-minute game two days ago: Pete starts, Tara comes on for him at 20' (Pete 20, Tara 40).
    const f = (
      await db.one<{ id: string }>(
        `INSERT INTO fixtures (club_id, team_id, opponent, home_away, kickoff_at, status, goals_for, goals_against, man_of_the_match, match_length)
         VALUES ($1, $2, 'Rivals', 'home', $3, 'ended', 2, 1, $4, 60) RETURNING id`,
        [w.clubA, w.teamA, daysAgo(2), tara],
      )
    ).id;
    let n = 0;
    const ev = (kind: string, second: number, playerId: string | null, data: object) =>
      db.query(`INSERT INTO fixture_events (id, fixture_id, club_id, kind, player_id, match_second, data, recorded_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, [
        randomUUID(), f, w.clubA, kind, playerId, second, data, new Date(Date.parse(daysAgo(2)) + n++ * 1000).toISOString(),
      ]);
    await ev('kick_off', 0, null, {});
    await ev('save', 300, pete, {});
    await ev('substitution', 1200, tara, { offId: pete });
    await ev('full_time', 3600, null, {});
    await db.query(`INSERT INTO fixture_attendance (fixture_id, player_id, shown_up, feedback) VALUES ($1, $2, true, $3), ($1, $4, true, $5)`, [f, tara, { rating: 8, comment: 'Sharp' }, pete, { rating: 6 }]);
    // Training: Tara shown up at one of two sessions (50%).
    for (const [ago, shown] of [[9, true], [16, false]] as const) {
      const t = (
        await db.one<{ id: string }>(`INSERT INTO training_sessions (club_id, team_id, starts_at, ends_at, status) VALUES ($1, $2, $3, $4, 'ended') RETURNING id`, [
          w.clubA, w.teamA, daysAgo(ago), new Date(Date.parse(daysAgo(ago)) + 3_600_000).toISOString(),
        ])
      ).id;
      await db.query('INSERT INTO training_attendance (training_id, player_id, shown_up) VALUES ($1, $2, $3)', [t, tara, shown]);
    }
    await db.query(`INSERT INTO core_skill_grades (player_id, club_id, core_skill, grade, level, graded_by) VALUES ($1, $2, 'Passing', 'mastering', 4, $3)`, [tara, w.clubA, w.ids.coach]);
    await db.query(
      `INSERT INTO user_objectives (player_id, title, timeframe, target, start_day, due_day, met) VALUES ($1, 'Met one', 'next_week', 5, $2, $3, true), ($1, 'Missed one', 'next_week', 5, $2, $3, false), ($1, 'Open one', 'next_month', 5, $4, $5, false)`,
      [tara, day(20), day(13), day(2), day(-28)],
    );
    await db.query(`INSERT INTO practice_entries (player_id, day, time_zone, skills, minutes) VALUES ($1, $2, 'UTC', $3, 30), ($1, $4, 'UTC', $5, 45)`, [
      tara, day(3), JSON.stringify([{ coreSkill: 'Passing', minutes: 30 }]), day(4), JSON.stringify([{ coreSkill: 'Passing', minutes: 45 }]),
    ]);
    await db.query(`UPDATE users SET profile = $2 WHERE id = $1`, [tara, { favouritePosition: 'CM', foot: 'left', player: { favouriteSkill: 'Step-over' } }]);
  });
  afterAll(() => w?.t.close());

  it("answers the team coach the player's development profile with the numbers of the season", async () => {
    const res = await w.client('coach').get(profileUrl(w.ids.target));
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json() as DevelopmentProfile;
    expect(p).toMatchObject({ playerId: w.ids.target, clubId: w.clubA, teamId: w.teamA, staff: true, name: 'Tara Alder' });
    expect(p.details).toMatchObject({ favouritePosition: 'CM', foot: 'left', favouriteSkill: 'Step-over' });
    expect(p.minutes).toEqual({ played: 40, available: 60, share: 66.7, threshold: 50, under: false });
    expect(p.attendance).toEqual({ training: 50, games: 100 });
    expect(p.matchRatings).toEqual([expect.objectContaining({ rating: 8, opponent: 'Rivals' })]);
    expect(p.motmAwards).toBe(1);
    expect(p.practice.seasonMinutes).toBe(75);
    expect(p.objectives).toEqual({ met: 1, total: 2, open: 1 });
    expect(p.grades).toEqual([expect.objectContaining({ coreSkill: 'Passing', grade: 'mastering', level: 4 })]);
    expect(p.rating.inputs).toMatchObject({ grades: [{ grade: 'mastering', level: 4 }], matchRatings: [8], trainingAttendance: 50, objectives: { met: 1, total: 2 } });
    // The same function over the same inputs gives the server's number (as the app computes it).
    expect(p.rating.rating).toBe(computeRating(p.rating.inputs).rating);
    expect(p.rating.change).toBeNull();
    const snap = await w.t.db.query<{ rating: number }>('SELECT rating FROM player_rating_snapshots WHERE player_id = $1 AND club_id = $2', [w.ids.target, w.clubA]);
    expect(snap.map((r) => Number(r.rating))).toEqual([p.rating.rating]);
  });

  it('says what moved the rating since last month and by how much', async () => {
    const before = { grades: [{ grade: 'mastering', level: 4 }], matchRatings: [8], practiceWeeks: 0, trainingAttendance: 90, objectives: { met: 1, total: 2 } };
    await w.t.db.query('INSERT INTO player_rating_snapshots (player_id, club_id, month, rating, inputs) VALUES ($1, $2, $3, $4, $5)', [
      w.ids.target, w.clubA, lastMonth(), computeRating(before as never).rating, before,
    ]);
    const p = (await w.client('club_admin').get(profileUrl(w.ids.target, `?clubId=${w.clubA}`))).json() as DevelopmentProfile;
    expect(p.rating.change).toMatchObject({ since: lastMonth(), previous: computeRating(before as never).rating, mover: 'attendance' });
    expect(p.rating.change!.parts.find((x) => x.input === 'attendance')!.change).toBe(-8);
    expect(p.rating.history.map((h) => h.month)).toEqual([lastMonth(), new Date().toISOString().slice(0, 7)]);
  });

  it('lists the players of the teams the caller develops, with those under the fair-playing-time threshold marked', async () => {
    const res = await w.client('coach').get(`/api/v1/development/${w.clubA}/players`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as DevelopmentPlayers;
    expect(list.teams).toEqual([{ id: w.teamA, name: 'Alder U12' }]);
    const tara = list.players.find((p) => p.playerId === w.ids.target)!;
    const pete = list.players.find((p) => p.playerId === w.ids.player)!;
    expect(tara).toMatchObject({ teamId: w.teamA, position: 'CM', onTrial: false, active: true, minutes: { played: 40, share: 66.7, under: false } });
    expect(typeof tara.rating).toBe('number');
    expect(pete.minutes).toEqual({ played: 20, available: 60, share: 33.3, threshold: 50, under: true });
    // A club admin sees every team; a club threshold of 30 leaves Pete above it.
    await w.t.db.query('UPDATE clubs SET fair_play_threshold = 30 WHERE id = $1', [w.clubA]);
    const admin = (await w.client('club_admin').get(`/api/v1/development/${w.clubA}/players?teamId=${w.teamA}`)).json() as DevelopmentPlayers;
    expect(admin.teams.length).toBe(2);
    expect(admin.players.find((p) => p.playerId === w.ids.player)!.minutes.under).toBe(false);
    await w.t.db.query('UPDATE clubs SET fair_play_threshold = 50 WHERE id = $1', [w.clubA]);
    // A coach of another team asking for this team, and another club: refused.
    const other = await otherCoach.get(`/api/v1/development/${w.clubA}/players?teamId=${w.teamA}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe(m.noAccess);
    expect((await w.client('outsider').get(`/api/v1/development/${w.clubA}/players`)).statusCode).toBe(403);
    expect((await w.client('coach').get(`/api/v1/development/${w.clubA}/players?teamId=nope`)).statusCode).toBe(400);
  });

  it('lets the player and their parent see the own profile read-only, and nobody else', async () => {
    const own = await target.get(profileUrl(w.ids.target));
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ staff: false, playerId: w.ids.target });
    expect((await w.client('parent').get(profileUrl(w.ids.child))).json()).toMatchObject({ staff: false, playerId: w.ids.child });
    for (const [who, c] of [['another player', w.client('player')], ['another child’s parent', w.client('parent')], ['another club', w.client('outsider')], ['a coach of another team', otherCoach]] as const) {
      const res = await c.get(profileUrl(w.ids.target));
      expect(res.statusCode, who).toBe(403);
      expect(res.json().error.message, who).toBe(m.noAccess);
    }
    expect((await w.client('coach').get(profileUrl('not-a-uuid'))).statusCode).toBe(400);
    expect((await w.client('coach').get(profileUrl(w.ids.target, '?clubId=nope'))).statusCode).toBe(400);
    // Another club asked about: the player is not its player, so nothing to see.
    expect((await w.client('coach').get(profileUrl(w.ids.target, `?clubId=${w.clubB}`))).statusCode).toBe(403);
  });

  it("gives the team's staff the player's insights, as figures the app words", async () => {
    // Practice up: 150 minutes in the last 4 weeks against none before.
    await w.t.db.query(`INSERT INTO practice_entries (player_id, day, time_zone, skills, minutes) VALUES ($1, $2, 'UTC', $3, 75)`, [w.ids.target, day(6), JSON.stringify([{ coreSkill: 'Passing', minutes: 75 }])]);
    const res = await w.client('coach').get(`/api/v1/health/${w.ids.target}/insights?clubId=${w.clubA}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().insights).toEqual([{ kind: 'practice_up', recent: 150, before: 0 }]);
    const own = await target.get(`/api/v1/health/${w.ids.target}/insights`);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(m.noAccess);
    expect((await w.client('outsider').get(`/api/v1/health/${w.ids.target}/insights`)).statusCode).toBe(403);
  });

  it('reads and sets the five characteristic words, once, with a clear 400 for bad input', async () => {
    const url = '/api/v1/characteristic';
    const got = await w.client('coach').get(`${url}?playerId=${w.ids.target}&limit=3`);
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json()).toEqual({ playerId: w.ids.target, words: [], available: ['brave', 'calm', 'confident'] });
    const words = ['Brave', 'calm', 'leader', 'kind', 'team player'];
    const key = { 'idempotency-key': '5b1e6c52-0d7a-4f3e-8a51-6e2d1c0b9a71' };
    const put = await w.client('coach').put(url, { playerId: w.ids.target, words }, key);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().words).toEqual(['brave', 'calm', 'leader', 'kind', 'team player']);
    expect((await w.client('coach').put(url, { playerId: w.ids.target, words }, key)).statusCode).toBe(200);
    expect((await target.get(`${url}?playerId=${w.ids.target}`)).json().words).toEqual(['brave', 'calm', 'leader', 'kind', 'team player']);
    expect(((await target.get(profileUrl(w.ids.target))).json() as DevelopmentProfile).words).toHaveLength(5);
    for (const bad of [['brave'], ['brave', 'calm', 'leader', 'kind', 'sneaky'], ['brave', 'brave', 'calm', 'kind', 'leader'], 'brave', ['x'.repeat(100_000), 'calm', 'leader', 'kind', 'brave']]) {
      const res = await w.client('coach').put(url, { playerId: w.ids.target, words: bad });
      expect(res.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(res.json().error.message).toBe(m.words);
    }
    expect((await w.client('coach').put(url, { words })).statusCode).toBe(400);
    const refused = await w.client('outsider').put(url, { playerId: w.ids.target, words });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(m.noAccess);
    expect((await w.client('parent').put(url, { playerId: w.ids.target, words })).statusCode).toBe(403);
  });
});
