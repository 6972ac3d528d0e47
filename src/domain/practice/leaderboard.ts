// The self-practice leaderboard (issue 21 item 3, spec §1: "the top 3 in a club and the minutes
// gap to the places above"). Pure rules shared by the server (which ranks) and the app (which
// shows the answer and the minutes it has not sent yet beside the player's own row, never
// re-ranking anyone).
//
// Periods, judged by the player's local day:
// - week: the ISO week (Monday to today);
// - month: the calendar month (1st to today);
// - season: the club's season (clubs.season_start / season_end) when today falls in it; otherwise
//   the default football season, 1 August to today (practice-stats.ts seasonStart).
// Ranks are competition ranks: equal minutes share a place and the next place skips (1, 2, 2, 4).
// Players with no minutes in the period are ranked last together, so every player has a place.
import * as v from 'valibot';
import { weekOf } from './practice-days';
import { seasonStart } from './practice-stats';

export const LEADERBOARD_PERIODS = ['week', 'month', 'season'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

/** How many places above the player's own get their gap (the nearest ones; the top 3 always have theirs). */
export const LEADERBOARD_PLACES_ABOVE = 10;
/** Under this age a club may show initials only (clubs.leaderboard_initials_under13). */
export const INITIALS_UNDER_AGE = 13;

export const leaderboardMessages = {
  failed: 'There has been an error retrieving leaderboard',
  period: 'Please choose week, month or season',
  club: 'clubId must be a club id',
  notInClub: 'This player is not in this club',
} as const;

export const leaderboardQuerySchema = v.object({
  clubId: v.optional(v.pipe(v.string(leaderboardMessages.club), v.uuid(leaderboardMessages.club))),
  period: v.optional(v.picklist(LEADERBOARD_PERIODS, leaderboardMessages.period), 'week'),
  userId: v.optional(v.string()),
});

/** First and last day (YYYY-MM-DD) of the period holding `today`. */
export function periodRange(period: LeaderboardPeriod, today: string, season?: { start: string | null; end: string | null }): { from: string; to: string } {
  if (period === 'week') return { from: weekOf(today), to: today };
  if (period === 'month') return { from: `${today.slice(0, 7)}-01`, to: today };
  if (season?.start && season.end && season.start <= today && today <= season.end) return { from: season.start, to: today };
  return { from: seasonStart(today), to: today };
}

export interface LeaderboardInput {
  playerId: string;
  name: string;
  minutes: number;
}

export interface Ranked extends LeaderboardInput {
  rank: number;
}

/** Competition ranking, most minutes first; equal minutes by name so the order is stable. */
export function rankPlayers(rows: readonly LeaderboardInput[]): Ranked[] {
  const sorted = [...rows].sort((a, b) => b.minutes - a.minutes || a.name.localeCompare(b.name, 'en') || a.playerId.localeCompare(b.playerId));
  let rank = 0;
  return sorted.map((r, i) => {
    if (i === 0 || r.minutes !== sorted[i - 1]!.minutes) rank = i + 1;
    return { ...r, rank };
  });
}

/** "Jamie Smith" as "J. S." (names hidden from under-13s by their club). */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => `${[...w][0]!.toUpperCase()}.`)
    .join(' ');
}

/** Age in whole years on `today` (both YYYY-MM-DD). */
export function ageOn(birth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birth.slice(0, 4));
  return today.slice(5) < birth.slice(5) ? years - 1 : years;
}

export interface LeaderboardRow {
  rank: number;
  name: string;
  minutes: number;
  /** Minutes the player needs to reach this place (0 for their own place or below). */
  gap: number;
  isMe: boolean;
}

export interface LeaderboardAnswer {
  clubId: string;
  playerId: string;
  period: LeaderboardPeriod;
  from: string;
  to: string;
  /** How many players are ranked. */
  players: number;
  top: LeaderboardRow[];
  me: { rank: number; minutes: number; name: string };
  /** The nearest places above the player's own (distinct minute totals), each with its gap. */
  above: { rank: number; minutes: number; gap: number }[];
  /** When the server answered (ISO). */
  asOf: string;
}

/**
 * The answer for one player from the ranked club. `shown(row)` is the name as the caller may see it
 * (initials for an under-13 when the club hides names); the player's own name is always theirs.
 */
export function leaderboardFor(
  ranked: readonly Ranked[],
  playerId: string,
  shown: (row: Ranked) => string,
  meta: Pick<LeaderboardAnswer, 'clubId' | 'period' | 'from' | 'to' | 'asOf'>,
): LeaderboardAnswer {
  const mine = ranked.find((r) => r.playerId === playerId) ?? { playerId, name: '', minutes: 0, rank: ranked.length + 1 };
  const gap = (minutes: number) => Math.max(0, minutes - mine.minutes);
  const top = ranked.slice(0, 3).map((r) => ({ rank: r.rank, name: r.playerId === playerId ? r.name : shown(r), minutes: r.minutes, gap: gap(r.minutes), isMe: r.playerId === playerId }));
  const places = new Map<number, number>();
  for (const r of ranked) if (r.minutes > mine.minutes && !places.has(r.minutes)) places.set(r.minutes, r.rank);
  const above = [...places]
    .map(([minutes, rank]) => ({ rank, minutes, gap: gap(minutes) }))
    .sort((a, b) => a.gap - b.gap)
    .slice(0, LEADERBOARD_PLACES_ABOVE)
    .sort((a, b) => a.rank - b.rank);
  return { ...meta, playerId, players: ranked.length, top, me: { rank: mine.rank, minutes: mine.minutes, name: mine.name }, above };
}
