// The warning a squad or line-up gives for a player's attendance answer (spec §5: a warning, the
// save still goes ahead). The spec's "has not confirmed" is only true of a player who has not
// answered: one who said they are not coming gets their own words, so the coach is not told to
// chase an answer that was already given. Shared by the line-up editor and the server's answers.
import type { AttendanceStatus } from './attendance-schemas';
import { fixtureMessages } from '../fixture/messages';

export const attendanceWarnings = {
  /** Spec §5, word for word. */
  notConfirmed: fixtureMessages.notConfirmed,
  /** Ours: the spec has no words for a player who declined. */
  notComing: 'This player said they are not coming',
} as const;

/** The warning for a player with this answer, or null for one who is coming. */
export function attendanceWarning(status: AttendanceStatus | null | undefined): string | null {
  if (status === 'coming') return null;
  return status === 'not_coming' ? attendanceWarnings.notComing : attendanceWarnings.notConfirmed;
}
