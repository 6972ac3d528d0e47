// The demo club's calendar events over the coming weeks (issue 23 item 3): a club-wide evening and
// meeting from the club admin, a tournament and an at-home practice from the coach, and a parents'
// meeting that was cancelled (so the calendar and the .ics feed show one struck through). Times
// are wall-clock times in the club's zone, as the fixtures and sessions are.
import { randomUUID } from 'node:crypto';
import type { TeamKey } from './names';
import type { Row } from './insert';
import { addDays, addMinutes, at, weekday, type Day } from './time';

interface Ctx {
  clubId: string;
  teamIds: Record<TeamKey, string>;
  clubAdminId: string;
  coachId: string;
  today: Day;
}

/** The first Saturday at least `n` days ahead. */
function saturdayFrom(today: Day, n: number): Day {
  let day = addDays(today, n);
  while (weekday(day) !== 6) day = addDays(day, 1);
  return day;
}

export function buildCalendarEvents(ctx: Ctx): Row[] {
  const event = (o: { team: TeamKey | null; type: string; name: string; day: Day; hh: number; mm?: number; minutes: number; by: string; notes?: string; coreSkill?: string; cancelled?: boolean }): Row => {
    const starts = at(o.day, o.hh, o.mm ?? 0);
    return {
      id: randomUUID(),
      club_id: ctx.clubId,
      team_id: o.team ? ctx.teamIds[o.team] : null,
      type: o.type,
      name: o.name,
      starts_at: starts,
      ends_at: addMinutes(starts, o.minutes),
      notes: o.notes ?? null,
      attributes: JSON.stringify([]),
      core_skill: o.coreSkill ?? null,
      status: o.cancelled ? 'cancelled' : 'scheduled',
      sequence: o.cancelled ? 1 : 0,
      created_by: o.by,
    };
  };
  return [
    event({ team: 'U10', type: 'practice', name: 'Ball mastery week', day: addDays(ctx.today, 2), hh: 17, minutes: 30, by: ctx.coachId, coreSkill: 'Ball mastery', notes: '15 minutes of toe taps and sole rolls a day: log it in the practice diary.' }),
    event({ team: 'U10', type: 'meeting', name: "Parents' meeting", day: addDays(ctx.today, 5), hh: 19, minutes: 60, by: ctx.coachId, notes: 'Moved to after the next game.', cancelled: true }),
    event({ team: 'U14', type: 'tournament', name: 'Riverside summer tournament', day: saturdayFrom(ctx.today, 9), hh: 9, minutes: 7 * 60, by: ctx.coachId, notes: 'Arrive by 8:30. Home kit; bring water and a packed lunch.' }),
    event({ team: null, type: 'social', name: 'Presentation evening', day: addDays(ctx.today, 18), hh: 18, mm: 30, minutes: 150, by: ctx.clubAdminId, notes: 'Awards for every team, then a buffet in the clubhouse.' }),
    event({ team: null, type: 'meeting', name: 'Club AGM', day: addDays(ctx.today, 25), hh: 19, mm: 30, minutes: 90, by: ctx.clubAdminId }),
  ];
}
