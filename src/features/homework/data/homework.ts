// Coach challenge reads and writes (issue 22 item 1). Every change is one local write: the
// challenge's row in `homework` (the entries inside it) with its outbox entry, so the lists show
// the change at once with no signal and the engine sends it once (its Idempotency-Key; the
// challenge's id is made here so a replay finds its row). A challenge's calls share one stream per
// player (`homework:<id>:<playerId>`; the coach's set and demo `homework:<id>`), so a file goes
// before the minutes that follow it. The server's answer replaces the row. Screens read the
// device first; the pulls refresh it when online.
import { getDb } from '../../../db/database';
import type { HomeworkRow, TeamPlayerRow } from '../../../db/schema';
import { useLiveTable } from '../../../db/use-live';
import { localWrite } from '../../../db/write';
import { uuidv7 } from '../../../db/uuidv7';
import type { HomeworkCreateBody, HomeworkEntry } from '../../../domain/homework/homework-schema';
import { afterAnswer, afterFile, type HomeworkGrade, type HomeworkMarking } from '../../../domain/homework/states';
import { applyTo, createGetter, PullError } from '../../../sync/pull';
import { queueChallengeFile } from './challenge-files';

const PATH = '/api/v1/homework';
const one = (id: string) => `${PATH}/${encodeURIComponent(id)}`;
const coachStream = (id: string) => `homework:${id}`;
const playerStream = (id: string, playerId: string) => `homework:${id}:${playerId}`;

const byDue = (a: HomeworkRow, b: HomeworkRow) => a.dueDay.localeCompare(b.dueDay) || a.createdAt.localeCompare(b.createdAt);

/** The club's challenges on this device (the staff's view), newest set first, live. */
export function useClubHomework(clubId: string | null): HomeworkRow[] | undefined {
  return useLiveTable('homework', async () => (clubId ? (await getDb().homework.where('clubId').equals(clubId).toArray()).sort((a, b) => b.createdAt.localeCompare(a.createdAt)) : []), [clubId]);
}

/** The player's challenges on this device, due first, live. */
export function usePlayerHomework(playerId: string | null): HomeworkRow[] | undefined {
  return useLiveTable('homework', async () => (playerId ? (await getDb().homework.where('playerIds').equals(playerId).toArray()).sort(byDue) : []), [playerId]);
}

/** One challenge on this device (null: not here), live. */
export function useHomework(id: string): HomeworkRow | null | undefined {
  return useLiveTable('homework', async () => (await getDb().homework.get(id)) ?? null, [id]);
}

/** The squad of a team on this device (kept by the training pulls), by name. */
export function useTeamSquad(teamId: string): TeamPlayerRow[] | undefined {
  return useLiveTable('teamPlayers', async () => (teamId ? (await getDb().teamPlayers.where('teamId').equals(teamId).toArray()).sort((a, b) => a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName)) : []), [teamId]);
}

export interface SetChallenge {
  clubId: string;
  team: { id: string; name: string };
  /** The players chosen; all of the squad when empty. */
  players: { id: string; name: string }[];
  title: string;
  coreSkill: string;
  instructions: string;
  dueDay: string;
  marking: HomeworkMarking;
  demo: File | null;
}

const emptyEntry = (p: { id: string; name: string }): HomeworkEntry => ({
  playerId: p.id,
  playerName: p.name,
  state: 'not_uploaded',
  answerMime: null,
  answeredAt: null,
  minutes: null,
  thoughts: null,
  rating: null,
  feedback: null,
  grade: null,
  markedBy: null,
  markedAt: null,
  completedAt: null,
});

/** Sets a challenge (and queues its demo file after it); answers its id. `chosen`: whether players were picked. */
export async function setChallenge(s: SetChallenge, by: string, chosen: boolean): Promise<string> {
  const id = uuidv7();
  const body: HomeworkCreateBody = {
    id,
    clubId: s.clubId,
    teamId: s.team.id,
    title: s.title,
    coreSkill: s.coreSkill as HomeworkCreateBody['coreSkill'],
    instructions: s.instructions,
    dueDay: s.dueDay,
    marking: s.marking,
    ...(chosen ? { playerIds: s.players.map((p) => p.id) } : {}),
  };
  const row: HomeworkRow = {
    id,
    clubId: s.clubId,
    teamId: s.team.id,
    teamName: s.team.name,
    title: s.title,
    coreSkill: s.coreSkill,
    instructions: s.instructions,
    dueDay: s.dueDay,
    marking: s.marking,
    demoMime: null,
    createdBy: by,
    createdAt: new Date().toISOString(),
    entries: s.players.map(emptyEntry),
    playerIds: s.players.map((p) => p.id),
  };
  const describe = { action: 'homework.set', subject: s.title };
  await localWrite([{ table: 'homework', put: row }], { method: 'POST', path: PATH, body, stream: coachStream(id), applyTo: 'homework', describe });
  if (s.demo) {
    await queueChallengeFile({
      path: `/homework/${encodeURIComponent(id)}/demo`,
      stream: coachStream(id),
      file: s.demo,
      changes: [{ table: 'homework', put: { ...row, demoMime: s.demo.type || null } }],
      applyTo: 'homework',
      describe: { action: 'homework.demo', subject: s.title },
    });
  }
  return id;
}

const withEntry = (row: HomeworkRow, playerId: string, patch: Partial<HomeworkEntry>): HomeworkRow => ({
  ...row,
  entries: row.entries.map((e) => (e.playerId === playerId ? { ...e, ...patch } : e)),
});

/** The player's (or parent's) answer: the file when one is asked for, then the minutes and thoughts. */
export async function answerChallenge(row: HomeworkRow, playerId: string, answer: { file: File | null; minutes: number; thoughts: string }): Promise<void> {
  const entry = row.entries.find((e) => e.playerId === playerId);
  if (!entry) throw new Error('not your challenge');
  let current = row;
  let state = entry.state;
  const stream = playerStream(row.id, playerId);
  if (answer.file) {
    state = afterFile(state);
    current = withEntry(current, playerId, { state, answerMime: answer.file.type || null, answeredAt: new Date().toISOString() });
    await queueChallengeFile({
      path: `/homework/${encodeURIComponent(row.id)}/upload/file?playerId=${encodeURIComponent(playerId)}`,
      stream,
      file: answer.file,
      changes: [{ table: 'homework', put: current }],
      applyTo: 'homework',
      describe: { action: 'homework.file', subject: row.title, player: entry.playerName },
    });
  }
  const next = afterAnswer(state, row.marking) ?? 'awaiting_grading';
  const thoughts = answer.thoughts.trim() || null;
  current = withEntry(current, playerId, { state: next, minutes: answer.minutes, thoughts, answeredAt: new Date().toISOString() });
  await localWrite([{ table: 'homework', put: current }], {
    method: 'PUT',
    path: `${one(row.id)}/upload`,
    body: { playerId, minutes: answer.minutes, thoughts },
    stream,
    applyTo: 'homework',
    describe: { action: 'homework.answer', subject: row.title, player: entry.playerName },
  });
}

/** The coach's mark: rating, grade and feedback. */
export async function markChallenge(row: HomeworkRow, playerId: string, by: string, mark: { rating: number; grade: HomeworkGrade; feedback: string }): Promise<void> {
  const entry = row.entries.find((e) => e.playerId === playerId);
  const feedback = mark.feedback.trim() || null;
  await localWrite([{ table: 'homework', put: withEntry(row, playerId, { state: 'marked', rating: mark.rating, grade: mark.grade, feedback, markedBy: by, markedAt: new Date().toISOString() }) }], {
    method: 'PUT',
    path: `${one(row.id)}/mark`,
    body: { playerId, rating: mark.rating, grade: mark.grade, feedback },
    stream: playerStream(row.id, playerId),
    applyTo: 'homework',
    describe: { action: 'homework.mark', subject: row.title, player: entry?.playerName },
  });
}

/** The player (or parent) has seen the mark: completed. */
export async function completeChallenge(row: HomeworkRow, playerId: string): Promise<void> {
  await localWrite([{ table: 'homework', put: withEntry(row, playerId, { state: 'completed', completedAt: new Date().toISOString() }) }], {
    method: 'PUT',
    path: `${one(row.id)}/complete`,
    body: { playerId },
    stream: playerStream(row.id, playerId),
    applyTo: 'homework',
    describe: { action: 'homework.complete', subject: row.title },
  });
}

export async function deleteChallenge(row: HomeworkRow): Promise<void> {
  await localWrite([{ table: 'homework', delete: row.id }], { method: 'DELETE', path: one(row.id), body: {}, stream: coachStream(row.id), describe: { action: 'homework.delete', subject: row.title } });
}

export type PullOutcome = 'ok' | 'denied' | 'failed';
const outcome = (p: Promise<unknown>): Promise<PullOutcome> =>
  p.then(
    () => 'ok' as const,
    (err: unknown) => (err instanceof PullError && err.status === 403 ? 'denied' : 'failed'),
  );

/** Refreshes the club's challenges as staff see them (the last 30 days and those to mark). */
export function refreshClubHomework(clubId: string): Promise<PullOutcome> {
  const db = getDb();
  return outcome(
    createGetter(db)<{ homework: HomeworkRow[] }>(`/homework?clubId=${encodeURIComponent(clubId)}`).then((a) => applyTo(db)('homework', a.homework, { index: 'clubId', value: clubId })),
  );
}

/** Refreshes the player's challenges (their own entries). */
export function refreshPlayerHomework(playerId: string): Promise<PullOutcome> {
  const db = getDb();
  return outcome(
    createGetter(db)<{ homework: HomeworkRow[] }>(`/user/${encodeURIComponent(playerId)}/homework?limit=200`).then((a) => applyTo(db)('homework', a.homework, { index: 'playerIds', value: playerId })),
  );
}

/** Refreshes one challenge. */
export function refreshHomework(id: string): Promise<PullOutcome> {
  const db = getDb();
  return outcome(createGetter(db)<HomeworkRow>(`/homework/${encodeURIComponent(id)}`).then((row) => applyTo(db)('homework', [row])));
}
