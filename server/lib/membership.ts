// Membership with consent (server/README.md "Membership states"). A club never attaches an
// existing account to itself: naming a person (a team's coach, the wizard's users, an upload
// row, an invite with "create the user") gives
//   - an account the club makes now (no password, users.created_by_club = the club) with an
//     `invited` membership, when nobody holds that e-mail;
//   - the same for an account this club made earlier and nobody has claimed (still no
//     password, made by this club): one more `invited` membership;
//   - the membership at once when the account is already an accepted member of this club
//     (they consented to this club; an admin may give them another team or role);
//   - otherwise (someone else's account): no membership at all, only the invitation, which
//     they accept signed in (POST auth/confirm) from the mailed link.
// Only accepted memberships can be active (a CHECK in migration 008), so every check that
// reads `active` reads "active and accepted".
import type { Queryable } from '../db/db';
import type { RoleName } from '../../src/domain/roles';

export const STAFF_ROLES: ReadonlySet<string> = new Set(['club_admin', 'coach', 'assistant_coach']);

/**
 * SQL over a membership `m`: the memberships through which a club manages a person's records —
 * accepted ones, and the invited or pending ones of an account the club made itself. An
 * invitation to someone else's account is no membership at all, so it never appears here.
 */
export const CLUB_HOLDS_USER = `(m.status = 'accepted' OR (m.status IN ('invited', 'pending') AND EXISTS (SELECT 1 FROM users cu WHERE cu.id = m.user_id AND cu.created_by_club = m.club_id)))`;

export interface NamedPerson {
  email: string | null;
  firstName: string;
  lastName: string;
  countryCode?: string | null;
  telephone?: string | null;
  dateOfBirth?: string | null;
}

export interface Naming {
  /** The account the invitation is for (null: someone else's account, matched by e-mail on acceptance). */
  userId: string | null;
  /** True when the person was already an accepted member of the club and holds the membership now. */
  joined: boolean;
}

/** An account the club makes for a person it names (no password until they accept). */
export async function insertNamedUser(tx: Queryable, clubId: string, p: NamedPerson): Promise<string> {
  const row = await tx.one<{ id: string }>(
    `INSERT INTO users (email, first_name, last_name, country_code, telephone, date_of_birth, created_by_club) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [p.email, p.firstName, p.lastName, p.countryCode ?? null, p.telephone ?? null, p.dateOfBirth ?? null, clubId],
  );
  return row.id;
}

/** An invitation-state membership: grants nothing until accepted. */
export async function insertInvitedMembership(tx: Queryable, userId: string, clubId: string, teamId: string | null, role: RoleName | string): Promise<void> {
  await tx.query(
    `INSERT INTO memberships (user_id, club_id, team_id, role, active, status) VALUES ($1, $2, $3, $4, false, 'invited') ON CONFLICT DO NOTHING`,
    [userId, clubId, teamId, role],
  );
}

/** A child a parent added to a team whose staff have not approved it yet: grants nothing. */
export async function insertPendingMembership(tx: Queryable, userId: string, clubId: string, teamId: string | null, role: RoleName | string): Promise<void> {
  await tx.query(
    `INSERT INTO memberships (user_id, club_id, team_id, role, active, status) VALUES ($1, $2, $3, $4, false, 'pending') ON CONFLICT DO NOTHING`,
    [userId, clubId, teamId, role],
  );
}

/** An accepted, active membership (for an account that already consented to this club). */
export async function insertAcceptedMembership(tx: Queryable, userId: string, clubId: string, teamId: string | null, role: RoleName | string): Promise<void> {
  await tx.query(
    `INSERT INTO memberships (user_id, club_id, team_id, role, active, status) VALUES ($1, $2, $3, $4, true, 'accepted') ON CONFLICT DO NOTHING`,
    [userId, clubId, teamId, role],
  );
}

/** Does the user hold a player membership of the club, in any state? */
export async function hasPlayerMembership(db: Queryable, userId: string, clubId: string): Promise<boolean> {
  return (await db.maybeOne(`SELECT 1 FROM memberships WHERE user_id = $1 AND club_id = $2 AND role = 'player' LIMIT 1`, [userId, clubId])) !== undefined;
}

/** Names a person in the club with a role (and team): see the rules at the top of this file. */
export async function namePerson(tx: Queryable, clubId: string, teamId: string | null, role: RoleName | string, p: NamedPerson): Promise<Naming> {
  const existing = p.email
    ? await tx.maybeOne<{ id: string; unclaimed: boolean }>(
        `SELECT id, (password_hash IS NULL AND created_by_club = $2) AS unclaimed FROM users WHERE lower(email) = lower($1)`,
        [p.email, clubId],
      )
    : undefined;
  if (!existing) {
    const userId = await insertNamedUser(tx, clubId, p);
    await insertInvitedMembership(tx, userId, clubId, teamId, role);
    return { userId, joined: false };
  }
  if (await tx.maybeOne(`SELECT 1 FROM memberships WHERE club_id = $1 AND user_id = $2 AND status = 'accepted' AND active LIMIT 1`, [clubId, existing.id])) {
    await insertAcceptedMembership(tx, existing.id, clubId, teamId, role);
    return { userId: existing.id, joined: true };
  }
  if (existing.unclaimed) {
    await insertInvitedMembership(tx, existing.id, clubId, teamId, role);
    return { userId: existing.id, joined: false };
  }
  return { userId: null, joined: false };
}

/**
 * Turns the account's invitation into the membership on acceptance: an `invited` membership of
 * this club and role becomes accepted and active; without one (an invitation to someone else's
 * account) the membership is made now. A child awaiting approval (pending) or declined stays so:
 * only the team's staff decide that.
 */
export async function acceptMembership(tx: Queryable, userId: string, clubId: string, teamId: string | null, role: RoleName | string): Promise<void> {
  const updated = await tx.query(
    `UPDATE memberships SET status = 'accepted', active = true
     WHERE user_id = $1 AND club_id = $2 AND role = $3 AND (status = 'invited' OR (status = 'accepted' AND team_id IS NOT DISTINCT FROM $4)) RETURNING id`,
    [userId, clubId, role, teamId],
  );
  if (updated.length === 0) {
    await tx.query(
      `INSERT INTO memberships (user_id, club_id, team_id, role, is_primary_team, active, status) VALUES ($1, $2, $3, $4, $3::uuid IS NOT NULL, true, 'accepted')
       ON CONFLICT (user_id, club_id, COALESCE(team_id, '00000000-0000-0000-0000-000000000000'::uuid), role) DO UPDATE SET status = 'accepted', active = true
       WHERE memberships.status IN ('invited', 'accepted')`,
      [userId, clubId, teamId, role],
    );
  }
}
