// A post's comments (issue 23 item 2), oldest first, read from this device and refreshed when
// online. Anyone who sees the post may comment; the author edits or deletes their own (deleting
// asks first); staff holding feed.moderate may delete any. A comment written with no signal shows
// "Sending…" until the server has it. Texts are shown as text, never as HTML.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { ConfirmQuestion } from '../../../ui/confirm-question';
import { TextAreaField } from '../../../ui/text-area-field';
import { addComment, editComment, pullComments, removeComment, useComments, type Author, type FeedCommentRow, type FeedPostRow } from '../data/feed';
import { feedMessage } from '../model/feed-text';
import { commentProblem } from '../model/post-text';

export interface CommentsThreadProps {
  post: FeedPostRow;
  author: Author;
  moderator: boolean;
  online: boolean;
  onSaved: (what: string) => void;
}

export function CommentsThread({ post, author, moderator, online, onSaved }: CommentsThreadProps) {
  const { t, i18n } = useLingui();
  const comments = useComments(post.id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<FeedCommentRow | null>(null);
  const say = (english: string) => {
    const m = feedMessage(english);
    return typeof m === 'string' ? m : i18n._(m);
  };

  useEffect(() => {
    // Quiet: the thread still reads what this device has.
    if (online && !post.sending) pullComments(post.id).catch(() => undefined);
  }, [post.id, post.sending, online]);

  const submit = async () => {
    const problem = commentProblem(text);
    if (problem) return setError(say(problem));
    setError(null);
    await addComment(author, post, text);
    setText('');
    onSaved(t`Comment saved.`);
  };

  return (
    <section className="feed-thread" aria-label={t`Comments`}>
      {comments === undefined ? null : comments.length === 0 ? (
        <p className="card__meta">{t`No comments yet.`}</p>
      ) : (
        <ul className="feed-thread__list">
          {comments.map((c) =>
            editing === c.id ? (
              <li key={c.id}>
                <CommentEditor
                  initial={c.text}
                  onCancel={() => setEditing(null)}
                  onSave={async (next) => {
                    await editComment(post, c, next);
                    setEditing(null);
                    onSaved(t`Comment saved.`);
                  }}
                />
              </li>
            ) : (
              <li key={c.id} className="feed-comment">
                <p className="feed-comment__head">
                  <strong>{c.authorName}</strong> <time dateTime={c.createdAt}>{i18n.date(new Date(c.createdAt), { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })}</time>
                  {c.editedAt ? <span className="card__meta"> · {t`edited`}</span> : null}
                </p>
                <p className="feed-text">{c.text}</p>
                {c.sending ? <p className="feed-sending">{t`Sending…`}</p> : null}
                <div className="feed-actions">
                  {c.authorId === author.id ? (
                    <button type="button" className="button button--secondary feed-small" onClick={() => setEditing(c.id)}>
                      {t`Edit`}
                    </button>
                  ) : null}
                  {c.authorId === author.id || moderator ? (
                    <button type="button" className="button button--secondary feed-small" onClick={() => setConfirming(c)}>
                      {t`Delete`}
                    </button>
                  ) : null}
                </div>
                {confirming?.id === c.id ? (
                  <ConfirmQuestion
                    question={t`Delete this comment?`}
                    confirmLabel={t`Delete`}
                    cancelLabel={t`Cancel`}
                    danger
                    onCancel={() => setConfirming(null)}
                    onConfirm={async () => {
                      setConfirming(null);
                      await removeComment(post, c);
                      onSaved(t`Comment deleted.`);
                    }}
                  />
                ) : null}
              </li>
            ),
          )}
        </ul>
      )}
      {post.sending ? null : (
        <form
          className="feed-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <TextAreaField label={t`Write a comment`} value={text} rows={2} error={error ?? undefined} onChange={(e) => setText(e.target.value)} />
          <button type="submit" className="button button--primary">
            {t`Comment`}
          </button>
        </form>
      )}
    </section>
  );
}

function CommentEditor({ initial, onSave, onCancel }: { initial: string; onSave: (text: string) => Promise<void>; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  return (
    <form
      className="feed-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const problem = commentProblem(text);
        if (problem) {
          const m = feedMessage(problem);
          return setError(typeof m === 'string' ? m : i18n._(m));
        }
        void onSave(text);
      }}
    >
      <TextAreaField id={id} label={t`Edit your comment`} value={text} rows={2} error={error ?? undefined} onChange={(e) => setText(e.target.value)} />
      <div className="feed-actions">
        <button type="submit" className="button button--primary">
          {t`Save`}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t`Cancel`}
        </button>
      </div>
    </form>
  );
}
