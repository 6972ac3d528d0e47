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

/**
 * The teams the team filter offers: the member's own (in their order), then any other team of
 * the sessions on the device, by name. A club admin is in no team yet lists every team's
 * sessions: without these the filter could not narrow their list to one team.
 */
export function teamsToFilter(own: readonly { id: string; name: string }[], rows: readonly TrainingSummary[]): { id: string; name: string }[] {
  const known = new Set(own.map((t) => t.id));
  const more = new Map<string, string>();
  for (const r of rows) if (!known.has(r.teamId)) more.set(r.teamId, r.teamName);
  return [...own, ...[...more].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name))];
}

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

export interface SplitTraining<T> {
  /** Not over yet (in progress, or ending later than now), soonest first. */
  upcoming: T[];
  /** Over (ended, or ended by the clock without being started), most recent first. */
  past: T[];
}

/**
 * The list as it leads (issue 5): the upcoming sessions first, soonest first, then the past ones,
 * most recent first. A session running now is upcoming; one that has ended is past even if its
 * planned end is later.
 */
export function splitTraining<T extends TrainingSummary>(rows: readonly T[], now: Date): SplitTraining<T> {
  const isPast = (r: T) => r.status === 'ended' || (r.status !== 'in_progress' && Date.parse(r.endsAt) <= now.getTime());
  const by = (a: T, b: T) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id);
  return { upcoming: rows.filter((r) => !isPast(r)).sort(by), past: rows.filter(isPast).sort((a, b) => by(b, a)) };
}
