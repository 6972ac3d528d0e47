// The practice diary screen (issue 21), offline from the first tap: a logged practice shows at
// once with the week's minutes and is queued once; refused input keeps what was typed, marks the
// field with the message and focuses it; edit and delete are local writes too; a parent logs for
// the selected child.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, localDay } from '../../../src/domain/practice/practice-days';
import { renderApp } from '../support/render-app';
import { PLAYER, world } from '../training/training-world';

afterEach(() => vi.unstubAllGlobals());

const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function open(role: 'player' | 'parent' = 'player') {
  const db = await world(role);
  await renderApp('/secure/practice');
  fireEvent.click(await screen.findByRole('button', { name: 'Log practice' }));
  return db;
}

describe('practice screen', { timeout: 20_000 }, () => {
  it('logs a practice offline: listed at once, the week counts it, one queued POST', async () => {
    const db = await open();
    fill('Core skill 1', 'Passing');
    fill('Minutes', '25');
    fill('Where', 'Park');
    fireEvent.click(screen.getByLabelText('4'));
    fill('Notes', 'Wall passes');
    fireEvent.click(within(screen.getByRole('form', { name: 'Log practice' })).getByRole('button', { name: 'Log practice' }));
    const list = await screen.findByRole('list', { name: 'Practice diary' });
    expect(within(list).getByText(/Passing 25/)).toBeInTheDocument();
    expect(screen.getByText('25 minutes')).toBeInTheDocument();
    const queued = await db.outbox.toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ method: 'POST', path: `/api/v1/practice/${PLAYER}` });
    expect(queued[0]!.body).toMatchObject({ day: localDay(tz), timeZone: tz, skills: [{ coreSkill: 'Passing', minutes: 25 }], feeling: 4, location: 'Park' });
    expect(await db.practiceEntries.count()).toBe(1);
  });

  it('missing minutes and a day too far back: marked, focused, kept, nothing queued', async () => {
    const db = await open();
    fill('Core skill 1', 'Dribbling');
    fireEvent.click(within(screen.getByRole('form', { name: 'Log practice' })).getByRole('button', { name: 'Log practice' }));
    const minutes = screen.getByLabelText('Minutes');
    await waitFor(() => expect(minutes).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Please enter how long you practiced this core skill for')).toBeInTheDocument();
    await waitFor(() => expect(minutes).toHaveFocus());
    fill('Minutes', '700');
    fill('Day', addDays(localDay(tz), -8));
    fireEvent.click(within(screen.getByRole('form', { name: 'Log practice' })).getByRole('button', { name: 'Log practice' }));
    expect(await screen.findByText('Please choose today or a day in the last 7 days')).toBeInTheDocument();
    expect(screen.getByText('Please enter from 1 to 600 minutes')).toBeInTheDocument();
    expect(screen.getByLabelText('Core skill 1')).toHaveValue('Dribbling');
    expect(await db.outbox.count()).toBe(0);
  });

  it('edits and deletes an entry as local writes; a parent logs for the child', async () => {
    const db = await open('parent');
    fill('Core skill 1', 'Shooting');
    fill('Minutes', '30');
    fill('Day', addDays(localDay(tz), -2));
    fireEvent.click(within(screen.getByRole('form', { name: 'Log practice' })).getByRole('button', { name: 'Log practice' }));
    const entry = await screen.findByRole('button', { name: `Edit practice of ${addDays(localDay(tz), -2)}` });
    expect((await db.practiceEntries.toArray())[0]).toMatchObject({ playerId: PLAYER });
    fireEvent.click(entry);
    fill('Minutes', '40');
    fireEvent.click(screen.getByRole('button', { name: 'Save practice' }));
    await screen.findByText(/Shooting 40/);
    vi.stubGlobal('confirm', () => true);
    fireEvent.click(screen.getByRole('button', { name: `Delete practice of ${addDays(localDay(tz), -2)}` }));
    await waitFor(async () => expect(await db.practiceEntries.count()).toBe(0));
    await screen.findByText('No practice logged yet. Log your first one!');
    expect((await db.outbox.toArray()).map((e) => e.method)).toEqual(['POST', 'PUT', 'DELETE']);
  });
});
