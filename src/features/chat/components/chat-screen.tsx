// The locker room (issue 23 item 4): the member's conversations — their team groups, staff
// groups, direct messages, and (for a parent) their children's — with unread counts, read from
// this device first and refreshed (and kept live) when online. A club that has not turned the
// locker room on answers the spec's sentence.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { chatMessages as m } from '../../../domain/chat/messages';
import { Empty, Failure, Loading } from '../../../ui/states';
import { useOnline } from '../../../ui/use-online';
import { useMember } from '../../access/data/session';
import { RoleId } from '../../../domain/roles';
import { pullGroups, setLockerRoom, useChatGroups, whenSent, type PullOutcome } from '../data/chat';
import { useChatLive } from '../data/chat-live';
import { chatMessage } from '../model/chat-text';
import { groupTitle } from '../model/group-title';
import './chat.css';

export function ChatScreen() {
  const { t, i18n } = useLingui();
  const member = useMember();
  const online = useOnline();
  const clubId = member?.clubId ?? null;
  const groups = useChatGroups(clubId);
  const [pulled, setPulled] = useState<PullOutcome>('ok');
  const [turningOn, setTurningOn] = useState(false);
  useChatLive(clubId, null);

  useEffect(() => {
    if (!online || !clubId) return;
    let live = true;
    const pull = () => void pullGroups(clubId).then((o) => live && setPulled(o));
    pull();
    // Something just reached the server (a conversation started offline, the locker room turned on): read again.
    const stop = whenSent(pull);
    return () => {
      live = false;
      stop();
    };
  }, [clubId, online]);

  const say = (english: string) => {
    const x = chatMessage(english);
    return typeof x === 'string' ? x : i18n._(x);
  };
  if (!member || groups === undefined) return <Loading />;
  if (!clubId) return <Failure message={t`You do not have access to this screen`} />;
  if (pulled === 'off') {
    const admin = member.roleId === RoleId.clubAdmin || member.roleId === RoleId.admin;
    return (
      <>
        <Failure message={say(m.notConfigured)} />
        {admin ? (
          <button type="button" className="button button--primary" disabled={turningOn} onClick={() => (setTurningOn(true), void setLockerRoom(clubId, true))}>
            {turningOn ? t`Turning the locker room on…` : t`Turn the locker room on for the club`}
          </button>
        ) : null}
      </>
    );
  }

  return (
    <>
      <div className="page-head">
        <h1>{t`Locker room`}</h1>
        <Link to="/secure/chat/new" className="button button--primary">
          <Trans>New conversation</Trans>
        </Link>
      </div>
      {groups.length === 0 ? (
        <>
          <Empty>{t`No conversations yet.`}</Empty>
          {pulled === 'failed' ? <p className="state state--error">{say(m.loadFailed)}</p> : null}
        </>
      ) : (
        <ul className="list" aria-label={t`Conversations`}>
          {groups.map((g) => {
            const title = groupTitle(g, member.id, { team: t`Team`, direct: t`Direct message` });
            return (
              <li key={g.id}>
                <Link to="/secure/chat/$groupId" params={{ groupId: g.id }} className="list__item" aria-label={g.unread > 0 ? t`${title}, ${g.unread} unread` : title}>
                  <span className="list__body">
                    <span className="list__title">{title}</span>
                    <span className="list__meta">{g.lastBody ? g.lastBody : g.lastSeq > 0 ? say(m.removed) : t`No messages yet`}</span>
                  </span>
                  {g.unread > 0 ? (
                    <span className="chat-unread" aria-hidden="true">
                      {g.unread}
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
