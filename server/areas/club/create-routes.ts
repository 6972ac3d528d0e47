// Club creation and its contract (spec §2 Club administration, §3 Club/Contract/Team, §5):
//   POST club                       every step of the wizard at once, one transaction   clubAdmin
//   PUT  club/{id}/onboarding       change the contract / subscription record          club.manage (see below)
//   GET  club/{clubId}/subscription the contract, subscription record, player counts  club.manage
// Who creates a club (spec §6 leaves the permissions per role open; this is ours): a super admin,
// or a club admin of any active club. A club admin who creates a club becomes its club admin (an
// active club_admin membership, no team), so they can run it and find it in their club list; a
// super admin sees every club already and is given no membership, as before. A club admin may
// view and edit the club's contract afterwards (issue 25), but its total players is the club's
// 'Player Limit Reached' cap and what the licence bills: setting a contract where there is none,
// or raising the cap, stays the super admin's. A running licence subscription follows the
// contract's total players from its next invoice.
import type { FastifyPluginAsync } from 'fastify';
import { clubMessages } from '../../../src/domain/club/club-schema';
import {
  createClubMessages,
  createClubSchema,
  putOnboardingSchema,
  type ContractInput,
  type CreateClubAnswer,
  type SubscriptionAnswer,
  type SubscriptionInput,
} from '../../../src/domain/club/create-club-schema';
import type { Queryable } from '../../db/db';
import { useFailureMessages } from '../../lib/failure-handler';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { messages } from '../../../src/domain/permissions';
import { requireUuid } from '../../lib/access';
import { parseInput } from '../../lib/parse-input';
import { requireAuth } from '../../plugins/auth';
import { idempotentWrite } from '../../plugins/idempotency';
import { BADGE_BODY_LIMIT, checkBadge, mailAfterCommit, storeBadge } from './badge';
import { insertInvite } from './invite-repository';
import { setRoleOverrides } from './permission-repository';
import { insertTeam, setCoach, type PendingMail } from './team-repository';
import { insertAcceptedMembership, namePerson } from '../../lib/membership';

async function upsertContract(tx: Queryable, clubId: string, c: ContractInput): Promise<void> {
  await tx.query(
    `INSERT INTO contracts (club_id, cost_per_player, total_players, term_months, amount, payment_term, start_date, free_trial_days, payer, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now())
     ON CONFLICT (club_id) DO UPDATE SET cost_per_player = EXCLUDED.cost_per_player, total_players = EXCLUDED.total_players,
       term_months = EXCLUDED.term_months, amount = EXCLUDED.amount, payment_term = EXCLUDED.payment_term, start_date = EXCLUDED.start_date,
       free_trial_days = EXCLUDED.free_trial_days, payer = EXCLUDED.payer, updated_at = now()`,
    [clubId, c.costPerPlayer, c.totalPlayers, c.termMonths, c.amount, c.paymentTerm, c.startDate, c.freeTrialDays, c.payer],
  );
}

const setSubscription = (tx: Queryable, clubId: string, s: SubscriptionInput | null) =>
  tx.query(
    `UPDATE clubs SET settings = CASE WHEN $2::jsonb IS NULL THEN settings - 'subscription' ELSE jsonb_set(settings, '{subscription}', $2::jsonb) END, updated_at = now() WHERE id = $1`,
    [clubId, s === null ? null : JSON.stringify(s)],
  );

export async function subscriptionAnswer(db: Queryable, clubId: string): Promise<SubscriptionAnswer | null> {
  const row = await db.maybeOne<{
    subscription: SubscriptionInput | null; cost_per_player: string | null; total_players: number | null; term_months: number | null; amount: string | null;
    payment_term: string | null; start_date: string | null; free_trial_days: number | null; payer: 'none' | 'club' | 'user' | null; has_contract: boolean;
    trial_ends_on: string | null; renews_on: string | null; active_players: number; licensed_players: number; currency: string | null;
  }>(
    `SELECT c.settings->'subscription' AS subscription, c.currency, k.cost_per_player::text AS cost_per_player, k.total_players, k.term_months, k.amount::text AS amount,
            k.payment_term, k.start_date::text AS start_date, k.free_trial_days, k.payer, (k.club_id IS NOT NULL) AS has_contract,
            (k.start_date + COALESCE(k.free_trial_days, 0))::text AS trial_ends_on,
            (k.start_date + make_interval(months => COALESCE(k.term_months, 0)))::date::text AS renews_on,
            (SELECT count(DISTINCT m.user_id) FROM memberships m WHERE m.club_id = c.id AND m.role = 'player' AND m.active)::int AS active_players,
            (SELECT count(*) FROM club_licences l WHERE l.club_id = c.id)::int AS licensed_players
     FROM clubs c LEFT JOIN contracts k ON k.club_id = c.id WHERE c.id = $1`,
    [clubId],
  );
  if (!row) return null;
  const num = (s: string | null) => (s === null ? null : Number(s));
  return {
    clubId,
    currency: row.currency,
    contract: row.has_contract
      ? {
          costPerPlayer: num(row.cost_per_player), totalPlayers: row.total_players, termMonths: row.term_months, amount: num(row.amount),
          paymentTerm: row.payment_term, startDate: row.start_date, freeTrialDays: row.free_trial_days, payer: row.payer ?? 'none',
        }
      : null,
    subscription: row.subscription,
    activePlayers: row.active_players,
    licensedPlayers: row.licensed_players,
    trialEndsOn: row.has_contract && row.free_trial_days ? row.trial_ends_on : null,
    renewsOn: row.has_contract && row.start_date && row.term_months ? row.renews_on : null,
  };
}

const createRoutes: FastifyPluginAsync = async (app) => {
  useFailureMessages(app);

  app.post('/', { bodyLimit: BADGE_BODY_LIMIT, config: { permission: 'clubAdmin', failure: createClubMessages.failed } }, async (request, reply): Promise<CreateClubAnswer> => {
    const body = parseInput(createClubSchema, request.body, clubMessages.complete);
    const auth = requireAuth(request);
    const adminId = auth.userId;
    const clubBadge = await checkBadge(body.personalisation.badge, 'personalisation.badge');
    const teamBadge = body.team.badge ? await checkBadge(body.team.badge, 'team.badge') : null;
    const emails = body.users.map((u) => u.email);
    const dup = emails.find((e, i) => emails.indexOf(e) !== i);
    if (dup) throw badRequest(`${dup} is listed twice`, 'duplicate_email', { users: `${dup} is listed twice` });
    const c = body.club;
    // A club admin may name as parent only a club they belong to (the clubs of their club list).
    const parentSql = auth.isSuperAdmin
      ? 'SELECT 1 FROM clubs WHERE id = $1'
      : 'SELECT 1 FROM clubs c WHERE c.id = $1 AND c.active AND EXISTS (SELECT 1 FROM memberships m WHERE m.club_id = c.id AND m.user_id = $2 AND m.active)';
    if (c.parentClubId && !(await app.db.maybeOne(parentSql, auth.isSuperAdmin ? [c.parentClubId] : [c.parentClubId, adminId]))) {
      throw badRequest('Please choose a parent club', 'validation', { 'club.parentClubId': 'Please choose a parent club' });
    }
    const mails: PendingMail[] = [];
    const result = await idempotentWrite(request, reply, async (tx) => {
      // Stored inside the write, so a replayed request stores no second copy.
      const storedClubBadge = await storeBadge(app, clubBadge);
      const storedTeamBadge = teamBadge ? await storeBadge(app, teamBadge) : undefined;
      const p = body.personalisation;
      const clubId = (
        await tx.one<{ id: string }>(
          `INSERT INTO clubs (name, parent_company_name, parent_club_id, sport, club_type, date_format, language, country, currency, age_group, group_type,
             season_start, season_end, chat_app_id, chat_api_key, chat_auth_key, chat_region, badge_path, badge_kind, primary_colour, secondary_colour, tertiary_colour)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22) RETURNING id`,
          [c.name, c.parentCompanyName ?? null, c.parentClubId ?? null, c.sport, c.clubType, c.dateFormat, c.language, c.country, c.currency, c.ageGroup, c.groupType,
            c.seasonStart, c.seasonEnd, c.chatAppId ?? null, c.chatApiKey ?? null, c.chatAuthKey ?? null, c.chatRegion ?? null,
            storedClubBadge.path, storedClubBadge.kind, p.primaryColour, p.secondaryColour, p.tertiaryColour],
        )
      ).id;
      await upsertContract(tx, clubId, body.contract);
      if (body.subscription) await setSubscription(tx, clubId, body.subscription);
      const teamId = await insertTeam(tx, clubId, { ...body.team, badge: storedTeamBadge });
      for (const [kind, templateId] of Object.entries(body.emails)) {
        await tx.query('INSERT INTO club_email_templates (club_id, kind, template_id) VALUES ($1, $2, $3)', [clubId, kind, templateId]);
      }
      await setRoleOverrides(tx, clubId, body.permissions);
      // The creating club admin runs the new club (before the users below, so listing their own
      // email in the wizard cannot leave them an inactive member).
      if (!auth.isSuperAdmin) {
        await insertAcceptedMembership(tx, adminId, clubId, null, 'club_admin');
      }
      const lead = await setCoach(tx, clubId, teamId, 'coach', body.team.leadCoach, adminId);
      const assistant = await setCoach(tx, clubId, teamId, 'assistant_coach', body.team.assistantCoach ?? null, adminId);
      for (const m of [lead, assistant]) if (m) mails.push(m);
      for (const u of body.users) {
        const team = u.inTeam && u.role !== 'club_admin' ? teamId : null;
        // An invitation only: someone else's account is never attached (server/lib/membership.ts).
        const { userId, joined } = await namePerson(tx, clubId, team, u.role, { email: u.email, firstName: u.firstName, lastName: u.lastName });
        if (joined) continue;
        const invite = await insertInvite(tx, {
          clubId, teamId: team, role: u.role, email: u.email, countryCode: null, telephone: null, firstName: u.firstName, lastName: u.lastName, userId, childId: null, invitedBy: adminId,
        });
        mails.push({ to: u.email, clubName: invite.club_name, code: invite.code, guid: invite.guid, role: u.role });
      }
      return { clubId, teamId, invitesSent: mails.length, message: createClubMessages.created };
    }, 201);
    await mailAfterCommit(app, reply, mails);
    return result;
  });

  app.put<{ Params: { id: string } }>('/:id/onboarding', { config: { permission: 'club.manage', failure: clubMessages.failed } }, async (request, reply) => {
    const clubId = requireUuid(request.params.id, 'club id');
    const body = parseInput(putOnboardingSchema, request.body, clubMessages.complete);
    if (body.contract === undefined && body.subscription === undefined) throw badRequest(createClubMessages.prices, 'validation', { contract: createClubMessages.prices });
    if (!(await app.db.maybeOne('SELECT 1 FROM clubs WHERE id = $1', [clubId]))) throw notFound('Club not found');
    const isSuperAdmin = requireAuth(request).isSuperAdmin;
    return idempotentWrite(request, reply, async (tx) => {
      if (body.contract) {
        const current = await tx.maybeOne<{ total_players: number | null }>('SELECT total_players FROM contracts WHERE club_id = $1 FOR UPDATE', [clubId]);
        if (!isSuperAdmin && (!current || body.contract.totalPlayers > (current.total_players ?? 0))) throw forbidden(messages.adminOnly, 'admin_only');
        await upsertContract(tx, clubId, body.contract);
        if (body.contract.totalPlayers >= 1) {
          await tx.query(`UPDATE billing_subscriptions SET quantity = $2, updated_at = now() WHERE club_id = $1 AND kind = 'licence' AND status <> 'cancelled'`, [clubId, body.contract.totalPlayers]);
        }
      }
      if (body.subscription !== undefined) await setSubscription(tx, clubId, body.subscription);
      return (await subscriptionAnswer(tx, clubId))!;
    });
  });

  app.get<{ Params: { clubId: string } }>('/:clubId/subscription', { config: { permission: 'club.manage', failure: createClubMessages.subscription } }, async (request) => {
    const answer = await subscriptionAnswer(app.db, request.clubAccess!.clubId);
    if (!answer) throw notFound('Club not found');
    return answer;
  });
};

export default createRoutes;
