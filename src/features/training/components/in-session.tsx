// The in-session view (works with no signal): the clock derived from the recorded start time,
// the drills one by one (the one on now highlighted, the coach can step through), a note per
// player and check-in. Every change is a local write.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { checkIn, setPlayerNote } from '../data/attendance';
import { saveNotes } from '../data/lifecycle';
import type { TrainingData, TrainingView } from '../data/training-detail';
import type { AttendanceView } from '../model/attendance-rows';
import { currentDrillIndex, elapsedSeconds, formatClock } from '../model/session-clock';

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return now;
}

export function InSession({ session, data, rows }: { session: TrainingView; data: TrainingData; rows: AttendanceView[] }) {
  const { t } = useLingui();
  const now = useNow();
  const seconds = elapsedSeconds(session.startedAt, now, session.endedAt);
  const onNow = currentDrillIndex(data.drills, seconds);
  const [picked, setPicked] = useState<number | null>(null);
  const index = picked ?? onNow;
  const drill = data.drills[index];
  const [failed, setFailed] = useState(false);
  const run = (p: Promise<void>) => {
    setFailed(false);
    p.catch(() => setFailed(true));
  };
  return (
    <section className="training-section" aria-labelledby="in-session">
      <h2 id="in-session">
        <Trans>In session</Trans>
      </h2>
      <p className="training-clock" role="timer" aria-label={t`Session clock`}>
        {formatClock(seconds)}
      </p>
      {drill ? (
        <div className="card card__accent">
          <p className="card__eyebrow">
            <Trans>
              Drill {index + 1} of {data.drills.length}
            </Trans>
          </p>
          <h3 className="card__title">{drill.name}</h3>
          <p className="card__meta">
            {drill.coreSkill}
            {drill.durationMinutes ? <> · <Trans>{drill.durationMinutes} min</Trans></> : null}
          </p>
          {drill.notes ? <p>{drill.notes}</p> : null}
          <div className="training-actions">
            <button type="button" className="button button--secondary" disabled={index <= 0} onClick={() => setPicked(index - 1)}>
              <Trans>Previous drill</Trans>
            </button>
            <button type="button" className="button button--secondary" disabled={index >= data.drills.length - 1} onClick={() => setPicked(index + 1)}>
              <Trans>Next drill</Trans>
            </button>
          </div>
        </div>
      ) : (
        <p>
          <Trans>No drills for this session.</Trans>
        </p>
      )}
      <NotesField label={t`Session notes`} initial={session.notes ?? ''} onSave={(v) => run(saveNotes(session, v))} />
      <h3>
        <Trans>Players</Trans>
      </h3>
      <ul className="list">
        {rows.map((r) => (
          <li key={r.playerId} className="list__item attendance-list__item">
            <div className="list__body">
              <span className="list__title">{r.name}</span>
              {r.row?.checkedInAt ? (
                <span className="list__meta">
                  <Trans>Checked in</Trans>
                </span>
              ) : (
                <button type="button" className="button button--secondary" aria-label={`${t`Check in`}: ${r.name}`} onClick={() => run(checkIn(session, r.playerId, r.row))}>
                  {t`Check in`}
                </button>
              )}
              <NotesField label={t`Note on ${r.name}`} initial={r.row?.note ?? ''} onSave={(v) => run(setPlayerNote(session, r.playerId, v, r.row))} />
            </div>
          </li>
        ))}
      </ul>
      {failed ? <p role="alert" className="alert alert--error">{t`There has been a problem updating this player`}</p> : null}
    </section>
  );
}

/** A text area saved on demand; what was typed stays in the box whatever happens. */
function NotesField({ label, initial, onSave }: { label: string; initial: string; onSave: (value: string) => void }) {
  const { t } = useLingui();
  const [value, setValue] = useState(initial);
  const [saved, setSaved] = useState(false);
  const id = `note-${label.replace(/\W+/g, '-')}`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea id={id} className="field__input" value={value} onChange={(e) => { setValue(e.target.value); setSaved(false); }} />
      <div className="training-actions">
        <button type="button" className="button button--secondary" aria-label={`${t`Save`}: ${label}`} onClick={() => { onSave(value); setSaved(true); }}>
          {t`Save`}
        </button>
        {saved ? <span role="status">{t`Saved on this device`}</span> : null}
      </div>
    </div>
  );
}
