// Development demo data (issue 21 items 5-6): the U14 players' five characteristic words and a
// favourite skill, the coach's rating of each U14 player in their played games, and five months
// of 99 Rating snapshots worked out by the shared function (src/domain/rating/rating.ts) from
// inputs that climb towards today's, so the breakdown has a last month to compare with. Each
// part has its own generator, so the rest of the demo reads as it did.
import { CHARACTERISTIC_WORDS } from '../../../src/domain/characteristics';
import { SKILL_GRADES } from '../../../src/domain/practice/grade-schema';
import { computeRating, PRACTICE_WEEKS, type RatingInputs } from '../../../src/domain/rating/rating';
import type { Row } from './insert';
import type { Random } from './random';

const SKILLS = ['Step-over', 'Cruyff turn', 'Volley', 'Long pass', 'Slide tackle', 'Header', 'Rabona', 'Drag-back'];

/** Words and a favourite skill in the profile document of these players (before their rows are inserted). */
export function applyDevelopmentProfiles(users: Row[], playerIds: ReadonlySet<string>, random: Random): void {
  for (const u of users) {
    if (!playerIds.has(String(u.id))) continue;
    const profile = (u.profile ?? {}) as Record<string, unknown>;
    u.profile = { ...profile, words: random.sample(CHARACTERISTIC_WORDS, 5), player: { ...((profile.player as object) ?? {}), favouriteSkill: random.pick(SKILLS) } };
  }
}

/** The coach's rating (5-9, the man of the match 9) of each player shown up at an ended game of the team. */
export function addMatchRatings(fixtures: Row[], attendance: Row[], teamId: string, random: Random): void {
  const games = new Map(fixtures.filter((f) => f.team_id === teamId && f.status === 'ended').map((f) => [String(f.id), f]));
  for (const a of attendance) {
    const game = games.get(String(a.fixture_id));
    if (!game || a.shown_up !== true) continue;
    const motm = (game.details as { manOfTheMatch?: string } | undefined)?.manOfTheMatch;
    a.feedback = { rating: motm === a.player_id ? 9 : random.int(5, 8), comment: null };
  }
}

const monthBack = (now: Date, back: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);

/** Snapshots for the 5 months before this one: inputs that improve month by month, rated by the shared function. */
export function buildRatingHistory(ctx: { clubId: string; playerIds: string[]; now: Date; random: Random }): Row[] {
  const rows: Row[] = [];
  for (const playerId of ctx.playerIds) {
    const talent = ctx.random.int(0, 3);
    for (let back = 5; back >= 1; back--) {
      const growth = 5 - back;
      const inputs: RatingInputs = {
        grades: [0, 1, 2].map(() => ({ grade: SKILL_GRADES[Math.min(4, 1 + Math.floor((talent + growth) / 3))]!, level: ctx.random.int(1, 5) })),
        matchRatings: [ctx.random.int(4, 6) + Math.floor(talent / 2), ctx.random.int(5, 7)],
        practiceWeeks: Math.min(PRACTICE_WEEKS, ctx.random.int(0, 2) + growth),
        trainingAttendance: Math.min(100, 60 + 5 * growth + ctx.random.int(0, 10)),
        objectives: { met: growth >= 3 ? 1 : 0, total: growth >= 2 ? 2 : 0 },
      };
      rows.push({ player_id: playerId, club_id: ctx.clubId, month: monthBack(ctx.now, back), rating: computeRating(inputs).rating, inputs, computed_at: new Date(Date.parse(`${monthBack(ctx.now, back)}-28T12:00:00Z`)) });
    }
  }
  return rows;
}
