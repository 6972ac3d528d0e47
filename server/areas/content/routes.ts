// The club feed (/api/v1/content, calls.md Content area):
//   POST                          a post (201); body { id?, clubId, teamId?, text, picture?, fixtureId? }
//   GET    ?clubId[&type][&id][&teamId][&limit][&offset]   the club's posts the caller sees, newest first
//   GET    club?clubId[&playerId][&limit][&offset]         club-wide posts and those of the player's teams
//   GET    user/{id}[?limit][&offset]                      that member's posts the caller sees
//   PUT    {id}                   change the text (the author); body { text }
//   DELETE {id}                   remove (the author, or feed.moderate in the club)
//   PUT    {id}/like              { liked: true | false }: set or unset, never a toggle
//   GET    {id}/picture           the post's picture
//   GET    {id}/comments[?limit][&offset]   oldest first
//   POST   {id}/comment           (201) { id?, text }
//   PUT    {id}/comment/{commentId}        the author; { text }
//   DELETE {id}/comment/{commentId}        the author, or feed.moderate in the club
// Who: access.ts. Bodies: src/domain/feed/post-schema.ts. A like or comment on someone else's post
// tells its author in the app (notify-author.ts), once.
import type { FastifyPluginAsync } from 'fastify';
import { FEED_PAGE_DEFAULT } from '../../../src/domain/feed/limits';
import { feedMessages as m } from '../../../src/domain/feed/messages';
import { clubFeedQuery, commentCreateSchema, commentEditSchema, likeSchema, postCreateSchema, postEditSchema, postListQuery, userPostsQuery, type FeedPage, type FeedPost } from '../../../src/domain/feed/post-schema';
import { requireUuid } from '../../lib/access';
import { useFailureMessages } from '../../lib/failure-handler';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { resolveListTeams } from '../../lib/list-scope';
import { parseInput } from '../../lib/parse-input';
import { parseQuery } from '../../lib/parse-query';
import { requireAuth } from '../../plugins/auth';
import { idempotentWrite } from '../../plugins/idempotency';
import type { Queryable } from '../../db/db';
import { feedIfMember, requireFeed, requireMayPost, requireVisiblePost, sees } from './access';
import { notifyAuthor } from './notify-author';
import { checkPostPicture, removePostPicture, sendPostPicture, storePostPicture, type CheckedPicture } from './picture';
import {
  clubsPostedIn,
  deleteComment,
  deletePost,
  fixtureOfClub,
  getComment,
  getPost,
  insertComment,
  insertPost,
  listComments,
  listPosts,
  postFacts,
  setLike,
  updateComment,
  updatePostText,
} from './repository';

type P = { Params: { id: string } };
type PC = { Params: { id: string; commentId: string } };

/** A base64 picture of 8 MiB and the rest of the body. */
const POST_BODY_LIMIT = 9 * 1024 * 1024;
const READ = { permission: 'self' as const, failure: m.loadFailed };
const WRITE = { permission: 'self' as const, failure: m.failed };

async function sharesClubWith(db: Queryable, caller: { userId: string; isSuperAdmin: boolean }, userId: string): Promise<boolean> {
  if (caller.isSuperAdmin) return !!(await db.maybeOne('SELECT 1 FROM users WHERE id = $1', [userId]));
  if (caller.userId === userId) return true;
  return !!(await db.maybeOne(
    'SELECT 1 FROM memberships a JOIN memberships b ON b.club_id = a.club_id AND b.user_id = $2 AND b.active WHERE a.user_id = $1 LIMIT 1',
    [userId, caller.userId],
  ));
}

async function post(db: Queryable, callerId: string, id: string): Promise<FeedPost> {
  const row = await getPost(db, callerId, id);
  if (!row) throw notFound(m.notFound, 'post_not_found');
  return row;
}

const contentRoutes: FastifyPluginAsync = async (app) => {
  useFailureMessages(app);

  app.get('/', { config: READ }, async (request): Promise<FeedPage> => {
    const q = parseQuery(postListQuery, request.query);
    const feed = await requireFeed(request, q.clubId);
    if (q.teamId && !sees(feed, q.teamId)) throw forbidden('You do not have access to this screen', 'not_your_team');
    const posts = await listPosts(app.db, feed.access.userId, { clubId: q.clubId, teams: feed.teams, onlyTeam: q.teamId, id: q.id }, q.limit ?? FEED_PAGE_DEFAULT, q.offset ?? 0);
    return { posts, canPost: feed.canPost };
  });

  app.get('/club', { config: READ }, async (request): Promise<FeedPage> => {
    const q = parseQuery(clubFeedQuery, request.query);
    const feed = await requireFeed(request, q.clubId);
    // A player (a parent's child, a coach's player): the club-wide posts and that player's teams'.
    const teams = q.playerId ? await resolveListTeams(app.db, feed.access, { playerId: q.playerId }) : feed.teams;
    const posts = await listPosts(app.db, feed.access.userId, { clubId: q.clubId, teams: teams ?? null }, q.limit ?? FEED_PAGE_DEFAULT, q.offset ?? 0);
    return { posts, canPost: feed.canPost };
  });

  app.get<P>('/user/:id', { config: READ }, async (request): Promise<{ posts: FeedPost[] }> => {
    const authorId = requireUuid(request.params.id, 'user id');
    const q = parseQuery(userPostsQuery, request.query);
    const limit = q.limit ?? FEED_PAGE_DEFAULT;
    // Someone the caller shares no club with is as unknown as an id that names no one (404 for
    // both, so ids cannot be probed); a super admin is told only whether the user exists.
    if (!(await sharesClubWith(app.db, requireAuth(request), authorId))) throw notFound('User not found', 'user_not_found');
    // Only the clubs where the caller is a member, and there only what they may see.
    const posts: FeedPost[] = [];
    for (const clubId of await clubsPostedIn(app.db, authorId)) {
      const feed = await feedIfMember(request, clubId);
      if (feed) posts.push(...(await listPosts(app.db, feed.access.userId, { clubId, teams: feed.teams, authorId }, limit + (q.offset ?? 0), 0)));
    }
    posts.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
    return { posts: posts.slice(q.offset ?? 0, (q.offset ?? 0) + limit) };
  });

  app.post('/', { bodyLimit: POST_BODY_LIMIT, config: WRITE }, async (request, reply) => {
    const body = parseInput(postCreateSchema, request.body, m.emptyPost);
    const feed = await requireFeed(request, body.clubId);
    requireMayPost(feed, body.teamId);
    if (body.fixtureId) {
      const fixture = await fixtureOfClub(app.db, body.fixtureId, body.clubId);
      if (!fixture || !sees(feed, fixture.teamId)) throw badRequest(m.fixture, 'validation', { fixtureId: m.fixture });
    }
    // Checked before the transaction: decoding is slow, and a bad picture stores nothing.
    const picture: CheckedPicture | null = body.picture ? await checkPostPicture(body.picture) : null;
    const callerId = feed.access.userId;
    return idempotentWrite(
      request,
      reply,
      async (tx) => {
        const made = await insertPost(tx, { id: body.id, clubId: body.clubId, teamId: body.teamId, authorId: callerId, text: body.text, fixtureId: body.fixtureId }, () =>
          picture ? storePostPicture(app, picture) : Promise.resolve(null),
        );
        // The id is someone else's post: never overwrite or reveal it.
        if (made.outcome === 'taken') throw badRequest(m.failed, 'id_taken');
        return post(tx, callerId, made.id);
      },
      201,
    );
  });

  app.put<P>('/:id', { config: WRITE }, async (request, reply) => {
    const id = requireUuid(request.params.id, 'post id');
    const body = parseInput(postEditSchema, request.body, m.emptyPost);
    const { post: facts, feed } = await requireVisiblePost(request, id);
    if (facts.authorId !== feed.access.userId) throw forbidden(m.notYourPost, 'not_your_post');
    return idempotentWrite(request, reply, async (tx) => {
      await updatePostText(tx, id, body.text);
      return post(tx, feed.access.userId, id);
    });
  });

  app.delete<P>('/:id', { config: WRITE }, async (request, reply) => {
    const id = requireUuid(request.params.id, 'post id');
    // Removing twice (a replay without its key, two devices) is the same end state: removed.
    if (!(await postFacts(app.db, id))) return { id, deleted: false };
    const { post: facts, feed } = await requireVisiblePost(request, id);
    if (facts.authorId !== feed.access.userId && !feed.moderator) throw forbidden(m.notYourPost, 'not_your_post');
    const answer = await idempotentWrite(request, reply, async (tx) => {
      const gone = await deletePost(tx, id);
      return { id, deleted: gone.deleted, pictureKey: gone.pictureKey };
    });
    if (answer.pictureKey) await removePostPicture(app, answer.pictureKey);
    return { id: answer.id, deleted: answer.deleted };
  });

  app.put<P>('/:id/like', { config: WRITE }, async (request, reply) => {
    const id = requireUuid(request.params.id, 'post id');
    const body = parseInput(likeSchema, request.body, m.liked);
    const { post: facts, feed } = await requireVisiblePost(request, id);
    const callerId = feed.access.userId;
    return idempotentWrite(request, reply, async (tx) => {
      // Set or unset: the tenth "liked: true" finds the like there and changes nothing (and tells no one again).
      if ((await setLike(tx, id, callerId, body.liked)) && body.liked) await notifyAuthor(tx, { kind: 'post_liked', post: facts, actorId: callerId });
      return post(tx, callerId, id);
    });
  });

  app.get<P>('/:id/picture', { config: READ }, async (request, reply) => {
    const id = requireUuid(request.params.id, 'post id');
    const { post: facts } = await requireVisiblePost(request, id);
    return sendPostPicture(reply, facts);
  });

  app.get<P>('/:id/comments', { config: READ }, async (request) => {
    const id = requireUuid(request.params.id, 'post id');
    const q = parseQuery(userPostsQuery, request.query);
    await requireVisiblePost(request, id);
    return { comments: await listComments(app.db, id, q.limit ?? 200, q.offset ?? 0) };
  });

  app.post<P>('/:id/comment', { config: WRITE }, async (request, reply) => {
    const id = requireUuid(request.params.id, 'post id');
    const body = parseInput(commentCreateSchema, request.body, m.emptyComment);
    const { post: facts, feed } = await requireVisiblePost(request, id);
    const callerId = feed.access.userId;
    return idempotentWrite(
      request,
      reply,
      async (tx) => {
        const made = await insertComment(tx, { id: body.id, postId: id, authorId: callerId, text: body.text });
        if (made.outcome === 'taken') throw badRequest(m.failed, 'id_taken');
        if (made.outcome === 'made') await notifyAuthor(tx, { kind: 'post_commented', post: facts, actorId: callerId });
        const comment = await getComment(tx, id, made.id);
        if (!comment) throw notFound(m.commentNotFound, 'comment_not_found');
        return comment;
      },
      201,
    );
  });

  app.put<PC>('/:id/comment/:commentId', { config: WRITE }, async (request, reply) => {
    const id = requireUuid(request.params.id, 'post id');
    const commentId = requireUuid(request.params.commentId, 'comment id');
    const body = parseInput(commentEditSchema, request.body, m.emptyComment);
    const { feed } = await requireVisiblePost(request, id);
    const comment = await getComment(app.db, id, commentId);
    if (!comment) throw notFound(m.commentNotFound, 'comment_not_found');
    if (comment.authorId !== feed.access.userId) throw forbidden(m.notYourComment, 'not_your_comment');
    return idempotentWrite(request, reply, async (tx) => {
      await updateComment(tx, commentId, body.text);
      const row = await getComment(tx, id, commentId);
      if (!row) throw notFound(m.commentNotFound, 'comment_not_found');
      return row;
    });
  });

  app.delete<PC>('/:id/comment/:commentId', { config: WRITE }, async (request, reply) => {
    const id = requireUuid(request.params.id, 'post id');
    const commentId = requireUuid(request.params.commentId, 'comment id');
    const { feed } = await requireVisiblePost(request, id);
    const comment = await getComment(app.db, id, commentId);
    // Already removed: the same end state.
    if (!comment) return { id: commentId, deleted: false };
    if (comment.authorId !== feed.access.userId && !feed.moderator) throw forbidden(m.notYourComment, 'not_your_comment');
    return idempotentWrite(request, reply, async (tx) => ({ id: commentId, deleted: await deleteComment(tx, commentId) }));
  });
};

export default contentRoutes;
