// The add-an-event form's values and check. The form has the spec's fields (type, name, date,
// start and end time, notes, core skill when practising) and the team; the local date and times
// become instants on this device (its time zone), then the shared schema checks them. A refused
// form keeps everything typed; nothing is written or queued until it passes.
import * as v from 'valibot';
import { calendarEventSchema, type CalendarEventBody, type EventType } from '../../../domain/calendar/event-schema';
import { calendarMessages as m } from '../../../domain/calendar/messages';
import type { Checked } from '../../../ui/use-checked-form';

export interface EventFormValues {
  type: EventType | '';
  name: string;
  /** '' : the whole club (club admins only). */
  teamId: string;
  date: string;
  startTime: string;
  endTime: string;
  coreSkill: string;
  notes: string;
}

export const emptyEvent = (date: string, teamId: string): EventFormValues => ({ type: '', name: '', teamId, date, startTime: '18:00', endTime: '20:00', coreSkill: '', notes: '' });

/** A local date and time on this device as an ISO instant, or the text itself when not one. */
function instantOf(date: string, time: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return '';
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const at = new Date(y, mo - 1, d, h, mi);
  return Number.isNaN(at.getTime()) ? '' : at.toISOString();
}

/** Where each schema field's message shows on the form. */
const FIELD: Record<string, string> = { startsAt: 'date', endsAt: 'endTime' };

export function checkEvent(values: EventFormValues): Checked<Omit<CalendarEventBody, 'id'>> {
  const input = {
    type: values.type || undefined,
    name: values.name,
    teamId: values.teamId || null,
    startsAt: instantOf(values.date, values.startTime),
    endsAt: instantOf(values.date, values.endTime),
    notes: values.notes,
    coreSkill: values.type === 'practice' ? values.coreSkill || null : null,
  };
  const result = v.safeParse(calendarEventSchema, input);
  if (result.success) return { ok: true, body: result.output };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? 'form';
    errors[FIELD[key] ?? key] ??= key === 'endsAt' && !input.endsAt ? m.end : issue.message;
  }
  return { ok: false, errors };
}
