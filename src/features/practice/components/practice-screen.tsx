// The practice diary (issue 21): the player's (or, for a parent, the selected child's) at-home
// practice, read from this device first and refreshed from the server when online; the week's
// minutes and the weekly streak from the same entries (counted by the practice day, so entries
// logged offline count at once); the leaderboard (items 3) and a link to "My core skills"; the log
// form; each entry with edit and delete.
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import type { PracticeEntry as PracticeEntryRow } from '../../../domain/practice/practice-schema';
import { RoleId } from '../../../domain/roles';
import { localDay } from '../../../domain/practice/practice-days';
import { entryMinutes } from '../../../domain/practice/practice-schema';
import { achievements, weeklyStreak } from '../../../domain/practice/streak';
import { Empty, Loading } from '../../../ui/states';
import { useMember } from '../../access/data/session';
import { coreSkillText } from '../../training/model/core-skill-text';
import { useOnline } from '../../training/data/use-online';
import { logPractice, editPractice, pullPractice, removePractice } from '../data/practice-diary';
import { usePracticeEntries } from '../data/practice-entries';
import { deviceTimeZone, emptyPractice, valuesOf } from '../model/practice-form';
import { ACHIEVEMENT_TEXT, LOCATION_TEXT } from '../model/practice-text';
import { LeaderboardCard } from './leaderboard-card';
import { PracticeForm } from './practice-form';
import './practice.css';

// Noon UTC of the practice day, shown in UTC: the stored local day, whatever this device's zone.
function dayText(i18n: { date: (d: Date, o: Intl.DateTimeFormatOptions) => string }, day: string): string {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return i18n.date(new Date(Date.UTC(y, m - 1, d, 12)), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
}

type Editing = { kind: 'new' } | { kind: 'edit'; entry: PracticeEntryRow } | null;

export function PracticeScreen() {
  const { t, i18n } = useLingui();
  const member = useMember();
  const online = useOnline();
  const playerId = member ? (member.roleId === RoleId.parent ? member.selectedChildId : member.id) : null;
  const entries = usePracticeEntries(playerId);
  const [editing, setEditing] = useState<Editing>(null);
  const [pullFailed, setPullFailed] = useState(false);
  const [announce, setAnnounce] = useState('');

  useEffect(() => {
    if (!playerId || !online) return;
    // Quiet: the diary on this device stays on screen; only an empty one says it could not load.
    pullPractice(playerId).then(
      () => setPullFailed(false),
      () => setPullFailed(true),
    );
  }, [playerId, online]);

  const today = localDay(deviceTimeZone());
  const days = useMemo(() => (entries ?? []).map((e) => ({ day: e.day, minutes: entryMinutes(e) })), [entries]);
  const streak = useMemo(() => weeklyStreak(days, today), [days, today]);
  const reached = useMemo(() => achievements(days), [days]);

  if (!member) return <Loading />;
  if (!playerId) return <Empty>{t`Choose a child to see their practice diary.`}</Empty>;

  const save = async (body: Parameters<typeof logPractice>[2]) => {
    if (editing?.kind === 'edit') await editPractice(editing.entry, body);
    else await logPractice(playerId, member.id, body);
    setEditing(null);
    setAnnounce(online ? t`Practice saved` : t`Practice saved on this device; it will be sent when you are back online`);
  };

  return (
    <>
      <div className="page-head">
        <h1>{t`Practice`}</h1>
      </div>
      <p className="visually-hidden" role="status">
        {announce}
      </p>
      <div className="cards">
        <section className="card practice-summary" aria-labelledby="practice-week">
          <h2 id="practice-week">{t`This week`}</h2>
          <p>
            <strong>{t`${streak.thisWeekMinutes} minutes`}</strong> · {t`${streak.thisWeekDays} of ${streak.daysPerWeek} days`}
          </p>
          <p>{t`Streak: ${streak.current} weeks (best ${streak.best})`}</p>
          {reached.length > 0 ? (
            <ul className="practice-summary__badges" aria-label={t`Achievements`}>
              {reached.map((a) => (
                <li key={a.key}>{i18n._(ACHIEVEMENT_TEXT[a.key])}</li>
              ))}
            </ul>
          ) : null}
        </section>
        <LeaderboardCard playerId={playerId} online={online} />
        <Link to="/secure/core-skills/$playerId" params={{ playerId }} className="button button--secondary button--block">
          {t`My core skills`}
        </Link>
        {editing ? (
          <PracticeForm
            key={editing.kind === 'edit' ? editing.entry.id : 'new'}
            initial={editing.kind === 'edit' ? valuesOf(editing.entry) : emptyPractice()}
            submitLabel={editing.kind === 'edit' ? t`Save practice` : t`Log practice`}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <button type="button" className="button button--primary button--block" onClick={() => setEditing({ kind: 'new' })}>
            {t`Log practice`}
          </button>
        )}
        {entries === undefined ? (
          <Loading />
        ) : entries.length === 0 ? (
          <>
            <Empty>{t`No practice logged yet. Log your first one!`}</Empty>
            {pullFailed ? <p className="state state--error">{t`Practice logged on other devices could not be loaded. Try again when you are online.`}</p> : null}
          </>
        ) : (
          <ul className="list" aria-label={t`Practice diary`}>
            {entries.map((e) => (
              <li key={e.id} className="list__item practice-entry">
                <span className="list__body">
                  <span className="list__title">
                    {dayText(i18n, e.day)} · {t`${entryMinutes(e)} min`}
                  </span>
                  <span className="list__meta">
                    {e.skills.map((k) => `${coreSkillText(i18n, k.coreSkill)} ${k.minutes}′`).join(', ')}
                    {e.location ? ` · ${LOCATION_TEXT[e.location] ? i18n._(LOCATION_TEXT[e.location]!) : e.location}` : ''}
                    {e.withWhom ? ` · ${e.withWhom}` : ''}
                    {e.feeling ? ` · ${t`felt ${e.feeling}/5`}` : ''}
                  </span>
                  {e.notes ? <span className="list__meta">{e.notes}</span> : null}
                </span>
                <span className="practice-entry__actions">
                  <button type="button" className="button button--secondary" onClick={() => setEditing({ kind: 'edit', entry: e })} aria-label={t`Edit practice of ${e.day}`}>
                    {t`Edit`}
                  </button>
                  <button
                    type="button"
                    className="button button--danger"
                    aria-label={t`Delete practice of ${e.day}`}
                    onClick={() => {
                      if (window.confirm(t`Delete this practice?`)) void removePractice(e).then(() => setAnnounce(t`Practice deleted`));
                    }}
                  >
                    {t`Delete`}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
