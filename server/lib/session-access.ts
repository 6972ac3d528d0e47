// Who may do what with one fixture or training session. Writes: the team's coach and
// assistant coach, club admins and super admins (staff). Reads: staff, the team's players and
// the parents of its players. Per-player calls (attendance, objective, check-in, feedback): the
// player, their parent, or staff. Another club's session is never found (403 from the club
// check first, 404 for an id of another club).
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db';
import { batchMemo } from '../plugins/idempotency';
import { isTeamStaff, requireClubRole, requireUuid, type ClubAccess } from './access';
import { forbidden, notFound } from './http-error';
import type { SessionKind } from './session-kind';

export const NO_PERMISSION = 'You do not have the correct permissions to access this screen';
export const NO_ACCESS = 'You do not have access to this screen';

export interface SessionRow {
  id: string;
  teamId: string;
  status: 'setup' | 'in_progress' | 'ended' | 'cancelled';
  /** When it is due: the kick-off, or the training session's start. */
  dueAt: Date;
}

export interface SessionAccess {
  access: ClubAccess;
  clubId: string;
  session: SessionRow;
  isStaff: boolean;
  /** The caller's children who play in the session's team. */
  childrenInTeam: string[];
  /** Plays in the team themself. */
  isPlayer: boolean;
}

async function findSession(db: Queryable, kind: SessionKind, clubId: string, id: string): Promise<SessionRow | undefined> {
  const row = await db.maybeOne<{ id: string; team_id: string; status: SessionRow['status']; due: Date | string }>(
    `SELECT id, team_id, status, ${kind.timeColumn} AS due FROM ${kind.table} WHERE id = $1 AND club_id = $2 AND active`,
    [id, clubId],
  );
  return row ? { id: row.id, teamId: row.team_id, status: row.status, dueAt: new Date(row.due) } : undefined;
}

export async function teamPlayerIds(db: Queryable, teamId: string, among?: string[]): Promise<string[]> {
  if (among && among.length === 0) return [];
  const rows = await db.query<{ user_id: string }>(
    `SELECT DISTINCT user_id FROM memberships WHERE team_id = $1 AND role = 'player' AND active ${among ? 'AND user_id = ANY($2::uuid[])' : ''}`,
    among ? [teamId, among] : [teamId],
  );
  return rows.map((r) => r.user_id);
}

/** Loads the caller's access to the session (any member of the club gets this far). */
export async function loadSessionAccess(request: FastifyRequest, kind: SessionKind, clubIdRaw: string, idRaw: string): Promise<SessionAccess> {
  const clubId = requireUuid(clubIdRaw, 'club id');
  const id = requireUuid(idRaw, `${kind.name} id`);
  const access = await batchMemo(request, `access:${clubId}`, () => requireClubRole(request, clubId, 'any'));
  // Not memoised: a lifecycle write earlier in a batch changes the status.
  const session = await findSession(request.server.db, kind, clubId, id);
  if (!session) throw notFound(kind.name === 'fixture' ? 'Fixture not found' : 'Training session not found', `${kind.name}_not_found`);
  const isStaff = isTeamStaff(access, session.teamId);
  const isPlayer = access.teams.some((t) => t.teamId === session.teamId && t.role === 'player');
  const childrenInTeam = access.childIds.length ? await teamPlayerIds(request.server.db, session.teamId, access.childIds) : [];
  return { access, clubId, session, isStaff, isPlayer, childrenInTeam };
}

export function requireStaff(s: SessionAccess): void {
  if (!s.isStaff) throw forbidden(NO_PERMISSION, 'not_team_staff');
}

export function requireViewer(s: SessionAccess): void {
  if (!s.isStaff && !s.isPlayer && s.childrenInTeam.length === 0) throw forbidden(NO_ACCESS, 'not_in_team');
}

/** The player themself, their parent, or staff. */
export function requireActFor(s: SessionAccess, playerId: string): void {
  if (s.isStaff || playerId === s.access.userId || s.access.childIds.includes(playerId)) return;
  throw forbidden(NO_PERMISSION, 'not_your_player');
}

/** Staff see every player; a player sees themself; a parent their children. */
export function canSeePlayer(s: SessionAccess, playerId: string): boolean {
  return s.isStaff || playerId === s.access.userId || s.access.childIds.includes(playerId);
}
