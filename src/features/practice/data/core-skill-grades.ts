// Core-skill grades (PUT / GET user/{id}/coreskill). A coach grades at the side of the pitch with
// no signal: each grade is one local write — the new row in coreSkillGrades (the history keeps
// every row) with its outbox entry — so it shows at once and is sent once (Idempotency-Key, and the
// row's id made here lets the server find a replay). Reads are live over the device's rows; the
// pull refreshes them from the server, leaving rows still queued alone.
import { getDb } from '../../../db/database';
import type { CoreSkillGradeRow } from '../../../db/schema';
import { useLiveTable } from '../../../db/use-live';
import { localWrite } from '../../../db/write';
import { uuidv7 } from '../../../db/uuidv7';
import type { SkillGrade } from '../../../domain/practice/grade-schema';
import { applyTo, createGetter } from '../../../sync/pull';

const path = (playerId: string) => `/api/v1/user/${encodeURIComponent(playerId)}/coreskill`;

export interface GradeInput {
  clubId: string;
  coreSkill: string;
  grade: SkillGrade;
  level: number;
  note: string | null;
}

/** Grades one core skill; `by` is the coach (or club admin) signed in. */
export async function gradeSkill(playerId: string, by: { id: string; name: string | null }, input: GradeInput): Promise<string> {
  const id = uuidv7();
  const gradedAt = new Date().toISOString();
  const row: CoreSkillGradeRow = { id, playerId, ...input, gradedBy: by.id, gradedByName: by.name, gradedAt };
  await localWrite([{ table: 'coreSkillGrades', put: row }], {
    method: 'PUT',
    path: path(playerId),
    body: { id, ...input, gradedAt },
    stream: `grades:${playerId}`,
    applyTo: 'coreSkillGrades',
    describe: { action: 'grade.set', subject: input.coreSkill },
  });
  return id;
}

export async function pullGrades(playerId: string): Promise<void> {
  const db = getDb();
  const answer = await createGetter(db)<{ history: CoreSkillGradeRow[] }>(path(playerId).replace('/api/v1', ''));
  await applyTo(db)('coreSkillGrades', answer.history, { index: 'playerId', value: playerId });
}

/** The player's grade history on this device, newest first. */
export function useGradeHistory(playerId: string | null): CoreSkillGradeRow[] | undefined {
  return useLiveTable(
    'coreSkillGrades',
    async () => (playerId ? (await getDb().coreSkillGrades.where('playerId').equals(playerId).toArray()).sort((a, b) => b.gradedAt.localeCompare(a.gradedAt) || b.id.localeCompare(a.id)) : []),
    [playerId],
  );
}
