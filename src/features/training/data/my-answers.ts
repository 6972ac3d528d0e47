// The answers (coming / not coming) of the player the member acts for, by session id, live.
import { getDb } from '../../../db/database';
import type { AttendanceStatus } from '../../../domain/training/attendance-schema';
import { useLive } from '../../../db/use-live';

export function useMyAnswers(playerId: string | undefined): Map<string, AttendanceStatus | null> {
  const rows = useLive(async () => (playerId ? getDb().trainingAttendance.filter((r) => r.playerId === playerId).toArray() : []), [playerId]);
  return new Map((rows ?? []).map((r) => [r.trainingId, r.status]));
}
