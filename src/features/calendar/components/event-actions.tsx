// Cancel and delete for one event, each behind a question (spec §4: a cancelled event is distinct
// from a deleted one, so the question says which: cancelled stays on the calendar, marked; deleted
// is gone). Both are local writes, so they work with no signal.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { CalendarEvent } from '../../../domain/calendar/event-schema';
import { ConfirmQuestion } from '../../../ui/confirm-question';
import { cancelEvent, deleteEvent } from '../data/calendar-events';

export function EventActions({ event, onDone }: { event: CalendarEvent; onDone: (what: 'cancelled' | 'deleted') => void }) {
  const { t } = useLingui();
  const [asking, setAsking] = useState<'cancel' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);
  const name = event.name;
  const run = async (what: 'cancel' | 'delete') => {
    setBusy(true);
    try {
      if (what === 'cancel') await cancelEvent(event);
      else await deleteEvent(event);
      onDone(what === 'cancel' ? 'cancelled' : 'deleted');
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };
  if (asking === 'cancel') {
    return (
      <ConfirmQuestion
        question={t`Cancel “${name}”? It stays on the calendar, marked cancelled.`}
        confirmLabel={t`Yes, cancel the event`}
        cancelLabel={t`No, keep it`}
        onConfirm={() => void run('cancel')}
        onCancel={() => setAsking(null)}
        busy={busy}
      />
    );
  }
  if (asking === 'delete') {
    return (
      <ConfirmQuestion
        question={t`Delete “${name}”? It will be removed from the calendar.`}
        confirmLabel={t`Yes, delete the event`}
        cancelLabel={t`No, keep it`}
        onConfirm={() => void run('delete')}
        onCancel={() => setAsking(null)}
        danger
        busy={busy}
      />
    );
  }
  return (
    <span className="calendar-item__actions">
      {event.status !== 'cancelled' ? (
        <button type="button" className="button button--secondary" onClick={() => setAsking('cancel')} aria-label={t`Cancel event ${name}`}>
          {t`Cancel event`}
        </button>
      ) : null}
      <button type="button" className="button button--secondary" onClick={() => setAsking('delete')} aria-label={t`Delete event ${name}`}>
        {t`Delete event`}
      </button>
    </span>
  );
}
