// Calendar (issue 23 item 3) on both databases: creating events (who, for which team, bad input
// with the spec's messages, exactly once), the list merging fixtures, sessions and events per
// member, the month summary, cancel (stays, marked) versus delete (gone), and the refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarMessages as m } from '../../../src/domain/calendar/messages';
import type { CalendarEvent } from '../../../src/domain/calendar/event-schema';
import type { CalendarItem } from '../../../src/domain/calendar/items';
import { messages } from '../../../src/domain/permissions';
import { addOtherTeamCoach, createClubWorld, type ClubWorld } from '../../support/club-world';
import type { TestClient } from '../../support/test-app';
import { DB_KINDS } from '../../support/test-db';

const inDays = (n: number, hour = 18) => {
  const d = new Date(Date.now() + n * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};
const day = (iso: string) => iso.slice(0, 10);

describe.each(DB_KINDS)('calendar on %s', (kind) => {
  let w: ClubWorld;
  let otherCoach: TestClient;
  let otherTeam: string;
  let base: string;
  const body = (over: Record<string, unknown> = {}) => ({ type: 'social', name: 'Presentation evening', teamId: w.teamA, startsAt: inDays(5), endsAt: inDays(5, 21), notes: 'Bring the family', ...over });
  const list = (c: TestClient, from = day(inDays(-1)), to = day(inDays(20))) => c.get(`${base}/list?from=${from}&to=${to}`);
  const ids = (items: CalendarItem[]) => items.map((i) => `${i.kind}:${i.id}`);

  beforeAll(async () => {
    w = await createClubWorld(kind);
    base = `/api/v1/calendar/${w.clubA}`;
    const other = await addOtherTeamCoach(w);
    otherTeam = other.teamId;
    otherCoach = await w.asUser(other.coachId);
  });
  afterAll(() => w?.t.close());

  it('lets a coach add an event for their team, once however often it is sent', async () => {
    const id = '01938f3e-0000-7000-8000-00000000ca01';
    const key = { 'idempotency-key': '6a1f0e52-3c2b-4d7e-8f90-1a2b3c4d5e01' };
    const first = await w.client('coach').post(`${base}/create`, body({ id }), key);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ id, clubId: w.clubA, teamId: w.teamA, teamName: 'Alder U12', type: 'social', status: 'scheduled', sequence: 0, notes: 'Bring the family' });
    expect((await w.client('coach').post(`${base}/create`, body({ id }), key)).json().id).toBe(id);
    // The same device id again without the key (a replay that lost it): the stored row, not a second.
    expect((await w.client('coach').post(`${base}/create`, body({ id }))).json().id).toBe(id);
    const { n } = await w.t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM calendar_events WHERE id = $1', [id]);
    expect(n).toBe(1);
  });

  it('keeps club-wide events for club admins and team events for that team’s staff', async () => {
    const clubWide = await w.client('coach').post(`${base}/create`, body({ teamId: null }));
    expect(clubWide.statusCode).toBe(403);
    expect(clubWide.json().error.message).toBe(m.team);
    const otherTeamEvent = await otherCoach.post(`${base}/create`, body());
    expect(otherTeamEvent.statusCode).toBe(403);
    expect(otherTeamEvent.json().error.message).toBe(m.team);
    const byParent = await w.client('parent').post(`${base}/create`, body());
    expect(byParent.statusCode).toBe(403);
    expect(byParent.json().error.message).toBe(messages.noPermission);
    expect((await w.client('outsider').post(`${base}/create`, body())).statusCode).toBe(403);
    expect((await w.client('club_admin').post(`${base}/create`, body({ teamId: null, type: 'meeting', name: 'AGM' }))).statusCode).toBe(201);
  });

  it('refuses bad events with the spec’s messages, never a 500', async () => {
    const bad = async (over: Record<string, unknown>, message: string) => {
      const res = await w.client('coach').post(`${base}/create`, body(over));
      expect(res.statusCode, JSON.stringify(over).slice(0, 80)).toBe(400);
      expect(res.json().error.message).toBe(message);
    };
    await bad({ name: '   ' }, m.name);
    await bad({ name: undefined }, m.name);
    await bad({ type: 'party' }, m.type);
    await bad({ startsAt: 'tomorrow' }, m.start);
    await bad({ endsAt: undefined }, m.end);
    await bad({ endsAt: inDays(4) }, m.endBeforeStart);
    await bad({ type: 'practice' }, m.coreSkill);
    await bad({ notes: 'x'.repeat(100_000) }, m.notes);
    await bad({ teamId: w.teamB }, m.team);
    expect((await w.client('coach').post(`${base}/create`, 'not json at all')).statusCode).toBe(400);
    // Practising at home with its core skill is fine; HTML is kept as text, never interpreted.
    const ok = await w.client('coach').post(`${base}/create`, body({ type: 'practice', coreSkill: 'Dribbling', name: '<script>alert(1)</script>' }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ coreSkill: 'Dribbling', name: '<script>alert(1)</script>' });
  });

  it('merges each member’s fixtures, sessions and events, in order, for a date range', async () => {
    const teamEvent = (await w.client('coach').post(`${base}/create`, body({ name: 'Tournament', type: 'tournament', startsAt: inDays(1, 8), endsAt: inDays(1, 16) }))).json() as CalendarEvent;
    const u14Event = (await otherCoach.post(`${base}/create`, body({ teamId: otherTeam, name: 'U14 social' }))).json() as CalendarEvent;
    for (const caller of ['parent', 'player', 'coach', 'club_admin'] as const) {
      const res = await list(w.client(caller));
      expect(res.statusCode).toBe(200);
      const items = res.json().items as CalendarItem[];
      expect(ids(items), caller).toEqual(expect.arrayContaining([`fixture:${w.fixtureId}`, `training:${w.trainingId}`, `event:${teamEvent.id}`]));
      expect(items.map((i) => i.startsAt)).toEqual([...items.map((i) => i.startsAt)].sort());
      // Only club admins see the other team's event.
      expect(ids(items).includes(`event:${u14Event.id}`), caller).toBe(caller === 'club_admin');
    }
    const fixture = ((await list(w.client('parent'))).json().items as CalendarItem[]).find((i) => i.id === w.fixtureId);
    expect(fixture).toMatchObject({ kind: 'fixture', title: 'Cedar Town', homeAway: 'home', teamName: 'Alder U12', cancelled: false });
    // The other team's coach: their own team's event and the club's, none of team A's.
    const theirs = ids((await list(otherCoach)).json().items);
    expect(theirs).toContain(`event:${u14Event.id}`);
    expect(theirs).not.toContain(`event:${teamEvent.id}`);
    expect(theirs).not.toContain(`fixture:${w.fixtureId}`);
    // Never another club; a range too long, or the wrong way round, is the caller's mistake.
    expect((await list(w.client('outsider'))).statusCode).toBe(403);
    expect((await w.client('user').get(`${base}/list?from=${day(inDays(0))}&to=${day(inDays(0))}`)).statusCode).toBe(200);
    const long = await list(w.client('coach'), day(inDays(0)), day(inDays(150)));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe(m.range);
    expect((await list(w.client('coach'), day(inDays(5)), day(inDays(1)))).statusCode).toBe(400);
    expect((await w.client('coach').get(`${base}/list?from=soon`)).statusCode).toBe(400);
  });

  it('counts the month per day, for the asked time zone', async () => {
    const start = new Date(Date.UTC(2031, 2, 10, 23, 30));
    const made = await w.client('coach').post(`${base}/create`, body({ name: 'Late quiz', startsAt: start.toISOString(), endsAt: new Date(start.getTime() + 3_600_000).toISOString() }));
    expect(made.statusCode).toBe(201);
    const utc = await w.client('parent').get(`${base}/summary?month=2031-03`);
    expect(utc.statusCode).toBe(200);
    expect(utc.json().days).toHaveLength(31);
    expect(utc.json().days.find((d: { date: string }) => d.date === '2031-03-10')).toEqual({ date: '2031-03-10', fixtures: 0, training: 0, events: 1 });
    // 23:30 UTC is the next morning in Berlin.
    const berlin = (await w.client('parent').get(`${base}/summary?month=2031-03&timeZone=Europe/Berlin`)).json();
    expect(berlin.days.find((d: { date: string }) => d.date === '2031-03-11').events).toBe(1);
    // This month's fixture and session are counted on their days.
    const month = inDays(3).slice(0, 7);
    const now = (await w.client('player').get(`${base}/summary?month=${month}`)).json();
    const total = now.days.reduce((s: number, d: { fixtures: number; training: number }) => s + d.fixtures + d.training, 0);
    expect(total).toBeGreaterThanOrEqual(day(inDays(3)).slice(0, 7) === day(inDays(2)).slice(0, 7) ? 2 : 1);
    for (const q of ['month=2031-13', 'month=March', 'month=2031-03&timeZone=Mars/Olympus']) {
      const res = await w.client('parent').get(`${base}/summary?${q}`);
      expect(res.statusCode).toBe(400);
      expect([m.month, m.timeZone]).toContain(res.json().error.message);
    }
    expect((await w.client('outsider').get(`${base}/summary?month=2031-03`)).statusCode).toBe(403);
  });

  it('keeps a cancelled event on the calendar, marked, and takes a deleted one away', async () => {
    const make = async () => (await w.client('coach').post(`${base}/create`, body({ name: 'Kit fitting', startsAt: inDays(7), endsAt: inDays(7, 19) }))).json() as CalendarEvent;
    const cancelled = await make();
    const deleted = await make();
    // Who may: not a parent, not another team's coach.
    expect((await w.client('parent').delete(`${base}/${cancelled.id}/cancel`)).statusCode).toBe(403);
    const notTheirs = await otherCoach.delete(`${base}/${cancelled.id}/cancel`);
    expect(notTheirs.statusCode).toBe(404); // they cannot see team A's event at all
    const c1 = await w.client('coach').delete(`${base}/${cancelled.id}/cancel`);
    expect(c1.statusCode).toBe(200);
    expect(c1.json()).toMatchObject({ id: cancelled.id, status: 'cancelled', sequence: 1 });
    // Cancelling again changes nothing (no second bump of the sequence).
    expect((await w.client('coach').delete(`${base}/${cancelled.id}/cancel`)).json()).toMatchObject({ status: 'cancelled', sequence: 1 });
    expect((await w.client('assistant_coach').delete(`${base}/${deleted.id}`)).json()).toEqual({ id: deleted.id, deleted: true });

    const items = (await list(w.client('parent'))).json().items as CalendarItem[];
    expect(items.find((i) => i.id === cancelled.id)).toMatchObject({ cancelled: true, title: 'Kit fitting' });
    expect(items.find((i) => i.id === deleted.id)).toBeUndefined();
    expect((await w.client('parent').get(`${base}/${cancelled.id}`)).json()).toMatchObject({ status: 'cancelled' });
    const gone = await w.client('parent').get(`${base}/${deleted.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(m.notFound);
    expect((await w.client('coach').delete(`${base}/${deleted.id}`)).statusCode).toBe(404);
    expect((await w.client('coach').delete(`${base}/${deleted.id}/cancel`)).statusCode).toBe(404);
    // A deleted event's device id cannot bring it back.
    expect((await w.client('coach').post(`${base}/create`, body({ id: deleted.id }))).statusCode).toBe(400);
    // Club admins may change any event of their club.
    const adminCancel = await w.client('club_admin').delete(`${base}/${(await make()).id}/cancel`);
    expect(adminCancel.json().status).toBe('cancelled');
  });

  it('answers one event to those who may see it, 404 to others, 400 for a bad id', async () => {
    const e = (await w.client('coach').post(`${base}/create`, body({ name: 'Photo day' }))).json() as CalendarEvent;
    expect((await w.client('player').get(`${base}/${e.id}`)).json()).toMatchObject({ id: e.id, name: 'Photo day' });
    expect((await otherCoach.get(`${base}/${e.id}`)).statusCode).toBe(404);
    expect((await w.client('outsider').get(`${base}/${e.id}`)).statusCode).toBe(403);
    expect((await w.client('outsider').get(`/api/v1/calendar/${w.clubB}/${e.id}`)).statusCode).toBe(404);
    expect((await w.client('player').get(`${base}/not-an-id`)).statusCode).toBe(400);
  });
});
