import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../support/render-app';
import { asDetail } from '../../../src/features/training/data/lifecycle';
import { PLAYER, TEAM, session, world } from './training-world';

afterEach(() => vi.unstubAllGlobals());

describe('training focus, objective and copy, offline', { timeout: 20_000 }, () => {
  it("the coach sets a player's focus and objective from the attendance list", async () => {
    const db = await world('coach');
    const s = session();
    await db.trainings.put(s);
    await db.teamPlayers.put({ teamId: TEAM, playerId: PLAYER, firstName: 'Sam', lastName: 'Lee' });
    await renderApp(`/secure/training/${s.id}`);
    const focus = await screen.findByLabelText('Focus for Sam Lee', {}, { timeout: 8_000 });
    fireEvent.change(focus, { target: { value: 'Scan before receiving' } });
    fireEvent.blur(focus);
    await waitFor(async () => expect(await db.trainingAttendance.get([s.id, PLAYER])).toMatchObject({ focus: 'Scan before receiving' }));
    const objective = screen.getByLabelText('Objective for Sam Lee');
    fireEvent.change(objective, { target: { value: 'Three forward passes' } });
    fireEvent.blur(objective);
    await waitFor(async () => expect(await db.outbox.count()).toBe(2));
    const [a, b] = await db.outbox.orderBy('seq').toArray();
    expect(a).toMatchObject({ path: `/api/v1/training/${s.clubId}/${s.id}/attendance/focus`, body: { playerId: PLAYER, focus: 'Scan before receiving' } });
    expect(b).toMatchObject({ path: `/api/v1/training/${s.clubId}/${s.id}/attendance/player/objective`, body: { playerId: PLAYER, objective: 'Three forward passes' } });
    // Leaving a box unchanged writes nothing more.
    fireEvent.blur(objective);
    expect(await db.outbox.count()).toBe(2);
  });

  it('copy opens the add form filled in from the session, with the date left to pick', async () => {
    const db = await world('coach');
    const s = session({ topic: 'Switching the play', location: 'Pitch 4' });
    await db.trainings.put(s);
    await db.trainingDetails.put({ ...asDetail(s), weather: 'Windy' });
    await renderApp(`/secure/training/${s.id}`);
    fireEvent.click(await screen.findByRole('link', { name: 'Copy session' }, { timeout: 8_000 }));
    expect(await screen.findByRole('heading', { name: 'Copy training session' }, { timeout: 8_000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Topic')).toHaveValue('Switching the play');
    expect(screen.getByLabelText('Location')).toHaveValue('Pitch 4');
    expect(screen.getByLabelText('Weather')).toHaveValue('Windy');
    expect(screen.getByLabelText('Date')).toHaveValue('');
    expect(screen.queryByLabelText('Repeat')).toBeNull();
  });
});
