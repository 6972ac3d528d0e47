// A coach challenge (calls.md Homework, User homework reads): what the forms send and the server
// checks, the same rules on both. A challenge is set for a team (all its players, or the ones
// chosen); each player's part of it is an entry that moves through the states of states.ts.
import * as v from 'valibot';
import { keepTo } from '../limits';
import { CORE_SKILLS } from '../training/core-skills';
import { intParam } from '../query-fields';
import { homeworkMessages as m } from './messages';
import { HOMEWORK_GRADES, HOMEWORK_MARKING, HOMEWORK_STATES, type HomeworkGrade, type HomeworkMarking, type HomeworkState } from './states';

export const HOMEWORK_TITLE_MAX = 120;
export const HOMEWORK_TEXT_MAX = 2000;
/** A practice of more than ten hours is a typing slip. */
export const HOMEWORK_MINUTES_MAX = 600;
/** Answers and demo files: the same cap as session recordings (the way files reach the server today). */
export const HOMEWORK_FILE_MAX_BYTES = 100 * 1024 * 1024;
/** The coach challenge report's window (product.md §9). */
export const HOMEWORK_REPORT_DAYS = 30;

/** One player's part of a challenge. */
export interface HomeworkEntry {
  playerId: string;
  playerName: string;
  state: HomeworkState;
  /** The answer's type (video/* or image/*), once uploaded. */
  answerMime: string | null;
  answeredAt: string | null;
  minutes: number | null;
  thoughts: string | null;
  rating: number | null;
  feedback: string | null;
  grade: HomeworkGrade | null;
  markedBy: string | null;
  markedAt: string | null;
  completedAt: string | null;
}

export interface Homework {
  id: string;
  clubId: string;
  teamId: string;
  teamName: string;
  title: string;
  coreSkill: string;
  instructions: string;
  dueDay: string;
  marking: HomeworkMarking;
  /** The coach's demo video or picture, if any. */
  demoMime: string | null;
  createdBy: string | null;
  createdAt: string;
  /** Every player's entry for the team's staff; only the player's own (or a parent's child's) otherwise. */
  entries: HomeworkEntry[];
  /** The entries' players (the device's index of whose challenge it is). */
  playerIds: string[];
}

const text = (max: number, message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, keepTo(max)));
const uuid = (message: string) => v.pipe(v.string(message), v.uuid(message));

export const homeworkFieldsSchema = v.object({
  title: text(HOMEWORK_TITLE_MAX, m.incomplete),
  coreSkill: v.picklist(CORE_SKILLS, m.coreSkill),
  instructions: text(HOMEWORK_TEXT_MAX, m.incomplete),
  dueDay: v.pipe(v.string(m.dueDay), v.isoDate(m.dueDay)),
  marking: v.picklist(HOMEWORK_MARKING, m.incomplete),
});

export const homeworkCreateSchema = v.object({
  ...homeworkFieldsSchema.entries,
  id: uuid(m.incomplete),
  clubId: uuid(m.incomplete),
  teamId: uuid(m.team),
  /** Absent or empty: every player of the team. */
  playerIds: v.optional(v.pipe(v.array(uuid(m.players), m.players), v.maxLength(200, m.players))),
});
export type HomeworkCreateBody = v.InferOutput<typeof homeworkCreateSchema>;

// Minutes: a whole number above 0 (the spec's own message for anything else, -5 and 0 included).
const minutes = v.pipe(
  v.optional(v.unknown(), ''),
  v.check((x) => x !== undefined && x !== null && x !== '', m.minutes),
  v.transform((x) => (typeof x === 'string' ? Number(x.trim()) : x)),
  v.number(m.minutes),
  v.integer(m.minutes),
  v.minValue(1, m.minutes),
  v.maxValue(HOMEWORK_MINUTES_MAX, m.minutes),
);

export const homeworkAnswerFieldsSchema = v.object({
  minutes,
  thoughts: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(HOMEWORK_TEXT_MAX, keepTo(HOMEWORK_TEXT_MAX))))),
});

/** PUT homework/{id}/upload: the player's minutes and thoughts (the file goes first, PUT {id}/upload/file). */
export const homeworkAnswerSchema = v.object({ ...homeworkAnswerFieldsSchema.entries, playerId: uuid(m.incomplete) });
export type HomeworkAnswerBody = v.InferOutput<typeof homeworkAnswerSchema>;

export const homeworkMarkFieldsSchema = v.object({
  rating: v.pipe(v.number(m.rating), v.integer(m.rating), v.minValue(1, m.rating), v.maxValue(5, m.rating)),
  grade: v.picklist(HOMEWORK_GRADES, m.grade),
  feedback: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(HOMEWORK_TEXT_MAX, keepTo(HOMEWORK_TEXT_MAX))))),
});

/** PUT homework/{id}/mark. */
export const homeworkMarkSchema = v.object({ ...homeworkMarkFieldsSchema.entries, playerId: uuid(m.incomplete) });
export type HomeworkMarkBody = v.InferOutput<typeof homeworkMarkSchema>;

/** PUT homework/{id}/complete: the player (or parent) has seen the mark. */
export const homeworkPlayerSchema = v.object({ playerId: uuid(m.incomplete) });

export const homeworkClubQuery = v.object({ clubId: uuid('clubId must be a valid id') });

export const HOMEWORK_STATUS_FILTERS = ['outstanding', 'done', ...HOMEWORK_STATES] as const;
export type HomeworkStatusFilter = (typeof HOMEWORK_STATUS_FILTERS)[number];

/** GET user/{userId}/homework. */
export const userHomeworkQuery = v.object({
  clubId: v.optional(uuid('clubId must be a valid id')),
  status: v.optional(v.picklist(HOMEWORK_STATUS_FILTERS, `status must be one of ${HOMEWORK_STATUS_FILTERS.join(', ')}`)),
  limit: v.optional(intParam('limit', 1, 200)),
  offset: v.optional(intParam('offset', 0, 100_000)),
});

export type { HomeworkGrade, HomeworkMarking, HomeworkState };
