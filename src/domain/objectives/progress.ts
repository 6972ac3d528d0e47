// An objective's progress: the amounts of its log entries added up toward the target, and where
// it stands on a day: met (a coach said so), done (the target reached, waiting for the coach),
// overdue (its timeframe over without either) or active.
import type { UserObjective } from './objective-schema';

export type ObjectiveState = 'met' | 'done' | 'overdue' | 'active';

export interface ObjectiveProgress {
  done: number;
  target: number;
  /** 0-100, whole. */
  percent: number;
  state: ObjectiveState;
}

export function objectiveProgress(o: Pick<UserObjective, 'target' | 'dueDay' | 'met' | 'logs'>, today: string): ObjectiveProgress {
  const done = o.logs.reduce((s, l) => s + l.value, 0);
  const percent = o.target > 0 ? Math.min(100, Math.floor((done / o.target) * 100)) : 0;
  const state: ObjectiveState = o.met ? 'met' : done >= o.target ? 'done' : today > o.dueDay ? 'overdue' : 'active';
  return { done, target: o.target, percent, state };
}

/** The order a list shows: open ones first by the nearest end, then met ones, newest set first. */
export function byRelevance(a: Pick<UserObjective, 'met' | 'dueDay' | 'startDay' | 'id'>, b: Pick<UserObjective, 'met' | 'dueDay' | 'startDay' | 'id'>): number {
  if (a.met !== b.met) return a.met ? 1 : -1;
  if (!a.met) return a.dueDay.localeCompare(b.dueDay) || a.id.localeCompare(b.id);
  return b.startDay.localeCompare(a.startDay) || b.id.localeCompare(a.id);
}
