// Objectives for the demo (issue 21 item 7): the club's objectives to pick from, and two of the
// demo player's own with some progress logged: one set by the player a few weeks ago and half
// done, one set by the coach for the season, met in part. Due days by the shared timeframe rule.
import { randomUUID } from 'node:crypto';
import { dueDay, type ClubSeason, type ObjectiveTimeframe } from '../../../src/domain/objectives/timeframes';
import { addDays } from '../../../src/domain/practice/practice-days';
import type { Row } from './insert';

const TEMPLATES: { title: string; timeframe: ObjectiveTimeframe; target: number }[] = [
  { title: 'Keepy-uppies: add up 500 touches', timeframe: 'next_month', target: 500 },
  { title: 'Weak-foot passes against a wall', timeframe: 'next_3_months', target: 1000 },
  { title: 'Score goals in matches', timeframe: 'this_season', target: 10 },
  { title: 'Practise at home on 12 days', timeframe: 'next_month', target: 12 },
  { title: 'Complete 30 sprint sessions', timeframe: 'next_6_months', target: 30 },
  { title: 'Watch 5 full professional matches and note one idea from each', timeframe: 'next_week', target: 5 },
];

export function buildObjectives(ctx: { clubId: string; playerId: string; coachId: string; today: string; season: ClubSeason }): { templates: Row[]; objectives: Row[]; logs: Row[] } {
  const templates = TEMPLATES.map((t, position) => ({ id: randomUUID(), club_id: ctx.clubId, title: t.title, timeframe: t.timeframe, target: t.target, position }));
  const own = { id: randomUUID(), template: templates[0]!, start: addDays(ctx.today, -18), by: ctx.playerId, timeframe: 'next_month' as const, target: 500 };
  const coach = { id: randomUUID(), template: templates[1]!, start: addDays(ctx.today, -40), by: ctx.coachId, timeframe: 'this_season' as const, target: 1000 };
  const objectives = [own, coach].map((o) => ({
    id: o.id,
    player_id: ctx.playerId,
    objective_id: o.template.id,
    title: o.template.title,
    timeframe: o.timeframe,
    target: o.target,
    start_day: o.start,
    due_day: dueDay(o.timeframe, o.start, ctx.season),
    met: false,
    created_by: o.by,
  }));
  const log = (objectiveId: string, back: number, value: number, note: string | null) => ({ id: randomUUID(), objective_id: objectiveId, day: addDays(ctx.today, -back), value, note, created_by: ctx.playerId });
  const logs = [
    log(own.id, 16, 60, 'Garden, right foot only'),
    log(own.id, 12, 85, null),
    log(own.id, 7, 70, 'Both feet'),
    log(own.id, 2, 40, null),
    log(coach.id, 35, 120, 'Against the garage wall'),
    log(coach.id, 21, 150, null),
    log(coach.id, 9, 180, 'Left foot getting better'),
  ];
  return { templates, objectives, logs };
}
