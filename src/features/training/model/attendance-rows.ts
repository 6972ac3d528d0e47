// The rows of a session's attendance list: staff see the squad (and anyone with an answer who
// is not in the local squad yet); a player or parent sees the one player they answer for.
import type { TeamPlayerRow, TrainingAttendanceRow } from '../../../db/schema';

export interface AttendanceView {
  playerId: string;
  name: string;
  row: TrainingAttendanceRow | undefined;
}

export function attendanceRows(
  squad: readonly TeamPlayerRow[],
  attendance: readonly TrainingAttendanceRow[],
  viewer: { staff: boolean; playerId?: string; playerName?: string | null },
  unknownName: string,
): AttendanceView[] {
  const byPlayer = new Map(attendance.map((a) => [a.playerId, a]));
  if (!viewer.staff) {
    if (!viewer.playerId) return [];
    const p = squad.find((s) => s.playerId === viewer.playerId);
    return [{ playerId: viewer.playerId, name: p ? `${p.firstName} ${p.lastName}` : (viewer.playerName ?? unknownName), row: byPlayer.get(viewer.playerId) }];
  }
  const rows: AttendanceView[] = squad.map((p) => ({ playerId: p.playerId, name: `${p.firstName} ${p.lastName}`, row: byPlayer.get(p.playerId) }));
  const known = new Set(squad.map((p) => p.playerId));
  for (const a of attendance) if (!known.has(a.playerId)) rows.push({ playerId: a.playerId, name: unknownName, row: a });
  return rows;
}
