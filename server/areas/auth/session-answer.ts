// Builds the SessionAnswer (login, register, validate, confirm, set password, terms): the user,
// the member the app stores under `touchlinemember`, all memberships and, for parents, the
// children. The member's club is the one where the user holds their highest role (ties: the
// primary team, then the oldest membership); roleId is that role, or admin for super admins.
import type { Queryable } from '../../db/db';
import type { SessionAnswer } from '../../../src/domain/auth/types';
import type { MemberClub } from '../../../src/domain/session';
import { RoleId, roleIdByName, rolePrecedence } from '../../../src/domain/roles';
import { findUserById, listChildren, listMemberships } from './repository';

const rank = (r: RoleId) => rolePrecedence.indexOf(r);

export async function buildSessionAnswer(db: Queryable, userId: string, accessToken: string, selectedChildId: string | null = null): Promise<SessionAnswer> {
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`session for a missing user ${userId}`);
  const memberships = await listMemberships(db, userId);
  const children = await listChildren(db, userId);

  // Stable sort keeps the SQL order (primary team, then oldest) among equal roles.
  const best = [...memberships].sort((a, b) => rank(roleIdByName[a.role]) - rank(roleIdByName[b.role]))[0];
  const roleId: RoleId = user.is_super_admin ? RoleId.admin : best ? roleIdByName[best.role] : RoleId.user;
  const clubId = best?.club_id ?? null;

  const clubs: MemberClub[] = [];
  for (const m of best ? [best, ...memberships] : memberships) {
    if (!clubs.some((c) => c.clubId === m.club_id)) clubs.push({ clubId: m.club_id, colour: m.primary_colour });
  }

  let selected = selectedChildId && children.some((c) => c.id === selectedChildId) ? selectedChildId : null;
  if (!selected && roleId === RoleId.parent) {
    selected = (children.find((c) => c.club_id === clubId) ?? children[0])?.id ?? null;
  }

  return {
    user: {
      id: user.id,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      isSuperAdmin: user.is_super_admin,
      termsAccepted: user.terms_accepted_at !== null,
      mustChangePassword: user.must_change_password,
    },
    member: { id: user.id, accessToken, roleId, selectedChildId: selected, clubId, clubs },
    memberships: memberships.map((m) => ({
      clubId: m.club_id,
      clubName: m.club_name,
      colour: m.primary_colour,
      teamId: m.team_id,
      teamName: m.team_name,
      role: m.role,
      roleId: roleIdByName[m.role],
    })),
    children: children.map((c) => ({ id: c.id, firstName: c.first_name, lastName: c.last_name, clubId: c.club_id, teamId: c.team_id, teamName: c.team_name })),
  };
}
