// One conversation (issue 23 item 4): its messages in order, read from this device first and
// kept live; each of the member's own shows its state (waiting for a signal, sent, delivered,
// read). Writing works with no signal (the message waits, queued, and is sent once). Any reader
// may report a message to the club's safeguarding lead; the lead may remove one. Both are asked
// first. A parent reading a child's conversation reads only.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { MESSAGE_MAX, type ChatMessage as ChatMessageRow } from '../../../domain/chat/chat-schema';
import { chatMessages as m } from '../../../domain/chat/messages';
import { ConfirmQuestion } from '../../../ui/confirm-question';
import { Failure, Loading } from '../../../ui/states';
import { useOnline } from '../../../ui/use-online';
import { useMember, useProfile } from '../../access/data/session';
import { markRead, pullGroups, pullMessages, removeMessage, reportMessage, sendMessage, useChatGroup, useChatMessages, type PullOutcome } from '../data/chat';
import { useChatLive } from '../data/chat-live';
import { chatMessage, STATE_TEXT } from '../model/chat-text';
import { groupTitle } from '../model/group-title';
import './chat.css';

type Asking = { kind: 'report' | 'remove'; message: ChatMessageRow } | null;

export function ConversationScreen({ groupId }: { groupId: string }) {
  const { t, i18n } = useLingui();
  const member = useMember();
  const profile = useProfile();
  const online = useOnline();
  const clubId = member?.clubId ?? null;
  const group = useChatGroup(groupId);
  const messages = useChatMessages(groupId);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [asking, setAsking] = useState<Asking>(null);
  const [announce, setAnnounce] = useState('');
  const [pulled, setPulled] = useState<PullOutcome>('ok');
  const fieldId = useId();
  useChatLive(clubId, groupId);

  useEffect(() => {
    if (!online || !clubId) return;
    let live = true;
    void pullGroups(clubId);
    void pullMessages(clubId, groupId).then((o) => live && setPulled(o));
    return () => {
      live = false;
    };
  }, [clubId, groupId, online]);

  const lastSeq = Math.max(0, ...(messages ?? []).filter((x) => x.state !== 'queued').map((x) => x.seq));
  useEffect(() => {
    if (group && lastSeq > 0) void markRead(group, lastSeq);
  }, [group, lastSeq]);

  const say = (english: string) => {
    const x = chatMessage(english);
    return typeof x === 'string' ? x : i18n._(x);
  };
  if (!member || group === undefined || messages === undefined) return <Loading />;
  if (pulled === 'off') return <Failure message={say(m.notConfigured)} />;
  if (group === null) return <Failure message={pulled === 'failed' ? say(m.loadFailed) : t`This conversation could not be found`} />;

  const title = groupTitle(group, member.id, { team: t`Team`, direct: t`Direct message` });
  const myName = profile ? `${profile.user.firstName} ${profile.user.lastName}` : '';
  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = text.trim();
    if (!body) return setError(say(m.emptyMessage));
    if (body.length > MESSAGE_MAX) return setError(say(m.tooLong));
    setError('');
    setText('');
    await sendMessage(group, member.id, myName, body);
    setAnnounce(online ? t`Message sent.` : t`Saved on this device; it will be sent when you are back online.`);
  };
  const act = async () => {
    if (!asking) return;
    if (asking.kind === 'report') {
      await reportMessage(group, asking.message, '');
      setAnnounce(t`Reported to the club’s safeguarding lead.`);
    } else {
      await removeMessage(group, asking.message);
      setAnnounce(t`Message removed.`);
    }
    setAsking(null);
  };

  return (
    <>
      <div className="page-head">
        <h1>{title}</h1>
        <Link to="/secure/chat" className="text-link">
          <Trans>All conversations</Trans>
        </Link>
      </div>
      <p className="card__meta">{group.members.map((x) => x.name).join(', ')}</p>
      <p className="visually-hidden" role="status">
        {announce}
      </p>
      {asking ? (
        <ConfirmQuestion
          question={asking.kind === 'report' ? t`Report this message to the club’s safeguarding lead?` : t`Remove this message for everyone? This cannot be undone.`}
          confirmLabel={asking.kind === 'report' ? t`Report` : t`Remove`}
          cancelLabel={t`Cancel`}
          danger={asking.kind === 'remove'}
          onConfirm={() => void act()}
          onCancel={() => setAsking(null)}
        />
      ) : null}
      {messages.length === 0 ? <p className="state">{t`No messages yet`}</p> : null}
      <ol className="chat-log" aria-label={t`Messages`} aria-live="polite">
        {messages.map((x) => {
          const mine = x.senderId === member.id;
          const when = i18n.date(new Date(x.createdAt), { weekday: 'short', hour: '2-digit', minute: '2-digit' });
          return (
            <li key={x.id} className={`chat-msg${mine ? ' chat-msg--mine' : ''}${x.removed ? ' chat-msg--removed' : ''}`}>
              <div className="chat-msg__meta">
                <strong>{mine ? t`You` : x.senderName}</strong>
                <span>{when}</span>
                {mine ? <span>{i18n._(STATE_TEXT[x.state])}</span> : null}
              </div>
              <p>{x.removed ? say(m.removed) : x.body}</p>
              {!x.removed && x.state !== 'queued' ? (
                <div className="chat-msg__actions">
                  {!mine ? (
                    <button type="button" className="button button--secondary button--small" onClick={() => setAsking({ kind: 'report', message: x })}>
                      <Trans>Report</Trans>
                    </button>
                  ) : null}
                  {group.canRemove ? (
                    <button type="button" className="button button--danger button--small" onClick={() => setAsking({ kind: 'remove', message: x })}>
                      <Trans>Remove</Trans>
                    </button>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      {group.canSend ? (
        <form className="chat-compose card" onSubmit={(e) => void send(e)} noValidate>
          <label htmlFor={fieldId}>{t`Message`}</label>
          <textarea id={fieldId} value={text} rows={3} maxLength={MESSAGE_MAX} onChange={(e) => setText(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${fieldId}-error` : undefined} />
          {error ? (
            <p id={`${fieldId}-error`} className="field__error" role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="button button--primary">
            <Trans>Send</Trans>
          </button>
        </form>
      ) : (
        <p className="state">{t`You can read this conversation because your child is in it (or you look after safeguarding), but you cannot write in it.`}</p>
      )}
    </>
  );
}
