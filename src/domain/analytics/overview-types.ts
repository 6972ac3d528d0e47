// Answers of the overview calls (issue 24). Every number comes from the semantic layer
// (server/areas/analytics/semantic/facts.ts); the app keeps the last answer with computedAt to show offline.
import type { DateRange } from './date-range';

export interface Results {
  played: number;
  won: number;
  drawn: number;
  lost: number;
}
export interface Goals {
  for: number;
  against: number;
  cleanSheets: number;
}
export interface Attendance {
  /** % of recorded presences at games shown up; null when none was recorded. */
  games: number | null;
  sessions: number | null;
}
export interface StarPlayer {
  playerId: string;
  name: string;
  motmAwards: number;
  gamesAttended: number;
}
export interface MinutesBySkill {
  coreSkill: string | null;
  minutes: number;
}

interface Computed {
  range: DateRange;
  computedAt: string;
}

export interface ClubOverview extends Computed {
  clubId: string;
  results: Results;
  goals: Goals;
  attendance: Attendance;
  players: { registered: number; active: number };
  /** Top 3 by man-of-the-match awards, then games attended, then name (starMeasure). */
  starPlayers: StarPlayer[];
  starMeasure: 'motmAwards';
  teams: ({ teamId: string; name: string } & Results & { goalsFor: number; goalsAgainst: number; gameAttendance: number | null; sessionAttendance: number | null })[];
}

export interface FormEntry {
  fixtureId: string;
  kickoffAt: string;
  opponent: string;
  goalsFor: number;
  goalsAgainst: number;
  outcome: 'W' | 'D' | 'L';
}

export interface TeamPlayerLine {
  playerId: string;
  name: string;
  gamesAttended: number;
  gameAttendance: number | null;
  sessionsAttended: number;
  sessionAttendance: number | null;
  cards: number;
  motmAwards: number;
  /** The match reducer's minutes, summed over the games in the range. */
  minutesPlayed: number;
}

export interface TeamOverview extends Computed {
  clubId: string;
  teamId: string;
  teamName: string;
  results: Results;
  goals: Goals;
  attendance: Attendance;
  /** The last 5 results in the range, newest first. */
  form: FormEntry[];
  trainingMinutes: MinutesBySkill[];
  practiceMinutes: number;
  players: TeamPlayerLine[];
}

export interface PlayerOverview extends Computed {
  teamId: string;
  teamName: string;
  playerId: string;
  playerName: string;
  games: { attended: number; rate: number | null };
  sessions: { attended: number; rate: number | null };
  cards: { yellow: number; red: number };
  motmAwards: number;
  minutesPlayed: number;
  /** The team's results in the games the player was at. */
  results: Results;
  goals: Goals;
  trainingMinutes: MinutesBySkill[];
  practiceMinutes: MinutesBySkill[];
}
