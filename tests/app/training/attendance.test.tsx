import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../support/render-app';
import { PLAYER, PLAYER2, TEAM, session, world } from './training-world';

afterEach(() => vi.unstubAllGlobals());

describe('training attendance, offline', { timeout: 20_000 }, () => {
  it('the coach marks a player shown up: the row and its outbox entry are written together', async () => {
    const db = await world('coach');
    const s = session();
    await db.trainings.put(s);
    await db.teamPlayers.bulkPut([
      { teamId: TEAM, playerId: PLAYER, firstName: 'Sam', lastName: 'Lee' },
      { teamId: TEAM, playerId: PLAYER2, firstName: 'Ali', lastName: 'Khan' },
    ]);
    await renderApp(`/secure/training/${s.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Shown up: Sam Lee' }));
    await waitFor(async () => expect(await db.trainingAttendance.get([s.id, PLAYER])).toMatchObject({ shownUp: true }));
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ method: 'PUT', path: `/api/v1/training/${s.clubId}/${s.id}/attendance/shown`, stream: `training:${s.id}`, body: { playerId: PLAYER, shownUp: true } });
    // The sync screen names the player (from the squad on this device).
    expect(entry!.describe).toEqual({ action: 'training.attendance.shown', subject: s.topic ?? s.teamName, player: 'Sam Lee' });
    expect(entry!.touches).toEqual([`trainingAttendance:${JSON.stringify([s.id, PLAYER])}`]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Shown up: Sam Lee' })).toHaveAttribute('aria-pressed', 'true'));
    // Toggling again clears it, as a second entry in the same stream.
    fireEvent.click(screen.getByRole('button', { name: 'Shown up: Sam Lee' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(2));
    expect((await db.trainingAttendance.get([s.id, PLAYER]))?.shownUp).toBe(false);
  });

  it('a parent answers coming for the child; only the child is listed', async () => {
    const db = await world('parent');
    const s = session();
    await db.trainings.put(s);
    await renderApp(`/secure/training/${s.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Coming: Sam Lee' }));
    await waitFor(async () => expect(await db.trainingAttendance.get([s.id, PLAYER])).toMatchObject({ status: 'coming' }));
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ path: `/api/v1/training/${s.clubId}/${s.id}/attendance/player`, body: { playerId: PLAYER, status: 'coming' } });
    // Named from the parent's profile (no squad on a parent's device), with the answer as data.
    expect(entry!.describe).toMatchObject({ action: 'training.attendance', player: 'Sam Lee', detail: 'coming' });
    expect(screen.queryByRole('button', { name: /Shown up/ })).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('start asks for the missing information, then asks before starting', async () => {
    const db = await world('coach');
    const s = session({ location: null });
    await db.trainings.put(s);
    await renderApp(`/secure/training/${s.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Start session' }));
    // The spec's message, then what is missing by name (issue 19), and a way to it: the details
    // form opens with the field marked and focused.
    expect(await screen.findByText('Please complete the training session information')).toBeInTheDocument();
    expect(screen.getByText('Still needed: the location.')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Add the missing details' }));
    const location = within(await screen.findByRole('form', { name: 'Edit training session' })).getByLabelText('Location');
    await waitFor(() => expect(location).toHaveFocus());
    expect(location).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Add where the session takes place to start it').length).toBeGreaterThan(0);
    expect(within(screen.getByRole('form', { name: 'Edit training session' })).getByLabelText('Core skill')).not.toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await db.trainings.put({ ...s, location: 'Pitch 1' });
    await waitFor(() => expect(screen.getByText('Pitch 1')).toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Start session' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Start the training session now?');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, start' }));
    expect(await screen.findByRole('timer')).toBeInTheDocument();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ path: `/api/v1/training/${s.clubId}/${s.id}/start`, applyTo: 'trainingDetails' });
    expect((await db.trainingDetails.get(s.id))?.startedAt).toEqual(expect.any(String));
  });
});

// A training session is "sesión"/"séance" (feminine): its cancel words are not the fixture's
// (masculine) ones. The staff read a player's answer in the third person ("Viene"); a parent or
// player answers with the first-person buttons ("Voy").
describe('training words in Spanish and French', { timeout: 20_000 }, () => {
  it('the coach reads and gives answers in the third person; a parent answers in the first', async () => {
    const db = await world('coach');
    const s = session();
    await db.trainings.put(s);
    await db.teamPlayers.bulkPut([{ teamId: TEAM, playerId: PLAYER, firstName: 'Sam', lastName: 'Lee' }]);
    await renderApp(`/secure/training/${s.id}`, 'es');
    fireEvent.click(await screen.findByRole('button', { name: 'Viene: Sam Lee' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Viene: Sam Lee' })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: 'No viene: Sam Lee' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Voy/ })).toBeNull();
    expect(screen.getByText('Sam Lee').closest('li')!.querySelector('.list__meta')).toHaveTextContent(/^Viene$/);
  });

  it('a parent answers for the child with the first-person buttons', async () => {
    const db = await world('parent');
    const s = session();
    await db.trainings.put(s);
    await renderApp(`/secure/training/${s.id}`, 'fr');
    expect(await screen.findByRole('button', { name: 'Je viens: Sam Lee' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Vient/ })).toBeNull();
  });

  it.each([
    ['es', 'Cancelar sesión', 'Motivo', ['Aplazada', 'Cancelada', 'Reprogramada'], 'Mantenerla', 'Cancelar la sesión', 'Cancelada'],
    ['fr', 'Annuler la séance', 'Motif', ['Reportée', 'Annulée', 'Reprogrammée'], 'La garder', 'Annuler la séance', 'Annulée'],
  ] as const)('%s: cancelling a session uses the feminine words', async (locale, open, label, reasons, keep, confirm, status) => {
    const db = await world('coach');
    const s = session();
    await db.trainings.put(s);
    await renderApp(`/secure/training/${s.id}`, locale);
    fireEvent.click(await screen.findByRole('button', { name: open }));
    const select = screen.getByLabelText(label);
    expect([...select.querySelectorAll('option')].slice(1).map((o) => o.textContent)).toEqual(reasons);
    expect(screen.getByRole('button', { name: keep })).toBeInTheDocument();
    fireEvent.change(select, { target: { value: 'cancelled' } });
    fireEvent.click(screen.getAllByRole('button', { name: confirm }).at(-1)!);
    await waitFor(() => expect(document.querySelector('.card__eyebrow')).toHaveTextContent(`U14 · ${status}`), { timeout: 8000 });
  });
});
