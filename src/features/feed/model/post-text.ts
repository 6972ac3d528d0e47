// The composer's and the comment form's checks, with the same limits as the server (the shared
// schemas), so a too-long text is named before anything is queued.
import * as v from 'valibot';
import { commentCreateSchema } from '../../../domain/feed/post-schema';
import { feedMessages as m } from '../../../domain/feed/messages';
import { POST_MAX } from '../../../domain/feed/limits';

/** The problem with a post's text and picture, or null. */
export function postProblem(text: string, hasPicture: boolean): string | null {
  const trimmed = text.trim();
  if (!trimmed && !hasPicture) return m.emptyPost;
  if (trimmed.length > POST_MAX) return m.postTooLong;
  return null;
}

/** The problem with a comment's text, or null. */
export function commentProblem(text: string): string | null {
  const result = v.safeParse(commentCreateSchema, { text });
  return result.success ? null : result.issues[0].message;
}
