// Six weeks of at-home practice for the demo player (issue 21), so the Practice screen shows a
// diary, week minutes and a streak on first start: three or four days in each of the six weeks
// before this one (a 6-week streak, the first-practice and 4-week milestones), 15-45 minutes on
// one or two core skills a day. Days are the club's local days (Europe/London).
import { randomUUID } from 'node:crypto';
import { addDays, weekOf } from '../../../src/domain/practice/practice-days';
import { PRACTICE_LOCATIONS } from '../../../src/domain/practice/practice-schema';
import { CORE_SKILLS } from '../../../src/domain/training/core-skills';
import type { Row } from './insert';
import type { Random } from './random';
import { CLUB_TIME_ZONE } from './time';

export function buildPractice(ctx: { playerId: string; today: string; random: Random }): Row[] {
  const rows: Row[] = [];
  const monday = weekOf(ctx.today);
  for (let w = 6; w >= 1; w -= 1) {
    const week = addDays(monday, -7 * w);
    const days = ctx.random.sample([0, 1, 2, 3, 4, 5, 6], ctx.random.int(3, 4)).sort();
    for (const d of days) {
      const skills = ctx.random.sample(CORE_SKILLS, ctx.random.int(1, 2)).map((coreSkill) => ({ coreSkill, minutes: 5 * ctx.random.int(3, 9) }));
      rows.push({
        id: randomUUID(),
        player_id: ctx.playerId,
        day: addDays(week, d),
        time_zone: CLUB_TIME_ZONE,
        skills: JSON.stringify(skills),
        minutes: skills.reduce((s, k) => s + k.minutes, 0),
        location: ctx.random.pick(PRACTICE_LOCATIONS),
        with_whom: ctx.random.pick(['Dad', 'Mum', 'A friend', null]),
        feeling: ctx.random.int(3, 5),
        notes: null,
        created_by: ctx.playerId,
      });
    }
  }
  return rows;
}
