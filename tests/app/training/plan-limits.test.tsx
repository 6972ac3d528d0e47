// Issue 19: an over-long objective (or focus) for a training session was written on the device
// and queued for a server that refuses it. It is refused at its box, with the limit.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../support/render-app';
import { PLAYER, TEAM, session, world } from './training-world';

afterEach(() => vi.unstubAllGlobals());

describe('training focus and objective limits', { timeout: 20_000 }, () => {
  it('a 5,000-character objective or focus is refused at its box with the limit, and nothing is written', async () => {
    const db = await world('coach');
    const s = session();
    await db.trainings.put(s);
    await db.teamPlayers.put({ teamId: TEAM, playerId: PLAYER, firstName: 'Sam', lastName: 'Lee' });
    await renderApp(`/secure/training/${s.id}`);
    const objective = await screen.findByLabelText('Objective for Sam Lee', {}, { timeout: 8_000 });
    fireEvent.change(objective, { target: { value: 'o'.repeat(5000) } });
    fireEvent.blur(objective);
    await waitFor(() => expect(objective).toHaveAttribute('aria-invalid', 'true'));
    expect(objective).toHaveAccessibleDescription('Please keep the objective to 500 characters');
    const focus = screen.getByLabelText('Focus for Sam Lee');
    fireEvent.change(focus, { target: { value: 'f'.repeat(5000) } });
    fireEvent.blur(focus);
    await waitFor(() => expect(focus).toHaveAttribute('aria-invalid', 'true'));
    expect(focus).toHaveAccessibleDescription('Please keep this to 200 characters');
    expect(await db.outbox.count()).toBe(0);

    fireEvent.change(objective, { target: { value: 'Three forward passes' } });
    fireEvent.blur(objective);
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect(objective).not.toHaveAttribute('aria-invalid');
  });
});
