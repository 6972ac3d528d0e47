// The practice leaderboard on the practice screen (issue 21 item 3): week, month and season tabs;
// the top 3 with names and minutes, the player's own place, and the minutes to each place above.
// Places are the server's last answer, kept on the device and shown with no signal "as of" its
// time (the spec's 'There has been an error retrieving leaderboard' when there is none to show);
// practice not sent yet shows beside the player's own row only ("+25 min not sent yet").
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { LEADERBOARD_PERIODS, type LeaderboardPeriod } from '../../../domain/practice/leaderboard';
import { useLeaderboard, useUnsentMinutes } from '../data/leaderboard';

export function LeaderboardCard({ playerId, online }: { playerId: string; online: boolean }) {
  const { t, i18n } = useLingui();
  const [period, setPeriod] = useState<LeaderboardPeriod>('week');
  const { stored, failed } = useLeaderboard(playerId, period, online);
  const answer = stored?.answer;
  const unsent = useUnsentMinutes(playerId, answer?.from, answer?.to);
  const label: Record<LeaderboardPeriod, string> = { week: t`This week`, month: t`This month`, season: t`This season` };
  const unsentText = unsent > 0 ? <span className="leaderboard__unsent">{t`+${unsent} min not sent yet`}</span> : null;
  const meInTop = answer?.top.some((r) => r.isMe) ?? false;

  return (
    <section className="card leaderboard" aria-labelledby="leaderboard-title">
      <h2 id="leaderboard-title">{t`Leaderboard`}</h2>
      <div role="tablist" aria-label={t`Leaderboard period`} className="leaderboard__tabs">
        {LEADERBOARD_PERIODS.map((p) => (
          <button key={p} type="button" role="tab" aria-selected={p === period} className={p === period ? 'button button--primary' : 'button button--secondary'} onClick={() => setPeriod(p)}>
            {label[p]}
          </button>
        ))}
      </div>
      {!answer ? (
        stored === undefined ? null : failed ? (
          <p className="state state--error">{t`There has been an error retrieving leaderboard`}</p>
        ) : online ? (
          <p>{t`Loading…`}</p>
        ) : (
          <p>{t`The leaderboard shows when you are back online.`}</p>
        )
      ) : (
        <>
          {!online || failed ? <p className="list__meta">{t`As of ${i18n.date(new Date(stored!.at), { hour: '2-digit', minute: '2-digit' })}`}</p> : null}
          <ol className="list leaderboard__top" aria-label={t`Top 3`}>
            {answer.top.map((r) => (
              <li key={`${r.rank}-${r.name}`} className={`list__item${r.isMe ? ' leaderboard__me' : ''}`} aria-current={r.isMe ? 'true' : undefined}>
                <span className="list__body">
                  <span className="list__title">
                    {t`${r.rank}. ${r.name}`} · {t`${r.minutes} min`}
                  </span>
                  {r.isMe ? unsentText : r.gap > 0 ? <span className="list__meta">{t`${r.gap} min to this place`}</span> : null}
                </span>
              </li>
            ))}
          </ol>
          {meInTop ? null : (
            <p className="leaderboard__me" aria-label={t`Your place`}>
              <strong>{t`Your place: ${answer.me.rank} of ${answer.players}`}</strong> · {t`${answer.me.minutes} min`} {unsentText}
            </p>
          )}
          {answer.above.length > 0 ? (
            <ul className="leaderboard__gaps" aria-label={t`Minutes to the places above`}>
              {answer.above.map((a) => (
                <li key={a.rank}>{t`${a.gap} min to place ${a.rank}`}</li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}
