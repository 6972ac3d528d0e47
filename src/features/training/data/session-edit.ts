// Create (one session or a series), edit, copy and delete, as local writes. A new session's id is made
// on the device, so the session shows in the list at once and the server keeps that id; the
// rest of a series arrives with the next pull (their ids are the server's).
import { localWrite, type ReadModelChange } from '../../../db/write';
import type { TrainingDetailRow, TrainingRow } from '../../../db/schema';
import { uuidv7 } from '../../../db/uuidv7';
import type { CreateTrainingInput } from '../../../domain/training/create-schema';
import type { UpdateTrainingInput } from '../../../domain/training/update-schema';
import { asDetail } from './lifecycle';
import type { TrainingView } from './training-detail';

export async function createTraining(clubId: string, teamName: string, input: Omit<CreateTrainingInput, 'userId'>): Promise<string> {
  const id = input.id ?? uuidv7();
  const summary: TrainingRow = {
    id, clubId, teamId: input.teamId, teamName, startsAt: input.startsAt, endsAt: input.endsAt, location: input.location ?? null, topic: input.topic ?? null,
    coreSkill: input.coreSkill ?? null, intensity: input.intensity ?? null, status: 'setup', active: true,
  };
  const detail: TrainingDetailRow = asDetail({ ...summary, ...input, sport: input.sport ?? null, id } as TrainingView);
  await localWrite(
    [
      { table: 'trainings', put: summary },
      { table: 'trainingDetails', put: detail },
    ],
    {
      method: 'POST',
      path: `/api/v1/training/${encodeURIComponent(clubId)}/create`,
      body: { ...input, id },
      stream: `training:${id}`,
      describe: { action: 'training.create', subject: input.topic ?? teamName },
    },
  );
  return id;
}

/**
 * Edits the session's fields (PUT training/{clubId}/{trainingId}): the details and list rows
 * change at once, and the server's answer (the whole session) replaces the details row once sent.
 */
export async function editTraining(v: TrainingView, teamName: string, input: Omit<UpdateTrainingInput, 'userId'>): Promise<void> {
  const next: TrainingDetailRow = { ...asDetail(v), ...(input as Partial<TrainingDetailRow>), teamName };
  const { clubId, teamId, startsAt, endsAt, location, topic, coreSkill, intensity, status, active } = next;
  await localWrite(
    [
      { table: 'trainingDetails', put: next },
      { table: 'trainings', put: { id: v.id, clubId, teamId, teamName, startsAt, endsAt, location, topic, coreSkill, intensity, status, active } satisfies TrainingRow },
    ],
    {
      method: 'PUT',
      path: `/api/v1/training/${encodeURIComponent(v.clubId)}/${encodeURIComponent(v.id)}`,
      body: { ...input },
      stream: `training:${v.id}`,
      applyTo: 'trainingDetails',
      describe: { action: 'training.update', subject: input.topic ?? v.topic ?? teamName },
    },
  );
}

export async function copyTraining(v: TrainingView, startsAt: string, endsAt: string): Promise<string> {
  const id = uuidv7();
  const copy = { ...asDetail(v), id, startsAt, endsAt, status: 'setup' as const, startedAt: null, endedAt: null, cancelledAt: null, cancelReason: null, replacedBy: null, report: null, coachRating: null, notes: null };
  const { id: _i, clubId, teamId, teamName, location, topic, coreSkill, intensity, active } = copy;
  await localWrite(
    [
      { table: 'trainings', put: { id, clubId, teamId, teamName, startsAt, endsAt, location, topic, coreSkill, intensity, status: 'setup', active } satisfies TrainingRow },
      { table: 'trainingDetails', put: copy },
    ],
    {
      method: 'POST',
      path: `/api/v1/training/${encodeURIComponent(v.clubId)}/${encodeURIComponent(v.id)}/copy`,
      body: { id, startsAt, endsAt },
      stream: `training:${id}`,
      describe: { action: 'training.copy', subject: v.topic ?? v.teamName },
    },
  );
  return id;
}

/** This session, or this and the following of its series (those on this device leave the list too). */
export async function deleteTraining(v: TrainingView, scope: 'this' | 'following', series: TrainingRow[]): Promise<void> {
  // The session itself always goes, whether or not the series rows have been read yet.
  const gone = scope === 'following' && v.seriesId ? [v, ...series.filter((s) => s.id !== v.id && s.startsAt >= v.startsAt)] : [v];
  const changes: ReadModelChange[] = gone.map((s) => ({ table: 'trainings', put: { ...s, active: false } }));
  await localWrite(changes, {
    method: 'DELETE',
    path: `/api/v1/training/${encodeURIComponent(v.clubId)}/${encodeURIComponent(v.id)}`,
    body: { scope },
    stream: `training:${v.id}`,
    describe: { action: 'training.delete', subject: v.topic ?? v.teamName },
  });
}
