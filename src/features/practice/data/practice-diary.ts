// At-home practice writes and reads (issue 21). Each write is one local write: the entry changes
// in practiceEntries together with its outbox entry, so the diary, the week's minutes and the
// streak show it at once with no signal, and the engine sends it once (its Idempotency-Key; the
// entry's own id, made here, also lets the server find a replay). The stream is the player's, so
// a log, its edit and its delete reach the server in the order they were made.
import { getDb } from '../../../db/database';
import type { PracticeEntryRow } from '../../../db/schema';
import { localWrite } from '../../../db/write';
import { uuidv7 } from '../../../db/uuidv7';
import type { PracticeEntryBody } from '../../../domain/practice/practice-schema';
import { applyTo, createGetter } from '../../../sync/pull';

const path = (playerId: string, id?: string) => `/api/v1/practice/${encodeURIComponent(playerId)}${id ? `/${encodeURIComponent(id)}` : ''}`;
const stream = (playerId: string) => `practice:${playerId}`;

function rowOf(playerId: string, id: string, body: PracticeEntryBody, by: string): PracticeEntryRow {
  return {
    id,
    playerId,
    day: body.day,
    timeZone: body.timeZone,
    skills: body.skills.map((k) => ({ coreSkill: k.coreSkill, minutes: k.minutes as number })),
    location: body.location ?? null,
    withWhom: body.withWhom || null,
    feeling: body.feeling ?? null,
    notes: body.notes || null,
    createdBy: by,
    updatedAt: new Date().toISOString(),
  };
}

/** Logs a practice; answers the new entry's id. `by` is the signed-in user (the player or their parent). */
export async function logPractice(playerId: string, by: string, body: Omit<PracticeEntryBody, 'id' | 'loggedAt'>): Promise<string> {
  const id = uuidv7();
  const full = { ...body, id, loggedAt: new Date().toISOString() };
  await localWrite([{ table: 'practiceEntries', put: rowOf(playerId, id, full, by) }], {
    method: 'POST',
    path: path(playerId),
    body: full,
    stream: stream(playerId),
    applyTo: 'practiceEntries',
    describe: { action: 'practice.log', subject: body.day },
  });
  return id;
}

export async function editPractice(current: PracticeEntryRow, body: Omit<PracticeEntryBody, 'id' | 'loggedAt'>): Promise<void> {
  const full = { ...body, loggedAt: new Date().toISOString() };
  await localWrite([{ table: 'practiceEntries', put: rowOf(current.playerId, current.id, full, current.createdBy) }], {
    method: 'PUT',
    path: path(current.playerId, current.id),
    body: full,
    stream: stream(current.playerId),
    applyTo: 'practiceEntries',
    describe: { action: 'practice.edit', subject: body.day },
  });
}

export async function removePractice(current: PracticeEntryRow): Promise<void> {
  await localWrite([{ table: 'practiceEntries', delete: current.id }], {
    method: 'DELETE',
    path: path(current.playerId, current.id),
    body: {},
    stream: stream(current.playerId),
    describe: { action: 'practice.delete', subject: current.day },
  });
}

/** Refreshes the player's diary from the server; entries with a queued change are left alone. Quiet on failure. */
export async function pullPractice(playerId: string): Promise<void> {
  const db = getDb();
  const answer = await createGetter(db)<{ entries: PracticeEntryRow[] }>(path(playerId).replace('/api/v1', ''));
  await applyTo(db)('practiceEntries', answer.entries, { index: 'playerId', value: playerId });
}
