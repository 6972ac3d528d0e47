// The member's fixtures and training sessions as calendar items, for the list, the summary and
// the feed. Only what the calendar shows: team, opponent or topic, times, place, cancelled. No
// players, attendance or notes, so the .ics feed carries nothing personal about children.
import type { Queryable } from '../../db/db';
import type { CalendarItem } from '../../../src/domain/calendar/items';

/** A game without a stated length is shown as 90 minutes (the app's default match length). */
const DEFAULT_MATCH_MINUTES = 90;

interface FixtureRow {
  id: string;
  club_id: string;
  team_id: string;
  team_name: string;
  opponent: string;
  home_away: 'home' | 'away';
  kickoff_at: string | Date;
  match_length: number | null;
  venue: string | null;
  status: string;
}

interface TrainingRow {
  id: string;
  club_id: string;
  team_id: string;
  team_name: string;
  topic: string | null;
  location: string | null;
  starts_at: string | Date;
  ends_at: string | Date;
  status: string;
}

const iso = (d: string | Date) => new Date(d).toISOString();

/** Fixtures and sessions (not deleted) of `teamIds` starting in [from, to), cancelled ones too. */
export async function listSessions(db: Queryable, clubId: string, teamIds: string[], from: Date, to: Date): Promise<CalendarItem[]> {
  if (teamIds.length === 0) return [];
  const args = [clubId, teamIds, from.toISOString(), to.toISOString()];
  const [fixtures, sessions] = await Promise.all([
    db.query<FixtureRow>(
      `SELECT f.id, f.club_id, f.team_id, t.name AS team_name, f.opponent, f.home_away, f.kickoff_at, f.match_length, f.venue, f.status
       FROM fixtures f JOIN teams t ON t.id = f.team_id
       WHERE f.club_id = $1 AND f.team_id = ANY($2::uuid[]) AND f.active AND f.kickoff_at >= $3 AND f.kickoff_at < $4`,
      args,
    ),
    db.query<TrainingRow>(
      `SELECT s.id, s.club_id, s.team_id, t.name AS team_name, s.topic, s.location, s.starts_at, s.ends_at, s.status
       FROM training_sessions s JOIN teams t ON t.id = s.team_id
       WHERE s.club_id = $1 AND s.team_id = ANY($2::uuid[]) AND s.active AND s.starts_at >= $3 AND s.starts_at < $4`,
      args,
    ),
  ]);
  return [
    ...fixtures.map(
      (f): CalendarItem => ({
        kind: 'fixture',
        id: f.id,
        clubId: f.club_id,
        teamId: f.team_id,
        teamName: f.team_name,
        startsAt: iso(f.kickoff_at),
        endsAt: new Date(new Date(f.kickoff_at).getTime() + (f.match_length || DEFAULT_MATCH_MINUTES) * 60_000).toISOString(),
        cancelled: f.status === 'cancelled',
        title: f.opponent,
        homeAway: f.home_away,
        location: f.venue,
      }),
    ),
    ...sessions.map(
      (s): CalendarItem => ({
        kind: 'training',
        id: s.id,
        clubId: s.club_id,
        teamId: s.team_id,
        teamName: s.team_name,
        startsAt: iso(s.starts_at),
        endsAt: iso(s.ends_at),
        cancelled: s.status === 'cancelled',
        title: s.topic,
        location: s.location,
      }),
    ),
  ];
}
