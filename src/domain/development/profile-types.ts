// Answers of the development calls (issue 21 item 5). The app keeps the last answer with
// computedAt and shows it "as of" then with no signal.
import type { DateRange } from '../analytics/date-range';
import type { CoreSkillGrade } from '../practice/grade-schema';
import type { RatingChange, RatingInputs } from '../rating/rating';
import type { Insight } from './insights';

export interface FootballDetails {
  favouritePosition: string | null;
  foot: string | null;
  favouriteSkill: string | null;
  favouriteCoreSkill: string | null;
  favouriteTeam: string | null;
  favouritePlayer: string | null;
  whyFootball: string | null;
}

export interface PlayingTime {
  /** The match reducer's minutes over the season's games of the player's team. */
  played: number;
  /** Minutes the team's ended games of the season offered (each game's length as played). */
  available: number;
  /** played / available in % (one decimal); null when no game was played yet. */
  share: number | null;
  /** The club's fair-playing-time threshold (%). */
  threshold: number;
  /** Under the threshold (only once a game was played). */
  under: boolean;
}

export interface MatchRating {
  fixtureId: string;
  kickoffAt: string;
  opponent: string;
  rating: number;
}

export interface DevelopmentRating {
  rating: number;
  /** The inputs the server computed; the app runs computeRating on them for the breakdown. */
  inputs: RatingInputs;
  /** What moved since the last month with a snapshot; null for a first rating. */
  change: RatingChange | null;
  /** Monthly snapshots, oldest first (this month's included). */
  history: { month: string; rating: number }[];
}

export interface DevelopmentProfile {
  playerId: string;
  clubId: string;
  teamId: string | null;
  teamName: string | null;
  name: string;
  onTrial: boolean;
  active: boolean;
  season: DateRange;
  computedAt: string;
  /** The caller is staff of the player (may change the words; sees the insights). */
  staff: boolean;
  details: FootballDetails;
  words: string[];
  grades: CoreSkillGrade[];
  minutes: PlayingTime;
  attendance: { training: number | null; games: number | null };
  matchRatings: MatchRating[];
  motmAwards: number;
  practice: { seasonMinutes: number; weeks: number };
  objectives: { met: number; total: number; open: number };
  rating: DevelopmentRating;
}

export interface DevelopmentPlayerLine {
  playerId: string;
  name: string;
  teamId: string;
  teamName: string;
  position: string | null;
  onTrial: boolean;
  active: boolean;
  minutes: PlayingTime;
  /** The latest monthly 99 Rating kept, if any. */
  rating: number | null;
}

export interface DevelopmentPlayers {
  clubId: string;
  teams: { id: string; name: string }[];
  season: DateRange;
  computedAt: string;
  players: DevelopmentPlayerLine[];
}

export interface PlayerInsights {
  playerId: string;
  computedAt: string;
  insights: Insight[];
}
