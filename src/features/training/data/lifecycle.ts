// Start, end, cancel, notes and the report of a session: local writes of the session's rows
// (details and list row in one transaction) with their outbox entry; a cancel with a new date
// adds the replacement's rows in the same write. Start and end record the device's time, so the
// in-session clock runs from the tap even with no signal, and send it: the server stores the
// tap's time (never later than its own now), so its answer (applyTo trainingDetails) agrees once
// sent.
import type { ReadModelChange } from '../../../db/write';
import { localWrite } from '../../../db/write';
import { storedRow } from '../../../db/stored-row';
import type { TrainingDetailRow, TrainingRow } from '../../../db/schema';
import { uuidv7 } from '../../../db/uuidv7';
import type { CancelReason } from '../../../domain/session/fields';
import type { TrainingDetail, TrainingSummary } from '../../../domain/training/types';
import type { TrainingView } from './training-detail';

const base = (s: TrainingSummary) => `/api/v1/training/${encodeURIComponent(s.clubId)}/${encodeURIComponent(s.id)}`;

/** A full details row from what the device has (the list row alone, when never opened online). */
export function asDetail(v: TrainingView): TrainingDetailRow {
  const blank: Omit<TrainingDetail, keyof TrainingSummary> = {
    sport: null, coachId: null, repeatEvery: 0, repeatUntil: null, seriesId: null, pitchSize: null, pitchSurface: null, weather: null, directions: null, mapLink: null,
    additionalInfo: null, sessionPlan: null, healthSafetyFile: null, parentPlayerFile: null, notes: null, report: null, coachRating: null, startedAt: null, endedAt: null,
    cancelledAt: null, cancelReason: null, replacedBy: null,
  };
  return { ...blank, ...v } as TrainingDetailRow;
}

function summaryOf(d: TrainingDetailRow): TrainingRow {
  const { id, clubId, teamId, teamName, startsAt, endsAt, location, topic, coreSkill, intensity, status, active } = d;
  return { id, clubId, teamId, teamName, startsAt, endsAt, location, topic, coreSkill, intensity, status, active };
}

// Only start and end answer the full session (domain/training/detail.ts): their answer replaces
// the details row; the others answer a fragment, and the next pull brings the row.
// `also`: more rows written in the same transaction (a cancel's replacement).
async function change(v: TrainingView, patch: Partial<TrainingDetail>, path: string, body: Record<string, unknown>, action: string, o: { summary?: boolean; answerIsDetail?: boolean; also?: ReadModelChange[] } = {}): Promise<void> {
  const alsoSummary = o.summary ?? true;
  // The row as stored, not the screen's copy: notes saved a moment ago then "End session" at once.
  const next = { ...(await storedRow('trainingDetails', asDetail(v))), ...patch };
  const changes: ReadModelChange[] = [{ table: 'trainingDetails', put: next }];
  if (alsoSummary) changes.push({ table: 'trainings', put: summaryOf(next) });
  changes.push(...(o.also ?? []));
  await localWrite(changes, {
    method: 'PUT',
    path: `${base(v)}/${path}`,
    body,
    stream: `training:${v.id}`,
    ...(o.answerIsDetail ? { applyTo: 'trainingDetails' as const } : {}),
    describe: { action, subject: v.topic ?? v.teamName },
  });
}

// The tap's time goes with the call too, so the server's answer brings the same start back (not
// the moment a queue sent it) and the in-session clock does not jump when the device syncs.
export const startTraining = (v: TrainingView, at = new Date().toISOString()) => change(v, { status: 'in_progress', startedAt: at }, 'start', { at }, 'training.start', { answerIsDetail: true });
export const endTraining = (v: TrainingView, at = new Date().toISOString()) => change(v, { status: 'ended', endedAt: at }, 'end', { at }, 'training.end', { answerIsDetail: true });

/**
 * The replacement as the device shows it until the server's copy comes with the next pull: the
 * session's set-up at the new start, for as long as the session was (the copied columns of
 * server/lib/session-kind.ts TRAINING); none of the old session's series, run, notes, report,
 * plan, files or cancellation.
 */
function replacementRows(v: TrainingView, id: string, startsAt: string): { summary: TrainingRow; detail: TrainingDetailRow } {
  const d = asDetail(v);
  const length = Date.parse(d.endsAt) - Date.parse(d.startsAt);
  const endsAt = new Date(Date.parse(startsAt) + length).toISOString();
  // The app does not read a session's config, but the server copies it: kept so the rows agree.
  const { config } = v as TrainingView & { config?: unknown };
  const detail = {
    ...asDetail({
      id, clubId: d.clubId, teamId: d.teamId, teamName: d.teamName, startsAt, endsAt, status: 'setup', active: true,
      location: d.location, sport: d.sport, coachId: d.coachId, intensity: d.intensity, coreSkill: d.coreSkill, topic: d.topic, pitchSize: d.pitchSize,
      pitchSurface: d.pitchSurface, weather: d.weather, directions: d.directions, mapLink: d.mapLink, additionalInfo: d.additionalInfo, sessionPlan: d.sessionPlan,
      healthSafetyFile: d.healthSafetyFile, parentPlayerFile: d.parentPlayerFile,
    }),
    ...(config === undefined ? {} : { config }),
  };
  return { summary: summaryOf(detail), detail };
}

/**
 * Cancels the session (PUT training/{clubId}/{trainingId}/cancel, spec §4); with a new start
 * (ISO) also adds the replacement, whose id is made here and sent, so it shows in the list at once
 * and a replay lands on the same row. One local write: the cancelled rows, the replacement's rows
 * and the outbox entry, on the session's own stream. Answers the replacement's id.
 */
export async function cancelTraining(v: TrainingView, reason: CancelReason, newStartsAt: string | null = null): Promise<string | null> {
  const replacementId = newStartsAt ? uuidv7() : null;
  const also: ReadModelChange[] = [];
  if (replacementId && newStartsAt) {
    const added = replacementRows(v, replacementId, newStartsAt);
    also.push({ table: 'trainings', put: added.summary }, { table: 'trainingDetails', put: added.detail });
  }
  const patch = { status: 'cancelled' as const, cancelledAt: new Date().toISOString(), cancelReason: reason, replacedBy: replacementId };
  await change(v, patch, 'cancel', { reason, ...(replacementId ? { newDateTime: newStartsAt, replacementId } : {}) }, 'training.cancel', { also });
  return replacementId;
}

export const saveNotes = (v: TrainingView, notes: string) => change(v, { notes: notes || null }, 'notes', { notes: notes || null }, 'training.notes', { summary: false });
export const saveReport = (v: TrainingView, report: string, coachRating: number | null) =>
  change(v, { report, coachRating }, 'report', { report, coachRating }, 'training.report', { summary: false });
