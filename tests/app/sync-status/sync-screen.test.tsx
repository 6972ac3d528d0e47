// The "Saving and sync" screen: each queued change a card that names it (a training answer with
// the player's name and the answer in words), says where it stands on a line of its own (a
// refusal as "Not accepted: <the server's reason>"), and, for a refused change that holds others
// of its stream, offers to discard the whole group after asking. Storage sizes are written in the
// user's units, and "Ask to keep data" always answers. The More screen leads here too.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TouchlineDb } from '../../../src/db/database';
import type { OutboxEntry } from '../../../src/db/schema';
import { renderApp } from '../support/render-app';
import { setUpCoach } from '../fixtures/support';
import { outboxEntry } from '../../support/outbox-entry';

let db: TouchlineDb;
const WAIT = { timeout: 8000 };

const entry = (n: number, over: Partial<OutboxEntry> = {}): OutboxEntry =>
  outboxEntry({
    id: `e-${n}`,
    userId: '0190a0a0-0000-7000-8000-0000000000c1',
    clubId: 'c-1',
    stream: 'training:s-1',
    path: '/api/v1/training/c-1/s-1/attendance/player',
    body: {},
    describe: { action: 'training.attendance', subject: 'Rondos', player: `Player ${n}`, detail: 'coming' },
    ...over,
  });

function stubStorage(o: { persisted: boolean; grant: boolean; usage: number; quota: number }) {
  let persisted = o.persisted;
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: {
      persisted: () => Promise.resolve(persisted),
      persist: () => Promise.resolve((persisted = o.grant)),
      estimate: () => Promise.resolve({ usage: o.usage, quota: o.quota }),
    },
  });
}

beforeEach(async () => {
  db = await setUpCoach();
  stubStorage({ persisted: false, grant: false, usage: 3.6 * 1024 * 1024, quota: 10 * 1024 ** 3 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'storage');
});

describe('the sync screen', { timeout: 30_000 }, () => {
  it('names the player and the answer, and puts the refusal on its own line', async () => {
    await db.outbox.bulkAdd([
      entry(1, {
        state: 'rejected',
        attempts: 1,
        describe: { action: 'training.attendance', subject: 'Rondos', player: 'Sam Jones', detail: 'not_coming' },
        lastError: { class: 'refused', status: 404, code: 'training_not_found', message: 'Training session not found', at: Date.now() },
      }),
      entry(2, { describe: { action: 'training.attendance', subject: 'Rondos', detail: 'not_coming' } }),
    ]);
    await renderApp('/secure/sync');
    const refused = (await screen.findByText('Training attendance — Rondos — Sam Jones is not coming', {}, WAIT)).closest('li')!;
    expect(within(refused).getByText('Not accepted: Training session not found')).toBeInTheDocument();
    // An older entry without the player's name: the answer in words, never `not_coming`.
    const held = screen.getByText('Training attendance — Rondos — Not coming').closest('li')!;
    expect(within(held).getByText('Held behind a change that was not accepted')).toBeInTheDocument();
    expect(screen.queryByText(/not_coming/)).toBeNull();
    // One <main>, the shell's: the screen is a section inside it.
    expect(document.querySelectorAll('main')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Saving and sync' })).toBeInTheDocument();
  });

  it('offers to discard a refused change with the ones it holds, asks first, then discards them all', async () => {
    await db.outbox.bulkAdd([
      entry(1, { state: 'rejected', attempts: 1, lastError: { class: 'refused', status: 404, code: 'training_not_found', message: 'Training session not found', at: Date.now() } }),
      entry(2),
      entry(3, { stream: 'fixture:f-1', describe: { action: 'fixture.event.goal', subject: 'U14 v Hill Park', minute: 3 } }),
      entry(4),
    ]);
    await renderApp('/secure/sync');
    const groupButton = await screen.findByRole('button', { name: 'Discard all 3 in this group' }, WAIT);
    // Only on the refused change: the goal of another stream is not part of it.
    expect(screen.getAllByRole('button', { name: /in this group/ })).toHaveLength(1);

    fireEvent.click(groupButton);
    const question = screen.getByRole('alertdialog', { name: 'Discard all 3 changes of this group? They will not be sent and cannot be recovered.' });
    fireEvent.click(within(question).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Discard all 3 in this group' })).toHaveFocus());
    expect(await db.outbox.count()).toBe(4);

    fireEvent.click(screen.getByRole('button', { name: 'Discard all 3 in this group' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, discard' }));
    await waitFor(async () => expect((await db.outbox.toArray()).map((e) => e.id)).toEqual(['e-3']), WAIT);
    expect(await screen.findByText('Goal — U14 v Hill Park, 3′', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /in this group/ })).toBeNull();
  });

  it('asks before discarding a single change', async () => {
    await db.outbox.bulkAdd([entry(1, { stream: 'training:s-9' })]);
    await renderApp('/secure/sync');
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }, WAIT));
    expect(screen.queryByRole('button', { name: /in this group/ })).toBeNull();
    const question = screen.getByRole('alertdialog', { name: 'Discard "Training attendance — Rondos — Player 1 is coming"? It will not be sent and cannot be recovered.' });
    fireEvent.click(within(question).getByRole('button', { name: 'Yes, discard' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(0), WAIT);
    expect(await screen.findByTestId('sync-empty', {}, WAIT)).toBeInTheDocument();
  });

  it('writes storage sizes in units and answers "Ask to keep data" when the browser says no, and when it says yes', async () => {
    await renderApp('/secure/sync');
    expect(await screen.findByText('Using 3.6 MB of 10 GB', {}, WAIT)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ask to keep data' }));
    const status = await screen.findByText(/The browser did not agree this time/, {}, WAIT);
    expect(status).toHaveAttribute('role', 'status');

    stubStorage({ persisted: false, grant: true, usage: 512 * 1024, quota: 2 * 1024 ** 3 });
    fireEvent.click(screen.getByRole('button', { name: 'Ask to keep data' }));
    expect(await screen.findByText("Done: the browser will keep Touchline's data.", {}, WAIT)).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Using 512 kB of 2 GB', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByTestId('storage-persisted')).toHaveTextContent('Kept safe');
  });

  it('is reached from the More screen', async () => {
    await renderApp('/secure/more');
    const link = await screen.findByRole('link', { name: /^Saving and sync/ }, WAIT);
    expect(link).toHaveAttribute('href', '/secure/sync');
    expect(link).toHaveTextContent('Changes waiting to be sent, and storage on this device');
  });
});
