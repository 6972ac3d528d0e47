// Who may reach a player's development profile, rating, insights and characteristic words (issue
// 21 item 5): the player, their parent, a super admin, and staff narrowed by
// server/lib/player-access.ts to the club admins and the coaches / assistants of the player's
// teams in the club asked about — never another club. Anyone else: 403 'You do not have access
// to this screen' (spec §6). The club is the one asked (clubId), else the player's first active
// player membership the caller may see.
import type { FastifyRequest } from 'fastify';
import { developmentMessages as m } from '../../../src/domain/development/messages';
import { requireUuid, type ClubAccess } from '../../lib/access';
import { forbidden, HttpError, notFound } from '../../lib/http-error';
import { requireUserPermission, type UserAccess } from '../../lib/permissions';
import { isPlayersStaff } from '../../lib/player-access';

export interface PlayerClub {
  clubId: string;
  teamId: string | null;
  teamName: string | null;
  onTrial: boolean;
  active: boolean;
  seasonStart: string | null;
  seasonEnd: string | null;
  threshold: number;
}

export interface DevelopmentAccess {
  access: UserAccess;
  club: PlayerClub;
  /** Staff of the player (or a super admin): may change the words and see the insights. */
  staff: boolean;
}

interface ClubRow {
  club_id: string;
  team_id: string | null;
  team_name: string | null;
  on_trial: boolean;
  active: boolean;
  season_start: string | null;
  season_end: string | null;
  fair_play_threshold: number;
}

/** The player's accepted player memberships in active clubs, active first (optionally in one club). */
async function playerClubs(request: FastifyRequest, playerId: string, clubId?: string): Promise<PlayerClub[]> {
  const rows = await request.server.db.query<ClubRow>(
    `SELECT p.club_id, p.team_id, t.name AS team_name, p.on_trial, p.active, to_char(k.season_start, 'YYYY-MM-DD') AS season_start,
            to_char(k.season_end, 'YYYY-MM-DD') AS season_end, k.fair_play_threshold
       FROM memberships p JOIN clubs k ON k.id = p.club_id AND k.active LEFT JOIN teams t ON t.id = p.team_id
      WHERE p.user_id = $1 AND p.role = 'player' AND p.status = 'accepted' AND ($2::uuid IS NULL OR p.club_id = $2::uuid)
      ORDER BY p.active DESC, p.created_at, p.team_id`,
    [playerId, clubId ?? null],
  );
  return rows.map((r) => ({
    clubId: r.club_id,
    teamId: r.team_id,
    teamName: r.team_name,
    onTrial: r.on_trial,
    active: r.active,
    seasonStart: r.season_start,
    seasonEnd: r.season_end,
    threshold: Number(r.fair_play_threshold),
  }));
}

/**
 * The permission layer's answer for the player, with its refusals answered as the spec's
 * 'You do not have access to this screen' (§6: player development says so to everyone else).
 * The routes are declared 'self' for this reason: the player is checked here, not by the layer
 * (whose message for a member without members.view is the generic permissions one).
 */
async function userAccessOf(request: FastifyRequest, playerId: string): Promise<UserAccess> {
  requireUuid(playerId, 'player id');
  try {
    return await requireUserPermission(request, playerId, 'members.view');
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 403) throw forbidden(m.noAccess, 'not_your_player');
    throw err;
  }
}

/** The caller may see this player's development in `clubId` (or the first club they may), else 403. */
export async function requireDevelopmentAccess(request: FastifyRequest, playerId: string, clubId?: string): Promise<DevelopmentAccess> {
  const access = await userAccessOf(request, playerId);
  const clubs = await playerClubs(request, playerId, clubId);
  if (access.kind === 'admin') {
    if (!clubs[0]) throw notFound(m.notAPlayer, 'not_a_player');
    return { access, club: clubs[0], staff: true };
  }
  if (access.kind === 'self' || access.kind === 'guardian') {
    if (!clubs[0]) throw forbidden(m.noAccess, 'not_a_player');
    return { access, club: clubs[0], staff: false };
  }
  for (const club of clubs) {
    if (!access.clubIds.includes(club.clubId)) continue;
    if (await isPlayersStaff(request, { ...access, clubIds: [club.clubId] }, { clubAdmins: true })) return { access, club, staff: true };
  }
  throw forbidden(m.noAccess, 'not_your_player');
}

/** The teams of the club the caller may list: every team for club admins (and super admins), else the teams they coach. */
export function listableTeams(access: ClubAccess, teams: { id: string; name: string }[]): { id: string; name: string }[] {
  if (access.isSuperAdmin || access.roles.includes('club_admin')) return teams;
  const coached = new Set(access.teams.filter((t) => t.role === 'coach' || t.role === 'assistant_coach').map((t) => t.teamId));
  return teams.filter((t) => coached.has(t.id));
}
