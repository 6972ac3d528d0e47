// The training list's filters (issue 5: team, from/to, show inactive), applied to local rows so
// the list filters the same with or without signal. from/to are days (YYYY-MM-DD), inclusive,
// compared in the device's time zone (what the user picked on the calendar).
import type { TrainingSummary } from '../../../domain/training/types';

export interface TrainingListFilter {
  teamId: string;
  from: string;
  to: string;
  showInactive: boolean;
}

export const EMPTY_FILTER: TrainingListFilter = { teamId: '', from: '', to: '', showInactive: false };

const localDay = (iso: string): string => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** A from after the to: the filter shows nothing rather than guessing; the screen says why. */
export const rangeIsBackwards = (f: TrainingListFilter): boolean => !!f.from && !!f.to && f.from > f.to;

export function filterTraining<T extends TrainingSummary>(rows: readonly T[], f: TrainingListFilter): T[] {
  return rows
    .filter((r) => (f.showInactive || r.active) && (!f.teamId || r.teamId === f.teamId))
    .filter((r) => {
      const day = localDay(r.startsAt);
      return (!f.from || day >= f.from) && (!f.to || day <= f.to);
    })
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id));
}
