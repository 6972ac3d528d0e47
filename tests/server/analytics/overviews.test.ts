// Analytics overviews (issue 24 items 1-2) on both databases: the club, team and player
// overviews over a small recorded history (what counts: ended games in the range, recorded
// presences, bookings less deleted ones, drills of sessions not cancelled, practice per skill),
// who may see which, and the 400s for a bad range or a measure that cannot be broken down.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateRangeMessages } from '../../../src/domain/analytics/date-range';
import { analyticsMessages } from '../../../src/domain/analytics/messages';
import { semanticMessages } from '../../../src/domain/analytics/semantic-names';
import { messages } from '../../../src/domain/permissions';
import { querySemantic } from '../../../server/areas/analytics/semantic/query';
import { addOtherTeamCoach, createClubWorld, type ClubWorld } from '../../support/club-world';
import { DB_KINDS } from '../../support/test-db';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
const day = (n: number) => daysAgo(n).slice(0, 10);

describe.each(DB_KINDS)('analytics overviews on %s', (kind) => {
  let w: ClubWorld;
  let otherTeam: string;
  let otherCoach: string;
  const club = () => `/api/v1/analytics/club/dashboard/${w.clubA}/overview`;
  const team = (teamId = w.teamA, clubId = w.clubA) => `/api/v1/team-report/${clubId}/${teamId}/overview`;
  const player = (playerId: string, teamId = w.teamA) => `/api/v1/player-report/${teamId}/${playerId}/overview`;

  async function game(o: { gf: number; ga: number; at: string; status?: string; teamId?: string; clubId?: string; motm?: string | null; homeAway?: string }): Promise<string> {
    const row = await w.t.db.one<{ id: string }>(
      `INSERT INTO fixtures (club_id, team_id, opponent, home_away, kickoff_at, status, goals_for, goals_against, man_of_the_match, occasion)
       VALUES ($1, $2, 'Rivals', $3, $4, $5, $6, $7, $8, 'league') RETURNING id`,
      [o.clubId ?? w.clubA, o.teamId ?? w.teamA, o.homeAway ?? 'home', o.at, o.status ?? 'ended', o.gf, o.ga, o.motm ?? null],
    );
    return row.id;
  }
  const present = (fixtureId: string, playerId: string, shownUp: boolean | null) =>
    w.t.db.query('INSERT INTO fixture_attendance (fixture_id, player_id, shown_up) VALUES ($1, $2, $3)', [fixtureId, playerId, shownUp]);
  const booking = async (fixtureId: string, playerId: string, card: string) => {
    const id = randomUUID();
    await w.t.db.query(`INSERT INTO fixture_events (id, fixture_id, club_id, kind, player_id, match_second, data) VALUES ($1, $2, $3, 'booking', $4, 600, $5)`, [id, fixtureId, w.clubA, playerId, { card }]);
    return id;
  };

  beforeAll(async () => {
    w = await createClubWorld(kind);
    const db = w.t.db;
    const { target, player: pete, child } = w.ids;
    ({ teamId: otherTeam, coachId: otherCoach } = await addOtherTeamCoach(w));
    // Counted: three ended games of team A in the last month.
    const f1 = await game({ gf: 3, ga: 1, at: daysAgo(20), motm: target });
    const f2 = await game({ gf: 0, ga: 0, at: daysAgo(10), motm: target, homeAway: 'away' });
    const f3 = await game({ gf: 1, ga: 2, at: daysAgo(5), motm: pete });
    // Not counted: cancelled, not played yet, played 2 years ago, another club's.
    await game({ gf: 9, ga: 0, at: daysAgo(3), status: 'cancelled' });
    await game({ gf: 9, ga: 0, at: daysAgo(-3), status: 'setup' });
    await game({ gf: 9, ga: 0, at: daysAgo(730) });
    await game({ gf: 9, ga: 0, at: daysAgo(4), teamId: w.teamB, clubId: w.clubB });
    for (const f of [f1, f2, f3]) await present(f, target, true);
    await present(f1, pete, true);
    await present(f2, pete, false);
    await present(f3, child, null);
    await booking(f1, target, 'yellow');
    await booking(f3, pete, 'red');
    const deleted = await booking(f2, pete, 'yellow');
    await db.query(`INSERT INTO fixture_events (id, fixture_id, club_id, kind, data) VALUES ($1, $2, $3, 'event_deleted', $4)`, [randomUUID(), f2, w.clubA, { targetId: deleted }]);
    // Training: one session counted (drills 20 + 15), one cancelled (its 30 not counted).
    const session = async (status: string) =>
      (await db.one<{ id: string }>(`INSERT INTO training_sessions (club_id, team_id, starts_at, ends_at, status) VALUES ($1, $2, $3, $4, $5) RETURNING id`, [w.clubA, w.teamA, daysAgo(7), daysAgo(6.9), status])).id;
    const s1 = await session('ended');
    const s2 = await session('cancelled');
    const drill = (t: string, skill: string, minutes: number) =>
      db.query('INSERT INTO training_drills (id, training_id, name, core_skill, duration_minutes) VALUES ($1, $2, $3, $3, $4)', [randomUUID(), t, skill, minutes]);
    await drill(s1, 'Passing', 20);
    await drill(s1, 'Shooting', 15);
    await drill(s2, 'Heading', 30);
    await db.query('INSERT INTO training_attendance (training_id, player_id, shown_up) VALUES ($1, $2, true), ($1, $3, false)', [s1, target, pete]);
    await db.query(`INSERT INTO practice_entries (player_id, day, time_zone, skills, minutes) VALUES ($1, $2, 'UTC', $3, 30)`, [
      target,
      day(3),
      JSON.stringify([{ coreSkill: 'Passing', minutes: 10 }, { coreSkill: 'Dribbling', minutes: 20 }]),
    ]);
  });
  afterAll(() => w?.t.close());

  it('sums the club: results, goals, attendance, active players and the top star players', async () => {
    const res = await w.client('club_admin').get(club());
    expect(res.statusCode).toBe(200);
    const o = res.json();
    expect(o.results).toEqual({ played: 3, won: 1, drawn: 1, lost: 1 });
    expect(o.goals).toEqual({ for: 4, against: 3, cleanSheets: 1 });
    // Games: 5 presences recorded, 4 shown up; sessions: 2 recorded, 1 shown up.
    expect(o.attendance).toEqual({ games: 80, sessions: 50 });
    expect(o.players.active).toBe(2);
    expect(o.starMeasure).toBe('motmAwards');
    expect(o.starPlayers.map((s: { playerId: string }) => s.playerId)).toEqual([w.ids.target, w.ids.player]);
    expect(o.starPlayers[0]).toMatchObject({ motmAwards: 2, gamesAttended: 3 });
    expect(o.teams.find((t: { teamId: string }) => t.teamId === w.teamA)).toMatchObject({ played: 3, goalsFor: 4, goalsAgainst: 3, gameAttendance: 80 });
    expect(o.teams.find((t: { teamId: string }) => t.teamId === otherTeam)).toMatchObject({ played: 0, gameAttendance: null });
    expect(Date.parse(o.computedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('narrows to the date range', async () => {
    const o = (await w.client('superAdmin').get(`${club()}?startDate=${day(800)}&endDate=${day(15)}`)).json();
    expect(o.range).toEqual({ startDate: day(800), endDate: day(15) });
    expect(o.results).toEqual({ played: 2, won: 2, drawn: 0, lost: 0 });
    expect(o.goals.for).toBe(12);
  });

  it("shows a team's coach the team: form, training minutes per core skill, practice and each player", async () => {
    const res = await w.client('coach').get(team());
    expect(res.statusCode).toBe(200);
    const o = res.json();
    expect(o.teamName).toBe('Alder U12');
    expect(o.form.map((f: { outcome: string }) => f.outcome)).toEqual(['L', 'D', 'W']);
    expect(o.trainingMinutes).toEqual([
      { coreSkill: 'Passing', minutes: 20 },
      { coreSkill: 'Shooting', minutes: 15 },
    ]);
    expect(o.practiceMinutes).toBe(30);
    const line = (id: string) => o.players.find((p: { playerId: string }) => p.playerId === id);
    expect(line(w.ids.target)).toMatchObject({ gamesAttended: 3, gameAttendance: 100, sessionsAttended: 1, sessionAttendance: 100, cards: 1, motmAwards: 2 });
    // The deleted booking does not count; the red one does.
    expect(line(w.ids.player)).toMatchObject({ gamesAttended: 1, gameAttendance: 50, sessionsAttended: 0, sessionAttendance: 0, cards: 1, motmAwards: 1 });
  });

  it("shows a player their own overview, and a parent their child's", async () => {
    const res = await w.client('player').get(player(w.ids.player));
    expect(res.statusCode).toBe(200);
    const o = res.json();
    expect(o.games).toEqual({ attended: 1, rate: 50 });
    expect(o.cards).toEqual({ yellow: 0, red: 1 });
    expect(o.results).toEqual({ played: 1, won: 1, drawn: 0, lost: 0 });
    const mine = (await (await w.asUser(w.ids.target)).get(player(w.ids.target))).json();
    expect(mine.practiceMinutes).toEqual([
      { coreSkill: 'Dribbling', minutes: 20 },
      { coreSkill: 'Passing', minutes: 10 },
    ]);
    expect(mine.trainingMinutes).toEqual([
      { coreSkill: 'Passing', minutes: 20 },
      { coreSkill: 'Shooting', minutes: 15 },
    ]);
    expect((await w.client('parent').get(player(w.ids.child))).statusCode).toBe(200);
  });

  it('lists the clubs whose analytics the caller may see', async () => {
    expect((await w.client('club_admin').get('/api/v1/analytics/clubs')).json().clubs.map((c: { clubId: string }) => c.clubId)).toEqual([w.clubA]);
    expect((await w.client('coach').get('/api/v1/analytics/clubs')).json().clubs).toEqual([]);
    const all = (await w.client('superAdmin').get('/api/v1/analytics/clubs')).json().clubs.map((c: { clubId: string }) => c.clubId);
    expect(all).toEqual(expect.arrayContaining([w.clubA, w.clubB]));
    const one = (await w.client('club_admin').get(`/api/v1/analytics/clubs?clubId=${w.clubA}`)).json().clubs;
    expect(one).toEqual([expect.objectContaining({ clubId: w.clubA, teams: 2 })]);
    expect((await w.client('club_admin').get(`/api/v1/analytics/clubs?clubId=${w.clubB}`)).statusCode).toBe(403);
  });

  it('refuses whoever may not see it, and never another club', async () => {
    const refused = async (caller: Parameters<ClubWorld['client']>[0], url: string, message: string) => {
      const res = await w.client(caller).get(url);
      expect(res.statusCode, `${caller} ${url}`).toBe(403);
      expect(res.json().error.message).toBe(message);
    };
    await refused('coach', club(), messages.noPermission);
    await refused('outsider', club(), messages.noAccess);
    await refused('parent', team(), messages.noPermission);
    await refused('outsider', team(), messages.noAccess);
    await refused('parent', player(w.ids.target), messages.noPermission);
    await refused('player', player(w.ids.target), messages.noPermission);
    await refused('outsider', player(w.ids.target), messages.noAccess);
    // A coach of another team of the same club.
    const other = await w.asUser(otherCoach);
    const t = await other.get(team());
    expect(t.statusCode).toBe(403);
    expect(t.json().error.message).toBe(analyticsMessages.notYourTeam);
    expect((await other.get(player(w.ids.target))).json().error.message).toBe(analyticsMessages.notYourTeam);
    // Another club's team named under this club: not found, nothing counted.
    expect((await w.client('club_admin').get(team(w.teamB))).statusCode).toBe(404);
    // The player asked for under a team they are not in.
    expect((await w.client('club_admin').get(player(w.ids.target, otherTeam))).statusCode).toBe(404);
    expect((await w.client('player').get(player(w.ids.player, otherTeam))).statusCode).toBe(403);
  });

  it('answers a bad range with a clear 400, never a 500', async () => {
    const bad = async (query: string, message: string) => {
      for (const url of [club(), team(), player(w.ids.target)]) {
        const res = await w.client('club_admin').get(`${url}?${query}`);
        expect(res.statusCode, `${url}?${query}`).toBe(400);
        expect(res.json().error.message).toBe(message);
      }
    };
    await bad(`startDate=${day(1)}&endDate=${day(10)}`, dateRangeMessages.order);
    await bad('startDate=1975-01-01&endDate=2025-01-01', dateRangeMessages.tooLong);
    await bad('startDate=2025-02-30', dateRangeMessages.startDate);
    await bad("endDate=x';DROP TABLE fixtures;--", dateRangeMessages.endDate);
    await bad('startDate=9999-12-31', dateRangeMessages.startDate);
    await bad('startDate=0001-01-01&endDate=0001-01-02', dateRangeMessages.startDate);
    await bad('startDate=2026-01-01&startDate=2026-02-01', dateRangeMessages.startDate);
    expect((await w.client('club_admin').get(team('not-a-uuid'))).statusCode).toBe(400);
  });

  it('refuses a measure broken down by a dimension it does not have', async () => {
    const scope = { clubId: w.clubA, teamIds: null, playerId: null, range: { startDate: day(30), endDate: day(0) } };
    await expect(querySemantic(w.t.db, scope, ['cards'], ['coreSkill'])).rejects.toMatchObject({ statusCode: 400, message: semanticMessages.notCombinable('cards', 'coreSkill') });
    // Measures of several facts merge on their dimension values.
    const rows = await querySemantic(w.t.db, scope, ['goalsFor', 'cards', 'gameAttendanceRate'], ['homeAway']);
    expect(rows.find((r) => r.homeAway === 'home')).toEqual({ homeAway: 'home', goalsFor: 4, cards: 2, gameAttendanceRate: 100 });
    expect(rows.find((r) => r.homeAway === 'away')).toEqual({ homeAway: 'away', goalsFor: 0, cards: 0, gameAttendanceRate: 50 });
  });

  it("sums the match reducer's minutes, worked out again when a game's events change", async () => {
    const db = w.t.db;
    const f = await game({ gf: 0, ga: 0, at: daysAgo(2), teamId: otherTeam });
    const ev = async (kind: string, second: number, playerId: string | null, data: object, n: number) => {
      const id = randomUUID();
      await db.query(`INSERT INTO fixture_events (id, fixture_id, club_id, kind, player_id, match_second, data, recorded_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, [
        id, f, w.clubA, kind, playerId, second, data, new Date(Date.parse(daysAgo(2)) + n * 1000).toISOString(),
      ]);
      return id;
    };
    // A 60-minute game: Pete starts (his save at 5'), Tara comes on for him at 20'.
    await db.query(`UPDATE fixtures SET match_length = 60 WHERE id = $1`, [f]);
    await ev('kick_off', 0, null, {}, 0);
    await ev('save', 300, w.ids.player, {}, 1);
    const sub = await ev('substitution', 1200, w.ids.target, { offId: w.ids.player }, 2);
    await ev('full_time', 3600, null, {}, 3);
    const scope = { clubId: w.clubA, teamIds: [otherTeam], playerId: null, range: { startDate: day(30), endDate: day(0) } };
    const minutes = async () => Object.fromEntries((await querySemantic(db, scope, ['minutesPlayed'], ['player'])).map((r) => [r.player, r.minutesPlayed]));
    expect(await minutes()).toEqual({ [w.ids.player]: 20, [w.ids.target]: 40 });
    // The substitution deleted afterwards: Pete played the whole game, Tara none of it.
    await ev('event_deleted', 1300, null, { targetId: sub }, 4);
    expect(await minutes()).toEqual({ [w.ids.player]: 60 });
    await db.query('DELETE FROM fixtures WHERE id = $1', [f]);
  });

  it('answers every measure by every dimension it has, on the real database', async () => {
    const scope = { clubId: w.clubA, teamIds: null, playerId: null, range: { startDate: day(30), endDate: day(0) } };
    const { FACTS } = await import('../../../server/areas/analytics/semantic/facts');
    for (const fact of Object.values(FACTS)) {
      for (const d of Object.keys(fact.dimensions)) {
        const rows = await querySemantic(w.t.db, scope, Object.keys(fact.measures) as never, [d as never]);
        expect(Array.isArray(rows)).toBe(true);
      }
    }
    const [season] = await querySemantic(w.t.db, scope, ['gamesPlayed'], ['season']);
    expect(season!.season).toMatch(/^\d{4}\/\d{2}$/);
  });
});

describe('semantic selection', () => {
  it('takes measure and dimension names from the fixed lists only, with a clear 400 otherwise', async () => {
    const { parseSelection } = await import('../../../server/areas/analytics/semantic/selection');
    expect(parseSelection({ measures: ['goalsFor', 'cards'], dimensions: ['month'] })).toEqual({ measures: ['goalsFor', 'cards'], dimensions: ['month'] });
    expect(parseSelection({ measures: ['gamesPlayed'] })).toEqual({ measures: ['gamesPlayed'], dimensions: [] });
    const refused = (input: unknown) => {
      try {
        parseSelection(input);
      } catch (err) {
        return { status: (err as { statusCode: number }).statusCode, message: (err as Error).message };
      }
      return null;
    };
    expect(refused({ measures: [] })).toEqual({ status: 400, message: semanticMessages.noMeasure });
    expect(refused({})).toEqual({ status: 400, message: semanticMessages.noMeasure });
    expect(refused({ measures: ['goals_for; DROP TABLE fixtures'] })).toEqual({ status: 400, message: semanticMessages.unknownMeasure('goals_for; DROP TABLE fixtures') });
    expect(refused({ measures: ['goalsFor'], dimensions: ['f.team_id'] })).toEqual({ status: 400, message: semanticMessages.unknownDimension('f.team_id') });
    expect(refused({ measures: ['goalsFor'], dimensions: ['team', 'month', 'season'] })).toEqual({ status: 400, message: semanticMessages.tooManyDimensions });
    expect(refused({ measures: ['practiceMinutes'], dimensions: ['team'] })).toEqual({ status: 400, message: semanticMessages.notCombinable('practiceMinutes', 'team') });
  });
});
