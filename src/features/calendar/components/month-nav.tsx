// Moving between months: previous, this month, next. Plain buttons, so keys and switch access
// work; the month's name is the heading the screen reader lands on.
import { useLingui } from '@lingui/react/macro';

export function MonthNav({ month, onMonth, thisMonth, step }: { month: string; thisMonth: string; onMonth: (month: string) => void; step: (month: string, by: number) => string }) {
  const { t, i18n } = useLingui();
  const [y, m] = month.split('-').map(Number) as [number, number];
  const name = i18n.date(new Date(Date.UTC(y, m - 1, 15)), { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <nav className="calendar-nav" aria-label={t`Months`}>
      <button type="button" className="button button--secondary" onClick={() => onMonth(step(month, -1))} aria-label={t`Previous month`}>
        ‹
      </button>
      <h2 className="calendar-nav__month" aria-live="polite">
        {name}
      </h2>
      <button type="button" className="button button--secondary" onClick={() => onMonth(step(month, 1))} aria-label={t`Next month`}>
        ›
      </button>
      {month !== thisMonth ? (
        <button type="button" className="button button--secondary calendar-nav__today" onClick={() => onMonth(thisMonth)}>
          {t`This month`}
        </button>
      ) : null}
    </nav>
  );
}
