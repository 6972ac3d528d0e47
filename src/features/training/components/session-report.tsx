// The report after a session (issue 5 item 4): tabs for the session report (coach's report and
// rating, and the notes written during the session), the session video, the players' feedback,
// and player analysis (confirmed players with a link to their feedback, and the coach's note on
// each; a player with a note or who showed up is listed too, else that note would show nowhere).
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { RATING_MAX, RATING_MIN } from '../../../domain/session/fields';
import { attendanceStats } from '../../../domain/training/training-stats';
import { saveReport } from '../data/lifecycle';
import type { TrainingData, TrainingView } from '../data/training-detail';
import type { AttendanceView } from '../model/attendance-rows';

type Tab = 'report' | 'video' | 'feedback' | 'analysis';

export function SessionReport({ session, data, rows }: { session: TrainingView; data: TrainingData; rows: AttendanceView[] }) {
  const { t } = useLingui();
  const [tab, setTab] = useState<Tab>('report');
  const tabs: [Tab, string][] = [
    ['report', t`Session report`],
    ['video', t`Session video`],
    ['feedback', t`Player feedback`],
    ['analysis', t`Player analysis`],
  ];
  const nameOf = (id: string) => rows.find((r) => r.playerId === id)?.name ?? t`Player`;
  const stats = attendanceStats(data.attendance, data.squad.length ? data.squad.map((p) => p.playerId) : undefined);
  return (
    <section className="training-section" aria-labelledby="report-title">
      <h2 id="report-title">
        <Trans>Report</Trans>
      </h2>
      <div className="training-tabs" role="tablist">
        {tabs.map(([id, label]) => (
          <button key={id} type="button" role="tab" id={`tab-${id}`} aria-selected={tab === id} aria-controls={`panel-${id}`} className="button button--secondary" onClick={() => setTab(id)}>
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'report' ? (
          <>
            <SessionNotes notes={session.notes} />
            <ReportForm session={session} />
          </>
        ) : null}
        {tab === 'video' ? (
          session.videoUrl ? (
            <video controls src={session.videoUrl} style={{ maxWidth: '100%' }} />
          ) : (
            <p>
              <Trans>The session video has not been uploaded yet.</Trans>
            </p>
          )
        ) : null}
        {tab === 'feedback' ? (
          data.feedback.length === 0 ? (
            <p>
              <Trans>No player feedback yet.</Trans>
            </p>
          ) : (
            <ul className="list">
              {data.feedback.map((f) => (
                <li key={f.playerId} className="list__item" id={`feedback-${f.playerId}`}>
                  <div className="list__body">
                    <span className="list__title">{nameOf(f.playerId)}</span>
                    <span className="list__meta">
                      <Trans>
                        Session {f.sessionRating}/10 · Enjoyment {f.enjoyment}/10 · Repeat {f.wishToRepeat}/10 · Confidence {f.confidence}/10
                      </Trans>
                    </span>
                    {f.learned ? <span className="list__meta"><Trans>Learned: {f.learned}</Trans></span> : null}
                    {f.takeaways?.length ? <span className="list__meta"><Trans>Takeaways: {f.takeaways.join('; ')}</Trans></span> : null}
                    {f.wentWell ? <span className="list__meta"><Trans>Went well: {f.wentWell}</Trans></span> : null}
                  </div>
                </li>
              ))}
            </ul>
          )
        ) : null}
        {tab === 'analysis' ? (
          <>
            <p>
              <Trans>
                Shown up: {stats.shownUp} of {stats.players}
              </Trans>
            </p>
            <ul className="list">
              {rows
                .filter((r) => r.row?.status === 'coming' || r.row?.shownUp === true || !!r.row?.note)
                .map((r) => (
                  <li key={r.playerId} className="list__item">
                    <span className="list__body">
                      <span className="list__title">{r.name}</span>
                      {r.row?.note ? (
                        <span className="list__meta">
                          <Trans>Coach's note:</Trans> <q className="training-note">{r.row.note}</q>
                        </span>
                      ) : null}
                    </span>
                    {data.feedback.some((f) => f.playerId === r.playerId) ? (
                      <Link className="text-link" to="/secure/training/$trainingId/feedback/$playerId" params={{ trainingId: session.id, playerId: r.playerId }}>
                        <Trans>View feedback</Trans>
                      </Link>
                    ) : (
                      <span className="list__meta">
                        <Trans>No feedback yet</Trans>
                      </span>
                    )}
                  </li>
                ))}
            </ul>
          </>
        ) : null}
      </div>
    </section>
  );
}

/** The session's notes, written in session (in-session.tsx); read here once it has ended. */
function SessionNotes({ notes }: { notes: string | null | undefined }) {
  return (
    <section aria-labelledby="report-notes">
      <h3 id="report-notes">
        <Trans>Session notes</Trans>
      </h3>
      {notes ? (
        <p className="training-note">{notes}</p>
      ) : (
        <p className="list__meta">
          <Trans>No notes were written during the session.</Trans>
        </p>
      )}
    </section>
  );
}

function ReportForm({ session }: { session: TrainingView }) {
  const { t } = useLingui();
  const [report, setReport] = useState(session.report ?? '');
  const [rating, setRating] = useState(session.coachRating ? String(session.coachRating) : '');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = () => {
    const n = rating === '' ? null : Number(rating);
    if (!report.trim()) return setError(t`Please complete the session report`);
    if (n !== null && (!Number.isInteger(n) || n < RATING_MIN || n > RATING_MAX)) return setError(t`Please choose a rating from 1 to 10`);
    setError(null);
    saveReport(session, report.trim(), n).then(() => setSaved(true), () => setError(t`There has been a problem starting the game`));
  };
  return (
    <div className="form">
      <div className="field">
        <label className="field__label" htmlFor="session-report">{t`Session report`}</label>
        <textarea id="session-report" className="field__input" value={report} onChange={(e) => setReport(e.target.value)} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="coach-rating">{t`Coach rating (1–10)`}</label>
        <input id="coach-rating" className="field__input" type="number" inputMode="numeric" value={rating} onChange={(e) => setRating(e.target.value)} />
      </div>
      {error ? <p className="alert alert--error" role="alert">{error}</p> : null}
      {saved ? <p role="status">{t`Saved on this device`}</p> : null}
      <button type="button" className="button button--primary" onClick={save}>
        <Trans>Save report</Trans>
      </button>
    </div>
  );
}
