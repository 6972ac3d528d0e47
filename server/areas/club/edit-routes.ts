// Club edit and personalisation: PUT club/{id} (any club fields, colours, badge as base64),
// GET club/{id}/badge (the stored badge with safe headers), GET club/{id}/emails and
// PUT club/{clubId}/emails (email template ids per kind).
import type { FastifyPluginAsync } from 'fastify';
import { clubMessages, EMAIL_TEMPLATE_KINDS, putEmailTemplatesSchema, seasonProblem, updateClubSchema, type UpdateClub } from '../../../src/domain/club/club-schema';
import { useFailureMessages } from '../../lib/failure-handler';
import { BADGE_BODY_LIMIT, checkBadge, sendBadge, storeBadge } from './badge';
import { badRequest, notFound } from '../../lib/http-error';
import type { ImageKind } from '../../lib/image-check';
import { parseOr400 } from '../../lib/validate';

const COLUMNS: [keyof UpdateClub, string][] = [
  ['name', 'name'], ['parentCompanyName', 'parent_company_name'], ['sport', 'sport'], ['clubType', 'club_type'], ['dateFormat', 'date_format'],
  ['language', 'language'], ['country', 'country'], ['currency', 'currency'], ['ageGroup', 'age_group'], ['groupType', 'group_type'],
  ['primaryColour', 'primary_colour'], ['secondaryColour', 'secondary_colour'], ['tertiaryColour', 'tertiary_colour'],
  ['seasonStart', 'season_start'], ['seasonEnd', 'season_end'], ['chatAppId', 'chat_app_id'], ['chatApiKey', 'chat_api_key'],
  ['chatAuthKey', 'chat_auth_key'], ['chatRegion', 'chat_region'], ['leaderboardInitialsUnder13', 'leaderboard_initials_under13'],
];

const editRoutes: FastifyPluginAsync = async (app) => {
  useFailureMessages(app);

  app.put<{ Params: { id: string } }>('/:id', { bodyLimit: BADGE_BODY_LIMIT, config: { permission: 'club.manage', failure: clubMessages.failed } }, async (request) => {
    const body = parseOr400(updateClubSchema, request.body, clubMessages.complete);
    const clubId = request.clubAccess!.clubId;
    const current = await app.db.maybeOne<{ season_start: string | null; season_end: string | null }>(
      'SELECT season_start::text AS season_start, season_end::text AS season_end FROM clubs WHERE id = $1',
      [clubId],
    );
    if (!current) throw notFound('Club not found');
    const start = body.seasonStart === undefined ? current.season_start : body.seasonStart;
    const end = body.seasonEnd === undefined ? current.season_end : body.seasonEnd;
    const season = seasonProblem(start, end);
    if (season) throw badRequest(season, 'validation', { seasonEnd: season });

    let badge: { path: string; kind: ImageKind } | null = null;
    // Decoded and re-encoded like a team's badge (./badge.ts): the stored bytes are never the upload's.
    if (body.badge !== undefined) badge = await storeBadge(app, await checkBadge(body.badge, 'badge'));
    const sets: string[] = [];
    const params: unknown[] = [clubId];
    for (const [key, column] of COLUMNS) {
      if (body[key] === undefined) continue;
      params.push(body[key]);
      sets.push(`${column} = $${params.length}`);
    }
    if (badge) {
      params.push(badge.path, badge.kind);
      sets.push(`badge_path = $${params.length - 1}`, `badge_kind = $${params.length}`);
    }
    if (sets.length) await app.db.query(`UPDATE clubs SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);
    const row = await app.db.one<Record<string, unknown>>(
      `SELECT id, name, parent_company_name, sport, club_type, date_format, language, country, currency, age_group, group_type,
              primary_colour, secondary_colour, tertiary_colour, season_start::text AS season_start, season_end::text AS season_end,
              chat_app_id, chat_region, leaderboard_initials_under13, (badge_path IS NOT NULL) AS has_badge FROM clubs WHERE id = $1`,
      [clubId],
    );
    return { club: row };
  });

  app.get<{ Params: { id: string } }>('/:id/badge', { config: { permission: 'club.view' } }, async (request, reply) => {
    const row = await app.db.maybeOne<{ badge_path: string | null; badge_kind: ImageKind | null }>('SELECT badge_path, badge_kind FROM clubs WHERE id = $1', [request.clubAccess!.clubId]);
    if (!row?.badge_path || !row.badge_kind) throw notFound('This club has no badge', 'no_badge');
    return sendBadge(app, reply, { path: row.badge_path, kind: row.badge_kind });
  });

  app.get<{ Params: { id: string } }>('/:id/emails', { config: { permission: 'club.manage' } }, async (request) => {
    const rows = await app.db.query<{ kind: string; template_id: string }>('SELECT kind, template_id FROM club_email_templates WHERE club_id = $1', [request.clubAccess!.clubId]);
    const byKind = new Map(rows.map((r) => [r.kind, r.template_id]));
    return { templates: Object.fromEntries(EMAIL_TEMPLATE_KINDS.map((k) => [k, byKind.get(k) ?? null])) };
  });

  app.put<{ Params: { clubId: string } }>('/:clubId/emails', { config: { permission: 'club.manage', failure: clubMessages.failed } }, async (request) => {
    const body = parseOr400(putEmailTemplatesSchema, request.body, clubMessages.complete);
    const clubId = request.clubAccess!.clubId;
    await app.db.transaction(async (tx) => {
      for (const [kind, id] of Object.entries(body.templates)) {
        if (id === null) await tx.query('DELETE FROM club_email_templates WHERE club_id = $1 AND kind = $2', [clubId, kind]);
        else await tx.query(
          `INSERT INTO club_email_templates (club_id, kind, template_id) VALUES ($1, $2, $3) ON CONFLICT (club_id, kind) DO UPDATE SET template_id = EXCLUDED.template_id`,
          [clubId, kind, id],
        );
      }
    });
    const rows = await app.db.query<{ kind: string; template_id: string }>('SELECT kind, template_id FROM club_email_templates WHERE club_id = $1', [clubId]);
    const byKind = new Map(rows.map((r) => [r.kind, r.template_id]));
    return { templates: Object.fromEntries(EMAIL_TEMPLATE_KINDS.map((k) => [k, byKind.get(k) ?? null])) };
  });
};

export default editRoutes;
