// One post of the club feed: who wrote it, where (the whole club or a team), when, its text (as
// text, never HTML), its picture and the result it links; like (a state, not a toggle: the
// button says which), the comments thread, and for its author edit and delete (delete asks
// first); staff holding feed.moderate may delete any post.
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { ConfirmQuestion } from '../../../ui/confirm-question';
import { TextAreaField } from '../../../ui/text-area-field';
import type { Author, FeedPostRow } from '../data/feed';
import { usePostPicture } from '../data/picture';
import { feedMessage } from '../model/feed-text';
import { postProblem } from '../model/post-text';
import { CommentsThread } from './comments-thread';

export interface PostCardProps {
  post: FeedPostRow;
  author: Author;
  moderator: boolean;
  online: boolean;
  onLike: (liked: boolean) => Promise<void>;
  onEdit: (text: string) => Promise<void>;
  onDelete: () => Promise<void>;
  onSaved: (what: string) => void;
}

function PostPicture({ url }: { url: string }) {
  const { t } = useLingui();
  const picture = usePostPicture(url);
  if (picture.kind === 'shown') return <img className="feed-post__picture" src={picture.url} alt={t`Picture with the post`} />;
  if (picture.kind === 'missing') return <p className="card__meta">{t`The picture cannot be shown right now.`}</p>;
  return null;
}

export function PostCard({ post, author, moderator, online, onLike, onEdit, onDelete, onSaved }: PostCardProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(post.text);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const own = post.authorId === author.id;
  const when = i18n.date(new Date(post.createdAt), { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  const where = post.teamName ?? t`Whole club`;
  const result = post.fixture
    ? post.fixture.goalsFor !== null && post.fixture.goalsAgainst !== null
      ? t`Result against ${post.fixture.opponent}: ${post.fixture.goalsFor}–${post.fixture.goalsAgainst}`
      : t`Game against ${post.fixture.opponent}`
    : null;

  return (
    <li className="card feed-post" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title feed-post__author">
        {post.authorName}
      </h2>
      <p className="card__meta">
        {where} · <time dateTime={post.createdAt}>{when}</time>
        {post.editedAt ? ` · ${t`edited`}` : null}
      </p>
      {editing ? (
        <form
          className="feed-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const problem = postProblem(text, false);
            if (problem) {
              const m = feedMessage(problem);
              return setError(typeof m === 'string' ? m : i18n._(m));
            }
            setEditing(false);
            void onEdit(text);
          }}
        >
          <TextAreaField label={t`Edit your post`} value={text} rows={4} error={error ?? undefined} onChange={(e) => setText(e.target.value)} />
          <div className="feed-actions">
            <button type="submit" className="button button--primary">
              {t`Save`}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setEditing(false)}>
              {t`Cancel`}
            </button>
          </div>
        </form>
      ) : post.text ? (
        <p className="feed-text">{post.text}</p>
      ) : null}
      {post.pictureUrl ? <PostPicture url={post.pictureUrl} /> : null}
      {result ? <p className="feed-post__result">{result}</p> : null}
      {post.sending ? <p className="feed-sending">{t`Sending…`}</p> : null}
      <div className="feed-actions">
        <button type="button" className="button button--secondary feed-small" aria-pressed={post.liked} disabled={post.sending} onClick={() => void onLike(!post.liked)}>
          {post.liked ? t`Liked` : t`Like`} · {post.likeCount}
        </button>
        <button type="button" className="button button--secondary feed-small" aria-expanded={open} onClick={() => setOpen(!open)}>
          {t`Comments`} · {post.commentCount}
        </button>
        {own && !editing ? (
          <button type="button" className="button button--secondary feed-small" onClick={() => (setText(post.text), setEditing(true))}>
            {t`Edit`}
          </button>
        ) : null}
        {own || moderator ? (
          <button type="button" className="button button--secondary feed-small" onClick={() => setConfirming(true)}>
            {t`Delete`}
          </button>
        ) : null}
      </div>
      {confirming ? (
        <ConfirmQuestion
          question={t`Delete this post and its comments?`}
          confirmLabel={t`Delete`}
          cancelLabel={t`Cancel`}
          danger
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void onDelete();
          }}
        />
      ) : null}
      {open ? <CommentsThread post={post} author={author} moderator={moderator} online={online} onSaved={onSaved} /> : null}
    </li>
  );
}
