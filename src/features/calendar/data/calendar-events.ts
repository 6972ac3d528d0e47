// Calendar events on the device (issue 23 item 3). Each change is one local write: the row in
// `calendarEvents` with its outbox entry, so an event added, cancelled or deleted with no signal
// shows at once and reaches the server once (stream calendar:<id>, in order: a create queued
// before its cancel is sent first). The calendar reads the device first; a pull of GET
// calendar/{clubId}/list for the shown month refreshes the events, and the club's pull
// (src/sync/pull) its fixtures and sessions.
import { getDb } from '../../../db/database';
import type { CalendarEventRow } from '../../../db/schema';
import { touchKey } from '../../../db/keys';
import { recentlySettled } from '../../../db/recent-settles';
import { localWrite } from '../../../db/write';
import { uuidv7 } from '../../../db/uuidv7';
import type { CalendarEventBody } from '../../../domain/calendar/event-schema';
import type { CalendarListAnswer } from '../../../domain/calendar/items';
import { applyPulled, createGetter, createPuller } from '../../../sync/pull';

/** Midnight UTC of a day (YYYY-MM-DD), in ms. */
function utcDay(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

const base = (clubId: string) => `/api/v1/calendar/${encodeURIComponent(clubId)}`;

/** Adds an event (staff); answers its id. teamName is shown until the server's answer arrives. */
export async function createEvent(clubId: string, by: string, body: Omit<CalendarEventBody, 'id'>, teamName: string | null): Promise<string> {
  const id = uuidv7();
  const full = { ...body, id };
  const row: CalendarEventRow = {
    id,
    clubId,
    teamId: body.teamId ?? null,
    teamName,
    type: body.type,
    name: body.name,
    startsAt: body.startsAt,
    endsAt: body.endsAt,
    notes: body.notes ?? null,
    attributes: body.attributes ?? [],
    coreSkill: body.coreSkill ?? null,
    status: 'scheduled',
    sequence: 0,
    createdBy: by,
    createdAt: new Date().toISOString(),
  };
  await localWrite([{ table: 'calendarEvents', put: row }], {
    method: 'POST',
    path: `${base(clubId)}/create`,
    body: full,
    stream: `calendar:${id}`,
    applyTo: 'calendarEvents',
    describe: { action: 'calendar.create', subject: body.name },
  });
  return id;
}

/** Cancels an event: it stays on the calendar, marked cancelled. */
export async function cancelEvent(event: CalendarEventRow): Promise<void> {
  await localWrite([{ table: 'calendarEvents', put: { ...event, status: 'cancelled', sequence: event.sequence + 1 } }], {
    method: 'DELETE',
    path: `${base(event.clubId)}/${encodeURIComponent(event.id)}/cancel`,
    body: {},
    stream: `calendar:${event.id}`,
    applyTo: 'calendarEvents',
    describe: { action: 'calendar.cancel', subject: event.name },
  });
}

/** Deletes an event: gone from the calendar. */
export async function deleteEvent(event: CalendarEventRow): Promise<void> {
  await localWrite([{ table: 'calendarEvents', delete: event.id }], {
    method: 'DELETE',
    path: `${base(event.clubId)}/${encodeURIComponent(event.id)}`,
    body: {},
    stream: `calendar:${event.id}`,
    describe: { action: 'calendar.delete', subject: event.name },
  });
}

/**
 * Refreshes the club's events starting in [from, to) (days, YYYY-MM-DD; `to` inclusive) from the
 * server, and the club's fixtures and sessions. An event the server no longer lists in that range
 * is removed here, unless a queued change of this device still holds it. Throws on failure.
 */
export async function pullCalendar(clubId: string, from: string, to: string): Promise<void> {
  const db = getDb();
  const get = createGetter(db);
  const [answer] = await Promise.all([
    get<CalendarListAnswer>(`/calendar/${encodeURIComponent(clubId)}/list?from=${from}&to=${to}`),
    createPuller(db, get)
      .pullClub()
      .catch(() => undefined),
  ]);
  const events = answer.items.flatMap((i) => (i.event ? [i.event] : []));
  await applyPulled(db, 'calendarEvents', events);
  const keep = new Set(events.map((e) => e.id));
  const start = new Date(utcDay(from)).toISOString();
  const end = new Date(utcDay(to) + 86_400_000).toISOString();
  await db.transaction('rw', [db.calendarEvents, db.outbox, db.meta], async () => {
    // Just answered by the server (an event this device made): maybe after it answered the GET.
    const pending = await recentlySettled(db, 'calendarEvents', Date.now());
    for (const e of await db.outbox.where('touches').startsWith('calendarEvents:').toArray()) for (const t of e.touches) pending.add(t);
    const local = await db.calendarEvents.where('startsAt').between(start, end, true, false).toArray();
    const gone = local.filter((e) => e.clubId === clubId && !keep.has(e.id) && !pending.has(touchKey('calendarEvents', e.id))).map((e) => e.id);
    await db.calendarEvents.bulkDelete(gone);
  });
}
