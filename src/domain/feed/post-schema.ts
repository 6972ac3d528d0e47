// The feed's bodies and answers (calls.md Content area), shared by the app and the server.
// Texts are kept as written (trimmed) and always shown as text, never as HTML, so a <script>
// in a post is harmless wherever it is shown.
import * as v from 'valibot';
import { idParam, intParam } from '../query-fields';
import { feedMessages as m } from './messages';
import { COMMENT_MAX, FEED_PAGE_MAX, PICTURE_BASE64_MAX, POST_MAX } from './limits';

const postText = v.pipe(v.optional(v.string(m.emptyPost), ''), v.trim(), v.maxLength(POST_MAX, m.postTooLong));
const commentText = v.pipe(v.string(m.emptyComment), v.trim(), v.minLength(1, m.emptyComment), v.maxLength(COMMENT_MAX, m.commentTooLong));
const optionalId = (name: string) => v.optional(v.nullable(idParam(name)), null);

export const postCreateSchema = v.pipe(
  v.object({
    /** Made on the device (UUIDv7), so a replay finds its post. */
    id: v.optional(idParam('id')),
    clubId: v.pipe(v.string(m.club), v.uuid(m.club)),
    /** null: the whole club. */
    teamId: optionalId('teamId'),
    text: postText,
    /** A png or jpg, base64 (checked and re-encoded on the server, EXIF dropped). */
    picture: v.optional(v.nullable(v.pipe(v.string(m.emptyPost), v.maxLength(PICTURE_BASE64_MAX, 'The image is too large')))),
    /** A fixture of the club whose result the post shows. */
    fixtureId: optionalId('fixtureId'),
  }),
  v.check((b) => b.text.length > 0 || !!b.picture, m.emptyPost),
);
export type PostCreateBody = v.InferOutput<typeof postCreateSchema>;

export const postEditSchema = v.object({
  text: v.pipe(v.string(m.emptyPost), v.trim(), v.minLength(1, m.emptyPost), v.maxLength(POST_MAX, m.postTooLong)),
});
export type PostEditBody = v.InferOutput<typeof postEditSchema>;

/** A like is set or unset, never toggled: the same request sent twice changes nothing. */
export const likeSchema = v.object({ liked: v.boolean(m.liked) });

export const commentCreateSchema = v.object({ id: v.optional(idParam('id')), text: commentText });
export type CommentCreateBody = v.InferOutput<typeof commentCreateSchema>;
export const commentEditSchema = v.object({ text: commentText });

const page = {
  limit: v.optional(intParam('limit', 1, FEED_PAGE_MAX)),
  offset: v.optional(intParam('offset', 0, 100_000)),
};

/** GET content: the club's posts, or one (id); type is 'post' (the only kind so far). */
export const postListQuery = v.object({
  clubId: v.pipe(v.string(m.club), v.uuid(m.club)),
  type: v.optional(v.picklist(['post'], 'type must be post')),
  id: v.optional(idParam('id')),
  teamId: v.optional(idParam('teamId')),
  ...page,
});

/** GET content/club: the club-wide posts and those of the player's teams (a parent's child). */
export const clubFeedQuery = v.object({
  clubId: v.pipe(v.string(m.club), v.uuid(m.club)),
  playerId: v.optional(idParam('playerId')),
  ...page,
});

export const userPostsQuery = v.object(page);

export interface FixtureResult {
  fixtureId: string;
  opponent: string;
  homeAway: 'home' | 'away';
  kickoffAt: string;
  goalsFor: number | null;
  goalsAgainst: number | null;
}

export interface FeedPost {
  id: string;
  clubId: string;
  /** null: posted to the whole club. */
  teamId: string | null;
  teamName: string | null;
  authorId: string;
  authorName: string;
  type: 'post';
  text: string;
  /** Where the picture is served (with the session), or null. */
  pictureUrl: string | null;
  fixture: FixtureResult | null;
  likeCount: number;
  /** Whether the caller likes it. */
  liked: boolean;
  commentCount: number;
  createdAt: string;
  /** Set once the text was changed. */
  editedAt: string | null;
}

export interface FeedComment {
  id: string;
  postId: string;
  authorId: string;
  authorName: string;
  text: string;
  createdAt: string;
  editedAt: string | null;
}

export interface FeedPage {
  posts: FeedPost[];
  /** Whether the caller may post in this club (the club's permission), and where. */
  canPost: boolean;
}
