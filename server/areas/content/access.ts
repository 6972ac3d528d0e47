// Who sees and does what in the club feed (issue 23 item 2). The content calls name the club in
// the query or the body (calls.md), or only a post's id in the path, so the routes are
// { permission: 'self' } and the checks are made here once the input is read:
// - reading: an active, accepted member of the club (club.view). A club admin (or a super
//   admin) sees every post; anyone else the club-wide posts and those of their own teams (teams
//   they coach, play in, are a parent in, or where their children play);
// - posting: feed.post in the club (staff by default; a club grants it to players or parents),
//   to the whole club or to one of the teams they see;
// - editing a post or a comment: its author only; removing one: its author, or a holder of
//   feed.moderate (staff by default) in the post's club.
// A post the caller may not see answers 404, as an unknown one does, so ids cannot be probed.
import type { FastifyRequest } from 'fastify';
import { feedMessages as m } from '../../../src/domain/feed/messages';
import { loadClubAccess } from '../../lib/access';
import { forbidden, notFound } from '../../lib/http-error';
import { resolveListTeams } from '../../lib/list-scope';
import { accessHolds, loadOverrides, requirePermission, type PermittedAccess } from '../../lib/permissions';
import { requireAuth } from '../../plugins/auth';
import { postFacts, type PostFacts } from './repository';

export interface FeedAccess {
  access: PermittedAccess;
  /** Teams whose posts the caller sees besides the club-wide ones; null: every team. */
  teams: string[] | null;
  canPost: boolean;
  moderator: boolean;
}

async function scopeOf(request: FastifyRequest, access: PermittedAccess): Promise<FeedAccess> {
  const everyTeam = access.isSuperAdmin || access.roles.includes('club_admin');
  const teams = everyTeam ? null : [...new Set([...(await resolveListTeams(request.server.db, access, {})), ...access.teams.map((t) => t.teamId)])];
  return { access, teams, canPost: accessHolds(access, 'feed.post'), moderator: accessHolds(access, 'feed.moderate') };
}

/** The caller's feed in the club: 403 'You do not have access to this screen' for a non-member. */
export async function requireFeed(request: FastifyRequest, clubId: string): Promise<FeedAccess> {
  return scopeOf(request, await requirePermission(request, clubId, 'club.view'));
}

/** The caller's feed in the club, or null when they are not a member (nothing of it is theirs to see). */
export async function feedIfMember(request: FastifyRequest, clubId: string): Promise<FeedAccess | null> {
  const auth = requireAuth(request);
  const access = await loadClubAccess(request, clubId);
  if (!access.isSuperAdmin && access.roles.length === 0) return null;
  const overrides = auth.isSuperAdmin ? { roles: {}, user: {} } : await loadOverrides(request.server.db, clubId, auth.userId);
  return scopeOf(request, { ...access, overrides });
}

export const sees = (feed: FeedAccess, teamId: string | null): boolean => teamId === null || feed.teams === null || feed.teams.includes(teamId);

/** The post and the caller's feed in its club; 404 for an unknown post and for one they may not see. */
export async function requireVisiblePost(request: FastifyRequest, postId: string): Promise<{ post: PostFacts; feed: FeedAccess }> {
  const post = await postFacts(request.server.db, postId);
  const feed = post ? await feedIfMember(request, post.clubId) : null;
  if (!post || !feed || !sees(feed, post.teamId)) throw notFound(m.notFound, 'post_not_found');
  return { post, feed };
}

/** Posting in the club, to the whole club (teamId null) or one of the caller's teams. */
export function requireMayPost(feed: FeedAccess, teamId: string | null): void {
  if (!feed.canPost) throw forbidden(m.mayNotPost, 'may_not_post');
  if (!sees(feed, teamId)) throw forbidden(m.team, 'not_your_team');
}
