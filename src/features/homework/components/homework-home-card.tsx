// The home dashboard's coach challenge card (issue 22 item 4): for a player (or a parent, the
// selected child) the challenges still to do, due first; for staff the challenges waiting to be
// marked. Read from this device, refreshed once when online.
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { Homework as HomeworkRow } from '../../../domain/homework/homework-schema';
import { isOutstanding } from '../../../domain/homework/states';
import { useOnline } from '../../../ui/use-online';
import { useMember } from '../../access/data/session';
import { refreshClubHomework, refreshPlayerHomework, useClubHomework, usePlayerHomework } from '../data/homework';
import { viewerOf } from './homework-viewer';

export function HomeworkHomeCard() {
  const member = useMember();
  const viewer = viewerOf(member);
  if (viewer.kind === 'staff' && member?.clubId) return <CoachCard clubId={member.clubId} />;
  if (viewer.kind === 'player') return <PlayerCard playerId={viewer.playerId} />;
  return null;
}

function Card({ title, rows, empty }: { title: string; rows: HomeworkRow[]; empty: string }) {
  const { t } = useLingui();
  return (
    <section className="card" aria-labelledby="home-challenges">
      <h2 id="home-challenges">{title}</h2>
      {rows.length === 0 ? (
        <p className="card__meta">{empty}</p>
      ) : (
        <ul className="list">
          {rows.slice(0, 3).map((r) => (
            <li key={r.id}>
              <Link to="/secure/homework/$homeworkId" params={{ homeworkId: r.id }} className="list__item">
                <span className="list__body">
                  <span className="list__title">{r.title}</span>
                  <span className="list__meta">{r.coreSkill}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to="/secure/homework" className="button button--secondary button--small">
        {t`Coach challenges`}
      </Link>
    </section>
  );
}

function CoachCard({ clubId }: { clubId: string }) {
  const { t } = useLingui();
  const online = useOnline();
  const rows = useClubHomework(clubId);
  useEffect(() => {
    if (online) void refreshClubHomework(clubId);
  }, [clubId, online]);
  const waiting = (rows ?? []).filter((r) => r.entries.some((e) => e.state === 'awaiting_grading'));
  return <Card title={t`Challenges to mark`} rows={waiting} empty={t`Nothing to mark right now.`} />;
}

function PlayerCard({ playerId }: { playerId: string }) {
  const { t } = useLingui();
  const online = useOnline();
  const rows = usePlayerHomework(playerId);
  useEffect(() => {
    if (online) void refreshPlayerHomework(playerId);
  }, [playerId, online]);
  const todo = (rows ?? []).filter((r) => isOutstanding(r.entries.find((e) => e.playerId === playerId)?.state ?? 'completed'));
  return <Card title={t`Coach challenges`} rows={todo} empty={t`No challenges to do. Well done!`} />;
}
