// Text limits of the club feed: a post reads on a phone screen or two; a comment is a reply.
export const POST_MAX = 5000;
export const COMMENT_MAX = 2000;
/** A page of the feed: the first screen and a little more. */
export const FEED_PAGE_DEFAULT = 20;
export const FEED_PAGE_MAX = 50;
/** A base64 picture of about 6 MiB at most (the route's body limit is a little above). */
export const PICTURE_BASE64_MAX = 8 * 1024 * 1024;
