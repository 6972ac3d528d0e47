// One objective: its title, timeframe and last day, progress toward the target (a bar and the
// numbers), where it stands, its progress entries, and what the viewer may do: log progress,
// change it, delete it (after a question), and, for a coach or club admin, mark it met or not.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { UserObjective } from '../../../domain/objectives/objective-schema';
import { objectiveProgress } from '../../../domain/objectives/progress';
import { ConfirmQuestion } from '../../../ui/confirm-question';
import type { ProgressBody } from '../model/objective-form';
import { STATE_TEXT, TIMEFRAME_TEXT } from '../model/objective-text';
import { ProgressForm } from './progress-form';

// Noon UTC of a stored local day, shown in UTC: the day as set, whatever this device's zone.
function noonOf(day: string): Date {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d, 12));
}

interface Props {
  objective: UserObjective;
  today: string;
  /** A coach or club admin: may mark it met. */
  staff: boolean;
  onLog: (body: ProgressBody) => Promise<void>;
  onEdit: () => void;
  onDelete: () => Promise<void>;
  onMet: (met: boolean) => Promise<void>;
}

export function ObjectiveCard({ objective: o, today, staff, onLog, onEdit, onDelete, onMet }: Props) {
  const { t, i18n } = useLingui();
  const [mode, setMode] = useState<'view' | 'log' | 'delete'>('view');
  const p = objectiveProgress(o, today);
  const dayText = (day: string) => i18n.date(noonOf(day), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const headingId = `objective-${o.id}`;

  return (
    <li className="card objective-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        {o.title}
      </h2>
      <p className="card__meta">
        {i18n._(TIMEFRAME_TEXT[o.timeframe])} · {t`until ${dayText(o.dueDay)}`}
      </p>
      <span className="objective-card__track" role="progressbar" aria-label={t`Progress on ${o.title}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={p.percent}>
        <span className="objective-card__fill" style={{ width: `${p.percent}%` }} />
      </span>
      <p>
        <span>{t`${p.done} of ${p.target} (${p.percent}%)`}</span> · <span className={`objective-card__state objective-card__state--${p.state}`}>{i18n._(STATE_TEXT[p.state])}</span>
      </p>
      {o.logs.length > 0 ? (
        <ul className="objective-card__logs" aria-label={t`Progress entries`}>
          {o.logs.map((l) => (
            <li key={l.id}>
              {dayText(l.day)}: +{l.value}
              {l.note ? ` · ${l.note}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {mode === 'log' ? (
        <ProgressForm
          title={o.title}
          today={today}
          onSubmit={async (body) => {
            await onLog(body);
            setMode('view');
          }}
          onCancel={() => setMode('view')}
        />
      ) : mode === 'delete' ? (
        <ConfirmQuestion
          question={t`Delete the objective "${o.title}" and its progress?`}
          confirmLabel={t`Delete`}
          cancelLabel={t`Keep it`}
          danger
          onConfirm={() => void onDelete()}
          onCancel={() => setMode('view')}
        />
      ) : (
        <div className="objective-card__actions">
          {!o.met ? (
            <button type="button" className="button button--primary" onClick={() => setMode('log')}>
              {t`Log progress`}
            </button>
          ) : null}
          <button type="button" className="button button--secondary" onClick={onEdit} aria-label={t`Edit ${o.title}`}>
            {t`Edit`}
          </button>
          {staff ? (
            <button type="button" className="button button--secondary" onClick={() => void onMet(!o.met)}>
              {o.met ? t`Mark not met` : t`Mark met`}
            </button>
          ) : null}
          <button type="button" className="button button--danger" onClick={() => setMode('delete')} aria-label={t`Delete ${o.title}`}>
            {t`Delete`}
          </button>
        </div>
      )}
    </li>
  );
}
