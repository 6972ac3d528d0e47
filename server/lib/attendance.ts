// Attendance for fixtures and training sessions (spec §4: coming or not coming, then shown up or
// not; plus check-in, the player's objective and, for training, the focus). One row per
// (session, player), upserted: a field left out keeps its stored value.
import type { Queryable } from '../db/db';
import type { AttendanceRow } from '../../src/domain/session/attendance-schemas';
import { badRequest } from './http-error';
import { teamPlayerIds } from './session-access';
import type { SessionKind } from './session-kind';

export interface AttendancePatch {
  status?: 'coming' | 'not_coming' | null;
  shownUp?: boolean | null;
  objective?: string | null;
  focus?: string | null;
  /** true: checked in now (and shown up). */
  checkIn?: true;
}

const COLUMNS: Record<Exclude<keyof AttendancePatch, 'checkIn'>, string> = {
  status: 'status',
  shownUp: 'shown_up',
  objective: 'objective',
  focus: 'focus',
};

interface Row {
  player_id: string;
  status: AttendanceRow['status'];
  shown_up: boolean | null;
  checked_in_at: Date | string | null;
  objective: string | null;
  focus?: string | null;
  updated_at: Date | string;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const toRow = (kind: SessionKind, r: Row): AttendanceRow => ({
  playerId: r.player_id,
  status: r.status,
  shownUp: r.shown_up,
  checkedInAt: iso(r.checked_in_at),
  objective: r.objective,
  ...(kind.name === 'training' ? { focus: r.focus ?? null } : {}),
  updatedAt: iso(r.updated_at)!,
});

const returning = (kind: SessionKind) => `player_id, status, shown_up, checked_in_at, objective, ${kind.name === 'training' ? 'focus, ' : ''}updated_at`;

/** Refuses (400) players who are not active players of the team. */
export async function requireTeamPlayers(db: Queryable, teamId: string, playerIds: string[], message: string): Promise<void> {
  const unique = [...new Set(playerIds)];
  const found = new Set(await teamPlayerIds(db, teamId, unique));
  const missing = unique.filter((p) => !found.has(p));
  if (missing.length) throw badRequest(message, 'not_in_team', Object.fromEntries(missing.map((p) => [p, 'This player is not in the team'])));
}

export async function upsertAttendance(tx: Queryable, kind: SessionKind, sessionId: string, playerId: string, patch: AttendancePatch): Promise<AttendanceRow> {
  const cols: string[] = [];
  const params: unknown[] = [sessionId, playerId];
  for (const [key, col] of Object.entries(COLUMNS) as [keyof typeof COLUMNS, string][]) {
    if (patch[key] === undefined) continue;
    params.push(patch[key]);
    cols.push(col);
  }
  const insertCols = [...cols];
  const insertVals = cols.map((_, i) => `$${i + 3}`);
  const updates = cols.map((c) => `${c} = EXCLUDED.${c}`);
  if (patch.checkIn) {
    insertCols.push('checked_in_at');
    insertVals.push('now()');
    updates.push('checked_in_at = EXCLUDED.checked_in_at');
    if (!cols.includes('shown_up')) {
      insertCols.push('shown_up');
      insertVals.push('true');
      updates.push('shown_up = true');
    }
  }
  const row = await tx.one<Row>(
    `INSERT INTO ${kind.attendanceTable} (${kind.attendanceKey}, player_id${insertCols.map((c) => `, ${c}`).join('')})
     VALUES ($1, $2${insertVals.map((v) => `, ${v}`).join('')})
     ON CONFLICT (${kind.attendanceKey}, player_id) DO UPDATE SET ${[...updates, 'updated_at = now()'].join(', ')}
     RETURNING ${returning(kind)}`,
    params,
  );
  return toRow(kind, row);
}

export async function listAttendance(db: Queryable, kind: SessionKind, sessionId: string, playerIds?: string[]): Promise<AttendanceRow[]>;
/** With the coach's note of each row (training attendance has one). */
export async function listAttendance(db: Queryable, kind: SessionKind, sessionId: string, playerIds: string[] | undefined, withNote: true): Promise<(AttendanceRow & { note: string | null })[]>;
export async function listAttendance(db: Queryable, kind: SessionKind, sessionId: string, playerIds?: string[], withNote = false): Promise<AttendanceRow[]> {
  const rows = await db.query<Row & { note?: string | null }>(
    `SELECT ${returning(kind)}${withNote ? ', note' : ''} FROM ${kind.attendanceTable} WHERE ${kind.attendanceKey} = $1 ${playerIds ? 'AND player_id = ANY($2::uuid[])' : ''} ORDER BY player_id`,
    playerIds ? [sessionId, playerIds] : [sessionId],
  );
  return rows.map((r) => (withNote ? { ...toRow(kind, r), note: r.note ?? null } : toRow(kind, r)));
}
