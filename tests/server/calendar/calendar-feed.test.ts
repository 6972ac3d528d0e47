// The private calendar subscription (issue 23 item 3) on both databases: a link per member whose
// .ics lists their fixtures, sessions and events (a cancelled one kept with STATUS:CANCELLED and
// a raised SEQUENCE, a deleted one gone), parsed back here; nothing about other children; and a
// reset link ends the old one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../../src/domain/calendar/event-schema';
import { redactUrl } from '../../../server/plugins/request-log';
import { createClubWorld, type ClubWorld } from '../../support/club-world';
import { DB_KINDS } from '../../support/test-db';

type VEvent = Record<string, string>;

/** The VEVENTs of an iCalendar text: unfolded lines, each property's value by name (parameters dropped). */
function parseIcs(text: string): { calendar: string[]; events: VEvent[] } {
  const lines = text.replace(/\r\n[ \t]/g, '').split(/\r\n/).filter(Boolean);
  const events: VEvent[] = [];
  let current: VEvent | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) {
      const at = line.indexOf(':');
      current[line.slice(0, at).split(';')[0]!] = line.slice(at + 1);
    }
  }
  return { calendar: lines, events };
}

const inDays = (n: number, hour = 18) => {
  const d = new Date(Date.now() + n * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};
const icsTime = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

describe.each(DB_KINDS)('calendar feed on %s', (kind) => {
  let w: ClubWorld;
  let base: string;
  let kept: CalendarEvent;
  let cancelled: CalendarEvent;
  let deleted: CalendarEvent;
  const pathOf = (url: string) => new URL(url).pathname;

  beforeAll(async () => {
    w = await createClubWorld(kind);
    base = `/api/v1/calendar/${w.clubA}`;
    const make = async (name: string, n: number) =>
      (await w.client('coach').post(`${base}/create`, { type: 'social', name, teamId: w.teamA, startsAt: inDays(n), endsAt: inDays(n, 20), notes: 'Doors at six' })).json() as CalendarEvent;
    kept = await make('Presentation evening', 4);
    cancelled = await make('Quiz night', 6);
    deleted = await make('Car wash', 8);
    await w.client('coach').delete(`${base}/${cancelled.id}/cancel`);
    await w.client('coach').delete(`${base}/${deleted.id}`);
    await w.t.db.query(`UPDATE fixtures SET status = 'cancelled' WHERE id = $1`, [w.fixtureId]);
    // A child of the team by name, which must never reach a feed.
    await w.t.db.query(`UPDATE users SET first_name = 'Chris' WHERE id = $1`, [w.ids.child]);
  });
  afterAll(() => w?.t.close());

  it('gives a parent a link whose feed lists the child’s team’s games, sessions and events', async () => {
    const parent = w.client('parent');
    expect((await parent.get('/api/v1/calendar/feed')).json()).toEqual({ active: false, createdAt: null });
    const made = await parent.post('/api/v1/calendar/feed', {});
    expect(made.statusCode).toBe(200);
    const { url } = made.json() as { url: string };
    expect(url).toMatch(/\/api\/v1\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await parent.get('/api/v1/calendar/feed')).json().active).toBe(true);

    // The feed needs no session: a phone's calendar app fetches it.
    const res = await w.t.client().get(pathOf(url));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const { calendar, events } = parseIcs(res.body);
    expect(calendar[0]).toBe('BEGIN:VCALENDAR');
    const byUid = new Map(events.map((e) => [e.UID, e]));
    expect(byUid.get(`event-${kept.id}@touchline.app`)).toMatchObject({
      SUMMARY: 'Presentation evening (Alder U12)',
      DTSTART: icsTime(kept.startsAt),
      DTEND: icsTime(kept.endsAt),
      STATUS: 'CONFIRMED',
      SEQUENCE: '0',
      DESCRIPTION: 'Doors at six',
    });
    expect(byUid.get(`event-${cancelled.id}@touchline.app`)).toMatchObject({ STATUS: 'CANCELLED', SEQUENCE: '1' });
    expect(byUid.has(`event-${deleted.id}@touchline.app`)).toBe(false);
    expect(byUid.get(`fixture-${w.fixtureId}@touchline.app`)).toMatchObject({ SUMMARY: 'Alder U12 v Cedar Town', STATUS: 'CANCELLED', SEQUENCE: '1' });
    expect(byUid.get(`training-${w.trainingId}@touchline.app`)).toMatchObject({ SUMMARY: 'Training: Alder U12', STATUS: 'CONFIRMED' });
    // Times in UTC; no player named anywhere.
    for (const e of events) expect(e.DTSTART).toMatch(/Z$/);
    for (const name of ['Chris', 'Pete', 'Tara', 'Paula']) expect(res.body).not.toContain(name);
  });

  it('ends the old link when the member makes a new one', async () => {
    const player = w.client('player');
    const first = pathOf((await player.post('/api/v1/calendar/feed', {})).json().url);
    expect((await w.t.client().get(first)).statusCode).toBe(200);
    const second = pathOf((await player.post('/api/v1/calendar/feed', {})).json().url);
    expect(second).not.toBe(first);
    const old = await w.t.client().get(first);
    expect(old.statusCode).toBe(404);
    expect(old.json().error.message).toBe('This calendar link is no longer valid');
    expect(parseIcs((await w.t.client().get(second)).body).events.length).toBeGreaterThanOrEqual(3);
    // Only a hash is stored: the database holds no working link.
    const { token_hash } = await w.t.db.one<{ token_hash: string }>('SELECT token_hash FROM calendar_feed_tokens WHERE user_id = $1', [w.ids.player]);
    expect(second).not.toContain(token_hash);
  });

  it('keeps the link out of the request log', () => {
    expect(redactUrl('/api/v1/calendar/feed/AbC_-123.ics?userId=1')).toBe('/api/v1/calendar/feed/[redacted].ics?userId=1');
  });

  it('answers 404 for made-up links and 401 for the link calls without a session', async () => {
    for (const p of ['/api/v1/calendar/feed/nope.ics', `/api/v1/calendar/feed/${'a'.repeat(43)}.ics`, `/api/v1/calendar/feed/${'<b>'.repeat(20)}.ics`]) {
      expect((await w.t.client().get(p)).statusCode).toBe(404);
    }
    expect((await w.t.client().get('/api/v1/calendar/feed')).statusCode).toBe(401);
    expect((await w.t.client().post('/api/v1/calendar/feed', {})).statusCode).toBe(401);
  });

  it('stops the feed of a member who left the club from listing the club', async () => {
    const url = pathOf((await w.client('coach').post('/api/v1/calendar/feed', {})).json().url);
    expect(parseIcs((await w.t.client().get(url)).body).events.length).toBeGreaterThan(0);
    await w.t.db.query('UPDATE memberships SET active = false WHERE user_id = $1', [w.ids.coach]);
    expect(parseIcs((await w.t.client().get(url)).body).events).toEqual([]);
    await w.t.db.query('UPDATE memberships SET active = true WHERE user_id = $1', [w.ids.coach]);
  });
});
