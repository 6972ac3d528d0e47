// Who may do what with a coach challenge (issue 22 item 5). The routes name the club in the query
// or the body, or the challenge in the path, so they declare 'self' and the checks are made here
// once the input is read:
// - set, mark, delete, and see every entry: staff holding homework.manage in the challenge's club
//   who are club admins or coaches / assistants of its team (a super admin too);
// - answer (file, minutes, thoughts), mark seen, and see their own entry: the player, or a parent
//   of the player, each with an active membership of the club;
// - nobody else, and never another club (403 'You do not have access to this screen').
import type { FastifyRequest } from 'fastify';
import { homeworkMessages as m } from '../../../src/domain/homework/messages';
import { loadClubAccess, isTeamStaff, type ClubAccess } from '../../lib/access';
import { forbidden } from '../../lib/http-error';
import { requirePermission } from '../../lib/permissions';
import type { HomeworkHead } from './repository';

/** Staff of the team in the club, holding homework.manage: may set, mark and delete. */
export async function requireCoach(request: FastifyRequest, clubId: string, teamId: string): Promise<ClubAccess> {
  const access = await requirePermission(request, clubId, 'homework.manage');
  if (!isTeamStaff(access, teamId)) throw forbidden(m.coachOnly, 'not_team_staff');
  return access;
}

/** The teams whose challenges the caller sees as staff in the club: null for all (club admins, super admins). */
export async function staffTeams(request: FastifyRequest, clubId: string): Promise<string[] | null> {
  const access = await requirePermission(request, clubId, 'homework.manage');
  if (access.isSuperAdmin || access.roles.includes('club_admin')) return null;
  const teams = access.teams.filter((t) => t.role === 'coach' || t.role === 'assistant_coach').map((t) => t.teamId);
  if (teams.length === 0) throw forbidden(m.coachOnly, 'not_team_staff');
  return teams;
}

export interface HomeworkViewer {
  access: ClubAccess;
  /** Staff of the challenge's team: every entry. */
  staff: boolean;
  /** Otherwise: the players whose entries the caller sees (themself, their children). */
  players: string[];
}

/** Anyone who may see the challenge: its team's staff, or one of its players or their parent. */
export async function requireViewer(request: FastifyRequest, head: HomeworkHead, entryPlayers: string[]): Promise<HomeworkViewer> {
  const access = await loadClubAccess(request, head.clubId);
  if (access.isSuperAdmin || (access.roles.length > 0 && isTeamStaff(access, head.teamId) && access.roles.some((r) => r !== 'parent' && r !== 'player' && r !== 'user'))) {
    return { access, staff: true, players: entryPlayers };
  }
  if (access.roles.length === 0) throw forbidden(m.noAccess, 'not_a_member');
  const mine = entryPlayers.filter((p) => p === access.userId || access.childIds.includes(p));
  if (mine.length === 0) throw forbidden(m.noAccess, 'not_your_challenge');
  return { access, staff: false, players: mine };
}

/** The player named, or their parent, answering for the player's entry. */
export async function requireAnswerer(request: FastifyRequest, head: HomeworkHead, playerId: string, entryPlayers: string[]): Promise<ClubAccess> {
  const access = await loadClubAccess(request, head.clubId);
  if (!access.isSuperAdmin && access.roles.length === 0) throw forbidden(m.noAccess, 'not_a_member');
  const own = access.userId === playerId || access.childIds.includes(playerId);
  if (!own || !entryPlayers.includes(playerId)) throw forbidden(m.notYours, 'not_your_challenge');
  return access;
}
