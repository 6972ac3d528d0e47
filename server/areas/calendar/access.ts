// Who sees and changes calendar events. Seeing: every active member of the club, for club-wide
// events and those of the teams they may list (server/lib/list-scope.ts: a coach their teams, a
// parent their children's, a player their own, a club admin all). Changing (calendar.manage,
// checked by the route's permission first): club admins any event, including club-wide ones;
// coaches and assistants the events of the teams they coach.
import type { Queryable } from '../../db/db';
import type { CalendarEvent } from '../../../src/domain/calendar/event-schema';
import { calendarMessages as m } from '../../../src/domain/calendar/messages';
import type { ClubAccess } from '../../lib/access';
import { badRequest, forbidden, notFound } from '../../lib/http-error';

const isClubAdmin = (a: ClubAccess) => a.isSuperAdmin || a.roles.includes('club_admin');
const coaches = (a: ClubAccess, teamId: string) => a.teams.some((t) => t.teamId === teamId && (t.role === 'coach' || t.role === 'assistant_coach'));

/** Checks the caller may add an event for `teamId` (null: the whole club). */
export async function requireCreateFor(db: Queryable, access: ClubAccess, teamId: string | null): Promise<void> {
  if (teamId === null) {
    if (!isClubAdmin(access)) throw forbidden(m.team, 'not_your_team');
    return;
  }
  const team = await db.maybeOne('SELECT 1 FROM teams WHERE id = $1 AND club_id = $2', [teamId, access.clubId]);
  if (!team) throw badRequest(m.team, 'validation', { teamId: m.team });
  if (!isClubAdmin(access) && !coaches(access, teamId)) throw forbidden(m.team, 'not_your_team');
}

/** The event, if the caller may see it; 404 otherwise (another team's event is not revealed). */
export function requireVisible(event: CalendarEvent | undefined, visibleTeams: string[]): CalendarEvent {
  if (!event || (event.teamId !== null && !visibleTeams.includes(event.teamId))) throw notFound(m.notFound, 'event_not_found');
  return event;
}

/** Checks the caller may cancel or delete this event. */
export function requireChange(access: ClubAccess, event: CalendarEvent): void {
  if (isClubAdmin(access)) return;
  if (event.teamId === null || !coaches(access, event.teamId)) throw forbidden(m.notYours, 'not_your_event');
}
