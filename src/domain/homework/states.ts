// A player's coach challenge moves through the spec's states (product.md §4): not uploaded ->
// uploaded (the file is in) -> awaiting grading (the minutes and thoughts are in: the answer is
// complete) -> marked (the coach's rating, feedback and grade) -> completed (the player has seen
// the mark). A challenge marked at the next training session has no file: the minutes take it
// from not uploaded straight to awaiting grading.
export const HOMEWORK_STATES = ['not_uploaded', 'uploaded', 'awaiting_grading', 'marked', 'completed'] as const;
export type HomeworkState = (typeof HOMEWORK_STATES)[number];

/** How it will be marked (product.md §4 marking options). */
export const HOMEWORK_MARKING = ['video', 'picture', 'training'] as const;
export type HomeworkMarking = (typeof HOMEWORK_MARKING)[number];

export const HOMEWORK_GRADES = ['A', 'B', 'C', 'D', 'E'] as const;
export type HomeworkGrade = (typeof HOMEWORK_GRADES)[number];

/** Still the player's to do (or to finish). */
export const isOutstanding = (s: HomeworkState): boolean => s === 'not_uploaded' || s === 'uploaded';
/** Marked or seen: done from the player's side. */
export const isDone = (s: HomeworkState): boolean => s === 'marked' || s === 'completed';

export const needsFile = (marking: HomeworkMarking): boolean => marking !== 'training';

/** The player may send (or change) the file and the minutes until the coach has marked it. */
export const canAnswer = (s: HomeworkState): boolean => s === 'not_uploaded' || s === 'uploaded' || s === 'awaiting_grading';
/** The coach marks an answered challenge only (never one with nothing uploaded). */
export const canMark = (s: HomeworkState): boolean => s === 'awaiting_grading';
export const canComplete = (s: HomeworkState): boolean => s === 'marked';

/** The state after the file arrives. */
export const afterFile = (s: HomeworkState): HomeworkState => (s === 'not_uploaded' ? 'uploaded' : s);

/** The state after the minutes and thoughts arrive (the file, when one is needed, must be in). */
export function afterAnswer(s: HomeworkState, marking: HomeworkMarking): HomeworkState | null {
  if (!canAnswer(s)) return null;
  if (needsFile(marking) && s === 'not_uploaded') return null;
  return 'awaiting_grading';
}

/** Whether a file of this type fits the marking: §5 'challenge upload must be a video or a picture'. */
export const isAnswerType = (mime: string): boolean => mime.startsWith('video/') || mime === 'image/jpeg' || mime === 'image/png';
