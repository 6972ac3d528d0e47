// Teams: insert and update with their coaches, the team answer, moving players between teams
// and the season roll-over. Every statement is scoped by club_id, so another club's team or
// member ids change nothing.
import type { Queryable } from '../../db/db';
import { badRequest, HttpError } from '../../lib/http-error';
import { COACH_MIN_AGE, COACHING_ROLES, teamMessages, type CoachInput, type TeamDetail } from '../../../src/domain/club/team-schema';
import { insertInvite } from './invite-repository';
import { insertAcceptedMembership, namePerson } from '../../lib/membership';

type CoachRole = 'coach' | 'assistant_coach';

/**
 * SQL: whether the user `u` may coach in the club `$1` (COACHING_ROLES in team-schema.ts): an
 * accepted, enabled staff membership there, and no date of birth under 18. Shared with the member
 * list (its mayCoach), so the app offers exactly the members this accepts.
 */
export const MAY_COACH_SQL = `(EXISTS (SELECT 1 FROM memberships sm WHERE sm.club_id = $1 AND sm.user_id = u.id AND sm.active AND sm.status = 'accepted'
    AND sm.role IN (${COACHING_ROLES.map((r) => `'${r}'`).join(', ')}))
  AND (u.date_of_birth IS NULL OR u.date_of_birth <= (current_date - interval '${COACH_MIN_AGE} years')::date))`;

/** An invite to mail once the transaction has committed. */
export interface PendingMail {
  to: string;
  clubName: string;
  code: string;
  guid: string;
  role: string;
}

/**
 * Makes `coach` the team's lead (or assistant) coach: an existing member of the club by id, or
 * a person by their details, who is invited (server/lib/membership.ts: an account of someone
 * else is never attached; the membership exists once they accept).
 */
export async function setCoach(tx: Queryable, clubId: string, teamId: string, role: CoachRole, coach: CoachInput | null, invitedBy: string): Promise<PendingMail | null> {
  const message = role === 'coach' ? teamMessages.coach : teamMessages.assistantCoach;
  const field = role === 'coach' ? 'leadCoach' : 'assistantCoach';
  // Checked before the team's current coach is removed: that may be this same member.
  if (coach && 'userId' in coach) {
    // An accepted, enabled adult staff member of this club only: an invitee has not consented
    // yet, and a child player or a parent is not a coach (issue 19).
    const member = await tx.maybeOne(`SELECT 1 FROM users u WHERE u.id = $2 AND ${MAY_COACH_SQL}`, [clubId, coach.userId]);
    if (!member) throw badRequest(message, 'validation', { [field]: message });
  }
  await tx.query('DELETE FROM memberships WHERE club_id = $1 AND team_id = $2 AND role = $3', [clubId, teamId, role]);
  if (coach === null) return null;
  if ('userId' in coach) {
    await insertAcceptedMembership(tx, coach.userId, clubId, teamId, role);
    return null;
  }
  // Never attaches someone else's account: see server/lib/membership.ts.
  const named = await namePerson(tx, clubId, teamId, role, {
    email: coach.email, firstName: coach.firstName, lastName: coach.lastName, countryCode: coach.countryCode ?? null, telephone: coach.mobile ?? null,
  });
  if (named.joined) return null;
  const userId = named.userId;
  const invite = await insertInvite(tx, {
    clubId, teamId, role, email: coach.email, countryCode: coach.countryCode ?? null, telephone: coach.mobile ?? null,
    firstName: coach.firstName, lastName: coach.lastName, userId, childId: null, invitedBy,
  });
  return { to: coach.email, clubName: invite.club_name, code: invite.code, guid: invite.guid, role };
}

export interface TeamFields {
  name?: string;
  teamType?: string;
  groupType?: string;
  ageGroup?: string;
  matchFormat?: string;
  useClubColours?: boolean;
  primaryColour?: string | null;
  secondaryColour?: string | null;
  tertiaryColour?: string | null;
  badge?: { path: string; kind: string };
}

const COLUMNS: [keyof Omit<TeamFields, 'badge'>, string][] = [
  ['name', 'name'], ['teamType', 'team_type'], ['groupType', 'group_type'], ['ageGroup', 'age_group'], ['matchFormat', 'match_format'],
  ['useClubColours', 'use_club_colours'], ['primaryColour', 'primary_colour'], ['secondaryColour', 'secondary_colour'], ['tertiaryColour', 'tertiary_colour'],
];

/**
 * Refuses a name another active team of the club has (ignoring case and spaces at the ends): two
 * "U12 Blues" make every team picker, fixture and report ambiguous.
 */
export async function assertTeamNameFree(tx: Queryable, clubId: string, name: string, exceptTeamId: string | null = null): Promise<void> {
  const taken = await tx.maybeOne(
    'SELECT 1 FROM teams WHERE club_id = $1 AND active AND lower(btrim(name)) = lower(btrim($2)) AND ($3::uuid IS NULL OR id <> $3::uuid)',
    [clubId, name, exceptTeamId],
  );
  if (taken) throw new HttpError(409, 'team_name_taken', teamMessages.teamNameTaken, { name: teamMessages.teamNameTaken });
}

export async function insertTeam(tx: Queryable, clubId: string, f: TeamFields): Promise<string> {
  if (f.name !== undefined) await assertTeamNameFree(tx, clubId, f.name);
  const row = await tx.one<{ id: string }>(
    `INSERT INTO teams (club_id, name, team_type, group_type, age_group, match_format, use_club_colours, primary_colour, secondary_colour, tertiary_colour, badge_path, badge_kind)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [clubId, f.name, f.teamType ?? null, f.groupType ?? null, f.ageGroup ?? null, f.matchFormat ?? null, f.useClubColours ?? true,
      f.primaryColour ?? null, f.secondaryColour ?? null, f.tertiaryColour ?? null, f.badge?.path ?? null, f.badge?.kind ?? null],
  );
  return row.id;
}

export async function updateTeam(tx: Queryable, clubId: string, teamId: string, f: TeamFields): Promise<void> {
  if (f.name !== undefined) await assertTeamNameFree(tx, clubId, f.name, teamId);
  const sets: string[] = [];
  const params: unknown[] = [clubId, teamId];
  for (const [key, column] of COLUMNS) {
    if (f[key] === undefined) continue;
    params.push(f[key]);
    sets.push(`${column} = $${params.length}`);
  }
  if (f.badge) {
    params.push(f.badge.path, f.badge.kind);
    sets.push(`badge_path = $${params.length - 1}`, `badge_kind = $${params.length}`);
  }
  if (sets.length) await tx.query(`UPDATE teams SET ${sets.join(', ')} WHERE club_id = $1 AND id = $2`, params);
}

/** The team of this club (active or not), or undefined: another club's id is never found. */
export const findTeam = (db: Queryable, clubId: string, teamId: string) =>
  db.maybeOne<{ id: string; active: boolean; age_group: string | null }>('SELECT id, active, age_group FROM teams WHERE club_id = $1 AND id = $2', [clubId, teamId]);

export async function teamDetail(db: Queryable, clubId: string, teamId: string): Promise<TeamDetail | null> {
  const t = await db.maybeOne<{
    id: string; club_id: string; name: string; team_type: string | null; group_type: string | null; age_group: string | null; match_format: string | null;
    use_club_colours: boolean; primary_colour: string | null; secondary_colour: string | null; tertiary_colour: string | null; has_badge: boolean;
    club_primary: string | null; club_secondary: string | null; club_tertiary: string | null; club_badge: boolean;
  }>(
    `SELECT t.id, t.club_id, t.name, t.team_type, t.group_type, t.age_group, t.match_format, t.use_club_colours, t.primary_colour, t.secondary_colour,
            t.tertiary_colour, (t.badge_path IS NOT NULL) AS has_badge, c.primary_colour AS club_primary, c.secondary_colour AS club_secondary,
            c.tertiary_colour AS club_tertiary, (c.badge_path IS NOT NULL) AS club_badge
     FROM teams t JOIN clubs c ON c.id = t.club_id WHERE t.club_id = $1 AND t.id = $2`,
    [clubId, teamId],
  );
  if (!t) return null;
  const coaches = await db.query<{ role: CoachRole; user_id: string; first_name: string; last_name: string; email: string | null }>(
    `SELECT m.role, u.id AS user_id, u.first_name, u.last_name, u.email FROM memberships m JOIN users u ON u.id = m.user_id
     WHERE m.club_id = $1 AND m.team_id = $2 AND m.role IN ('coach', 'assistant_coach') ORDER BY m.created_at`,
    [clubId, teamId],
  );
  const coach = (role: CoachRole) => {
    const c = coaches.find((x) => x.role === role);
    return c ? { userId: c.user_id, firstName: c.first_name, lastName: c.last_name, email: c.email } : null;
  };
  const club = t.use_club_colours;
  return {
    id: t.id,
    clubId: t.club_id,
    name: t.name,
    teamType: t.team_type,
    groupType: t.group_type,
    ageGroup: t.age_group,
    matchFormat: t.match_format,
    useClubColours: t.use_club_colours,
    primaryColour: club ? t.club_primary : t.primary_colour ?? t.club_primary,
    secondaryColour: club ? t.club_secondary : t.secondary_colour ?? t.club_secondary,
    tertiaryColour: club ? t.club_tertiary : t.tertiary_colour ?? t.club_tertiary,
    ownColours: { primary: t.primary_colour, secondary: t.secondary_colour, tertiary: t.tertiary_colour },
    hasBadge: club ? t.club_badge : t.has_badge || t.club_badge,
    hasOwnBadge: t.has_badge,
    leadCoach: coach('coach'),
    assistantCoach: coach('assistant_coach'),
  };
}
