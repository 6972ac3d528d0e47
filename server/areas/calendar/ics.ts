// The member's calendar as iCalendar text, made with ical-generator. Times are written in UTC
// (a club has no time zone of its own yet; the phone's calendar shows them in local time). A
// cancelled item keeps its UID with STATUS:CANCELLED and a raised SEQUENCE, so a subscribed
// calendar strikes it through instead of keeping a stale copy. Nothing personal about anyone:
// titles name the team, the opponent or the event, never a player.
import icalGenerator, { ICalEventStatus } from 'ical-generator';
import type { CalendarItem } from '../../../src/domain/calendar/items';

export interface FeedItem extends CalendarItem {
  clubName: string;
  sequence: number;
  notes?: string | null;
}

const UID_DOMAIN = 'touchline.app';

function summaryOf(i: FeedItem): string {
  const team = i.teamName ?? i.clubName;
  if (i.kind === 'fixture') return i.homeAway === 'away' ? `${i.title} v ${team}` : `${team} v ${i.title}`;
  if (i.kind === 'training') return i.title ? `Training: ${team} — ${i.title}` : `Training: ${team}`;
  return i.teamName ? `${i.title} (${i.teamName})` : (i.title ?? '');
}

export function buildIcs(items: FeedItem[], name: string): string {
  const cal = icalGenerator({ name, prodId: { company: 'Touchline', product: 'Calendar', language: 'EN' }, ttl: 60 * 60 });
  for (const i of items) {
    cal.createEvent({
      id: `${i.kind}-${i.id}@${UID_DOMAIN}`,
      sequence: i.sequence,
      start: new Date(i.startsAt),
      end: new Date(i.endsAt),
      summary: summaryOf(i),
      location: i.location ?? null,
      description: i.notes ?? null,
      status: i.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return cal.toString();
}
