// Open area (calls.md Open): the invite pages keyed by the invite's guid, reached from the
// invite email without a session. The guid (122 random bits) is the secret; an unknown, used,
// expired or revoked invite answers 404 'Please enter a valid invite code'.
//   GET  characteristics                         the describing words (registration step 7)
//   GET  invite?code=                            registration step 1: the invite a typed code
//                                                opens (its guid leads to the pages below)
//   GET  {guid}/club                             the club's name and colours for the page
//   GET  {guid}/club/invites                     the invite: role, team, email, names
//   POST {guid}/club/invites/password            join: a new account, the member the club made,
//                                                or a child's own login; signs in (201)
//   POST {guid}/club/invites/player              signed-in parent of this invite adds a child
//   PUT  {guid}/club/invites/player/{playerId}   ... and corrects that child
import type { FastifyPluginAsync } from 'fastify';
import { authMessages } from '../../../src/domain/auth/messages';
import { registerSchema } from '../../../src/domain/auth/register-schema';
import { CHARACTERISTIC_WORDS } from '../../../src/domain/characteristics';
import { childSchema } from '../../../src/domain/open/child-schema';
import type { OpenInviteByCodeAnswer } from '../../../src/domain/club/onboarding-schema';
import { isUuid } from '../../lib/access';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { parseOr400 } from '../../lib/validate';
import { requireAuth } from '../../plugins/auth';
import { minimalReplays } from '../../plugins/idempotency';
import { parseInput } from '../auth/parse';
import { passwords } from '../auth/passwords';
import { acceptInvite, assertInviteFits } from '../auth/accept-invite';
import { linkGuardian, type NewUser } from '../auth/repository';
import { acceptMembership, STAFF_ROLES } from '../../lib/membership';
import { buildSessionAnswer } from '../auth/session-answer';
import { issueToken } from '../auth/tokens';
import { blockedFor, buckets, INVITE_ADDRESS_RULE, recordFailure, ThrottledError } from '../auth/throttle';
import { assertPlayerCapacity } from '../club/player-limit';

type G = { Params: { guid: string } };
const invalid = () => notFound(authMessages.inviteCode, 'invalid_invite');

interface OpenInvite {
  id: string;
  code: string;
  club_id: string;
  club_name: string;
  primary_colour: string | null;
  secondary_colour: string | null;
  tertiary_colour: string | null;
  has_badge: boolean;
  team_id: string | null;
  team_name: string | null;
  role: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  user_id: string | null;
  child_id: string | null;
  status: string;
  accepted_by: string | null;
}

const SELECT = `SELECT i.id, i.code, i.club_id, c.name AS club_name, c.primary_colour, c.secondary_colour, c.tertiary_colour, (c.badge_path IS NOT NULL) AS has_badge,
  i.team_id, t.name AS team_name, i.role, i.email, i.first_name, i.last_name, i.user_id, i.child_id, i.status, i.accepted_by
  FROM invites i JOIN clubs c ON c.id = i.club_id AND c.active LEFT JOIN teams t ON t.id = i.team_id
  WHERE i.guid = $1 AND (i.expires_at IS NULL OR i.expires_at > now()) AND i.status <> 'revoked'`;

const openRoutes: FastifyPluginAsync = async (app) => {
  // Registration and children's details: a replayed key answers the status and ids only.
  minimalReplays(app);
  /** The invite while it can still be used (status sent). */
  const openInvite = async (guid: string, lock = false, db = app.db as Pick<typeof app.db, 'maybeOne'>) => {
    if (!isUuid(guid)) throw badRequest(authMessages.inviteCode, 'invalid_invite');
    const row = await db.maybeOne<OpenInvite>(`${SELECT} AND i.status = 'sent'${lock ? ' FOR UPDATE OF i' : ''}`, [guid]);
    if (!row) throw invalid();
    return row;
  };
  /** The invite accepted by the caller (a parent adding children after joining). */
  const acceptedBy = async (guid: string, userId: string) => {
    if (!isUuid(guid)) throw badRequest(authMessages.inviteCode, 'invalid_invite');
    const row = await app.db.maybeOne<OpenInvite>(`${SELECT} AND i.status = 'accepted'`, [guid]);
    if (!row) throw invalid();
    if (row.accepted_by !== userId || row.role !== 'parent') throw forbidden('You do not have access to this screen');
    return row;
  };

  app.get('/characteristics', { config: { permission: 'public' } }, async () => ({ characteristics: CHARACTERISTIC_WORDS }));

  // Codes are short enough to guess: wrong ones count per address in register's bucket (one
  // budget for both ways of trying a code). The invitee's e-mail is not in the answer: a code
  // alone must not tell who was invited (the registration form asks for the e-mail).
  app.get<{ Querystring: { code?: unknown } }>('/invite', { config: { permission: 'public' } }, async (request, reply): Promise<OpenInviteByCodeAnswer> => {
    const raw = request.query.code;
    const code = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
    if (code.length < 4 || code.length > 64) throw badRequest(authMessages.inviteCode, 'invalid_invite', { code: authMessages.inviteCode });
    const bucket = buckets.invite(request.ip);
    const wait = await blockedFor(app.db, bucket);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new ThrottledError(wait);
    }
    const i = await app.db.maybeOne<OpenInvite & { guid: string }>(
      `SELECT i.guid, ${SELECT.slice('SELECT '.length).replace('WHERE i.guid = $1', 'WHERE i.code = $1')} AND i.status = 'sent'`,
      [code],
    );
    if (!i) {
      await recordFailure(app.db, bucket, INVITE_ADDRESS_RULE);
      throw invalid();
    }
    // A typed code proves nothing about the e-mail: a staff invite gives its guid (the way to the
    // link's registration) only to whoever holds the mailed link (issue 18).
    if (STAFF_ROLES.has(i.role)) throw forbidden(authMessages.staffInviteLink, 'invite_link_required');
    return {
      invite: { guid: i.guid, code: i.code, role: i.role, clubId: i.club_id, clubName: i.club_name, teamId: i.team_id, teamName: i.team_name, forChild: i.child_id !== null },
    };
  });

  app.get<G>('/:guid/club', { config: { permission: 'public' } }, async (request) => {
    const i = await openInvite(request.params.guid);
    return {
      club: { id: i.club_id, name: i.club_name, primaryColour: i.primary_colour, secondaryColour: i.secondary_colour, tertiaryColour: i.tertiary_colour, hasBadge: i.has_badge },
      team: i.team_id ? { id: i.team_id, name: i.team_name } : null,
    };
  });

  app.get<G>('/:guid/club/invites', { config: { permission: 'public' } }, async (request) => {
    const i = await openInvite(request.params.guid);
    return {
      invite: {
        code: i.code, role: i.role, clubId: i.club_id, clubName: i.club_name, teamId: i.team_id, teamName: i.team_name,
        email: i.email, firstName: i.first_name, lastName: i.last_name, forChild: i.child_id !== null,
      },
    };
  });

  app.post<G>('/:guid/club/invites/password', { config: { permission: 'public' } }, async (request, reply) => {
    const invite = await openInvite(request.params.guid);
    const input = parseInput(registerSchema, { ...(request.body as object | null), inviteCode: invite.code });
    assertInviteFits(invite, input.email, 'link');
    const fields: NewUser = {
      email: input.email, passwordHash: await passwords.hash(input.password), firstName: input.firstName, lastName: input.lastName,
      countryCode: input.countryCode, telephone: input.mobile, termsAccepted: input.termsAccepted,
    };
    const userId = await app.db.transaction(async (tx) => {
      const i = await openInvite(request.params.guid, true, tx);
      return acceptInvite(tx, i, fields, invalid, 'link');
    });
    const token = await issueToken(app.db, userId, request.headers['user-agent']);
    reply.issueXsrf(token);
    reply.status(201);
    return buildSessionAnswer(app.db, userId, token);
  });

  app.post<G>('/:guid/club/invites/player', { config: { permission: 'self' } }, async (request, reply) => {
    const parentId = requireAuth(request).userId;
    const invite = await acceptedBy(request.params.guid, parentId);
    const child = parseOr400(childSchema, request.body, 'Please ensure all fields are complete');
    const childId = await app.db.transaction(async (tx) => {
      await assertPlayerCapacity(tx, invite.club_id, 1);
      const id = (await tx.one<{ id: string }>('INSERT INTO users (first_name, last_name, date_of_birth, created_by_club) VALUES ($1, $2, $3, $4) RETURNING id', [child.firstName, child.lastName, child.dateOfBirth ?? null, invite.club_id])).id;
      await linkGuardian(tx, parentId, id);
      // The parent's accepted invite fixes the club and team: the child is a member at once.
      await acceptMembership(tx, id, invite.club_id, invite.team_id, 'player');
      return id;
    });
    reply.status(201);
    return { child: { id: childId, firstName: child.firstName, lastName: child.lastName, dateOfBirth: child.dateOfBirth ?? null, clubId: invite.club_id, teamId: invite.team_id } };
  });

  app.put<{ Params: { guid: string; playerId: string } }>('/:guid/club/invites/player/:playerId', { config: { permission: 'self' } }, async (request) => {
    const parentId = requireAuth(request).userId;
    await acceptedBy(request.params.guid, parentId);
    const playerId = request.params.playerId;
    if (!isUuid(playerId) || !(await app.db.maybeOne('SELECT 1 FROM guardians WHERE parent_id = $1 AND child_id = $2', [parentId, playerId]))) {
      throw forbidden('You do not have access to this screen');
    }
    const child = parseOr400(childSchema, request.body, 'Please ensure all fields are complete');
    await app.db.query('UPDATE users SET first_name = $2, last_name = $3, date_of_birth = $4, updated_at = now() WHERE id = $1', [playerId, child.firstName, child.lastName, child.dateOfBirth ?? null]);
    return { child: { id: playerId, firstName: child.firstName, lastName: child.lastName, dateOfBirth: child.dateOfBirth ?? null } };
  });
};

export default openRoutes;
