// The calendar (issue 23 item 3): the member's games, sessions and club events for a month, by
// day, read from this device first and refreshed from the server when online. Staff add events
// and cancel or delete them (with no signal too: local writes); everyone gets a private link to
// subscribe in their phone's calendar.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { CalendarEventBody } from '../../../domain/calendar/event-schema';
import { addMonths } from '../../../domain/calendar/items';
import { calendarMessages as cm } from '../../../domain/calendar/messages';
import { Empty, Loading } from '../../../ui/states';
import { useOnline } from '../../../ui/use-online';
import { useMember } from '../../access/data/session';
import { createEvent, pullCalendar } from '../data/calendar-events';
import { useCalendarMonth } from '../data/calendar-month';
import { useCalendarScope } from '../data/calendar-scope';
import { calendarMessage } from '../model/calendar-text';
import { emptyEvent } from '../model/event-form';
import { monthOf, pullRange } from '../model/month-view';
import { CalendarItemRow } from './calendar-item';
import { EventActions } from './event-actions';
import { EventForm } from './event-form';
import { MonthNav } from './month-nav';
import { SubscribeCard } from './subscribe-card';
import './calendar.css';

const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function CalendarScreen() {
  const { t, i18n } = useLingui();
  const member = useMember();
  const online = useOnline();
  const timeZone = deviceZone();
  const thisMonth = monthOf(new Date(), timeZone);
  const [month, setMonth] = useState(thisMonth);
  const [adding, setAdding] = useState(false);
  const [pullFailed, setPullFailed] = useState(false);
  const [announce, setAnnounce] = useState('');
  const clubId = member?.clubId ?? null;
  const days = useCalendarMonth(clubId, month, timeZone);
  const { canManage, wholeClub, teams } = useCalendarScope(member?.id ?? null, clubId, member?.roleId);
  const teamName = (id: string | null | undefined) => teams.find((x) => x.id === id)?.name ?? null;

  const [refreshing, setRefreshing] = useState(false);
  const refresh = () => {
    if (!clubId || !online) return;
    const { from, to } = pullRange(month);
    setRefreshing(true);
    pullCalendar(clubId, from, to)
      .then(
        () => setPullFailed(false),
        () => setPullFailed(true),
      )
      .finally(() => setRefreshing(false));
  };
  // Again for another month, club or the signal's return.
  useEffect(refresh, [clubId, month, online]);

  if (!member || days === undefined) return <Loading />;
  if (!clubId) return <Empty>{t`Choose a club to see its calendar.`}</Empty>;

  const save = async (body: Omit<CalendarEventBody, 'id'>) => {
    await createEvent(clubId, member.id, body, teamName(body.teamId));
    setAdding(false);
    setAnnounce(online ? t`Event saved` : t`Event saved on this device; it will be sent when you are back online`);
  };
  const done = (what: 'cancelled' | 'deleted') => setAnnounce(what === 'cancelled' ? t`Event cancelled` : t`Event deleted`);
  const dayName = (date: string) => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    return i18n.date(new Date(Date.UTC(y, m - 1, d, 12)), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  };
  const counts = days.flatMap((d) => d.items).filter((i) => !i.cancelled);
  const games = counts.filter((i) => i.kind === 'fixture').length;
  const sessions = counts.filter((i) => i.kind === 'training').length;
  const events = counts.filter((i) => i.kind === 'event').length;
  const loadFailed = calendarMessage(cm.loadFailed);
  const firstDay = month === thisMonth ? new Date().toISOString().slice(0, 10) : `${month}-01`;

  return (
    <>
      <div className="page-head">
        <h1>{t`Calendar`}</h1>
        {online ? (
          <button type="button" className="button button--secondary" onClick={refresh} disabled={refreshing}>
            {refreshing ? t`Refreshing…` : t`Refresh`}
          </button>
        ) : null}
      </div>
      <p className="visually-hidden" role="status">
        {announce}
      </p>
      <MonthNav month={month} thisMonth={thisMonth} onMonth={setMonth} step={addMonths} />
      <p className="calendar-summary">{t`${games} games · ${sessions} sessions · ${events} events`}</p>
      {!online ? <p className="state">{t`You are offline: showing what this device last saw.`}</p> : null}
      {pullFailed ? <p className="state state--error">{typeof loadFailed === 'string' ? loadFailed : i18n._(loadFailed)}</p> : null}
      <div className="cards">
        {canManage ? (
          adding ? (
            <EventForm initial={emptyEvent(firstDay, wholeClub ? '' : (teams[0]?.id ?? ''))} teams={teams} wholeClub={wholeClub} onSubmit={save} onCancel={() => setAdding(false)} />
          ) : (
            <button type="button" className="button button--primary button--block" onClick={() => setAdding(true)}>
              {t`Add an event`}
            </button>
          )
        ) : null}
        {days.length === 0 ? (
          <Empty>{t`Nothing on the calendar this month.`}</Empty>
        ) : (
          days.map((day) => (
            <section key={day.date} className="card calendar-day" aria-labelledby={`day-${day.date}`}>
              <h3 id={`day-${day.date}`} className="calendar-day__name">
                {dayName(day.date)}
              </h3>
              <ul className="calendar-day__items">
                {day.items.map((item) => (
                  <CalendarItemRow key={`${item.kind}:${item.id}`} item={item} actions={canManage && item.event && (wholeClub || (item.teamId !== null && teams.some((x) => x.id === item.teamId))) ? <EventActions event={item.event} onDone={done} /> : null} />
                ))}
              </ul>
            </section>
          ))
        )}
        <SubscribeCard userId={member.id} online={online} />
      </div>
    </>
  );
}
