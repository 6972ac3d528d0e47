// Objectives reads and writes (issue 21 item 7). Every change is one local write: the objective's
// row in `userObjectives` (its progress entries inside it) together with its outbox entry, so the
// list and its progress show the change at once with no signal, and the engine sends it once (its
// Idempotency-Key; the ids made here also let the server find a replay). The stream is the
// player's, so setting, logging, changing and deleting reach the server in the order they were
// made. The server's answer (the whole objective) replaces the row. Screens read the device
// first; pulls of GET user-objective and GET objective refresh it when online.
import { getDb } from '../../../db/database';
import type { ObjectiveTemplateRow, UserObjectiveRow } from '../../../db/schema';
import { useLiveTable } from '../../../db/use-live';
import { localWrite } from '../../../db/write';
import { uuidv7 } from '../../../db/uuidv7';
import type { ObjectiveCreateBody, ObjectiveEditBody, ObjectiveLogBody } from '../../../domain/objectives/objective-schema';
import { byRelevance } from '../../../domain/objectives/progress';
import { dueDay } from '../../../domain/objectives/timeframes';
import { applyTo, createGetter, PullError } from '../../../sync/pull';

const PATH = '/api/v1/user-objective';
const stream = (playerId: string) => `objective:${playerId}`;

/** The player's objectives on this device, open ones first by the nearest end, live. */
export function useObjectives(playerId: string | null): UserObjectiveRow[] | undefined {
  return useLiveTable('userObjectives', async () => (playerId ? (await getDb().userObjectives.where('playerId').equals(playerId).toArray()).sort(byRelevance) : []), [playerId]);
}

/** The club's objectives to pick from, on this device, live. */
export function useObjectiveTemplates(clubId: string | null): ObjectiveTemplateRow[] | undefined {
  return useLiveTable('objectiveTemplates', async () => (clubId ? await getDb().objectiveTemplates.where('clubId').equals(clubId).toArray() : []), [clubId]);
}

export type ObjectiveFields = Omit<ObjectiveCreateBody, 'id' | 'playerId' | 'startDay'>;

/** Sets an objective for the player from `startDay` (the device's today); answers its id. `by`: the signed-in user. */
export async function setObjective(playerId: string, by: string, fields: ObjectiveFields, startDay: string): Promise<string> {
  const id = uuidv7();
  const body: ObjectiveCreateBody = { ...fields, id, playerId, startDay };
  const row: UserObjectiveRow = {
    id,
    playerId,
    objectiveId: fields.objectiveId ?? null,
    title: fields.title,
    timeframe: fields.timeframe,
    target: fields.target,
    startDay,
    dueDay: dueDay(fields.timeframe, startDay),
    met: false,
    metAt: null,
    metBy: null,
    createdBy: by,
    updatedAt: new Date().toISOString(),
    logs: [],
  };
  await localWrite([{ table: 'userObjectives', put: row }], {
    method: 'POST',
    path: PATH,
    body,
    stream: stream(playerId),
    applyTo: 'userObjectives',
    describe: { action: 'objective.set', subject: fields.title },
  });
  return id;
}

/** Changes the objective; `met` (a coach's or club admin's call) only when given. */
export async function editObjective(current: UserObjectiveRow, by: string, fields: ObjectiveFields & { met?: boolean }): Promise<void> {
  const body: ObjectiveEditBody = { ...fields, playerId: current.playerId };
  const metChanged = fields.met !== undefined && fields.met !== current.met;
  const met = fields.met ?? current.met;
  const row: UserObjectiveRow = {
    ...current,
    objectiveId: fields.objectiveId ?? null,
    title: fields.title,
    timeframe: fields.timeframe,
    target: fields.target,
    dueDay: dueDay(fields.timeframe, current.startDay),
    met,
    metAt: metChanged ? (met ? new Date().toISOString() : null) : current.metAt,
    metBy: metChanged ? (met ? by : null) : current.metBy,
    updatedAt: new Date().toISOString(),
  };
  await localWrite([{ table: 'userObjectives', put: row }], {
    method: 'PUT',
    path: `${PATH}/${encodeURIComponent(current.id)}`,
    body,
    stream: stream(current.playerId),
    applyTo: 'userObjectives',
    describe: { action: metChanged ? 'objective.met' : 'objective.edit', subject: fields.title },
  });
}

/** Marks the objective met (or not): a coach's or club admin's call. */
export function markObjectiveMet(current: UserObjectiveRow, by: string, met: boolean): Promise<void> {
  const { title, timeframe, target, objectiveId } = current;
  return editObjective(current, by, { title, timeframe, target, objectiveId, met });
}

/** Adds a progress entry to the objective. */
export async function logProgress(current: UserObjectiveRow, by: string, entry: Omit<ObjectiveLogBody, 'id' | 'playerId'>): Promise<void> {
  const id = uuidv7();
  const log = { id, day: entry.day, value: entry.value, note: entry.note || null, createdBy: by, createdAt: new Date().toISOString() };
  const logs = [...current.logs, log].sort((a, b) => a.day.localeCompare(b.day) || a.createdAt.localeCompare(b.createdAt));
  await localWrite([{ table: 'userObjectives', put: { ...current, logs, updatedAt: log.createdAt } }], {
    method: 'POST',
    path: `${PATH}/${encodeURIComponent(current.id)}/log`,
    body: { id, playerId: current.playerId, day: entry.day, value: entry.value, note: log.note },
    stream: stream(current.playerId),
    applyTo: 'userObjectives',
    describe: { action: 'objective.log', subject: current.title },
  });
}

export async function removeObjective(current: UserObjectiveRow): Promise<void> {
  await localWrite([{ table: 'userObjectives', delete: current.id }], {
    method: 'DELETE',
    path: `${PATH}/${encodeURIComponent(current.id)}?playerId=${encodeURIComponent(current.playerId)}`,
    body: {},
    stream: stream(current.playerId),
    describe: { action: 'objective.delete', subject: current.title },
  });
}

/** Refreshes the player's objectives from the server; rows with a queued change are left alone. Throws on failure. */
export async function pullObjectives(playerId: string): Promise<void> {
  const db = getDb();
  const answer = await createGetter(db)<{ objectives: UserObjectiveRow[] }>(`/user-objective?playerId=${encodeURIComponent(playerId)}`);
  await applyTo(db)('userObjectives', answer.objectives, { index: 'playerId', value: playerId });
}

export type PullOutcome = 'ok' | 'denied' | 'failed';

/** pullObjectives for a screen: 'denied' when the server says the viewer may not see this player (403). */
export function refreshObjectives(playerId: string): Promise<PullOutcome> {
  return pullObjectives(playerId).then(
    () => 'ok' as const,
    (err: unknown) => (err instanceof PullError && err.status === 403 ? 'denied' : 'failed'),
  );
}

/** Refreshes the club's objectives to pick from. Throws on failure. */
export async function pullObjectiveTemplates(clubId: string): Promise<void> {
  const db = getDb();
  const answer = await createGetter(db)<{ objectives: ObjectiveTemplateRow[] }>(`/objective?clubId=${encodeURIComponent(clubId)}`);
  await applyTo(db)('objectiveTemplates', answer.objectives, { index: 'clubId', value: clubId });
}
