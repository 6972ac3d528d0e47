// The club feed's messages (issue 23 item 2), shared by the composer, the comment form and the
// server's 400/403/404 answers. The loading failure follows product.md §8's 'There has been an
// error retrieving ...'; the limits name the number so a too-long text says what to do.
import { COMMENT_MAX, POST_MAX } from './limits';

export const feedMessages = {
  emptyPost: 'Please write something or add a picture',
  postTooLong: `A post can be at most ${POST_MAX} characters`,
  emptyComment: 'Please write a comment',
  commentTooLong: `A comment can be at most ${COMMENT_MAX} characters`,
  club: 'Please choose a club',
  liked: 'Please say whether you like the post (liked: true or false)',
  notFound: 'This post could not be found',
  commentNotFound: 'This comment could not be found',
  mayNotPost: 'Your club does not allow you to post here',
  team: 'Please choose one of your teams, or the whole club',
  fixture: 'Please choose a game of this club',
  notYourPost: 'You can only change your own posts',
  notYourComment: 'You can only change your own comments',
  loadFailed: 'There has been an error retrieving posts',
  failed: 'There has been a problem saving this post',
} as const;
