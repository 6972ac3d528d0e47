// The drills of the demo's past training sessions (issue 24 item 5): a warm-up, the session's own
// core skill as the main block, and a small-sided game on another skill, so the analytics
// overviews' training minutes per core skill have a shape. Upcoming sessions stay without drills
// (the coach adds them). Its own generator, so the rest of the demo reads as it did.
import { randomUUID } from 'node:crypto';
import { CORE_SKILLS } from '../../../src/domain/training/core-skills';
import type { Row } from './insert';
import type { Random } from './random';

const GAMES = ['Small-sided game', 'Rondo 5v2', 'End-zone game', 'Possession square'];

export function buildDrills(sessions: Row[], random: Random): Row[] {
  const out: Row[] = [];
  for (const s of sessions) {
    if (s.status !== 'ended') continue;
    const main = String(s.core_skill ?? 'Passing');
    const other = random.pick(CORE_SKILLS.filter((k) => k !== main && k !== 'Ball mastery'));
    const drills = [
      { name: 'Warm-up with the ball', core_skill: 'Ball mastery', duration_minutes: 10 },
      { name: String(s.topic ?? main), core_skill: main, duration_minutes: 5 * random.int(4, 6) },
      { name: random.pick(GAMES), core_skill: other, duration_minutes: 5 * random.int(2, 4) },
    ];
    drills.forEach((d, position) => out.push({ id: randomUUID(), training_id: s.id, position, notes: null, ...d }));
  }
  return out;
}
