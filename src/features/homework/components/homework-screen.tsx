// Coach challenges home (issue 22 items 1 and 4). Staff: the challenges waiting to be marked (by
// upload, and at the next training session), then everything set in the last 30 days, with links
// to set one and to the report. A player (or a parent for the selected child): outstanding and
// done. Read from this device first and refreshed from the server when online.
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { homeworkMessages as hm } from '../../../domain/homework/messages';
import { isOutstanding } from '../../../domain/homework/states';
import { Empty, Failure, Loading } from '../../../ui/states';
import { useOnline } from '../../../ui/use-online';
import { useMember } from '../../access/data/session';
import { refreshClubHomework, refreshPlayerHomework, useClubHomework, usePlayerHomework, type PullOutcome } from '../data/homework';
import { challengeMessage } from '../model/challenge-text';
import { ChallengeItem } from './challenge-item';
import { viewerOf } from './homework-viewer';
import './homework.css';

export function HomeworkScreen() {
  const { t } = useLingui();
  const member = useMember();
  const viewer = viewerOf(member);
  return (
    <>
      <div className="page-head">
        <h1>{t`Coach challenges`}</h1>
      </div>
      {viewer.kind === 'staff' ? <CoachHome clubId={member?.clubId ?? null} /> : viewer.kind === 'player' ? <PlayerHome playerId={viewer.playerId} /> : <Failure message={t`You do not have access to this screen`} />}
    </>
  );
}

function usePull(pull: () => Promise<PullOutcome>, deps: unknown[]): PullOutcome {
  const online = useOnline();
  const [outcome, setOutcome] = useState<PullOutcome>('ok');
  useEffect(() => {
    if (!online) return;
    let live = true;
    void pull().then((o) => live && setOutcome(o));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [online, ...deps]);
  return outcome;
}

function CoachHome({ clubId }: { clubId: string | null }) {
  const { t, i18n } = useLingui();
  const rows = useClubHomework(clubId);
  const pulled = usePull(() => (clubId ? refreshClubHomework(clubId) : Promise.resolve('ok' as const)), [clubId]);
  if (rows === undefined) return <Loading />;
  const failure = challengeMessage(pulled === 'denied' ? hm.noAccess : hm.loadFailed);
  if (pulled === 'denied' && rows.length === 0) return <Failure message={typeof failure === 'string' ? failure : i18n._(failure)} />;
  const waiting = rows.filter((r) => r.entries.some((e) => e.state === 'awaiting_grading'));
  const byUpload = waiting.filter((r) => r.marking !== 'training');
  const atTraining = waiting.filter((r) => r.marking === 'training');
  return (
    <div className="cards">
      <div className="homework__actions">
        <Link to="/secure/homework/new" className="button button--primary">{t`Set a challenge`}</Link>
        <Link to="/secure/homework/report" className="button button--secondary">{t`Challenge report`}</Link>
      </div>
      {/* Nothing on this device and the server out of reach: say so; setting one still works. */}
      {pulled === 'failed' && rows.length === 0 ? <Failure message={typeof failure === 'string' ? failure : i18n._(failure)} /> : null}
      <section className="card" aria-labelledby="hw-mark">
        <h2 id="hw-mark">{t`Waiting to be marked`}</h2>
        {byUpload.length === 0 ? <Empty>{t`Nothing to mark right now.`}</Empty> : <ul className="list">{byUpload.map((r) => <ChallengeItem key={r.id} row={r} />)}</ul>}
      </section>
      <section className="card" aria-labelledby="hw-training">
        <h2 id="hw-training">{t`To mark at the next training session`}</h2>
        {atTraining.length === 0 ? <Empty>{t`Nothing to mark right now.`}</Empty> : <ul className="list">{atTraining.map((r) => <ChallengeItem key={r.id} row={r} />)}</ul>}
      </section>
      <section className="card" aria-labelledby="hw-all">
        <h2 id="hw-all">{t`Set in the last 30 days`}</h2>
        {rows.length === 0 ? <Empty>{t`No challenges set yet.`}</Empty> : <ul className="list">{rows.map((r) => <ChallengeItem key={r.id} row={r} />)}</ul>}
      </section>
    </div>
  );
}

function PlayerHome({ playerId }: { playerId: string }) {
  const { t, i18n } = useLingui();
  const rows = usePlayerHomework(playerId);
  const pulled = usePull(() => refreshPlayerHomework(playerId), [playerId]);
  if (rows === undefined) return <Loading />;
  const failure = challengeMessage(pulled === 'denied' ? hm.noAccess : hm.loadFailed);
  if (pulled !== 'ok' && rows.length === 0) return <Failure message={typeof failure === 'string' ? failure : i18n._(failure)} />;
  const stateOf = (r: (typeof rows)[number]) => r.entries.find((e) => e.playerId === playerId)?.state ?? 'not_uploaded';
  const todo = rows.filter((r) => isOutstanding(stateOf(r)));
  const done = rows.filter((r) => !isOutstanding(stateOf(r))).reverse();
  return (
    <div className="cards">
      <section className="card" aria-labelledby="hw-todo">
        <h2 id="hw-todo">{t`Outstanding`}</h2>
        {todo.length === 0 ? <Empty>{t`No challenges to do. Well done!`}</Empty> : <ul className="list">{todo.map((r) => <ChallengeItem key={r.id} row={r} playerId={playerId} />)}</ul>}
      </section>
      <section className="card" aria-labelledby="hw-done">
        <h2 id="hw-done">{t`Done`}</h2>
        {done.length === 0 ? <Empty>{t`Nothing done yet.`}</Empty> : <ul className="list">{done.map((r) => <ChallengeItem key={r.id} row={r} playerId={playerId} />)}</ul>}
      </section>
    </div>
  );
}
