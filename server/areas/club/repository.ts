// Club reads: the caller's clubs (every club for a super admin) and one club with its teams.
import type { Queryable } from '../../db/db';
import { likeContains } from '../../lib/like';
import type { ClubDetailAnswer, ClubListAnswer, ClubSummary, TeamSummary } from '../../../src/domain/club/types';

export interface ClubListFilter {
  /** Null for a super admin: every club, active or not. */
  memberId: string | null;
  sport?: string;
  nameContains?: string;
  clubType?: 'elite' | 'community';
  parentClubId?: string;
  limit: number;
  offset: number;
}

interface ClubRow {
  id: string;
  name: string;
  sport: string;
  club_type: 'elite' | 'community';
  parent_club_id: string | null;
  primary_colour: string | null;
  secondary_colour: string | null;
  tertiary_colour: string | null;
  team_count: number;
  member_count: number;
}

const SUMMARY_COLUMNS = `c.id, c.name, c.sport, c.club_type, c.parent_club_id, c.primary_colour, c.secondary_colour, c.tertiary_colour,
  (SELECT count(*) FROM teams t WHERE t.club_id = c.id AND t.active)::int AS team_count,
  (SELECT count(DISTINCT m.user_id) FROM memberships m WHERE m.club_id = c.id AND m.active)::int AS member_count`;

const toSummary = (r: ClubRow): ClubSummary => ({
  id: r.id,
  name: r.name,
  sport: r.sport,
  clubType: r.club_type,
  parentClubId: r.parent_club_id,
  primaryColour: r.primary_colour,
  secondaryColour: r.secondary_colour,
  tertiaryColour: r.tertiary_colour,
  teamCount: r.team_count,
  memberCount: r.member_count,
});

export async function listClubs(db: Queryable, f: ClubListFilter): Promise<ClubListAnswer> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (f.memberId) {
    add((p) => `EXISTS (SELECT 1 FROM memberships m WHERE m.club_id = c.id AND m.user_id = ${p} AND m.active)`, f.memberId);
    where.push('c.active');
  }
  if (f.sport) add((p) => `c.sport = ${p}`, f.sport);
  if (f.nameContains) add((p) => `c.name ILIKE ${p}`, likeContains(f.nameContains));
  if (f.clubType) add((p) => `c.club_type = ${p}`, f.clubType);
  if (f.parentClubId) add((p) => `c.parent_club_id = ${p}`, f.parentClubId);
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';

  const { total } = await db.one<{ total: number }>(`SELECT count(*)::int AS total FROM clubs c ${whereSql}`, params);
  const rows = await db.query<ClubRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM clubs c ${whereSql} ORDER BY c.name, c.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, f.limit, f.offset],
  );
  return { clubs: rows.map(toSummary), total };
}

export async function getClubDetail(db: Queryable, clubId: string): Promise<ClubDetailAnswer | null> {
  const club = await db.maybeOne<
    ClubRow & {
      country: string; currency: string; language: string; season_start: string | null; season_end: string | null; parent_company_name: string | null; date_format: string;
      age_group: string | null; group_type: string | null; has_badge: boolean; chat_app_id: string | null; chat_region: string | null; active: boolean; leaderboard_initials_under13: boolean;
    }
  >(
    `SELECT ${SUMMARY_COLUMNS}, c.country, c.currency, c.language, c.season_start::text AS season_start, c.season_end::text AS season_end,
            c.parent_company_name, c.date_format, c.age_group, c.group_type, (c.badge_path IS NOT NULL) AS has_badge, c.chat_app_id, c.chat_region, c.active, c.leaderboard_initials_under13
     FROM clubs c WHERE c.id = $1`,
    [clubId],
  );
  if (!club) return null;
  const teams = await db.query<{
    id: string; club_id: string; name: string; age_group: string | null; primary_colour: string | null; team_type: string | null; group_type: string | null;
    match_format: string | null; use_club_colours: boolean; has_badge: boolean;
  }>(
    `SELECT id, club_id, name, age_group, primary_colour, team_type, group_type, match_format, use_club_colours, (badge_path IS NOT NULL) AS has_badge
     FROM teams WHERE club_id = $1 AND active ORDER BY name, id`,
    [clubId],
  );
  return {
    club: {
      ...toSummary(club),
      country: club.country,
      currency: club.currency,
      language: club.language,
      seasonStart: club.season_start,
      seasonEnd: club.season_end,
      parentCompanyName: club.parent_company_name,
      dateFormat: club.date_format,
      ageGroup: club.age_group,
      groupType: club.group_type,
      hasBadge: club.has_badge,
      leaderboardInitialsUnder13: club.leaderboard_initials_under13,
      chatAppId: club.chat_app_id,
      chatRegion: club.chat_region,
      active: club.active,
    },
    teams: teams.map(
      (t): TeamSummary => ({
        id: t.id,
        clubId: t.club_id,
        name: t.name,
        ageGroup: t.age_group,
        primaryColour: t.use_club_colours ? club.primary_colour ?? t.primary_colour : t.primary_colour ?? club.primary_colour,
        teamType: t.team_type,
        groupType: t.group_type,
        matchFormat: t.match_format,
        useClubColours: t.use_club_colours,
        // As teamDetail: the team's own badge while it has its own colours, else the club's.
        hasBadge: t.use_club_colours ? club.has_badge : t.has_badge || club.has_badge,
      }),
    ),
  };
}
