// Club members: lists by kind with filters, and the bulk changes (active, trial, play status,
// remove). Every statement is scoped by club_id, so ids from another club change nothing.
import type { Queryable } from '../../db/db';
import { likeContains } from '../../lib/like';
import type { MemberKind } from '../../../src/domain/club/member-messages';
import type { MemberListAnswer, MemberSummary, PlayStatus } from '../../../src/domain/club/member-schemas';
import { MAY_COACH_SQL } from './team-repository';

const ROLES_OF: Record<MemberKind, string[] | null> = {
  users: null,
  coaches: ['coach', 'assistant_coach'],
  parents: ['parent'],
  players: ['player'],
};

export interface MemberFilter {
  clubId: string;
  kind: MemberKind;
  teamId?: string;
  status: 'active' | 'inactive' | 'pending' | 'all';
  onTrial?: boolean;
  playStatus?: PlayStatus;
  search?: string;
  limit: number;
  offset: number;
}

interface Row {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  registered: boolean;
  memberships: { teamId: string | null; teamName: string | null; role: string; status: string; active: boolean; onTrial: boolean; playStatus: string | null; safeguarding: boolean }[];
  invite_status: MemberSummary['inviteStatus'] | null;
  may_coach: boolean;
}

export async function listMembers(db: Queryable, f: MemberFilter): Promise<MemberListAnswer> {
  const params: unknown[] = [f.clubId];
  const cond: string[] = ['m.club_id = $1'];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    cond.push(sql(`$${params.length}`));
  };
  const roles = ROLES_OF[f.kind];
  if (roles) add((p) => `m.role = ANY(${p}::text[])`, roles);
  if (f.teamId) add((p) => `m.team_id = ${p}`, f.teamId);
  if (f.status === 'pending') add((p) => `m.status = ${p}`, 'pending');
  else if (f.status !== 'all') add((p) => `m.active = ${p}`, f.status === 'active');
  if (f.onTrial !== undefined) add((p) => `m.on_trial = ${p}`, f.onTrial);
  if (f.playStatus) add((p) => `m.play_status = ${p}`, f.playStatus);
  if (f.search) add((p) => `(u.first_name || ' ' || u.last_name ILIKE ${p} OR u.email ILIKE ${p})`, likeContains(f.search));
  const matching = `SELECT DISTINCT m.user_id FROM memberships m JOIN users u ON u.id = m.user_id WHERE ${cond.join(' AND ')}`;

  const { total } = await db.one<{ total: number }>(`SELECT count(*)::int AS total FROM (${matching}) x`, params);
  const rows = await db.query<Row>(
    `SELECT u.id, u.first_name, u.last_name, u.email, (u.password_hash IS NOT NULL) AS registered, ${MAY_COACH_SQL} AS may_coach,
       (SELECT json_agg(json_build_object('teamId', m.team_id, 'teamName', t.name, 'role', m.role, 'status', m.status, 'active', m.active,
                 'onTrial', m.on_trial, 'playStatus', m.play_status, 'safeguarding', m.safeguarding_lead) ORDER BY t.name NULLS FIRST, m.role)
          FROM memberships m LEFT JOIN teams t ON t.id = m.team_id WHERE m.user_id = u.id AND m.club_id = $1) AS memberships,
       (SELECT CASE WHEN i.status = 'sent' AND i.expires_at IS NOT NULL AND i.expires_at < now() THEN 'expired' ELSE i.status END
          FROM invites i WHERE i.club_id = $1 AND (i.user_id = u.id OR i.accepted_by = u.id) ORDER BY i.created_at DESC LIMIT 1) AS invite_status
     FROM users u WHERE u.id IN (${matching})
     ORDER BY u.last_name, u.first_name, u.id
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, f.limit, f.offset],
  );
  return {
    total,
    members: rows.map((r): MemberSummary => {
      const ms = r.memberships ?? [];
      return {
        id: r.id,
        firstName: r.first_name,
        lastName: r.last_name,
        email: r.email,
        roles: [...new Set(ms.map((m) => m.role))],
        teams: ms.map((m) => ({ teamId: m.teamId, teamName: m.teamName, role: m.role, status: m.status })),
        active: ms.some((m) => m.active),
        onTrial: ms.some((m) => m.role === 'player' && m.onTrial),
        playStatus: ms.find((m) => m.role === 'player')?.playStatus ?? null,
        safeguardingLead: ms.some((m) => m.safeguarding),
        registered: r.registered,
        inviteStatus: r.invite_status ?? (r.registered ? 'accepted' : 'none'),
        mayCoach: r.may_coach,
      };
    }),
  };
}

/** The ids among `userIds` that are members of the club (active or not), optionally in a team. */
export async function membersOf(db: Queryable, clubId: string, userIds: string[], teamId?: string): Promise<Set<string>> {
  const rows = await db.query<{ user_id: string }>(
    `SELECT DISTINCT user_id FROM memberships WHERE club_id = $1 AND user_id = ANY($2::uuid[]) AND ($3::uuid IS NULL OR team_id = $3)`,
    [clubId, userIds, teamId ?? null],
  );
  return new Set(rows.map((r) => r.user_id));
}

export async function setActive(db: Queryable, clubId: string, userIds: string[], active: boolean): Promise<number> {
  // Accepted memberships only: an invitation or a child awaiting approval is not switched on here.
  const rows = await db.query(`UPDATE memberships SET active = $3 WHERE club_id = $1 AND user_id = ANY($2::uuid[]) AND status = 'accepted' RETURNING id`, [clubId, userIds, active]);
  return rows.length;
}

export async function setTrial(db: Queryable, clubId: string, userIds: string[], onTrial: boolean): Promise<number> {
  const rows = await db.query(`UPDATE memberships SET on_trial = $3 WHERE club_id = $1 AND user_id = ANY($2::uuid[]) AND role = 'player' RETURNING id`, [clubId, userIds, onTrial]);
  return rows.length;
}

export async function setPlayStatus(db: Queryable, clubId: string, userIds: string[], playStatus: PlayStatus): Promise<number> {
  const rows = await db.query(`UPDATE memberships SET play_status = $3 WHERE club_id = $1 AND user_id = ANY($2::uuid[]) AND role = 'player' RETURNING id`, [clubId, userIds, playStatus]);
  return rows.length;
}

export async function removeMembers(db: Queryable, clubId: string, userIds: string[], teamId?: string): Promise<number> {
  const rows = await db.query(
    `DELETE FROM memberships WHERE club_id = $1 AND user_id = ANY($2::uuid[]) AND ($3::uuid IS NULL OR team_id = $3) RETURNING id`,
    [clubId, userIds, teamId ?? null],
  );
  // Leaving the club ends their per-user permission overrides there too.
  if (!teamId) await db.query('DELETE FROM user_permissions WHERE club_id = $1 AND user_id = ANY($2::uuid[])', [clubId, userIds]);
  return rows.length;
}

/** Active players of the club now, and the contract's limit (null: none). */
export async function playerCapacity(db: Queryable, clubId: string): Promise<{ players: number; limit: number | null }> {
  const row = await db.one<{ players: number; total_players: number | null }>(
    `SELECT (SELECT count(DISTINCT user_id) FROM memberships WHERE club_id = $1 AND role = 'player' AND active)::int AS players,
            (SELECT total_players FROM contracts WHERE club_id = $1) AS total_players`,
    [clubId],
  );
  return { players: row.players, limit: row.total_players };
}

/** Players among userIds whose every player membership in the club is inactive (enabling them adds players). */
export async function inactivePlayers(db: Queryable, clubId: string, userIds: string[]): Promise<number> {
  const row = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM (
       SELECT user_id FROM memberships WHERE club_id = $1 AND user_id = ANY($2::uuid[]) AND role = 'player' AND status = 'accepted'
       GROUP BY user_id HAVING NOT bool_or(active)) x`,
    [clubId, userIds],
  );
  return row.n;
}

/**
 * Decides the pending player memberships of `userIds` in the club: approved ones become accepted
 * and active, declined ones declined. `teamIds` null: any team (club admins); else only those
 * teams (a coach approves for the teams they coach). Returns the memberships decided.
 */
export async function decidePending(db: Queryable, clubId: string, userIds: string[], teamIds: string[] | null, approve: boolean, decidedBy: string): Promise<number> {
  const rows = await db.query(
    `UPDATE memberships SET status = $4, active = $5, decided_by = $6, decided_at = now()
     WHERE club_id = $1 AND user_id = ANY($2::uuid[]) AND status = 'pending' AND role = 'player' AND ($3::uuid[] IS NULL OR team_id = ANY($3::uuid[])) RETURNING id`,
    [clubId, userIds, teamIds, approve ? 'accepted' : 'declined', approve, decidedBy],
  );
  return rows.length;
}

/** How many of `userIds` would become players of the club by approval (not players there yet). */
export async function newPlayersAmong(db: Queryable, clubId: string, userIds: string[]): Promise<number> {
  const row = await db.one<{ n: number }>(
    `SELECT count(DISTINCT user_id)::int AS n FROM memberships p WHERE p.club_id = $1 AND p.user_id = ANY($2::uuid[]) AND p.status = 'pending' AND p.role = 'player'
       AND NOT EXISTS (SELECT 1 FROM memberships a WHERE a.club_id = $1 AND a.user_id = p.user_id AND a.role = 'player' AND a.active)`,
    [clubId, userIds],
  );
  return row.n;
}
