// The objectives screen (issue 21 item 7), offline: setting one shows it at once and queues one
// POST; an incomplete form says 'Please complete all form fields', keeps what was typed and queues
// nothing; progress logged moves the bar; a coach (only) marks one met; delete asks first; the
// club's objectives fill the form in.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserObjectiveRow } from '../../../src/db/schema';
import { localDay } from '../../../src/domain/practice/practice-days';
import { addDays } from '../../../src/domain/practice/practice-days';
import { renderApp } from '../support/render-app';
import { CLUB, PLAYER, world } from '../training/training-world';

afterEach(() => vi.unstubAllGlobals());

const today = () => localDay(Intl.DateTimeFormat().resolvedOptions().timeZone);
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const objective = (over: Partial<UserObjectiveRow> = {}): UserObjectiveRow => ({
  id: '01938f3e-0000-7000-8000-0000000000a1',
  playerId: PLAYER,
  objectiveId: null,
  title: 'Weak-foot passes',
  timeframe: 'next_month',
  target: 100,
  startDay: addDays(today(), -5),
  dueDay: addDays(today(), 25),
  met: false,
  metAt: null,
  metBy: null,
  createdBy: PLAYER,
  updatedAt: new Date().toISOString(),
  logs: [{ id: '01938f3e-0000-7000-8000-0000000000b1', day: addDays(today(), -2), value: 30, note: 'Wall', createdBy: PLAYER, createdAt: new Date().toISOString() }],
  ...over,
});

async function open(role: 'player' | 'parent' | 'coach' = 'player', rows: UserObjectiveRow[] = []) {
  const db = await world(role);
  await db.userObjectives.bulkPut(rows);
  await renderApp(`/secure/development/${PLAYER}/objectives`);
  return db;
}

describe('objectives screen', { timeout: 20_000 }, () => {
  it('sets an objective offline: shown at once with its progress, one queued POST', async () => {
    const db = await open();
    expect(await screen.findByText('No objectives yet. Set the first one!')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Set an objective' }));
    fill('Objective', 'Keepy-uppies');
    fill('Timeframe', 'next_week');
    fill('Target', '50');
    fireEvent.click(screen.getByRole('button', { name: 'Set objective' }));
    const card = await screen.findByRole('listitem', { name: 'Keepy-uppies' });
    expect(within(card).getByText('0 of 50 (0%)')).toBeInTheDocument();
    expect(within(card).getByText(/Next week/)).toBeInTheDocument();
    const queued = await db.outbox.toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ method: 'POST', path: '/api/v1/user-objective', applyTo: 'userObjectives' });
    expect(queued[0]!.body).toMatchObject({ playerId: PLAYER, title: 'Keepy-uppies', timeframe: 'next_week', target: 50, startDay: today() });
    expect(await db.userObjectives.count()).toBe(1);
  });

  it("says 'Please complete all form fields', keeps what was typed, queues nothing", async () => {
    const db = await open('parent');
    fireEvent.click(await screen.findByRole('button', { name: 'Set an objective' }));
    fill('Target', '20');
    fireEvent.click(screen.getByRole('button', { name: 'Set objective' }));
    const title = screen.getByLabelText('Objective');
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('Please complete all form fields')).toHaveLength(2);
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByLabelText('Target')).toHaveValue('20');
    fill('Objective', 'Juggle');
    fill('Timeframe', 'this_season');
    fill('Target', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Set objective' }));
    expect(await screen.findByText('Please enter a target from 1 to 10000')).toBeInTheDocument();
    expect(screen.queryByText('Please complete all form fields')).not.toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
  });

  it('logs progress: the bar moves and one POST to its log is queued; a future day is refused', async () => {
    const db = await open('player', [objective()]);
    const card = await screen.findByRole('listitem', { name: 'Weak-foot passes' });
    expect(within(card).getByText('30 of 100 (30%)')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Log progress' }));
    fill('How much did you do?', '25');
    fill('Day', addDays(today(), 1));
    fireEvent.click(within(card).getByRole('button', { name: 'Save progress' }));
    expect(await within(card).findByText('Please choose the day (not in the future)')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
    fill('Day', today());
    fireEvent.click(within(card).getByRole('button', { name: 'Save progress' }));
    expect(await within(card).findByText('55 of 100 (55%)')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '55');
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ method: 'POST', path: `/api/v1/user-objective/${objective().id}/log` });
    expect(entry!.body).toMatchObject({ playerId: PLAYER, day: today(), value: 25 });
  });

  it('lets a coach mark an objective met; a player is not offered it', async () => {
    const db = await open('coach', [objective()]);
    const card = await screen.findByRole('listitem', { name: 'Weak-foot passes' });
    fireEvent.click(within(card).getByRole('button', { name: 'Mark met' }));
    expect(await within(card).findByText('Met')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Mark not met' })).toBeInTheDocument();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ method: 'PUT', path: `/api/v1/user-objective/${objective().id}` });
    expect(entry!.body).toMatchObject({ playerId: PLAYER, met: true, title: 'Weak-foot passes', target: 100 });
  });

  it('offers no "Mark met" to the player, and deletes only after the question', async () => {
    const db = await open('player', [objective()]);
    const card = await screen.findByRole('listitem', { name: 'Weak-foot passes' });
    expect(within(card).queryByRole('button', { name: 'Mark met' })).not.toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Delete Weak-foot passes' }));
    expect(within(card).getByRole('alertdialog')).toHaveTextContent('Delete the objective "Weak-foot passes" and its progress?');
    fireEvent.click(within(card).getByRole('button', { name: 'Keep it' }));
    expect(await db.outbox.count()).toBe(0);
    fireEvent.click(within(card).getByRole('button', { name: 'Delete Weak-foot passes' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No objectives yet. Set the first one!')).toBeInTheDocument();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ method: 'DELETE', path: `/api/v1/user-objective/${objective().id}?playerId=${PLAYER}` });
    expect(await db.userObjectives.count()).toBe(0);
  });

  it("fills the form from one of the club's objectives, and edits one", async () => {
    const db = await world('player');
    await db.objectiveTemplates.put({ id: '01938f3e-0000-7000-8000-0000000000c1', clubId: CLUB, title: 'Score 10 goals', timeframe: 'this_season', target: 10 });
    await db.userObjectives.put(objective());
    await renderApp(`/secure/development/${PLAYER}/objectives`);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Weak-foot passes' }));
    expect(screen.getByLabelText('Objective')).toHaveValue('Weak-foot passes');
    fill("Pick one of the club's objectives", '01938f3e-0000-7000-8000-0000000000c1');
    expect(screen.getByLabelText('Objective')).toHaveValue('Score 10 goals');
    expect(screen.getByLabelText('Timeframe')).toHaveValue('this_season');
    expect(screen.getByLabelText('Target')).toHaveValue('10');
    fireEvent.click(screen.getByRole('button', { name: 'Save objective' }));
    const card = await screen.findByRole('listitem', { name: 'Score 10 goals' });
    expect(within(card).getByText(/This season/)).toBeInTheDocument();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ method: 'PUT', path: `/api/v1/user-objective/${objective().id}` });
    expect(entry!.body).toMatchObject({ objectiveId: '01938f3e-0000-7000-8000-0000000000c1', title: 'Score 10 goals', timeframe: 'this_season', target: 10 });
    expect(entry!.body).not.toHaveProperty('met');
  });

  it('says it could not load when the list is empty and the pull fails, and refuses a player it may not see', async () => {
    await open('player');
    expect(await screen.findByText('There has been an error retrieving objectives')).toBeInTheDocument();
    expect(screen.getByText('No objectives yet. Set the first one!')).toBeInTheDocument();
  });

  it("shows 'You do not have access to this screen' when the server refuses the player", async () => {
    await world('coach');
    const refused = vi.fn(async () => new Response(JSON.stringify({ error: { code: 'not_your_player', message: 'You do not have access to this screen' } }), { status: 403, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', refused);
    await renderApp(`/secure/development/${PLAYER}/objectives`);
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to this screen');
    expect(screen.queryByRole('button', { name: 'Set an objective' })).not.toBeInTheDocument();
    expect(refused).toHaveBeenCalledWith(expect.stringContaining(`/api/v1/user-objective?playerId=${PLAYER}`), expect.anything());
  });

  it('speaks the user\'s language: the timeframes and the spec message in Spanish', async () => {
    await world('player');
    await renderApp(`/secure/development/${PLAYER}/objectives`, 'es');
    fireEvent.click(await screen.findByRole('button', { name: 'Fijar un objetivo' }));
    expect(screen.getByRole('option', { name: 'Próximos 3 meses' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Fijar objetivo' }));
    expect(await screen.findAllByText('Completa todos los campos del formulario')).toHaveLength(3);
  });
});
