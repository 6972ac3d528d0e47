// The answers (coming / not coming) of the player the member acts for, and whether they were
// there (checked in or marked shown up by the staff), by session id, live.
import { getDb } from '../../../db/database';
import type { AttendanceStatus } from '../../../domain/training/attendance-schema';
import { useLive } from '../../../db/use-live';

export interface MyAnswer {
  status: AttendanceStatus | null;
  /** Checked in, or marked as shown up, by the session's staff. */
  attended: boolean;
  /** Marked by the staff as not shown up. */
  missed: boolean;
}

export function useMyAnswers(playerId: string | undefined): Map<string, MyAnswer> {
  const rows = useLive(async () => (playerId ? getDb().trainingAttendance.filter((r) => r.playerId === playerId).toArray() : []), [playerId]);
  return new Map((rows ?? []).map((r) => [r.trainingId, { status: r.status, attended: r.shownUp === true || Boolean(r.checkedInAt), missed: r.shownUp === false }]));
}
