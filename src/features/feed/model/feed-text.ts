// Translated copies of the shared feed messages (src/domain/feed/messages.ts), so the composer,
// the comment form and the server's refusals read in the user's language.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { feedMessages as m } from '../../../domain/feed/messages';
import { COMMENT_MAX, POST_MAX } from '../../../domain/feed/limits';

const MESSAGES: Record<string, MessageDescriptor> = {
  [m.emptyPost]: msg`Please write something or add a picture`,
  [m.postTooLong]: msg`A post can be at most ${POST_MAX} characters`,
  [m.emptyComment]: msg`Please write a comment`,
  [m.commentTooLong]: msg`A comment can be at most ${COMMENT_MAX} characters`,
  [m.mayNotPost]: msg`Your club does not allow you to post here`,
  [m.notFound]: msg`This post could not be found`,
  [m.loadFailed]: msg`There has been an error retrieving posts`,
};

export const feedMessage = (english: string): MessageDescriptor | string => MESSAGES[english] ?? english;

export const pictureProblemText = {
  type: msg`Please choose a png or jpg picture`,
  size: msg`The picture must be at least 200 × 200 pixels`,
  tooLarge: msg`The picture must be smaller than 4 MB`,
};
