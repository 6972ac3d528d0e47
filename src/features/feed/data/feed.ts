// The club feed's reads and writes (issue 23 item 2). Screens read the posts and comments last
// pulled into Dexie (`feedPosts`, `feedComments`, v17), so the feed opens with no signal. Every
// change is one local write: the row(s) together with the outbox entry, so a post, a comment or
// a like shows at once and is sent once (its Idempotency-Key; the ids made here also let the
// server find a replay). A post or comment only this device has carries `sending: true` until
// the server's answer replaces the row. One stream per club keeps a post ahead of its comments.
import { getDb } from '../../../db/database';
import { touchKey } from '../../../db/keys';
import type { FeedCommentRow, FeedPostRow } from '../../../db/schema';
import { useLiveTable } from '../../../db/use-live';
import { localWrite } from '../../../db/write';
import { uuidv7 } from '../../../db/uuidv7';
import { FEED_PAGE_DEFAULT } from '../../../domain/feed/limits';
import type { FeedComment, FeedPage, FixtureResult, PostCreateBody } from '../../../domain/feed/post-schema';
import type { FixtureSummary } from '../../../domain/fixture/types';
import { applyPulled, createGetter, PullError, type Getter } from '../../../sync/pull';

export type { FeedCommentRow, FeedPostRow };

const PATH = '/api/v1/content';
const stream = (clubId: string) => `feed:${clubId}`;
const postPath = (id: string) => `${PATH}/${encodeURIComponent(id)}`;

export interface Author {
  id: string;
  name: string;
}

/** The club's posts on this device, newest first (`teamId`: that team's only), live. */
export function useFeedPosts(clubId: string | null, teamId: string | null, limit: number): FeedPostRow[] | undefined {
  return useLiveTable('feedPosts', () => readFeed(clubId, teamId, limit), [clubId, teamId, limit]);
}

/** The first `limit` posts of the club on this device, newest first: the feed's first screen. */
export async function readFeed(clubId: string | null, teamId: string | null, limit: number): Promise<FeedPostRow[]> {
  if (!clubId) return [];
  const newest = getDb().feedPosts.where('[clubId+createdAt]').between([clubId, ''], [clubId, '\uffff']).reverse();
  return teamId ? newest.filter((p) => p.teamId === teamId).limit(limit).toArray() : newest.limit(limit).toArray();
}

/** The post's comments on this device, oldest first, live. */
export function useComments(postId: string): FeedCommentRow[] | undefined {
  return useLiveTable('feedComments', async () => (await getDb().feedComments.where('postId').equals(postId).toArray()).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)), [postId]);
}

/** The club's played games on this device, newest first (a post may link one's result), live. */
export function useRecentResults(clubId: string | null, count = 10): FixtureSummary[] | undefined {
  return useLiveTable(
    'fixtures',
    async () => (clubId ? (await getDb().fixtures.where('clubId').equals(clubId).toArray()).filter((f) => f.status === 'ended' && f.active).sort((a, b) => b.kickoffAt.localeCompare(a.kickoffAt)).slice(0, count) : []),
    [clubId, count],
  );
}

const resultOf = (f: FixtureSummary): FixtureResult => ({ fixtureId: f.id, opponent: f.opponent, homeAway: f.homeAway, kickoffAt: f.kickoffAt, goalsFor: f.goalsFor, goalsAgainst: f.goalsAgainst });

export interface NewPost {
  clubId: string;
  teamId: string | null;
  teamName: string | null;
  text: string;
  /** A checked png or jpg, base64. */
  picture?: string | null;
  /** A played game whose result the post shows. */
  fixture?: FixtureSummary | null;
}

/** Writes a post (shown as sending until the server has it); answers its id. */
export async function writePost(author: Author, p: NewPost): Promise<string> {
  const id = uuidv7();
  const body: PostCreateBody = { id, clubId: p.clubId, teamId: p.teamId, text: p.text.trim(), picture: p.picture ?? null, fixtureId: p.fixture?.id ?? null };
  const row: FeedPostRow = {
    id,
    clubId: p.clubId,
    teamId: p.teamId,
    teamName: p.teamName,
    authorId: author.id,
    authorName: author.name,
    type: 'post',
    text: body.text,
    pictureUrl: null,
    fixture: p.fixture ? resultOf(p.fixture) : null,
    likeCount: 0,
    liked: false,
    commentCount: 0,
    createdAt: new Date().toISOString(),
    editedAt: null,
    sending: true,
  };
  await localWrite([{ table: 'feedPosts', put: row }], {
    method: 'POST',
    path: PATH,
    body: body as unknown as Record<string, unknown>,
    stream: stream(p.clubId),
    applyTo: 'feedPosts',
    describe: { action: 'feed.post', subject: body.text.slice(0, 60) },
  });
  return id;
}

export async function editPost(post: FeedPostRow, text: string): Promise<void> {
  const row: FeedPostRow = { ...post, text: text.trim(), editedAt: new Date().toISOString() };
  await localWrite([{ table: 'feedPosts', put: row }], {
    method: 'PUT',
    path: postPath(post.id),
    body: { text: row.text },
    stream: stream(post.clubId),
    applyTo: 'feedPosts',
    describe: { action: 'feed.edit', subject: row.text.slice(0, 60) },
  });
}

export async function removePost(post: FeedPostRow): Promise<void> {
  await localWrite([{ table: 'feedPosts', delete: post.id }], {
    method: 'DELETE',
    path: postPath(post.id),
    body: {},
    stream: stream(post.clubId),
    describe: { action: 'feed.delete', subject: post.text.slice(0, 60) },
  });
}

/** Sets or unsets the like: the state is sent, never a toggle, so a repeat changes nothing. */
export async function setLiked(post: FeedPostRow, liked: boolean): Promise<void> {
  if (post.liked === liked) return;
  const row: FeedPostRow = { ...post, liked, likeCount: Math.max(0, post.likeCount + (liked ? 1 : -1)) };
  await localWrite([{ table: 'feedPosts', put: row }], {
    method: 'PUT',
    path: `${postPath(post.id)}/like`,
    body: { liked },
    stream: stream(post.clubId),
    applyTo: 'feedPosts',
    describe: { action: liked ? 'feed.like' : 'feed.unlike', subject: post.text.slice(0, 60) },
  });
}

/** Adds a comment (shown as sending until the server has it); answers its id. */
export async function addComment(author: Author, post: FeedPostRow, text: string): Promise<string> {
  const id = uuidv7();
  const comment: FeedCommentRow = { id, postId: post.id, authorId: author.id, authorName: author.name, text: text.trim(), createdAt: new Date().toISOString(), editedAt: null, sending: true };
  await localWrite([{ table: 'feedComments', put: comment }], {
    method: 'POST',
    path: `${postPath(post.id)}/comment`,
    body: { id, text: comment.text },
    stream: stream(post.clubId),
    applyTo: 'feedComments',
    describe: { action: 'feed.comment', subject: comment.text.slice(0, 60) },
  });
  return id;
}

export async function editComment(post: FeedPostRow, comment: FeedCommentRow, text: string): Promise<void> {
  const row: FeedCommentRow = { ...comment, text: text.trim(), editedAt: new Date().toISOString() };
  await localWrite([{ table: 'feedComments', put: row }], {
    method: 'PUT',
    path: `${postPath(post.id)}/comment/${encodeURIComponent(comment.id)}`,
    body: { text: row.text },
    stream: stream(post.clubId),
    applyTo: 'feedComments',
    describe: { action: 'feed.comment.edit', subject: row.text.slice(0, 60) },
  });
}

export async function removeComment(post: FeedPostRow, comment: FeedCommentRow): Promise<void> {
  await localWrite([{ table: 'feedComments', delete: comment.id }], {
    method: 'DELETE',
    path: `${postPath(post.id)}/comment/${encodeURIComponent(comment.id)}`,
    body: {},
    stream: stream(post.clubId),
    describe: { action: 'feed.comment.delete', subject: comment.text.slice(0, 60) },
  });
}

export type PullOutcome = 'ok' | 'denied' | 'failed';

/**
 * Refreshes a page of the club's feed. The first page also drops posts this device still shows
 * that the server no longer has in that window (removed by their author or by staff), except
 * those only this device has. Rows with a queued change are left alone (applyPulled).
 */
export async function pullFeed(clubId: string, offset = 0, limit = FEED_PAGE_DEFAULT, teamId: string | null = null, get: Getter = createGetter(getDb())): Promise<FeedPage> {
  const db = getDb();
  const team = teamId ? `&teamId=${encodeURIComponent(teamId)}` : '';
  const answer = await get<FeedPage>(`/content?clubId=${encodeURIComponent(clubId)}&limit=${limit}&offset=${offset}${team}`);
  await applyPulled(db, 'feedPosts', answer.posts);
  if (offset === 0 && !teamId) {
    const kept = new Set(answer.posts.map((p) => p.id));
    const oldest = answer.posts.length === limit ? answer.posts[answer.posts.length - 1]!.createdAt : '';
    const gone = (await db.feedPosts.where('clubId').equals(clubId).toArray()).filter((p) => !p.sending && !kept.has(p.id) && p.createdAt >= oldest).map((p) => p.id);
    if (gone.length > 0) await applyRemovals(gone);
  }
  return answer;
}

/** Removes posts gone from the server, unless a queued change still names them. */
async function applyRemovals(ids: string[]): Promise<void> {
  const db = getDb();
  await db.transaction('rw', [db.feedPosts, db.outbox], async () => {
    const pending = new Set<string>();
    for (const e of await db.outbox.where('touches').startsWith('feedPosts:').toArray()) for (const t of e.touches) pending.add(t);
    await db.feedPosts.bulkDelete(ids.filter((id) => !pending.has(touchKey('feedPosts', id))));
  });
}

/** pullFeed for a screen; `teamId`: the page of that team's posts (the filter's). */
export function refreshFeed(clubId: string, offset = 0, teamId: string | null = null): Promise<{ outcome: PullOutcome; count: number }> {
  return pullFeed(clubId, offset, FEED_PAGE_DEFAULT, teamId).then(
    (page) => ({ outcome: 'ok' as const, count: page.posts.length }),
    (err: unknown) => ({ outcome: err instanceof PullError && err.status === 403 ? ('denied' as const) : ('failed' as const), count: 0 }),
  );
}

/** Refreshes the post's comments (those gone from the server go from the device too). Throws on failure. */
export async function pullComments(postId: string): Promise<void> {
  const db = getDb();
  const answer = await createGetter(db)<{ comments: FeedComment[] }>(`/content/${encodeURIComponent(postId)}/comments`);
  await applyPulled(db, 'feedComments', answer.comments, { index: 'postId', value: postId });
}
