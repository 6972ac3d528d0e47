// Demo core-skill grades and teammates' practice (issue 21 items 3-4), so "Core skills" shows a
// history and the leaderboard has a club to rank on first start. Each U14 player gets four core
// skills graded two or three times over the last four months, moving up the grades (the coach's
// notes on the way); the demo player's teammates get a few practices a week for six weeks,
// this week's days included (the demo player's own are in ./practice.ts).
import { randomUUID } from 'node:crypto';
import { addDays } from '../../../src/domain/practice/practice-days';
import { SKILL_GRADES } from '../../../src/domain/practice/grade-schema';
import { PRACTICE_LOCATIONS } from '../../../src/domain/practice/practice-schema';
import { CORE_SKILLS } from '../../../src/domain/training/core-skills';
import type { Row } from './insert';
import type { Random } from './random';
import { CLUB_TIME_ZONE } from './time';

const NOTES = ['Good start, keep working on it at home', 'Much more confident this month', 'Using both feet now', 'Ready for the next level', null];

export function buildGrades(ctx: { clubId: string; playerIds: string[]; coachId: string; now: Date; random: Random }): Row[] {
  const rows: Row[] = [];
  for (const playerId of ctx.playerIds) {
    for (const coreSkill of ctx.random.sample(CORE_SKILLS, 4)) {
      const times = ctx.random.int(2, 3);
      let step = ctx.random.int(1, 2); // attempting or developing to begin with
      let level = ctx.random.int(1, 3);
      for (let i = 0; i < times; i += 1) {
        const daysAgo = 120 - i * 45 - ctx.random.int(0, 10);
        rows.push({
          id: randomUUID(),
          player_id: playerId,
          club_id: ctx.clubId,
          core_skill: coreSkill,
          grade: SKILL_GRADES[step],
          level,
          note: ctx.random.pick(NOTES),
          graded_by: ctx.coachId,
          graded_at: new Date(ctx.now.getTime() - daysAgo * 86_400_000),
        });
        // Each later grade moves up a level, or to the next grade.
        if (level < 5 && ctx.random.chance(0.6)) level += 1;
        else if (step < SKILL_GRADES.length - 1) [step, level] = [step + 1, 1];
      }
    }
  }
  return rows;
}

export function buildTeamPractice(ctx: { playerIds: string[]; today: string; random: Random }): Row[] {
  const rows: Row[] = [];
  for (const playerId of ctx.playerIds) {
    for (let back = 41; back >= 0; back -= 1) {
      if (!ctx.random.chance(0.35)) continue;
      const minutes = 5 * ctx.random.int(3, 10);
      const coreSkill = ctx.random.pick(CORE_SKILLS);
      rows.push({
        id: randomUUID(),
        player_id: playerId,
        day: addDays(ctx.today, -back),
        time_zone: CLUB_TIME_ZONE,
        skills: JSON.stringify([{ coreSkill, minutes }]),
        minutes,
        location: ctx.random.pick(PRACTICE_LOCATIONS),
        with_whom: null,
        feeling: ctx.random.int(2, 5),
        notes: null,
        created_by: playerId,
      });
    }
  }
  return rows;
}
