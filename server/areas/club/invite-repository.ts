// Invites: creation with a fresh code, resend bookkeeping, lookups for the open pages.
import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/db';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, type InviteAnswer, type InviteStatus } from '../../../src/domain/club/invite-schema';
import type { RoleName } from '../../../src/domain/roles';

export const newInviteCode = (): string =>
  Array.from({ length: INVITE_CODE_LENGTH }, () => INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)]).join('');

export interface NewInvite {
  clubId: string;
  teamId: string | null;
  role: RoleName;
  email: string | null;
  countryCode: string | null;
  telephone: string | null;
  firstName: string | null;
  lastName: string | null;
  userId: string | null;
  childId: string | null;
  invitedBy: string;
}

interface InviteRow {
  id: string;
  guid: string;
  code: string;
  club_id: string;
  club_name: string;
  team_id: string | null;
  role: string;
  email: string | null;
  user_id: string | null;
  status: InviteStatus;
}

const SELECT = `SELECT i.id, i.guid, i.code, i.club_id, c.name AS club_name, i.team_id, i.role, i.email, i.user_id,
  CASE WHEN i.status = 'sent' AND i.expires_at IS NOT NULL AND i.expires_at < now() THEN 'expired' ELSE i.status END AS status
  FROM invites i JOIN clubs c ON c.id = i.club_id`;

export const toInviteAnswer = (r: InviteRow): InviteAnswer => ({
  invite: { id: r.id, guid: r.guid, code: r.code, role: r.role, teamId: r.team_id, email: r.email, status: r.status, userId: r.user_id },
});

export async function insertInvite(db: Queryable, i: NewInvite): Promise<InviteRow> {
  // A clash of 8 random characters is unlikely but possible: retry with a new code.
  for (let attempt = 0; ; attempt++) {
    const rows = await db.query<{ id: string }>(
      `INSERT INTO invites (code, club_id, team_id, role, email, country_code, telephone, first_name, last_name, user_id, child_id, invited_by, status, sent_at, send_count)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'sent', now(), 1) ON CONFLICT (code) DO NOTHING RETURNING id`,
      [newInviteCode(), i.clubId, i.teamId, i.role, i.email, i.countryCode, i.telephone, i.firstName, i.lastName, i.userId, i.childId, i.invitedBy],
    );
    if (rows[0]) return (await findInvite(db, rows[0].id))!;
    if (attempt > 5) throw new Error('could not find a free invite code');
  }
}

export const findInvite = (db: Queryable, id: string) => db.maybeOne<InviteRow>(`${SELECT} WHERE i.id = $1`, [id]);

/** Open invites of a club that can be mailed (for "resend all"). */
export const openInvitesOfClub = (db: Queryable, clubId: string) =>
  db.query<InviteRow>(`${SELECT} WHERE i.club_id = $1 AND i.status = 'sent' AND (i.expires_at IS NULL OR i.expires_at > now()) AND i.email IS NOT NULL ORDER BY i.created_at`, [clubId]);

/** The latest open invite of a user in a club. */
export const openInviteOfUser = (db: Queryable, clubId: string, userId: string) =>
  db.maybeOne<InviteRow>(
    `${SELECT} WHERE i.club_id = $1 AND (i.user_id = $2 OR i.child_id = $2) AND i.status = 'sent' AND (i.expires_at IS NULL OR i.expires_at > now()) ORDER BY i.created_at DESC LIMIT 1`,
    [clubId, userId],
  );

export async function markSent(db: Queryable, ids: string[]): Promise<void> {
  if (ids.length) await db.query('UPDATE invites SET sent_at = now(), send_count = send_count + 1 WHERE id = ANY($1::uuid[])', [ids]);
}

export async function teamInClub(db: Queryable, clubId: string, teamId: string): Promise<boolean> {
  return Boolean(await db.maybeOne('SELECT 1 FROM teams WHERE id = $1 AND club_id = $2', [teamId, clubId]));
}
