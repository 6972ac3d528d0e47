// SQL of the auth area: users, memberships, guardians and invites. Routes and services call
// these with either the Db or a transaction (both are Queryable). Same SQL on PGlite and pg.
import type { Queryable } from '../../db/db';
import type { RoleName } from '../../../src/domain/roles';

export interface UserRow {
  id: string;
  email: string | null;
  password_hash: string | null;
  must_change_password: boolean;
  first_name: string;
  last_name: string;
  is_super_admin: boolean;
  terms_accepted_at: Date | string | null;
  active: boolean;
}

const USER_COLUMNS = 'id, email, password_hash, must_change_password, first_name, last_name, is_super_admin, terms_accepted_at, active';

export const findUserByEmail = (db: Queryable, email: string) =>
  db.maybeOne<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE lower(email) = lower($1)`, [email]);

export const findUserById = (db: Queryable, id: string) => db.maybeOne<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);

export async function emailTaken(db: Queryable, email: string, exceptUserId: string | null = null): Promise<boolean> {
  const row = await db.maybeOne('SELECT 1 AS x FROM users WHERE lower(email) = lower($1) AND ($2::uuid IS NULL OR id <> $2)', [email, exceptUserId]);
  return row !== undefined;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  countryCode: string | null;
  telephone: string | null;
  termsAccepted: boolean;
}

export async function insertUser(db: Queryable, u: NewUser): Promise<string> {
  const row = await db.one<{ id: string }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, country_code, telephone, terms_accepted_at)
     VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::boolean THEN now() END) RETURNING id`,
    [u.email, u.passwordHash, u.firstName, u.lastName, u.countryCode, u.telephone, u.termsAccepted],
  );
  return row.id;
}

/** Gives an existing account without a login (a child made by a parent) its own credentials. */
export async function setCredentials(db: Queryable, userId: string, u: NewUser): Promise<void> {
  await db.query(
    `UPDATE users SET email = $2, password_hash = $3, must_change_password = false, first_name = $4, last_name = $5,
       country_code = $6, telephone = $7, terms_accepted_at = CASE WHEN $8::boolean THEN now() ELSE terms_accepted_at END, updated_at = now()
     WHERE id = $1`,
    [userId, u.email, u.passwordHash, u.firstName, u.lastName, u.countryCode, u.telephone, u.termsAccepted],
  );
}

export async function setPasswordHash(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2, must_change_password = false, updated_at = now() WHERE id = $1', [userId, passwordHash]);
}

export async function acceptTerms(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE users SET terms_accepted_at = now(), updated_at = now() WHERE id = $1', [userId]);
}

export async function linkGuardian(db: Queryable, parentId: string, childId: string): Promise<void> {
  await db.query('INSERT INTO guardians (parent_id, child_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [parentId, childId]);
}

export interface InviteRow {
  id: string;
  guid: string;
  code: string;
  club_id: string;
  club_name: string;
  team_id: string | null;
  team_name: string | null;
  role: RoleName;
  email: string | null;
  /** A member the club already made for this invite (activated on acceptance). */
  user_id: string | null;
  child_id: string | null;
}

// An invite can be used while it is 'sent', not past expires_at (none = no expiry), and its
// club is active. FOR UPDATE (in a transaction) makes two registrations with one code queue.
const OPEN_INVITE = `SELECT i.id, i.guid, i.code, i.club_id, c.name AS club_name, i.team_id, t.name AS team_name, i.role, i.email, i.user_id, i.child_id
  FROM invites i JOIN clubs c ON c.id = i.club_id AND c.active LEFT JOIN teams t ON t.id = i.team_id
  WHERE i.status = 'sent' AND (i.expires_at IS NULL OR i.expires_at > now())`;

/** By code, as typed: exact, or upper-cased (codes are shown in capitals). */
export const findOpenInviteByCode = (db: Queryable, code: string, lock = false) =>
  db.maybeOne<InviteRow>(`${OPEN_INVITE} AND (i.code = $1 OR i.code = upper($1))${lock ? ' FOR UPDATE OF i' : ''}`, [code]);

export const findOpenInviteByGuid = (db: Queryable, guid: string, lock = false) =>
  db.maybeOne<InviteRow>(`${OPEN_INVITE} AND i.guid = $1${lock ? ' FOR UPDATE OF i' : ''}`, [guid]);

export async function markInviteAccepted(db: Queryable, inviteId: string, userId: string): Promise<boolean> {
  const rows = await db.query(`UPDATE invites SET status = 'accepted', accepted_by = $2, accepted_at = now() WHERE id = $1 AND status = 'sent' RETURNING id`, [inviteId, userId]);
  return rows.length === 1;
}

export interface MembershipRow {
  club_id: string;
  club_name: string;
  primary_colour: string | null;
  team_id: string | null;
  team_name: string | null;
  role: RoleName;
  is_primary_team: boolean;
}

export const listMemberships = (db: Queryable, userId: string) =>
  db.query<MembershipRow>(
    `SELECT m.club_id, c.name AS club_name, c.primary_colour, m.team_id, t.name AS team_name, m.role, m.is_primary_team
     FROM memberships m JOIN clubs c ON c.id = m.club_id AND c.active LEFT JOIN teams t ON t.id = m.team_id
     WHERE m.user_id = $1 AND m.active
     ORDER BY m.is_primary_team DESC, m.created_at, m.id`,
    [userId],
  );

export interface ChildRow {
  id: string;
  first_name: string;
  last_name: string;
  club_id: string;
  team_id: string | null;
  team_name: string | null;
}

/** A parent's active children, each with its main membership (a player one first). */
export const listChildren = (db: Queryable, parentId: string) =>
  db.query<ChildRow>(
    `SELECT u.id, u.first_name, u.last_name, m.club_id, m.team_id, t.name AS team_name
     FROM guardians g JOIN users u ON u.id = g.child_id AND u.active
     JOIN LATERAL (
       SELECT club_id, team_id FROM memberships WHERE user_id = u.id AND active
       ORDER BY (role = 'player') DESC, is_primary_team DESC, created_at, id LIMIT 1
     ) m ON true
     LEFT JOIN teams t ON t.id = m.team_id
     WHERE g.parent_id = $1
     ORDER BY u.first_name, u.last_name, u.id`,
    [parentId],
  );
