// Reports and the report builder (issue 24 items 3 and 5) on both databases: the builder's
// numbers agree with the club overview for the same range, the row count, saving (idempotent,
// private or public to the club), favourites, editing and deleting by the right people, a coach
// narrowed to their teams, another club refused, and every bad input a 400 with its message.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateRangeMessages } from '../../../src/domain/analytics/date-range';
import { analyticsMessages } from '../../../src/domain/analytics/messages';
import { reportMessages, type ReportDefinition } from '../../../src/domain/analytics/report-definition';
import { semanticMessages } from '../../../src/domain/analytics/semantic-names';
import { messages } from '../../../src/domain/permissions';
import { addOtherTeamCoach, createClubWorld, type Caller, type ClubWorld } from '../../support/club-world';
import { DB_KINDS } from '../../support/test-db';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
const day = (n: number) => daysAgo(n).slice(0, 10);

describe.each(DB_KINDS)('reports on %s', (kind) => {
  let w: ClubWorld;
  let otherTeam: string;
  let otherCoach: string;
  const base = () => `/api/v1/report/${w.clubA}`;
  const range = () => ({ startDate: day(60), endDate: day(0) });
  const def = (o: Omit<Partial<ReportDefinition>, 'filters'> & { filters?: Partial<ReportDefinition['filters']> } = {}) => ({
    measures: ['goalsFor'],
    dimensions: ['team'],
    chartType: 'bar',
    ...o,
    filters: { ...range(), ...o.filters },
  });
  const chart = (caller: Caller, definition: unknown, clubId = w.clubA) => w.client(caller).post('/api/v1/report/builder/chart', { clubId, definition });
  const refused = async (res: { statusCode: number; json(): { error: { message: string } } }, status: number, message: string) => {
    expect(res.statusCode).toBe(status);
    expect(res.json().error.message).toBe(message);
  };

  async function game(o: { gf: number; ga: number; at: string; teamId?: string; clubId?: string; occasion?: string }) {
    await w.t.db.query(
      `INSERT INTO fixtures (club_id, team_id, opponent, home_away, kickoff_at, status, goals_for, goals_against, occasion)
       VALUES ($1, $2, 'Rivals', 'home', $3, 'ended', $4, $5, $6)`,
      [o.clubId ?? w.clubA, o.teamId ?? w.teamA, o.at, o.gf, o.ga, o.occasion ?? 'league'],
    );
  }

  beforeAll(async () => {
    w = await createClubWorld(kind);
    ({ teamId: otherTeam, coachId: otherCoach } = await addOtherTeamCoach(w));
    await game({ gf: 3, ga: 1, at: daysAgo(20) });
    await game({ gf: 2, ga: 2, at: daysAgo(10), occasion: 'cup' });
    await game({ gf: 1, ga: 0, at: daysAgo(5), teamId: otherTeam });
    await game({ gf: 4, ga: 0, at: daysAgo(90) });
    await game({ gf: 9, ga: 0, at: daysAgo(4), teamId: w.teamB, clubId: w.clubB });
  });
  afterAll(() => w?.t.close());

  it('charts goals by team with the same numbers as the club overview for the same range', async () => {
    const res = await chart('club_admin', def());
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    const overview = (await w.client('club_admin').get(`/api/v1/analytics/club/dashboard/${w.clubA}/overview?startDate=${day(60)}&endDate=${day(0)}`)).json();
    const byTeam = (id: string) => result.rows.find((r: { team: string }) => r.team === id)?.goalsFor;
    for (const t of overview.teams as { teamId: string; goalsFor: number }[]) if (t.goalsFor) expect(byTeam(t.teamId)).toBe(t.goalsFor);
    expect(byTeam(w.teamA)).toBe(5);
    expect(byTeam(otherTeam)).toBe(1);
    expect(result.rows.reduce((s: number, r: { goalsFor: number }) => s + r.goalsFor, 0)).toBe(overview.goals.for);
    expect(result.labels[w.teamA]).toBe('Alder U12');
    expect(result.range).toEqual(range());
  });

  it('counts the rows before running, and gives a single number with the period before', async () => {
    const count = await w.client('club_admin').post('/api/v1/report/builder/count', { clubId: w.clubA, definition: def({ dimensions: ['team', 'occasion'], chartType: 'stackedBar' }) });
    expect(count.statusCode).toBe(200);
    // Team A: league and cup; the other team: league.
    expect(count.json().count).toBe(3);
    const n = (await chart('club_admin', def({ dimensions: [], chartType: 'number', filters: { startDate: day(29), endDate: day(0) } }))).json().result;
    expect(n.rows).toEqual([{ goalsFor: 6 }]);
    // The 30 days before: none of the games (90 days ago is further back).
    expect(n.previous).toEqual({ goalsFor: 0 });
    const cup = (await w.client('club_admin').post(`${base()}/builder`, { definition: def({ filters: { occasion: 'cup' } }) })).json().result;
    expect(cup.rows).toEqual([{ team: w.teamA, goalsFor: 2 }]);
  });

  it("runs a coach's report over their own team only, and refuses a filter on another team", async () => {
    const mine = (await chart('coach', def())).json().result;
    expect(mine.rows).toEqual([{ team: w.teamA, goalsFor: 5 }]);
    await refused(await chart('coach', def({ filters: { teamIds: [otherTeam] } })), 403, analyticsMessages.notYourTeam);
    const other = await w.asUser(otherCoach);
    expect((await other.post('/api/v1/report/builder/chart', { clubId: w.clubA, definition: def() })).json().result.rows).toEqual([{ team: otherTeam, goalsFor: 1 }]);
  });

  it('refuses bad input with a clear message and never a 500', async () => {
    await refused(await chart('club_admin', def({ measures: [] })), 400, semanticMessages.noMeasure);
    await refused(await chart('club_admin', { dimensions: ['team'], chartType: 'bar', filters: range() }), 400, semanticMessages.noMeasure);
    await refused(await chart('club_admin', def({ measures: ['goals; DROP TABLE users' as never] })), 400, semanticMessages.unknownMeasure('goals; DROP TABLE users'));
    await refused(await chart('club_admin', def({ dimensions: ['f.team_id' as never] })), 400, semanticMessages.unknownDimension('f.team_id'));
    await refused(await chart('club_admin', def({ filters: { startDate: day(1), endDate: day(10) } })), 400, dateRangeMessages.order);
    await refused(await chart('club_admin', def({ filters: { startDate: '1976-01-01', endDate: '2026-01-01' } })), 400, dateRangeMessages.tooLong);
    await refused(await chart('club_admin', def({ filters: { teamIds: [w.teamB] } })), 400, reportMessages.teamNotInClub);
    await refused(await chart('club_admin', def({ filters: { teamIds: [randomUUID()] } })), 400, reportMessages.teamNotInClub);
    await refused(await chart('club_admin', def({ filters: { playerId: w.ids.outsider } })), 400, reportMessages.playerNotInClub);
    await refused(await chart('club_admin', def({ chartType: 'pie' as never })), 400, reportMessages.chartType);
    await refused(await chart('club_admin', def({ dimensions: [], chartType: 'line' })), 400, reportMessages.needsDimension('line'));
    await refused(await chart('club_admin', def({ chartType: 'scatter' })), 400, reportMessages.scatter);
    await refused(await chart('club_admin', def({ measures: ['sessionsAttended'], filters: { occasion: 'cup' } })), 400, reportMessages.occasionNotGames('sessionsAttended'));
    await refused(await chart('club_admin', def({ measures: ['trainingMinutes'], dimensions: ['occasion'] })), 400, semanticMessages.notCombinable('trainingMinutes', 'occasion'));
    await refused(await w.client('club_admin').post('/api/v1/report/builder/count', { clubId: 'x', definition: def() }), 400, 'Invalid club id');
    await refused(await w.client('club_admin').post(base(), { name: '', definition: def() }), 400, reportMessages.name);
    await refused(await w.client('club_admin').post(base(), { name: 'No measures', definition: def({ measures: [] }) }), 400, semanticMessages.noMeasure);
    expect((await w.t.db.query('SELECT 1 FROM reports WHERE club_id = $1', [w.clubA])).length).toBe(0);
  });

  it('keeps another club, players and parents out', async () => {
    await refused(await chart('outsider', def()), 403, messages.noAccess);
    expect((await w.client('outsider').get(base())).statusCode).toBe(403);
    for (const caller of ['player', 'parent'] as const) expect((await chart(caller, def())).statusCode).toBe(403);
  });

  it('saves, lists, opens, favourites, edits and deletes a report, idempotently, by the right people', async () => {
    const id = randomUUID();
    const body = { id, name: 'Goals by team', definition: def(), visibility: 'club' };
    const headers = { 'idempotency-key': randomUUID() };
    const first = await w.client('club_admin').post(base(), body, headers);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ id, name: 'Goals by team', visibility: 'club', favourite: false, canEdit: true });
    // A replay (same key, or the same id without one) makes no second report.
    expect((await w.client('club_admin').post(base(), body, headers)).statusCode).toBe(201);
    expect((await w.client('club_admin').post(base(), body)).statusCode).toBe(201);
    expect((await w.t.db.query('SELECT 1 FROM reports WHERE id = $1', [id])).length).toBe(1);
    // Someone else's id is never taken over.
    await refused(await w.client('coach').post(base(), { ...body, name: 'Mine now' }), 400, reportMessages.saveInvalid);

    const priv = (await w.client('club_admin').post(base(), { name: 'Private', definition: def({ chartType: 'table' }) })).json();
    expect(priv.visibility).toBe('private');

    // The coach sees the club report (not the private one) and opens it over their team.
    const list = (await w.client('coach').get(base())).json().reports;
    expect(list.map((r: { id: string }) => r.id)).toEqual([id]);
    expect(list[0]).toMatchObject({ canEdit: false, ownerName: expect.any(String) });
    expect((await w.client('coach').get(`${base()}/${priv.id}`)).statusCode).toBe(404);
    const full = (await w.client('coach').get(`${base()}/${id}/full`)).json();
    expect(full.report.id).toBe(id);
    expect(full.result.rows).toEqual([{ team: w.teamA, goalsFor: 5 }]);
    expect(Date.parse(full.result.computedAt)).toBeGreaterThan(Date.now() - 60_000);

    // Favourites are each member's own.
    const fav = await w.client('coach').put(`${base()}/${id}/favourite`, { favourite: true });
    expect(fav.statusCode).toBe(200);
    expect((await w.client('coach').get(`${base()}/${id}`)).json().favourite).toBe(true);
    expect((await w.client('club_admin').get(`${base()}/${id}`)).json().favourite).toBe(false);

    // Only the owner (or a club admin, for a club report) changes or deletes it.
    await refused(await w.client('coach').put(`${base()}/${id}`, { name: 'Renamed', definition: def() }), 403, reportMessages.notYours);
    await refused(await w.client('coach').delete(`${base()}/${id}`), 403, reportMessages.notYours);
    const edited = await w.client('club_admin').put(`${base()}/${id}`, { name: 'Renamed', definition: def({ chartType: 'doughnut' }), visibility: 'club' });
    expect(edited.json()).toMatchObject({ name: 'Renamed', definition: { chartType: 'doughnut' } });
    await refused(await w.client('club_admin').put(`${base()}/${id}`, { name: 'Renamed', definition: def({ measures: [] }) }), 400, semanticMessages.noMeasure);
    expect((await w.client('club_admin').get(`${base()}/${id}`)).json().name).toBe('Renamed');

    // Another club's admin cannot reach it even with the id.
    expect((await w.client('outsider').get(`/api/v1/report/${w.clubB}/${id}`)).statusCode).toBe(404);

    expect((await w.client('club_admin').delete(`${base()}/${id}`)).json()).toEqual({ id, deleted: true });
    expect((await w.client('club_admin').delete(`${base()}/${id}`)).json()).toEqual({ id, deleted: false });
    expect((await w.client('coach').get(`${base()}/${id}`)).statusCode).toBe(404);
  });
});
