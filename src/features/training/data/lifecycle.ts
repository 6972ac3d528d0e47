// Start, end, cancel, notes and the report of a session: local writes of the session's rows
// (details and list row in one transaction) with their outbox entry. Start and end record the
// device's time, so the in-session clock runs from the tap even with no signal, and send it: the
// server stores the tap's time (never later than its own now), so its answer (applyTo
// trainingDetails) agrees once sent.
import type { ReadModelChange } from '../../../db/write';
import { localWrite } from '../../../db/write';
import type { TrainingDetailRow, TrainingRow } from '../../../db/schema';
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
async function change(v: TrainingView, patch: Partial<TrainingDetail>, path: string, body: Record<string, unknown>, action: string, o: { summary?: boolean; answerIsDetail?: boolean } = {}): Promise<void> {
  const alsoSummary = o.summary ?? true;
  const next = { ...asDetail(v), ...patch };
  const changes: ReadModelChange[] = [{ table: 'trainingDetails', put: next }];
  if (alsoSummary) changes.push({ table: 'trainings', put: summaryOf(next) });
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
export const cancelTraining = (v: TrainingView, reason: CancelReason) =>
  change(v, { status: 'cancelled', cancelledAt: new Date().toISOString(), cancelReason: reason }, 'cancel', { reason }, 'training.cancel');
export const saveNotes = (v: TrainingView, notes: string) => change(v, { notes: notes || null }, 'notes', { notes: notes || null }, 'training.notes', { summary: false });
export const saveReport = (v: TrainingView, report: string, coachRating: number | null) =>
  change(v, { report, coachRating }, 'report', { report, coachRating }, 'training.report', { summary: false });
