// User records: profile columns and document, memberships, guardians.
import type { Queryable } from '../../db/db';
import type { UpdateProfile, UserMembership, UserProfileAnswer } from '../../../src/domain/user/profile-schema';

interface UserRow {
  id: string;
  email: string | null;
  first_name: string;
  last_name: string;
  job_title: string | null;
  country_code: string | null;
  telephone: string | null;
  date_of_birth: string | null;
  profile_picture_path: string | null;
  registered: boolean;
  active: boolean;
  profile: Record<string, unknown>;
  preferences: Record<string, unknown>;
  language: string | null;
}

/** Memberships of the user; only in `clubIds` when given. */
export async function userMemberships(db: Queryable, userId: string, clubIds: string[] | null): Promise<UserMembership[]> {
  const rows = await db.query<{
    club_id: string; club_name: string; team_id: string | null; team_name: string | null; role: string; active: boolean; on_trial: boolean; play_status: string | null; safeguarding_lead: boolean;
  }>(
    `SELECT m.club_id, c.name AS club_name, m.team_id, t.name AS team_name, m.role, m.active, m.on_trial, m.play_status, m.safeguarding_lead
     FROM memberships m JOIN clubs c ON c.id = m.club_id LEFT JOIN teams t ON t.id = m.team_id
     WHERE m.user_id = $1 AND ($2::uuid[] IS NULL OR m.club_id = ANY($2::uuid[]))
     ORDER BY c.name, t.name NULLS FIRST, m.role`,
    [userId, clubIds],
  );
  return rows.map((r) => ({
    clubId: r.club_id,
    clubName: r.club_name,
    teamId: r.team_id,
    teamName: r.team_name,
    role: r.role,
    active: r.active,
    onTrial: r.on_trial,
    playStatus: r.play_status,
    safeguardingLead: r.safeguarding_lead,
  }));
}

export async function loadUser(db: Queryable, userId: string): Promise<UserRow | undefined> {
  return db.maybeOne<UserRow>(
    `SELECT id, email, first_name, last_name, job_title, country_code, telephone, date_of_birth::text AS date_of_birth,
            profile_picture_path, (password_hash IS NOT NULL) AS registered, active, profile, preferences, language
     FROM users WHERE id = $1`,
    [userId],
  );
}

/** `own`: the user or their parent asks, so the answer carries the contact preferences too. */
export async function profileAnswer(db: Queryable, userId: string, clubIds: string[] | null, own = false): Promise<UserProfileAnswer | null> {
  const u = await loadUser(db, userId);
  if (!u) return null;
  const { emergency: _e, medical: _m, ...profile } = u.profile ?? {};
  const children = await db.query<{ child_id: string }>('SELECT child_id FROM guardians WHERE parent_id = $1 ORDER BY child_id', [userId]);
  return {
    user: {
      id: u.id,
      email: u.email,
      firstName: u.first_name,
      lastName: u.last_name,
      jobTitle: u.job_title,
      countryCode: u.country_code,
      telephone: u.telephone,
      dateOfBirth: u.date_of_birth,
      hasProfilePicture: u.profile_picture_path !== null,
      registered: u.registered,
      active: u.active,
      profile,
      memberships: await userMemberships(db, userId, clubIds),
      childIds: children.map((c) => c.child_id),
      ...(own ? { preferences: { notifications: (u.preferences?.notifications as Record<string, boolean> | undefined) ?? {}, language: u.language } } : {}),
    },
  };
}

const COLUMNS: [keyof UpdateProfile, string][] = [
  ['firstName', 'first_name'],
  ['lastName', 'last_name'],
  ['jobTitle', 'job_title'],
  ['countryCode', 'country_code'],
  ['telephone', 'telephone'],
  ['dateOfBirth', 'date_of_birth'],
];
const DOCUMENT_KEYS: (keyof UpdateProfile)[] = ['bio', 'words', 'livesWith', 'familyMembers', 'isAlsoParent', 'parentEmail', 'guardians', 'player', 'emergency', 'medical'];

/** Writes the given fields; the profile document is merged key by key (player merged too). */
export async function updateProfile(db: Queryable, userId: string, p: UpdateProfile): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [userId];
  for (const [key, column] of COLUMNS) {
    if (p[key] === undefined) continue;
    params.push(p[key]);
    sets.push(`${column} = $${params.length}`);
  }
  const doc: Record<string, unknown> = {};
  for (const key of DOCUMENT_KEYS) if (p[key] !== undefined) doc[key] = p[key];
  if (Object.keys(doc).length > 0) {
    const { player, ...rest } = doc;
    params.push(JSON.stringify(rest));
    let expr = `profile || $${params.length}::jsonb`;
    if (player !== undefined) {
      params.push(JSON.stringify(player));
      expr = `(${expr}) || jsonb_build_object('player', COALESCE(profile->'player', '{}'::jsonb) || $${params.length}::jsonb)`;
    }
    sets.push(`profile = ${expr}`);
  }
  if (sets.length === 0) return;
  await db.query(`UPDATE users SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);
}

export async function setSafeguardingLead(db: Queryable, clubId: string, userId: string, lead: boolean): Promise<number> {
  const rows = await db.query(
    `UPDATE memberships SET safeguarding_lead = $3 WHERE club_id = $1 AND user_id = $2 AND role IN ('coach', 'assistant_coach', 'club_admin') RETURNING id`,
    [clubId, userId, lead],
  );
  return rows.length;
}

export async function removeFromTeam(db: Queryable, clubId: string, userId: string, teamId: string): Promise<number> {
  const rows = await db.query('DELETE FROM memberships WHERE club_id = $1 AND user_id = $2 AND team_id = $3 RETURNING id', [clubId, userId, teamId]);
  return rows.length;
}
