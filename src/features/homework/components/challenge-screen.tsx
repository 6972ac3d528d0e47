// One coach challenge (issue 22 item 1): what to do, the core skill, the due date, how it is
// marked and the coach's demo. Staff see every player's entry, each answer's file, minutes and
// thoughts, mark the ones awaiting grading, and may delete the challenge after a question. A
// player (or parent for the child) answers it, sees the mark, and says they have seen it.
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { Homework as HomeworkRow } from '../../../domain/homework/homework-schema';
import type { HomeworkEntry } from '../../../domain/homework/homework-schema';
import { homeworkMessages as hm } from '../../../domain/homework/messages';
import { canAnswer, canComplete, canMark } from '../../../domain/homework/states';
import { ConfirmQuestion } from '../../../ui/confirm-question';
import { Failure, Loading } from '../../../ui/states';
import { useOnline } from '../../../ui/use-online';
import { useMember } from '../../access/data/session';
import { completeChallenge, deleteChallenge, refreshHomework, useHomework, type PullOutcome } from '../data/homework';
import { challengeMessage, dayDate, MARKING_TEXT, STATE_TEXT } from '../model/challenge-text';
import { AnswerForm } from './answer-form';
import { ChallengeFile } from './challenge-file';
import { viewerOf } from './homework-viewer';
import { MarkForm } from './mark-form';
import './homework.css';

export function ChallengeScreen({ homeworkId }: { homeworkId: string }) {
  const { t, i18n } = useLingui();
  const member = useMember();
  const viewer = viewerOf(member);
  const row = useHomework(homeworkId);
  const online = useOnline();
  const navigate = useNavigate();
  const [pulled, setPulled] = useState<PullOutcome>('ok');
  const [asking, setAsking] = useState(false);
  const [announce, setAnnounce] = useState('');

  useEffect(() => {
    if (!online) return;
    let live = true;
    void refreshHomework(homeworkId).then((o) => live && setPulled(o));
    return () => {
      live = false;
    };
  }, [homeworkId, online]);

  const say = (english: string) => {
    const m = challengeMessage(english);
    return typeof m === 'string' ? m : i18n._(m);
  };
  if (row === undefined || !member) return <Loading />;
  if (row === null) return <Failure message={say(pulled === 'denied' ? hm.noAccess : pulled === 'failed' ? hm.loadFailed : hm.notFound)} />;
  const saved = (what: string) => setAnnounce(online ? what : t`${what} Saved on this device; it will be sent when you are back online.`);
  const due = i18n.date(dayDate(row.dueDay), { weekday: 'short', day: 'numeric', month: 'long' });

  return (
    <>
      <div className="page-head">
        <h1>{row.title}</h1>
      </div>
      <p className="visually-hidden" role="status">
        {announce}
      </p>
      <div className="cards">
        <section className="card">
          <p className="card__eyebrow">
            {row.coreSkill} · {row.teamName}
          </p>
          <p>{row.instructions}</p>
          <p className="card__meta">{t`Due ${due}`}</p>
          <p className="card__meta">{i18n._(MARKING_TEXT[row.marking])}</p>
          {row.demoMime ? <ChallengeFile path={`/homework/${row.id}/demo`} mime={row.demoMime} label={t`Show the coach's demo`} /> : null}
        </section>
        {viewer.kind === 'staff' ? (
          <>
            <section className="card" aria-labelledby="hw-players">
              <h2 id="hw-players">{t`Players`}</h2>
              <ul className="list">
                {row.entries.map((e) => (
                  <li key={e.playerId} className="homework__entry">
                    <EntryView row={row} entry={e} />
                    {canMark(e.state) ? <MarkForm row={row} playerId={e.playerId} by={member.id} onSaved={() => saved(t`Mark saved.`)} /> : null}
                  </li>
                ))}
              </ul>
            </section>
            {asking ? (
              <ConfirmQuestion
                question={t`Delete this challenge and every answer to it?`}
                confirmLabel={t`Delete`}
                cancelLabel={t`Keep it`}
                danger
                onCancel={() => setAsking(false)}
                onConfirm={() => void deleteChallenge(row).then(() => navigate({ to: '/secure/homework' }))}
              />
            ) : (
              <button type="button" className="button button--danger" onClick={() => setAsking(true)}>
                {t`Delete challenge`}
              </button>
            )}
          </>
        ) : viewer.kind === 'player' ? (
          <PlayerPart row={row} playerId={viewer.playerId} onSaved={saved} />
        ) : (
          <Failure message={say(hm.noAccess)} />
        )}
      </div>
    </>
  );
}

function EntryView({ row, entry }: { row: HomeworkRow; entry: HomeworkEntry }) {
  const { t, i18n } = useLingui();
  const minutes = entry.minutes;
  return (
    <div>
      <p className="list__title">
        {entry.playerName} · {i18n._(STATE_TEXT[entry.state])}
      </p>
      {minutes !== null ? <p className="card__meta">{t`${minutes} minutes practised`}</p> : null}
      {entry.thoughts ? <p>{entry.thoughts}</p> : null}
      {entry.answerMime ? <ChallengeFile path={`/homework/${row.id}/file/${entry.playerId}`} mime={entry.answerMime} label={t`Show ${entry.playerName}'s answer`} /> : null}
      {entry.grade ? (
        <p>
          {t`Grade ${entry.grade}, rated ${entry.rating ?? ''} out of 5`}
          {entry.feedback ? ` — ${entry.feedback}` : ''}
        </p>
      ) : null}
    </div>
  );
}

function PlayerPart({ row, playerId, onSaved }: { row: HomeworkRow; playerId: string; onSaved: (what: string) => void }) {
  const { t } = useLingui();
  const entry = row.entries.find((e) => e.playerId === playerId);
  if (!entry) return <Failure message={t`You do not have access to this screen`} />;
  return (
    <>
      <section className="card">
        <EntryView row={row} entry={entry} />
        {canComplete(entry.state) ? (
          <button type="button" className="button button--primary" onClick={() => void completeChallenge(row, playerId).then(() => onSaved(t`Marked as seen.`))}>
            {t`I have seen my mark`}
          </button>
        ) : null}
      </section>
      {canAnswer(entry.state) ? <AnswerForm row={row} playerId={playerId} onSaved={() => onSaved(t`Answer saved.`)} /> : null}
    </>
  );
}
