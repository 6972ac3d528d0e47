// content_posts, content_likes and content_comments reads and writes (migration 023). Every read
// is for one caller: `liked` says whether they like the post, and `teams` is the set of teams
// whose posts they may see (club-wide posts, team_id null, are everyone's in the club).
import type { Queryable } from '../../db/db';
import type { FeedComment, FeedPost } from '../../../src/domain/feed/post-schema';

interface PostRow {
  id: string;
  club_id: string;
  team_id: string | null;
  team_name: string | null;
  author_id: string;
  author_name: string;
  body: string;
  has_picture: boolean;
  fixture_id: string | null;
  opponent: string | null;
  home_away: 'home' | 'away' | null;
  kickoff_at: string | Date | null;
  goals_for: number | null;
  goals_against: number | null;
  like_count: number | string;
  liked: boolean;
  comment_count: number | string;
  created_at: string | Date;
  edited_at: string | Date | null;
}

interface CommentRow {
  id: string;
  post_id: string;
  author_id: string;
  author_name: string;
  body: string;
  created_at: string | Date;
  edited_at: string | Date | null;
}

/** What a post's visibility check needs. */
export interface PostFacts {
  id: string;
  clubId: string;
  teamId: string | null;
  authorId: string;
  pictureKey: string | null;
  pictureKind: 'png' | 'jpeg' | null;
}

const iso = (d: string | Date | null): string | null => (d === null ? null : new Date(d).toISOString());

export const pictureUrl = (postId: string) => `/api/v1/content/${postId}/picture`;

const toPost = (r: PostRow): FeedPost => ({
  id: r.id,
  clubId: r.club_id,
  teamId: r.team_id,
  teamName: r.team_name,
  authorId: r.author_id,
  authorName: r.author_name,
  type: 'post',
  text: r.body,
  pictureUrl: r.has_picture ? pictureUrl(r.id) : null,
  fixture:
    r.fixture_id && r.opponent && r.home_away && r.kickoff_at
      ? { fixtureId: r.fixture_id, opponent: r.opponent, homeAway: r.home_away, kickoffAt: iso(r.kickoff_at)!, goalsFor: r.goals_for, goalsAgainst: r.goals_against }
      : null,
  likeCount: Number(r.like_count),
  liked: r.liked,
  commentCount: Number(r.comment_count),
  createdAt: iso(r.created_at)!,
  editedAt: iso(r.edited_at),
});

const toComment = (r: CommentRow): FeedComment => ({
  id: r.id,
  postId: r.post_id,
  authorId: r.author_id,
  authorName: r.author_name,
  text: r.body,
  createdAt: iso(r.created_at)!,
  editedAt: iso(r.edited_at),
});

// $1: the caller (for `liked`).
const POST_SELECT = `SELECT p.id, p.club_id, p.team_id, t.name AS team_name, p.author_id, trim(u.first_name || ' ' || u.last_name) AS author_name,
    p.body, p.picture_key IS NOT NULL AS has_picture, f.id AS fixture_id, f.opponent, f.home_away, f.kickoff_at, f.goals_for, f.goals_against,
    (SELECT count(*) FROM content_likes l WHERE l.post_id = p.id) AS like_count,
    EXISTS (SELECT 1 FROM content_likes l WHERE l.post_id = p.id AND l.user_id = $1) AS liked,
    (SELECT count(*) FROM content_comments c WHERE c.post_id = p.id) AS comment_count,
    p.created_at, p.edited_at
  FROM content_posts p JOIN users u ON u.id = p.author_id LEFT JOIN teams t ON t.id = p.team_id LEFT JOIN fixtures f ON f.id = p.fixture_id`;

export interface PostScope {
  clubId: string;
  /** Teams whose posts are shown besides the club-wide ones; null: every team (club admins). */
  teams: string[] | null;
  /** Only this team's posts (and not the club-wide ones). */
  onlyTeam?: string;
  authorId?: string;
  id?: string;
}

/** The caller's page of posts, newest first. */
export async function listPosts(db: Queryable, callerId: string, scope: PostScope, limit: number, offset: number): Promise<FeedPost[]> {
  const rows = await db.query<PostRow>(
    `${POST_SELECT}
     WHERE p.club_id = $2 AND ($3::uuid[] IS NULL OR p.team_id IS NULL OR p.team_id = ANY($3::uuid[]))
       AND ($4::uuid IS NULL OR p.team_id = $4) AND ($5::uuid IS NULL OR p.author_id = $5) AND ($6::uuid IS NULL OR p.id = $6)
     ORDER BY p.created_at DESC, p.id DESC LIMIT $7 OFFSET $8`,
    [callerId, scope.clubId, scope.teams, scope.onlyTeam ?? null, scope.authorId ?? null, scope.id ?? null, limit, offset],
  );
  return rows.map(toPost);
}

export async function getPost(db: Queryable, callerId: string, id: string): Promise<FeedPost | undefined> {
  const row = await db.maybeOne<PostRow>(`${POST_SELECT} WHERE p.id = $2`, [callerId, id]);
  return row ? toPost(row) : undefined;
}

export async function postFacts(db: Queryable, id: string): Promise<PostFacts | undefined> {
  const r = await db.maybeOne<{ id: string; club_id: string; team_id: string | null; author_id: string; picture_key: string | null; picture_kind: 'png' | 'jpeg' | null }>(
    'SELECT id, club_id, team_id, author_id, picture_key, picture_kind FROM content_posts WHERE id = $1',
    [id],
  );
  return r ? { id: r.id, clubId: r.club_id, teamId: r.team_id, authorId: r.author_id, pictureKey: r.picture_key, pictureKind: r.picture_kind } : undefined;
}

/** The clubs where the user has posted (for GET content/user/{id}). */
export async function clubsPostedIn(db: Queryable, authorId: string): Promise<string[]> {
  return (await db.query<{ club_id: string }>('SELECT DISTINCT club_id FROM content_posts WHERE author_id = $1', [authorId])).map((r) => r.club_id);
}

export interface NewPost {
  id?: string;
  clubId: string;
  teamId: string | null;
  authorId: string;
  text: string;
  fixtureId: string | null;
}

/**
 * Inserts the post: 'existing' when this author already made this id in this club (a replay
 * without its key: nothing is stored again), 'taken' for anyone else's (never overwritten).
 * The picture is stored only for a post actually made.
 */
export async function insertPost(
  tx: Queryable,
  p: NewPost,
  storePicture: () => Promise<{ key: string; kind: 'png' | 'jpeg' } | null>,
): Promise<{ outcome: 'made' | 'existing' | 'taken'; id: string }> {
  if (p.id) {
    const existing = await tx.maybeOne<{ author_id: string; club_id: string }>('SELECT author_id, club_id FROM content_posts WHERE id = $1', [p.id]);
    if (existing) return { outcome: existing.author_id === p.authorId && existing.club_id === p.clubId ? 'existing' : 'taken', id: p.id };
  }
  const picture = await storePicture();
  const row = await tx.one<{ id: string }>(
    `INSERT INTO content_posts (id, club_id, team_id, author_id, body, picture_key, picture_kind, fixture_id)
     VALUES (COALESCE($1::uuid, gen_random_uuid()), $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [p.id ?? null, p.clubId, p.teamId, p.authorId, p.text, picture?.key ?? null, picture?.kind ?? null, p.fixtureId],
  );
  return { outcome: 'made', id: row.id };
}

/** Whether the fixture is one of the club's (a post links only its own club's results). */
export async function fixtureOfClub(db: Queryable, fixtureId: string, clubId: string): Promise<{ teamId: string } | undefined> {
  const r = await db.maybeOne<{ team_id: string }>('SELECT team_id FROM fixtures WHERE id = $1 AND club_id = $2', [fixtureId, clubId]);
  return r ? { teamId: r.team_id } : undefined;
}

export async function updatePostText(tx: Queryable, id: string, text: string): Promise<void> {
  // The same text again (a replay without its key) is not an edit.
  await tx.query('UPDATE content_posts SET body = $2, edited_at = now() WHERE id = $1 AND body <> $2', [id, text]);
}

/** Deletes the post (its likes and comments go with it); answers its picture key to remove from the store. */
export async function deletePost(tx: Queryable, id: string): Promise<{ deleted: boolean; pictureKey: string | null }> {
  const row = await tx.maybeOne<{ picture_key: string | null }>('DELETE FROM content_posts WHERE id = $1 RETURNING picture_key', [id]);
  return { deleted: !!row, pictureKey: row?.picture_key ?? null };
}

/** Sets or unsets the caller's like; answers whether anything changed (a repeat changes nothing). */
export async function setLike(tx: Queryable, postId: string, userId: string, liked: boolean): Promise<boolean> {
  const rows = liked
    ? await tx.query('INSERT INTO content_likes (post_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING post_id', [postId, userId])
    : await tx.query('DELETE FROM content_likes WHERE post_id = $1 AND user_id = $2 RETURNING post_id', [postId, userId]);
  return rows.length > 0;
}

const COMMENT_SELECT = `SELECT c.id, c.post_id, c.author_id, trim(u.first_name || ' ' || u.last_name) AS author_name, c.body, c.created_at, c.edited_at
  FROM content_comments c JOIN users u ON u.id = c.author_id`;

/** The post's comments, oldest first (a thread reads down). */
export async function listComments(db: Queryable, postId: string, limit: number, offset: number): Promise<FeedComment[]> {
  return (await db.query<CommentRow>(`${COMMENT_SELECT} WHERE c.post_id = $1 ORDER BY c.created_at, c.id LIMIT $2 OFFSET $3`, [postId, limit, offset])).map(toComment);
}

export async function getComment(db: Queryable, postId: string, id: string): Promise<FeedComment | undefined> {
  const row = await db.maybeOne<CommentRow>(`${COMMENT_SELECT} WHERE c.post_id = $1 AND c.id = $2`, [postId, id]);
  return row ? toComment(row) : undefined;
}

/** Inserts the comment: 'existing' when this author already made this id on this post (a replay), 'taken' for anyone else's. */
export async function insertComment(tx: Queryable, c: { id?: string; postId: string; authorId: string; text: string }): Promise<{ outcome: 'made' | 'existing' | 'taken'; id: string }> {
  if (c.id) {
    const existing = await tx.maybeOne<{ author_id: string; post_id: string }>('SELECT author_id, post_id FROM content_comments WHERE id = $1', [c.id]);
    if (existing) return { outcome: existing.author_id === c.authorId && existing.post_id === c.postId ? 'existing' : 'taken', id: c.id };
  }
  const row = await tx.one<{ id: string }>('INSERT INTO content_comments (id, post_id, author_id, body) VALUES (COALESCE($1::uuid, gen_random_uuid()), $2, $3, $4) RETURNING id', [
    c.id ?? null,
    c.postId,
    c.authorId,
    c.text,
  ]);
  return { outcome: 'made', id: row.id };
}

export async function updateComment(tx: Queryable, id: string, text: string): Promise<void> {
  await tx.query('UPDATE content_comments SET body = $2, edited_at = now() WHERE id = $1 AND body <> $2', [id, text]);
}

export async function deleteComment(tx: Queryable, id: string): Promise<boolean> {
  return (await tx.query('DELETE FROM content_comments WHERE id = $1 RETURNING id', [id])).length > 0;
}
