// The coach challenge report (product.md §2 Profile, §9: the last 30 days): per team, how many
// challenges and entries were set, answered and marked and the minutes practised; per player,
// the same with their grades and average rating. Worked out from the challenges on this device.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { homeworkMessages as hm } from '../../../domain/homework/messages';
import { homeworkReport, reportFrom } from '../../../domain/homework/report';
import { localDay } from '../../../domain/practice/practice-days';
import { Empty, Failure, Loading } from '../../../ui/states';
import { useOnline } from '../../../ui/use-online';
import { useMember } from '../../access/data/session';
import { refreshClubHomework, useClubHomework, type PullOutcome } from '../data/homework';
import { challengeMessage, dayDate } from '../model/challenge-text';
import { viewerOf } from './homework-viewer';
import './homework.css';

const deviceToday = () => localDay(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');

export function ReportScreen() {
  const { t, i18n } = useLingui();
  const member = useMember();
  const clubId = member?.clubId ?? null;
  const rows = useClubHomework(clubId);
  const online = useOnline();
  const [pulled, setPulled] = useState<PullOutcome>('ok');
  useEffect(() => {
    if (!online || !clubId) return;
    let live = true;
    void refreshClubHomework(clubId).then((o) => live && setPulled(o));
    return () => {
      live = false;
    };
  }, [clubId, online]);

  if (viewerOf(member).kind !== 'staff') return <Failure message={t`You do not have access to this screen`} />;
  if (rows === undefined) return <Loading />;
  if (pulled !== 'ok' && rows.length === 0) {
    const m = challengeMessage(pulled === 'denied' ? hm.noAccess : hm.loadFailed);
    return <Failure message={typeof m === 'string' ? m : i18n._(m)} />;
  }
  const today = deviceToday();
  const teams = homeworkReport(rows, today);
  const from = i18n.date(dayDate(reportFrom(today)), { day: 'numeric', month: 'long' });
  return (
    <>
      <div className="page-head">
        <h1>{t`Challenge report`}</h1>
        <p className="card__meta">{t`The last 30 days, from ${from}`}</p>
      </div>
      <div className="cards">
        {teams.length === 0 ? <Empty>{t`No challenges were set in the last 30 days.`}</Empty> : null}
        {teams.map((team) => (
          <section key={team.teamId} className="card" aria-labelledby={`hw-team-${team.teamId}`}>
            <h2 id={`hw-team-${team.teamId}`}>{team.teamName}</h2>
            <p className="card__meta">{t`${team.challenges} challenges · ${team.answered} of ${team.set} answered · ${team.marked} marked · ${team.minutes} minutes`}</p>
            <div className="homework__table">
              <table className="homework__report">
                <thead>
                  <tr>
                    <th scope="col">{t`Player`}</th>
                    <th scope="col">{t`Answered`}</th>
                    <th scope="col">{t`Marked`}</th>
                    <th scope="col">{t`Minutes`}</th>
                    <th scope="col">{t`Grades`}</th>
                    <th scope="col">{t`Average rating`}</th>
                  </tr>
                </thead>
                <tbody>
                  {team.players.map((p) => (
                    <tr key={p.playerId}>
                      <th scope="row">{p.playerName}</th>
                      <td>
                        {p.answered}/{p.set}
                      </td>
                      <td>{p.marked}</td>
                      <td>{p.minutes}</td>
                      <td>{p.grades.join(', ') || '–'}</td>
                      <td>{p.averageRating ?? '–'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
