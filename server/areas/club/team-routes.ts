// Teams (spec §3 Team, §5 Club/team):
//   POST club/{id}/team              add a team with its lead (and assistant) coach     club.manage
//   GET  club/{id}/team/{teamId}     one team with its coaches and the colours shown    club.view
//   PUT  club/{id}/team/{teamId}     edit any team fields, coaches, colours, badge      club.manage
//   GET  club/{id}/team/{teamId}/badge  the badge the team shows (its own, or the club's)  club.view
//   PUT  club/{clubId}/team/move     move players from one team to another             members.manage
//   PUT  club/{id}/team/season       season roll-over: new season dates, teams move up  club.manage
// New coaches get an invite, mailed after the commit.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { createTeamSchema, moveTeamSchema, nextAgeGroup, seasonRollOverSchema, teamMessages, updateTeamSchema, type TeamAnswer } from '../../../src/domain/club/team-schema';
import { useFailureMessages } from '../../lib/failure-handler';
import { badRequest, notFound } from '../../lib/http-error';
import { isUuid } from '../../lib/access';
import { parseInput } from '../../lib/parse-input';
import { idempotentWrite } from '../../plugins/idempotency';
import type { ImageKind } from '../../lib/image-check';
import { BADGE_BODY_LIMIT, checkBadge, mailAfterCommit, sendBadge, storeBadge } from './badge';
import { assertTeamNameFree, findTeam, insertTeam, setCoach, teamDetail, updateTeam, type PendingMail } from './team-repository';

type P = { Params: { id: string } };
type PT = { Params: { id: string; teamId: string } };
const clubOf = (request: FastifyRequest) => request.clubAccess!.clubId;

const teamRoutes: FastifyPluginAsync = async (app) => {
  useFailureMessages(app);

  const answer = async (clubId: string, teamId: string): Promise<TeamAnswer> => {
    const team = await teamDetail(app.db, clubId, teamId);
    if (!team) throw notFound('Team not found', 'team_not_found');
    return { team };
  };

  app.post<P>('/:id/team', { bodyLimit: BADGE_BODY_LIMIT, config: { permission: 'club.manage', failure: teamMessages.failed } }, async (request, reply) => {
    const body = parseInput(createTeamSchema, request.body, 'Please complete all fields');
    const clubId = clubOf(request);
    const checkedBadge = body.badge ? await checkBadge(body.badge, 'badge') : null;
    const mails: PendingMail[] = [];
    const result = await idempotentWrite(request, reply, async (tx) => {
      // Stored inside the write, so a replayed request stores no second copy.
      const badge = checkedBadge ? await storeBadge(app, checkedBadge) : undefined;
      const teamId = await insertTeam(tx, clubId, { ...body, badge });
      const lead = await setCoach(tx, clubId, teamId, 'coach', body.leadCoach, request.clubAccess!.userId);
      const assistant = await setCoach(tx, clubId, teamId, 'assistant_coach', body.assistantCoach ?? null, request.clubAccess!.userId);
      for (const m of [lead, assistant]) if (m) mails.push(m);
      const team = await teamDetail(tx, clubId, teamId);
      return { team: team! };
    }, 201);
    await mailAfterCommit(app, reply, mails);
    return result;
  });

  app.get<PT>('/:id/team/:teamId', { config: { permission: 'club.view' } }, async (request) => {
    if (!isUuid(request.params.teamId)) throw badRequest(teamMessages.pickTeam, 'invalid_id');
    return answer(clubOf(request), request.params.teamId);
  });

  // The badge the team shows, as teamDetail's hasBadge says: its own while it has its own colours
  // and badge, else the club's. The team is looked up in the path's club only, so another club's
  // team id is a 404 (its badge is never served through this club).
  app.get<PT>('/:id/team/:teamId/badge', { config: { permission: 'club.view' } }, async (request, reply) => {
    if (!isUuid(request.params.teamId)) throw badRequest(teamMessages.pickTeam, 'invalid_id');
    const row = await app.db.maybeOne<{ use_club_colours: boolean; badge_path: string | null; badge_kind: ImageKind | null; club_path: string | null; club_kind: ImageKind | null }>(
      `SELECT t.use_club_colours, t.badge_path, t.badge_kind, c.badge_path AS club_path, c.badge_kind AS club_kind
       FROM teams t JOIN clubs c ON c.id = t.club_id WHERE t.club_id = $1 AND t.id = $2`,
      [clubOf(request), request.params.teamId],
    );
    if (!row) throw notFound('Team not found', 'team_not_found');
    const own = !row.use_club_colours && row.badge_path && row.badge_kind ? { path: row.badge_path, kind: row.badge_kind } : null;
    const shown = own ?? (row.club_path && row.club_kind ? { path: row.club_path, kind: row.club_kind } : null);
    if (!shown) throw notFound('This team has no badge', 'no_badge');
    return sendBadge(app, reply, shown);
  });

  app.put<PT>('/:id/team/:teamId', { bodyLimit: BADGE_BODY_LIMIT, config: { permission: 'club.manage', failure: teamMessages.failed } }, async (request, reply) => {
    const teamId = request.params.teamId;
    if (!isUuid(teamId)) throw badRequest(teamMessages.pickTeam, 'invalid_id');
    const body = parseInput(updateTeamSchema, request.body, 'Please complete all fields');
    const clubId = clubOf(request);
    const current = await findTeam(app.db, clubId, teamId);
    if (!current) throw notFound('Team not found', 'team_not_found');
    const checkedBadge = body.badge ? await checkBadge(body.badge, 'badge') : null;
    const mails: PendingMail[] = [];
    const result = await idempotentWrite(request, reply, async (tx) => {
      // Stored inside the write, so a replayed request stores no second copy.
      const badge = checkedBadge ? await storeBadge(app, checkedBadge) : undefined;
      await updateTeam(tx, clubId, teamId, { ...body, badge });
      const after = await tx.one<{ use_club_colours: boolean; primary_colour: string | null; secondary_colour: string | null }>(
        'SELECT use_club_colours, primary_colour, secondary_colour FROM teams WHERE id = $1',
        [teamId],
      );
      // Own colours need at least primary and secondary (checked on the values after the change).
      if (!after.use_club_colours && (!after.primary_colour || !after.secondary_colour)) {
        throw badRequest(teamMessages.colours, 'validation', { primaryColour: teamMessages.colours });
      }
      if (body.leadCoach !== undefined) {
        const m = await setCoach(tx, clubId, teamId, 'coach', body.leadCoach, request.clubAccess!.userId);
        if (m) mails.push(m);
      }
      if (body.assistantCoach !== undefined) {
        const m = await setCoach(tx, clubId, teamId, 'assistant_coach', body.assistantCoach, request.clubAccess!.userId);
        if (m) mails.push(m);
      }
      return { team: (await teamDetail(tx, clubId, teamId))! };
    });
    await mailAfterCommit(app, reply, mails);
    return result;
  });

  app.put<{ Params: { clubId: string } }>('/:clubId/team/move', { config: { permission: 'members.manage', failure: teamMessages.failed } }, async (request, reply) => {
    const body = parseInput(moveTeamSchema, request.body, teamMessages.pickPlayers);
    const clubId = clubOf(request);
    const [from, to] = await Promise.all([findTeam(app.db, clubId, body.fromTeamId), findTeam(app.db, clubId, body.toTeamId)]);
    if (!from) throw badRequest(teamMessages.pickTeam, 'unknown_team', { fromTeamId: teamMessages.pickTeam });
    if (!to || !to.active) throw badRequest(teamMessages.pickTeam, 'unknown_team', { toTeamId: teamMessages.pickTeam });
    const ids = [...new Set(body.playerIds)];
    return idempotentWrite(request, reply, async (tx) => {
      const inTeam = await tx.query<{ user_id: string }>(
        `SELECT user_id FROM memberships WHERE club_id = $1 AND team_id = $2 AND role = 'player' AND user_id = ANY($3::uuid[]) FOR UPDATE`,
        [clubId, body.fromTeamId, ids],
      );
      if (inTeam.length !== ids.length) throw badRequest(teamMessages.pickPlayers, 'not_in_team', { playerIds: teamMessages.pickPlayers });
      // A player already in the target team keeps that membership; the old one goes.
      await tx.query(
        `DELETE FROM memberships m WHERE m.club_id = $1 AND m.team_id = $2 AND m.role = 'player' AND m.user_id = ANY($4::uuid[])
           AND EXISTS (SELECT 1 FROM memberships o WHERE o.club_id = $1 AND o.team_id = $3 AND o.role = 'player' AND o.user_id = m.user_id)`,
        [clubId, body.fromTeamId, body.toTeamId, ids],
      );
      await tx.query(`UPDATE memberships SET team_id = $3 WHERE club_id = $1 AND team_id = $2 AND role = 'player' AND user_id = ANY($4::uuid[])`, [
        clubId, body.fromTeamId, body.toTeamId, ids,
      ]);
      return { moved: ids.length, fromTeamId: body.fromTeamId, toTeamId: body.toTeamId };
    });
  });

  app.put<P>('/:id/team/season', { config: { permission: 'club.manage', failure: teamMessages.failed } }, async (request, reply) => {
    const body = parseInput(seasonRollOverSchema, request.body, 'Please enter valid season start and end dates');
    const clubId = clubOf(request);
    const teamIds = [...new Set(body.teams.map((t) => t.teamId))];
    if (teamIds.length !== body.teams.length) throw badRequest(teamMessages.pickTeam, 'duplicate_team', { teams: teamMessages.pickTeam });
    return idempotentWrite(request, reply, async (tx) => {
      const current = await tx.one<{ season_end: string | null }>('SELECT season_end::text AS season_end FROM clubs WHERE id = $1', [clubId]);
      // A roll-over starts a new season: it cannot begin before the current one has ended.
      if (current.season_end && body.seasonStart <= current.season_end) {
        const message = 'The new season must start after the current season ends';
        throw badRequest(message, 'validation', { seasonStart: message });
      }
      const teams = [];
      for (const t of body.teams) {
        const team = await findTeam(tx, clubId, t.teamId);
        if (!team) throw badRequest(teamMessages.pickTeam, 'unknown_team', { teams: teamMessages.pickTeam });
        const ageGroup = t.promote ? nextAgeGroup(team.age_group) : team.age_group;
        await tx.query('UPDATE teams SET age_group = $3, name = COALESCE($4, name) WHERE club_id = $1 AND id = $2', [clubId, t.teamId, ageGroup, t.name ?? null]);
        teams.push({ teamId: t.teamId, ageGroup });
      }
      // Checked once every team has its new name: a roll-over renames U12 to U13 while U13 becomes U14.
      for (const t of body.teams) if (t.name) await assertTeamNameFree(tx, clubId, t.name, t.teamId);
      await tx.query('UPDATE clubs SET season_start = $2, season_end = $3, updated_at = now() WHERE id = $1', [clubId, body.seasonStart, body.seasonEnd]);
      return { seasonStart: body.seasonStart, seasonEnd: body.seasonEnd, teams };
    });
  });
};

export default teamRoutes;
