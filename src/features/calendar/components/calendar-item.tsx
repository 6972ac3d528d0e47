// One line of the calendar: a game, a session or a club event, its time, team and place. Games and
// sessions open their own screens; an event shows its notes, and its cancel and delete actions
// for those who may change it. A cancelled item stays, struck through and labelled.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { CalendarItem } from '../../../domain/calendar/items';
import { eventTypeLabel } from '../model/calendar-text';

export function CalendarItemRow({ item, actions }: { item: CalendarItem; actions?: ReactNode }) {
  const { t, i18n } = useLingui();
  const time = (iso: string) => i18n.date(iso, { hour: '2-digit', minute: '2-digit' });
  const team = item.teamName ?? t`Whole club`;
  const kind = item.kind === 'fixture' ? t`Game` : item.kind === 'training' ? t`Training` : item.eventType ? i18n._(eventTypeLabel[item.eventType]) : t`Event`;
  const opponent = item.title ?? '';
  const title =
    item.kind === 'fixture'
      ? item.homeAway === 'away'
        ? t`${opponent} v ${team}`
        : t`${team} v ${opponent}`
      : item.kind === 'training'
        ? (item.title ?? team)
        : (item.title ?? '');
  const heading =
    item.kind === 'fixture' ? (
      <Link to="/secure/fixtures/$fixtureId" params={{ fixtureId: item.id }} className="text-link">
        {title}
      </Link>
    ) : item.kind === 'training' ? (
      <Link to="/secure/training/$trainingId" params={{ trainingId: item.id }} className="text-link">
        {title}
      </Link>
    ) : (
      title
    );
  return (
    <li className={`calendar-item calendar-item--${item.kind}${item.cancelled ? ' calendar-item--cancelled' : ''}`}>
      <span className="calendar-item__time">
        <time dateTime={item.startsAt}>{time(item.startsAt)}</time>–<time dateTime={item.endsAt}>{time(item.endsAt)}</time>
      </span>
      <span className="calendar-item__body">
        <span className="calendar-item__kind">
          {kind}
          {item.cancelled ? (
            <>
              {' · '}
              <strong className="calendar-item__cancelled">
                <Trans>Cancelled</Trans>
              </strong>
            </>
          ) : null}
        </span>
        <span className="calendar-item__title">{heading}</span>
        <span className="calendar-item__meta">
          {item.kind === 'training' && item.title ? <>{team} · </> : item.kind === 'event' ? <>{team} · </> : null}
          {item.location ?? null}
        </span>
        {item.event?.notes ? <span className="calendar-item__notes">{item.event.notes}</span> : null}
        {actions}
      </span>
    </li>
  );
}
