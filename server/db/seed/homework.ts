// Coach challenges for the demo U14 (issue 22 item 6): five challenges set by the coach over the
// last three weeks, so the squad's entries are in every state (not uploaded, uploaded, awaiting
// grading, marked, completed) and the demo player has one of each: a completed picture challenge
// from three weeks ago, one marked and not yet seen, one with the picture in but no minutes,
// one marked at the next training session awaiting grading, and a new video challenge to do. The
// answers are real pictures, written to the file store at start-up (server/areas/homework/demo-files.ts:
// the seed has only the database); their rows say so with answer_sha256 'demo-picture'.
import { randomUUID } from 'node:crypto';
import { addDays } from '../../../src/domain/practice/practice-days';
import type { HomeworkState } from '../../../src/domain/homework/states';
import type { Row } from './insert';

export const DEMO_PICTURE_SHA = 'demo-picture';

interface Plan {
  title: string;
  coreSkill: string;
  instructions: string;
  marking: 'video' | 'picture' | 'training';
  setBack: number;
  dueIn: number;
  /** The demo player's state, then the rest of the squad's in turn. */
  mine: HomeworkState;
  others: HomeworkState[];
}

const PLANS: Plan[] = [
  { title: 'Wall passes, weak foot', coreSkill: 'Passing', instructions: '100 passes against a wall with your weaker foot, then take a picture of your spot.', marking: 'picture', setBack: 20, dueIn: -10, mine: 'completed', others: ['completed', 'marked', 'awaiting_grading', 'not_uploaded'] },
  { title: 'Shooting: 20 shots each foot', coreSkill: 'Shooting', instructions: 'Set up a target and take 20 shots with each foot. Picture of your target.', marking: 'picture', setBack: 12, dueIn: -2, mine: 'marked', others: ['marked', 'awaiting_grading', 'not_uploaded'] },
  { title: 'Cone dribbling slalom', coreSkill: 'Dribbling', instructions: 'Six cones a metre apart: dribble through and back ten times, inside and outside of the foot.', marking: 'picture', setBack: 5, dueIn: 4, mine: 'uploaded', others: ['awaiting_grading', 'uploaded', 'not_uploaded'] },
  { title: 'Cruyff turn practice', coreSkill: 'Turning', instructions: 'Practise the Cruyff turn both ways for 15 minutes; show it at the next session.', marking: 'training', setBack: 8, dueIn: 1, mine: 'awaiting_grading', others: ['awaiting_grading', 'not_uploaded'] },
  { title: 'Keepy-ups: 50 in a row', coreSkill: 'Ball mastery', instructions: 'Get to 50 keepy-ups in a row, any surface. Film your best try.', marking: 'video', setBack: 2, dueIn: 7, mine: 'not_uploaded', others: ['not_uploaded'] },
];

const FEEDBACK = ['Great effort, keep your standing foot closer to the ball.', 'Good weight of pass; now try it on the move.', 'Nice work. Lock the ankle a bit more.'];
const THOUGHTS = ['It got easier after the first 50.', 'My left foot is getting better.', 'Hard but fun!'];

export function buildHomework(ctx: { clubId: string; teamId: string; coachId: string; demoPlayerId: string; squad: string[]; today: string; now: Date }): { homework: Row[]; entries: Row[] } {
  const homework: Row[] = [];
  const entries: Row[] = [];
  const others = ctx.squad.filter((p) => p !== ctx.demoPlayerId);
  PLANS.forEach((plan, n) => {
    const id = randomUUID();
    const setAt = new Date(ctx.now.getTime() - plan.setBack * 86_400_000);
    homework.push({
      id,
      club_id: ctx.clubId,
      team_id: ctx.teamId,
      title: plan.title,
      core_skill: plan.coreSkill,
      instructions: plan.instructions,
      due_day: addDays(ctx.today, plan.dueIn),
      marking: plan.marking,
      created_by: ctx.coachId,
      created_at: setAt,
    });
    const players = [ctx.demoPlayerId, ...others];
    players.forEach((playerId, i) => {
      const state: HomeworkState = i === 0 ? plan.mine : (plan.others[(i - 1 + n) % plan.others.length] ?? 'not_uploaded');
      const answeredAt = new Date(setAt.getTime() + (1 + (i % 3)) * 86_400_000);
      const file = plan.marking !== 'training' && state !== 'not_uploaded';
      const answered = state !== 'not_uploaded' && state !== 'uploaded';
      const marked = state === 'marked' || state === 'completed';
      entries.push({
        homework_id: id,
        player_id: playerId,
        state,
        answer_mime: file ? 'image/jpeg' : null,
        answer_size: file ? 0 : null,
        answer_sha256: file ? DEMO_PICTURE_SHA : null,
        answered_at: state === 'not_uploaded' ? null : answeredAt,
        minutes: answered ? 10 + ((i * 7 + n * 5) % 30) : null,
        thoughts: answered ? THOUGHTS[(i + n) % THOUGHTS.length] : null,
        rating: marked ? 3 + ((i + n) % 3) : null,
        feedback: marked ? FEEDBACK[(i + n) % FEEDBACK.length] : null,
        grade: marked ? (['A', 'B', 'C'] as const)[(i + n) % 3] : null,
        marked_by: marked ? ctx.coachId : null,
        marked_at: marked ? new Date(answeredAt.getTime() + 86_400_000) : null,
        completed_at: state === 'completed' ? new Date(answeredAt.getTime() + 2 * 86_400_000) : null,
      });
    });
  });
  return { homework, entries };
}
