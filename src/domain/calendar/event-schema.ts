// A calendar event (product.md §3: type, name, date, start and end time, notes, attributes, core
// skill when practising): what the form sends to POST calendar/{clubId}/create and what the
// server checks, the same rules on both. The form turns its local date and times into instants
// (startsAt / endsAt, ISO 8601 with offset), so the server and the .ics feed work in UTC.
import * as v from 'valibot';
import { CORE_SKILLS } from '../training/core-skills';
import { calendarMessages as m } from './messages';

/** 'practice' is practice at home: it needs the core skill practised (§5). */
export const EVENT_TYPES = ['social', 'meeting', 'tournament', 'practice', 'other'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const NAME_MAX = 120;
export const NOTES_MAX = 2000;
export const ATTRIBUTES_MAX = 10;
/** An event longer than this is a mistake (a wrong year), not a club's event. */
export const LONGEST_EVENT_DAYS = 14;

const instant = (message: string) =>
  v.pipe(
    v.string(message),
    v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, message),
    v.check((s) => !Number.isNaN(Date.parse(s)), message),
    v.transform((s) => new Date(s).toISOString()),
  );

const optionalText = (max: number, message: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(message),
        v.trim(),
        v.maxLength(max, message),
        v.transform((s) => s || null),
      ),
    ),
  );

export const calendarEventSchema = v.pipe(
  v.object({
    /** Made on the device (UUIDv7), so a replayed create finds its row. */
    id: v.optional(v.pipe(v.string(), v.uuid())),
    type: v.picklist(EVENT_TYPES, m.type),
    name: v.pipe(v.string(m.name), v.trim(), v.nonEmpty(m.name), v.maxLength(NAME_MAX, m.name)),
    /** null: the whole club. */
    teamId: v.optional(v.nullable(v.pipe(v.string(m.team), v.uuid(m.team)))),
    startsAt: instant(m.start),
    endsAt: instant(m.end),
    notes: optionalText(NOTES_MAX, m.notes),
    /** Short labels shown with the event ("Kit: home", "Bring water"). */
    attributes: v.optional(v.pipe(v.array(v.pipe(v.string(m.name), v.trim(), v.nonEmpty(m.name), v.maxLength(40, m.name))), v.maxLength(ATTRIBUTES_MAX, m.name))),
    coreSkill: v.optional(v.nullable(v.picklist(CORE_SKILLS, m.coreSkill))),
  }),
  v.forward(
    v.check((e) => e.endsAt > e.startsAt, m.endBeforeStart),
    ['endsAt'],
  ),
  v.forward(
    v.check((e) => Date.parse(e.endsAt) - Date.parse(e.startsAt) <= LONGEST_EVENT_DAYS * 86_400_000, m.end),
    ['endsAt'],
  ),
  v.forward(
    v.check((e) => e.type !== 'practice' || Boolean(e.coreSkill), m.coreSkill),
    ['coreSkill'],
  ),
);

export type CalendarEventBody = v.InferOutput<typeof calendarEventSchema>;

export type EventStatus = 'scheduled' | 'cancelled';

/** An event as the server answers it and the device stores it. */
export interface CalendarEvent {
  id: string;
  clubId: string;
  teamId: string | null;
  teamName: string | null;
  type: EventType;
  name: string;
  startsAt: string;
  endsAt: string;
  notes: string | null;
  attributes: string[];
  coreSkill: string | null;
  status: EventStatus;
  /** Raised on every change the subscribed calendars must pick up (the .ics SEQUENCE). */
  sequence: number;
  createdBy: string | null;
  createdAt: string;
}
