// The demo's weekly training: six past sessions per team (ended, with attendance and check-ins)
// and four upcoming ones, all in one weekly series, each with a topic, core skill and intensity.
import { randomUUID } from 'node:crypto';
import type { Row } from './insert';
import type { SeedPlayer } from './people';
import type { Random } from './random';
import type { TeamPlan } from './clubs';
import { addMinutes, at, type Day, weekdaysAfter, weekdaysBefore } from './time';

export const PAST_SESSIONS = 6;
export const UPCOMING_SESSIONS = 4;

const PLAN: { topic: string; coreSkill: string; intensity: 'light' | 'standard' | 'hard' }[] = [
  { topic: 'Playing out from the back', coreSkill: 'Passing', intensity: 'standard' },
  { topic: 'Beating a defender 1v1', coreSkill: 'Dribbling', intensity: 'hard' },
  { topic: 'Receiving on the half-turn', coreSkill: 'First touch', intensity: 'standard' },
  { topic: 'Finishing in and around the box', coreSkill: 'Shooting', intensity: 'hard' },
  { topic: 'Recovery session and small-sided games', coreSkill: 'Ball mastery', intensity: 'light' },
  { topic: 'Pressing together as a unit', coreSkill: 'Defending', intensity: 'hard' },
  { topic: 'Switching the play', coreSkill: 'Passing', intensity: 'standard' },
  { topic: 'Turning away from pressure', coreSkill: 'Turning', intensity: 'standard' },
  { topic: 'Crossing and attacking the near post', coreSkill: 'Crossing', intensity: 'standard' },
  { topic: 'Rondos and quick combinations', coreSkill: 'Ball mastery', intensity: 'light' },
];

const NOTES = [
  'Great energy tonight. Lots of brave play on the ball.',
  'Good numbers. We worked on scanning before receiving.',
  'Wet and cold, but everyone stuck at it.',
  'Sharp session; the small-sided games at the end were competitive.',
];

export interface TrainingRows {
  sessions: Row[];
  attendance: Row[];
}

interface TeamCtx {
  clubId: string;
  teamId: string;
  plan: TeamPlan;
  squad: SeedPlayer[];
  coachId: string;
  today: Day;
  seasonEnd: string;
  random: Random;
  /** Offsets the topic rotation so the two teams are not on the same topic each week. */
  topicOffset: number;
}

export function buildTraining(ctx: TeamCtx): TrainingRows {
  const out: TrainingRows = { sessions: [], attendance: [] };
  const { plan, random } = ctx;
  const seriesId = randomUUID();
  const past = weekdaysBefore(ctx.today, plan.training.dow, PAST_SESSIONS);
  const upcoming = weekdaysAfter(ctx.today, plan.training.dow, UPCOMING_SESSIONS);

  [...past, ...upcoming].forEach((day, i) => {
    const ended = i < past.length;
    const id = randomUUID();
    const startsAt = at(day, plan.training.hh, plan.training.mm);
    const content = PLAN[(i + ctx.topicOffset) % PLAN.length] as (typeof PLAN)[number];
    out.sessions.push({
      id,
      club_id: ctx.clubId,
      team_id: ctx.teamId,
      series_id: seriesId,
      location: plan.training.location,
      sport: 'football',
      starts_at: startsAt,
      ends_at: addMinutes(startsAt, plan.training.minutes),
      coach_id: ctx.coachId,
      intensity: content.intensity,
      core_skill: content.coreSkill,
      topic: content.topic,
      status: ended ? 'ended' : 'setup',
      details: {
        repeatInterval: 7,
        repeatUntil: ctx.seasonEnd,
        pitchSize: plan.key === 'U10' ? 'small' : 'medium',
        pitchSurface: plan.training.location.endsWith('3G') ? '3G' : 'natural grass',
        ...(ended ? { notes: random.pick(NOTES), coachRating: random.int(3, 5) } : {}),
      },
      active: true,
      created_by: ctx.coachId,
    });
    if (!ended) return;
    for (const p of ctx.squad) {
      const coming = !random.chance(0.12);
      const shownUp = coming && !random.chance(0.05);
      out.attendance.push({
        training_id: id,
        player_id: p.id,
        status: coming ? 'coming' : 'not_coming',
        shown_up: shownUp,
        checked_in_at: shownUp ? addMinutes(startsAt, -random.int(2, 12)) : null,
        focus: null,
        objective: null,
      });
    }
  });
  return out;
}
