// Test data written straight into the database with SQL, for any server test: clubs, teams,
// users with memberships, guardians and invites. Every helper takes the Db (or a transaction)
// and returns ids. Passwords are hashed with the server's argon2id; hashes are cached per
// password so creating many users with the default password stays fast.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../../server/db/db';
import { passwords } from '../../server/areas/auth/passwords';
import type { RoleName } from '../../src/domain/roles';
import type { SessionAnswer } from '../../src/domain/auth/types';
import type { TestClient } from './test-app';

/** Meets the password rule; the default for createUser. */
export const DEFAULT_PASSWORD = 'Touchline1!';

const unique = () => randomBytes(4).toString('hex');
const hashCache = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  let h = hashCache.get(password);
  if (!h) hashCache.set(password, (h = passwords.hash(password)));
  return h;
};

export interface ClubOptions {
  name?: string;
  primaryColour?: string | null;
  active?: boolean;
  clubType?: 'elite' | 'community';
}

export async function createClub(db: Queryable, o: ClubOptions = {}): Promise<{ id: string; name: string }> {
  const name = o.name ?? `Club ${unique()}`;
  const row = await db.one<{ id: string }>(`INSERT INTO clubs (name, primary_colour, active, club_type) VALUES ($1, $2, $3, $4) RETURNING id`, [
    name,
    o.primaryColour === undefined ? '#112233' : o.primaryColour,
    o.active ?? true,
    o.clubType ?? 'community',
  ]);
  return { id: row.id, name };
}

export async function createTeam(db: Queryable, o: { clubId: string; name?: string; ageGroup?: string }): Promise<{ id: string; clubId: string; name: string }> {
  const name = o.name ?? `Team ${unique()}`;
  const row = await db.one<{ id: string }>(`INSERT INTO teams (club_id, name, age_group) VALUES ($1, $2, $3) RETURNING id`, [o.clubId, name, o.ageGroup ?? null]);
  return { id: row.id, clubId: o.clubId, name };
}

export interface UserOptions {
  /** Default: a unique address. null: an account without a login (e.g. a child). */
  email?: string | null;
  /** Default DEFAULT_PASSWORD. null: no password set. */
  password?: string | null;
  firstName?: string;
  lastName?: string;
  /** With clubId: a membership in that club (and teamId, when given). */
  role?: RoleName;
  clubId?: string;
  teamId?: string | null;
  isSuperAdmin?: boolean;
  mustChangePassword?: boolean;
  termsAccepted?: boolean;
  active?: boolean;
}

export interface CreatedUser {
  id: string;
  email: string | null;
  password: string | null;
}

export async function createUser(db: Queryable, o: UserOptions = {}): Promise<CreatedUser> {
  const email = o.email === undefined ? `user-${unique()}@example.test` : o.email;
  const password = o.password === undefined ? DEFAULT_PASSWORD : o.password;
  const row = await db.one<{ id: string }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, is_super_admin, must_change_password, terms_accepted_at, active)
     VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::boolean THEN now() END, $8) RETURNING id`,
    [
      email,
      password === null ? null : await hashOf(password),
      o.firstName ?? 'Test',
      o.lastName ?? `User ${unique()}`,
      o.isSuperAdmin ?? false,
      o.mustChangePassword ?? false,
      o.termsAccepted ?? true,
      o.active ?? true,
    ],
  );
  if (o.clubId) await addMembership(db, { userId: row.id, clubId: o.clubId, teamId: o.teamId ?? null, role: o.role ?? 'user' });
  return { id: row.id, email, password };
}

export async function addMembership(
  db: Queryable,
  o: { userId: string; clubId: string; teamId?: string | null; role: RoleName; isPrimaryTeam?: boolean; active?: boolean; status?: 'invited' | 'pending' | 'accepted' | 'declined' },
): Promise<void> {
  // status left to the column's default (accepted) unless given.
  const status = o.status ?? 'accepted';
  await db.query(`INSERT INTO memberships (user_id, club_id, team_id, role, is_primary_team, active${o.status ? ', status' : ''}) VALUES ($1, $2, $3, $4, $5, $6${o.status ? ', $7' : ''})`, [
    o.userId,
    o.clubId,
    o.teamId ?? null,
    o.role,
    o.isPrimaryTeam ?? false,
    o.active ?? status === 'accepted',
    ...(o.status ? [status] : []),
  ]);
}

export async function linkGuardian(db: Queryable, parentId: string, childId: string): Promise<void> {
  await db.query('INSERT INTO guardians (parent_id, child_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [parentId, childId]);
}

export interface InviteOptions {
  clubId: string;
  teamId?: string | null;
  role: RoleName;
  email?: string | null;
  childId?: string | null;
  /** An account the club made for this invitee (invites.user_id). */
  userId?: string | null;
  invitedBy?: string | null;
  code?: string;
  status?: 'sent' | 'accepted' | 'revoked';
  /** Minutes from now; negative = already expired; undefined = no expiry. */
  expiresInMinutes?: number;
}

export async function createInvite(db: Queryable, o: InviteOptions): Promise<{ id: string; guid: string; code: string }> {
  const code = o.code ?? randomBytes(4).toString('hex').toUpperCase();
  const guid = randomUUID();
  const row = await db.one<{ id: string }>(
    `INSERT INTO invites (guid, code, club_id, team_id, role, email, child_id, invited_by, status, sent_at, expires_at, user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now(), CASE WHEN $10::integer IS NULL THEN NULL ELSE now() + make_interval(mins => $10::integer) END, $11)
     RETURNING id`,
    [guid, code, o.clubId, o.teamId ?? null, o.role, o.email ?? null, o.childId ?? null, o.invitedBy ?? null, o.status ?? 'sent', o.expiresInMinutes ?? null, o.userId ?? null],
  );
  return { id: row.id, guid, code };
}

/** Signs a test client in through the real login route; the client then sends the token. */
export async function signIn(client: TestClient, email: string, password: string = DEFAULT_PASSWORD): Promise<SessionAnswer> {
  const res = await client.post('/api/v1/auth/login', { email, password });
  if (res.statusCode !== 200) throw new Error(`sign-in failed for ${email}: ${res.statusCode} ${res.body}`);
  const answer = res.json() as SessionAnswer;
  client.token = answer.member.accessToken;
  return answer;
}
