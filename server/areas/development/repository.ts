// The numbers of the development screens (issue 21 items 5-6). Minutes played, attendance, awards
// and practice minutes come from the analytics semantic layer (server/areas/analytics/semantic),
// grades from the practice area's history, practice days from the diary; the rating is
// src/domain/rating/rating.ts over the inputs read here. Only the lists and the few figures the
// semantic layer has no measure for (the minutes a game offered, the coach's match ratings,
// objectives) are read with SQL of their own.
import type { Db, Queryable } from '../../db/db';
import type { DateRange } from '../../../src/domain/analytics/date-range';
import type { DevelopmentPlayerLine, DevelopmentProfile, FootballDetails, MatchRating, PlayingTime } from '../../../src/domain/development/profile-types';
import { playerInsights, type Insight } from '../../../src/domain/development/insights';
import { currentGrades } from '../../../src/domain/practice/grade-schema';
import { addDays, localDay } from '../../../src/domain/practice/practice-days';
import { computeRating, practiceWeeks, ratingChange, ratingMonth, type Rating, type RatingInputs } from '../../../src/domain/rating/rating';
import { querySemantic } from '../analytics/semantic/query';
import type { Scope } from '../analytics/semantic/facts';
import { gradeHistory } from '../practice/grade-repository';
import { practiceDays } from '../practice/repository';
import type { PlayerClub } from './access';

const n = (x: number | null | undefined) => x ?? 0;
const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/** The club's season holding today, else 1 August to 31 July around today (the analytics seasons). */
export function seasonOf(club: Pick<PlayerClub, 'seasonStart' | 'seasonEnd'>, today: string): DateRange {
  if (club.seasonStart && club.seasonEnd && club.seasonStart <= today && today <= club.seasonEnd) return { startDate: club.seasonStart, endDate: club.seasonEnd };
  const year = Number(today.slice(0, 4)) - (today.slice(5) < '08-01' ? 1 : 0);
  return { startDate: `${year}-08-01`, endDate: `${year + 1}-07-31` };
}

/** Minutes the team's ended games of the range offered: each game's seconds of play, summed (the reducer's, kept by minutes.ts). */
async function availableMinutes(db: Queryable, teamIds: string[], range: DateRange): Promise<Map<string, number>> {
  if (!teamIds.length) return new Map();
  const rows = await db.query<{ team_id: string; seconds: number }>(
    `SELECT f.team_id, COALESCE(sum(s.played_seconds), 0)::int AS seconds FROM fixtures f JOIN fixture_minutes_state s ON s.fixture_id = f.id
      WHERE f.team_id = ANY($1::uuid[]) AND f.status = 'ended' AND f.active AND f.kickoff_at >= $2::date AND f.kickoff_at < ($3::date + 1)
      GROUP BY f.team_id`,
    [teamIds, range.startDate, range.endDate],
  );
  return new Map(rows.map((r) => [r.team_id, Math.floor(Number(r.seconds) / 60)]));
}

export function playingTime(played: number, available: number, threshold: number): PlayingTime {
  const share = available > 0 ? Math.round((1000 * played) / available) / 10 : null;
  return { played, available, share, threshold, under: share !== null && share < threshold };
}

/** The coach's rating of the player (1-10) in each ended game of the club in the range, newest first. */
async function matchRatings(db: Queryable, clubId: string, playerId: string, range: DateRange): Promise<MatchRating[]> {
  const rows = await db.query<{ id: string; kickoff_at: Date | string; opponent: string; rating: number }>(
    `SELECT f.id, f.kickoff_at, f.opponent, (a.feedback->>'rating')::int AS rating
       FROM fixture_attendance a JOIN fixtures f ON f.id = a.fixture_id
      WHERE a.player_id = $1 AND f.club_id = $2 AND f.status = 'ended' AND f.active AND f.kickoff_at >= $3::date AND f.kickoff_at < ($4::date + 1)
        AND jsonb_typeof(a.feedback->'rating') = 'number' AND (a.feedback->>'rating') ~ '^([1-9]|10)$'
      ORDER BY f.kickoff_at DESC`,
    [playerId, clubId, range.startDate, range.endDate],
  );
  return rows.map((r) => ({ fixtureId: r.id, kickoffAt: new Date(r.kickoff_at).toISOString(), opponent: r.opponent, rating: Number(r.rating) }));
}

/** Objectives of the season already due (or met), and those met; open: set and not due yet. */
async function objectiveCounts(db: Queryable, playerId: string, range: DateRange, today: string): Promise<{ met: number; total: number; open: number }> {
  const row = await db.one<{ met: number; total: number; open: number }>(
    `SELECT (count(*) FILTER (WHERE met))::int AS met, (count(*) FILTER (WHERE met OR due_day <= $4::date))::int AS total,
            (count(*) FILTER (WHERE NOT met AND due_day > $4::date))::int AS open
       FROM user_objectives WHERE player_id = $1 AND start_day <= $3::date AND due_day >= $2::date`,
    [playerId, range.startDate, range.endDate, today],
  );
  return { met: Number(row.met), total: Number(row.total), open: Number(row.open) };
}

interface UserRow {
  name: string;
  profile: Record<string, unknown> | null;
}

const str = (x: unknown) => (typeof x === 'string' && x.trim() ? x.trim() : null);

/** Football details from the profile document (player section; older rows keep some at the top). */
export function detailsOf(profile: Record<string, unknown> | null): FootballDetails {
  const p = profile ?? {};
  const player = (typeof p.player === 'object' && p.player ? p.player : {}) as Record<string, unknown>;
  const pick = (k: string) => str(player[k]) ?? str(p[k]);
  return {
    favouritePosition: pick('favouritePosition'),
    foot: pick('foot'),
    favouriteSkill: pick('favouriteSkill'),
    favouriteCoreSkill: pick('favouriteCoreSkill'),
    favouriteTeam: pick('favouriteTeam'),
    favouritePlayer: pick('favouritePlayer'),
    whyFootball: pick('whyFootball'),
  };
}

export const wordsOf = (profile: Record<string, unknown> | null): string[] =>
  Array.isArray(profile?.words) ? (profile.words as unknown[]).filter((w): w is string => typeof w === 'string') : [];

/** Keeps this month's snapshot (the rating worked out now) and answers the snapshots, oldest first. */
async function keepSnapshot(db: Queryable, playerId: string, clubId: string, month: string, r: Rating, inputs: RatingInputs) {
  await db.query(
    `INSERT INTO player_rating_snapshots (player_id, club_id, month, rating, inputs) VALUES ($1, $2, $3, $4, $5::jsonb)
     ON CONFLICT (player_id, club_id, month) DO UPDATE SET rating = EXCLUDED.rating, inputs = EXCLUDED.inputs, computed_at = now()`,
    [playerId, clubId, month, r.rating, JSON.stringify(inputs)],
  );
  return db.query<{ month: string; rating: number; inputs: RatingInputs }>(
    `SELECT month, rating, inputs FROM (SELECT month, rating, inputs FROM player_rating_snapshots WHERE player_id = $1 AND club_id = $2 ORDER BY month DESC LIMIT 12) s ORDER BY month`,
    [playerId, clubId],
  );
}

/** The whole development profile of the player in the club, with this month's rating kept. */
export async function developmentProfile(db: Db, playerId: string, club: PlayerClub, staff: boolean, now: Date = new Date()): Promise<DevelopmentProfile> {
  const today = utcDay(now);
  const season = seasonOf(club, today);
  const scope: Scope = { clubId: club.clubId, teamIds: club.teamId ? [club.teamId] : null, playerId, range: season };
  const [[total], user, history, ratings, objectives, practice] = await Promise.all([
    querySemantic(db, scope, ['minutesPlayed', 'gameAttendanceRate', 'sessionAttendanceRate', 'motmAwards', 'practiceMinutes']),
    db.one<UserRow>(`SELECT first_name || ' ' || last_name AS name, profile FROM users WHERE id = $1`, [playerId]),
    gradeHistory(db, playerId, [club.clubId]),
    matchRatings(db, club.clubId, playerId, season),
    objectiveCounts(db, playerId, season, today),
    practiceDays(db, playerId),
  ]);
  const available = club.teamId ? ((await availableMinutes(db, [club.teamId], season)).get(club.teamId) ?? 0) : 0;
  const grades = currentGrades(history);
  const weeks = practiceWeeks(practice.days, localDay(practice.timeZone, now));
  const inputs: RatingInputs = {
    grades: grades.map((g) => ({ grade: g.grade, level: g.level })),
    matchRatings: ratings.map((r) => r.rating),
    practiceWeeks: weeks,
    trainingAttendance: total?.sessionAttendanceRate ?? null,
    objectives: { met: objectives.met, total: objectives.total },
  };
  const rating = computeRating(inputs);
  const month = ratingMonth(now);
  const snapshots = await keepSnapshot(db, playerId, club.clubId, month, rating, inputs);
  const before = [...snapshots].reverse().find((s) => s.month < month);
  return {
    playerId,
    clubId: club.clubId,
    teamId: club.teamId,
    teamName: club.teamName,
    name: user.name,
    onTrial: club.onTrial,
    active: club.active,
    season,
    computedAt: now.toISOString(),
    staff,
    details: detailsOf(user.profile),
    words: wordsOf(user.profile),
    grades,
    minutes: playingTime(n(total?.minutesPlayed), available, club.threshold),
    attendance: { training: total?.sessionAttendanceRate ?? null, games: total?.gameAttendanceRate ?? null },
    matchRatings: ratings,
    motmAwards: n(total?.motmAwards),
    practice: { seasonMinutes: n(total?.practiceMinutes), weeks },
    objectives,
    rating: {
      rating: rating.rating,
      inputs,
      change: before ? ratingChange(rating, computeRating(before.inputs), before.month) : null,
      history: snapshots.map((s) => ({ month: s.month, rating: Number(s.rating) })),
    },
  };
}

/** The players of these teams with their playing time and latest kept rating, by name. */
export async function developmentPlayers(db: Db, clubId: string, teams: { id: string; name: string }[], threshold: number, season: DateRange): Promise<DevelopmentPlayerLine[]> {
  if (!teams.length) return [];
  const teamIds = teams.map((t) => t.id);
  const teamName = new Map(teams.map((t) => [t.id, t.name]));
  const [roster, minutes] = await Promise.all([
    db.query<{ user_id: string; team_id: string; name: string; profile: Record<string, unknown> | null; on_trial: boolean; active: boolean; rating: number | null }>(
      `SELECT m.user_id, m.team_id, u.first_name || ' ' || u.last_name AS name, u.profile, m.on_trial, m.active,
              (SELECT s.rating FROM player_rating_snapshots s WHERE s.player_id = m.user_id AND s.club_id = m.club_id ORDER BY s.month DESC LIMIT 1) AS rating
         FROM memberships m JOIN users u ON u.id = m.user_id
        WHERE m.club_id = $1 AND m.team_id = ANY($2::uuid[]) AND m.role = 'player' AND m.status = 'accepted'
        ORDER BY u.first_name, u.last_name, m.user_id`,
      [clubId, teamIds],
    ),
    querySemantic(db, { clubId, teamIds, playerId: null, range: season }, ['minutesPlayed'], ['team', 'player']),
  ]);
  const available = await availableMinutes(db, teamIds, season);
  const played = new Map(minutes.map((r) => [`${r.team}:${r.player}`, n(r.minutesPlayed)]));
  return roster.map((r) => ({
    playerId: r.user_id,
    name: r.name,
    teamId: r.team_id,
    teamName: teamName.get(r.team_id) ?? '',
    position: detailsOf(r.profile).favouritePosition,
    onTrial: r.on_trial,
    active: r.active,
    minutes: playingTime(played.get(`${r.team_id}:${r.user_id}`) ?? 0, available.get(r.team_id) ?? 0, threshold),
    rating: r.rating === null ? null : Number(r.rating),
  }));
}

/** Insights: practice minutes and attendance, the last 4 weeks against before (src/domain/development/insights.ts). */
export async function insightsFor(db: Db, playerId: string, club: PlayerClub, now: Date = new Date()): Promise<Insight[]> {
  const today = utcDay(now);
  const season = seasonOf(club, today);
  const recentStart = addDays(today, -27);
  const teamIds = club.teamId ? [club.teamId] : null;
  const scope = (range: DateRange): Scope => ({ clubId: club.clubId, teamIds, playerId, range });
  const earlier = { startDate: season.startDate < addDays(recentStart, -28) ? season.startDate : addDays(recentStart, -28), endDate: addDays(recentStart, -1) };
  const [[recent], [before], [practiceBefore]] = await Promise.all([
    querySemantic(db, scope({ startDate: recentStart, endDate: today }), ['practiceMinutes', 'sessionAttendanceRate', 'sessionsAttended', 'gameAttendanceRate', 'gamesAttended']),
    querySemantic(db, scope(earlier), ['sessionAttendanceRate', 'gameAttendanceRate']),
    querySemantic(db, scope({ startDate: addDays(recentStart, -28), endDate: addDays(recentStart, -1) }), ['practiceMinutes']),
  ]);
  // Presences recorded lately, shown up or not: the rate's base must be more than one session.
  const recorded = await db.one<{ n: number }>(
    `SELECT ((SELECT count(*) FROM training_attendance a JOIN training_sessions t ON t.id = a.training_id
               WHERE a.player_id = $1 AND t.club_id = $2 AND a.shown_up IS NOT NULL AND t.starts_at >= $3::date AND t.starts_at < ($4::date + 1))
           + (SELECT count(*) FROM fixture_attendance a JOIN fixtures f ON f.id = a.fixture_id
               WHERE a.player_id = $1 AND f.club_id = $2 AND a.shown_up IS NOT NULL AND f.kickoff_at >= $3::date AND f.kickoff_at < ($4::date + 1)))::int AS n`,
    [playerId, club.clubId, recentStart, today],
  );
  const rateOf = (r: { sessionAttendanceRate?: number | null; gameAttendanceRate?: number | null } | undefined) => {
    const rates = [r?.sessionAttendanceRate, r?.gameAttendanceRate].filter((x): x is number => typeof x === 'number');
    return rates.length ? Math.round((10 * rates.reduce((a, b) => a + b, 0)) / rates.length) / 10 : null;
  };
  return playerInsights({
    practice: { recent: n(recent?.practiceMinutes), before: n(practiceBefore?.practiceMinutes) },
    attendance: { recent: rateOf(recent), recentRecorded: Number(recorded.n), before: rateOf(before) },
    // No mood records are kept yet (issue 21 item 10): the wellbeing rule waits for them.
    mood: null,
  });
}
