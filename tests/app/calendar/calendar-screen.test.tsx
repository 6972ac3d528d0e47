// The calendar screen (issue 23 item 3) from the device: a month by day merging games, sessions and
// club events (a cancelled one struck through and labelled), moving between months by buttons,
// staff adding an event offline (shown at once, one queued POST; refused input kept with its
// message, nothing queued), cancel and delete each behind a question, no staff actions for a
// parent, and the subscription link made, copied and reset.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApi } from '../../../src/api/client';
import type { CalendarEventRow, FixtureRow } from '../../../src/db/schema';
import { renderApp } from '../support/render-app';
import { CLUB, TEAM, session, world } from '../training/training-world';

afterEach(() => vi.unstubAllGlobals());

const now = new Date();
/** Noon local time on a day of this month (or a later one), so the day is the same in any zone. */
const onDay = (day: number, monthsAhead = 0, hour = 12) => new Date(now.getFullYear(), now.getMonth() + monthsAhead, day, hour).toISOString();
const monthName = (monthsAhead: number) => new Date(now.getFullYear(), now.getMonth() + monthsAhead, 15).toLocaleDateString('en', { month: 'long', year: 'numeric' });
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

const fixture = (over: Partial<FixtureRow> = {}): FixtureRow => ({
  id: '00000000-0000-4000-8000-0000000000f9', clubId: CLUB, teamId: TEAM, teamName: 'U14', opponent: 'Hill Park', homeAway: 'home', kickoffAt: onDay(14), venue: 'Main pitch', occasion: 'league', status: 'setup', goalsFor: null, goalsAgainst: null, active: true, ...over,
});
const event = (over: Partial<CalendarEventRow> = {}): CalendarEventRow => ({
  id: '01938f3e-0000-7000-8000-00000000e001', clubId: CLUB, teamId: TEAM, teamName: 'U14', type: 'social', name: 'Quiz night', startsAt: onDay(14, 0, 19), endsAt: onDay(14, 0, 21), notes: 'Teams of four', attributes: [], coreSkill: null, status: 'scheduled', sequence: 0, createdBy: null, createdAt: now.toISOString(), ...over,
});

async function open(role: 'coach' | 'parent', rows: { fixtures?: FixtureRow[]; events?: CalendarEventRow[] } = {}) {
  const db = await world(role);
  await db.fixtures.bulkPut(rows.fixtures ?? [fixture()]);
  await db.trainings.bulkPut([session({ startsAt: onDay(14, 0, 9), endsAt: onDay(14, 0, 10), topic: 'Rondos' })]);
  await db.calendarEvents.bulkPut(rows.events ?? [event(), event({ id: '01938f3e-0000-7000-8000-00000000e002', name: 'Car wash', status: 'cancelled', startsAt: onDay(20), endsAt: onDay(20, 0, 14) })]);
  await renderApp('/secure/calendar');
  await screen.findByRole('heading', { name: 'Calendar', level: 1 });
  return db;
}

describe('calendar screen', { timeout: 20_000 }, () => {
  it('shows the month by day from the device: games, sessions and events, a cancelled one marked', async () => {
    await open('parent');
    const month = new Date(onDay(14)).toLocaleDateString('en', { month: 'long' });
    const day = await screen.findByRole('region', { name: new RegExp(`\\b14\\b.*${month}|${month}.*\\b14\\b`) });
    const items = within(day).getAllByRole('listitem');
    // In order of start: the session at 9, the game at 12, the quiz at 19.
    expect(items.map((li) => li.querySelector('.calendar-item__title')?.textContent)).toEqual(['Rondos', 'U14 v Hill Park', 'Quiz night']);
    expect(within(day).getByRole('link', { name: 'U14 v Hill Park' })).toBeInTheDocument();
    expect(within(day).getByText('Teams of four')).toBeInTheDocument();
    const carWash = screen.getByText('Car wash').closest('li')!;
    expect(within(carWash).getByText('Cancelled')).toBeInTheDocument();
    expect(carWash).toHaveClass('calendar-item--cancelled');
    // The cancelled one is not counted.
    expect(screen.getByText('1 games · 1 sessions · 1 events')).toBeInTheDocument();
    // A parent does not add, cancel or delete events.
    expect(screen.queryByRole('button', { name: 'Add an event' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel event/ })).not.toBeInTheDocument();
  });

  it('moves between months with buttons', async () => {
    await open('parent', { events: [event({ name: 'Next month social', startsAt: onDay(10, 1), endsAt: onDay(10, 1, 14) })] });
    expect(screen.getByRole('heading', { name: monthName(0) })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { name: monthName(1) })).toBeInTheDocument();
    expect(await screen.findByText('Next month social')).toBeInTheDocument();
    expect(screen.queryByText('U14 v Hill Park')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'This month' }));
    expect(await screen.findByText('U14 v Hill Park')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('heading', { name: monthName(-1) })).toBeInTheDocument();
    expect(screen.getByText('Nothing on the calendar this month.')).toBeInTheDocument();
  });

  it('lets a coach add an event with no signal: shown at once, one queued POST', async () => {
    const db = await open('coach', { events: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Add an event' }));
    const localDate = new Date(onDay(22)).toLocaleDateString('en-CA');
    fill('Type of event', 'tournament');
    fill('Name', 'Spring cup');
    fill('Date', localDate);
    fill('Start time', '09:00');
    fill('End time', '15:30');
    fill('Notes', 'Bring <b>water</b>');
    fireEvent.click(screen.getByRole('button', { name: 'Save event' }));
    expect(await screen.findByText('Spring cup')).toBeInTheDocument();
    expect(screen.getByText('Bring <b>water</b>')).toBeInTheDocument();
    const queued = await db.outbox.toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ method: 'POST', path: `/api/v1/calendar/${CLUB}/create`, describe: { action: 'calendar.create', subject: 'Spring cup' } });
    expect(queued[0]!.body).toMatchObject({ type: 'tournament', name: 'Spring cup', teamId: TEAM, startsAt: new Date(`${localDate}T09:00`).toISOString(), endsAt: new Date(`${localDate}T15:30`).toISOString() });
  });

  it('refuses an event without a type or a name, ending before it starts, or practising without a core skill: nothing queued', async () => {
    const db = await open('coach', { events: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Add an event' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save event' }));
    expect(await screen.findByText('Please choose the type of event')).toBeInTheDocument();
    expect(screen.getByText('Please enter a name for the event')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Type of event')).toHaveFocus());
    fill('Type of event', 'practice');
    fill('Name', 'Juggling');
    fill('End time', '17:00');
    fireEvent.click(screen.getByRole('button', { name: 'Save event' }));
    expect(await screen.findByText('The event must end after it starts')).toBeInTheDocument();
    expect(screen.getByText('Please choose the core skill to practise')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Juggling');
    expect(await db.outbox.count()).toBe(0);
  });

  it('cancels (stays, marked) and deletes (gone) an event, each after a question', async () => {
    const db = await open('coach', { events: [event()] });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel event Quiz night' }));
    const question = screen.getByRole('alertdialog');
    expect(question).toHaveTextContent('It stays on the calendar, marked cancelled.');
    fireEvent.click(within(question).getByRole('button', { name: 'No, keep it' }));
    expect(await db.outbox.count()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel event Quiz night' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel the event' }));
    const row = await waitFor(() => {
      const li = screen.getByText('Quiz night').closest('li')!;
      expect(within(li).getByText('Cancelled')).toBeInTheDocument();
      return li;
    });
    expect(within(row).queryByRole('button', { name: /Cancel event/ })).not.toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Delete event Quiz night' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, delete the event' }));
    await waitFor(() => expect(screen.queryByText('Quiz night')).not.toBeInTheDocument());
    const queued = await db.outbox.orderBy('seq').toArray();
    expect(queued.map((e) => [e.method, e.path])).toEqual([
      ['DELETE', `/api/v1/calendar/${CLUB}/${event().id}/cancel`],
      ['DELETE', `/api/v1/calendar/${CLUB}/${event().id}`],
    ]);
  });

  it('makes, copies and resets the subscription link', async () => {
    await open('parent');
    let n = 0;
    const calls: string[] = [];
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      if (url.pathname === '/api/v1/calendar/feed' && init?.method === 'POST') {
        n += 1;
        return json({ url: `http://localhost/api/v1/calendar/feed/token${n}.ics`, createdAt: `2030-01-0${n}T00:00:00.000Z` });
      }
      if (url.pathname === '/api/v1/calendar/feed') return json({ active: false, createdAt: null });
      if (url.pathname === '/api/v1/auth/xsrf') return json({});
      throw new TypeError('Failed to fetch');
    });
    configureApi({ fetch: fetchMock as never, navigate: vi.fn() });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const card = screen.getByRole('region', { name: 'Subscribe in your calendar app' });
    fireEvent.click(within(card).getByRole('button', { name: 'Get my calendar link' }));
    expect(await within(card).findByDisplayValue('http://localhost/api/v1/calendar/feed/token1.ics')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('http://localhost/api/v1/calendar/feed/token1.ics'));
    fireEvent.click(within(card).getByRole('button', { name: 'Reset link' }));
    expect(within(card).getByRole('alertdialog')).toHaveTextContent('The old link stops working');
    fireEvent.click(within(card).getByRole('button', { name: 'Yes, make a new link' }));
    expect(await within(card).findByDisplayValue('http://localhost/api/v1/calendar/feed/token2.ics')).toBeInTheDocument();
    expect(calls.filter((c) => c === 'POST /api/v1/calendar/feed')).toHaveLength(2);
    Reflect.deleteProperty(navigator, 'clipboard');
  });
});
