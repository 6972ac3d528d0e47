// Starting a conversation (issue 23 item 4): staff start a group (a name and people), any adult
// a direct message with one other adult. The safeguarding rule runs here as the people are
// picked (model/new-conversation.ts, the server's own rule): a child picked alone, or a child's
// parent missing from a group, is explained before anything can be sent, with the child's parents
// offered to add. The server checks the same rule again. Needs a signal to list the club's people.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { chatMessages as m } from '../../../domain/chat/messages';
import { RoleId } from '../../../domain/roles';
import { Failure, Loading } from '../../../ui/states';
import { useOnline } from '../../../ui/use-online';
import { useMember } from '../../access/data/session';
import { fetchPeople, startConversation } from '../data/chat';
import { chatMessage } from '../model/chat-text';
import { checkConversation, type Pickable } from '../model/new-conversation';
import './chat.css';

const STAFF: number[] = [RoleId.admin, RoleId.clubAdmin, RoleId.coach, RoleId.assistantCoach];

export function NewConversation() {
  const { t, i18n } = useLingui();
  const member = useMember();
  const online = useOnline();
  const navigate = useNavigate();
  const clubId = member?.clubId ?? null;
  const staff = member ? STAFF.includes(member.roleId) : false;
  const [people, setPeople] = useState<Pickable[] | null | 'failed' | 'off'>(null);
  const [kind, setKind] = useState<'group' | 'direct'>(staff ? 'group' : 'direct');
  const [name, setName] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [error, setError] = useState('');
  const nameId = useId();
  const explainId = useId();

  useEffect(() => {
    if (!clubId || !online) return;
    let live = true;
    fetchPeople(clubId).then(
      (p) => live && setPeople(p),
      (err: unknown) => live && setPeople((err as { status?: number }).status === 403 ? 'off' : 'failed'),
    );
    return () => {
      live = false;
    };
  }, [clubId, online]);

  const say = (english: string) => {
    const x = chatMessage(english);
    return typeof x === 'string' ? x : i18n._(x);
  };
  if (!member || !clubId) return <Loading />;
  if (!online && people === null) return <Failure message={t`Starting a conversation needs a signal. Your conversations are still here to read and write in.`} />;
  if (people === 'off') return <Failure message={say(m.notConfigured)} />;
  if (people === 'failed') return <Failure message={say(m.loadFailed)} />;
  if (people === null) return <Loading />;

  const me: Pickable = people.find((p) => p.id === member.id) ?? { id: member.id, name: '', role: 'user', child: false, parentIds: [] };
  const others = people.filter((p) => p.id !== member.id);
  const chosen = others.filter((p) => picked.includes(p.id));
  const check = checkConversation(kind, me, chosen, others);
  const toggle = (id: string) => setPicked((cur) => (kind === 'direct' ? [id] : cur.includes(id) ? cur.filter((x) => x !== id) : [...cur, id]));
  const start = async (e: React.FormEvent) => {
    e.preventDefault();
    if (chosen.length === 0) return setError(say(m.members));
    if (kind === 'group' && !name.trim()) return setError(say(m.name));
    if (check.problem) return setError(say(check.problem));
    const id = await startConversation(clubId, me, kind, name.trim(), chosen);
    await navigate({ to: '/secure/chat/$groupId', params: { groupId: id } });
  };

  return (
    <>
      <div className="page-head">
        <h1>{t`New conversation`}</h1>
        <Link to="/secure/chat" className="text-link">
          <Trans>All conversations</Trans>
        </Link>
      </div>
      <form className="card chat-compose" onSubmit={(e) => void start(e)} noValidate aria-describedby={check.problem ? explainId : undefined}>
        {staff ? (
          <fieldset>
            <legend>{t`Kind`}</legend>
            <label>
              <input type="radio" name="kind" checked={kind === 'group'} onChange={() => (setKind('group'), setPicked([]))} /> {t`Group`}
            </label>
            <label>
              <input type="radio" name="kind" checked={kind === 'direct'} onChange={() => (setKind('direct'), setPicked([]))} /> {t`Direct message (adults only)`}
            </label>
          </fieldset>
        ) : null}
        {kind === 'group' ? (
          <>
            <label htmlFor={nameId}>{t`Group name`}</label>
            <input id={nameId} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
          </>
        ) : null}
        <fieldset>
          <legend>{kind === 'group' ? t`People` : t`Person`}</legend>
          <ul className="chat-people">
            {others.map((p) => (
              <li key={p.id}>
                <label>
                  <input type={kind === 'direct' ? 'radio' : 'checkbox'} name="people" checked={picked.includes(p.id)} onChange={() => toggle(p.id)} /> {p.name}
                  {p.child ? ` (${t`under 18`})` : ''}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {check.problem ? (
          <div id={explainId} className="chat-warning" role="alert">
            <p>{say(check.problem)}</p>
            <p>{say(m.safeguarding)}</p>
            {kind === 'group' && check.suggest.length > 0 ? (
              <p>
                {t`Add a parent or guardian:`}{' '}
                {check.suggest.map((p) => (
                  <button key={p.id} type="button" className="button button--secondary button--small" onClick={() => setPicked((cur) => [...cur, p.id])}>
                    {p.name}
                  </button>
                ))}
              </p>
            ) : null}
          </div>
        ) : null}
        {error && !check.problem ? (
          <p className="field__error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={check.problem !== null}>
          <Trans>Start conversation</Trans>
        </button>
      </form>
    </>
  );
}
