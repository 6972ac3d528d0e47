import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../support/render-app';
import { asDetail } from '../../../src/features/training/data/lifecycle';
import { session, soon, world } from './training-world';

afterEach(() => vi.unstubAllGlobals());

const drillNames = () => within(screen.getByRole('list', { name: 'Drills in order' })).getAllByRole('listitem').map((li) => li.querySelector('.list__title')?.textContent);

describe('training drills and delete, offline', { timeout: 20_000 }, () => {
  it('adds, reorders and removes drills: each change is a row and an outbox entry in order', async () => {
    const db = await world('coach');
    const s = session();
    await db.trainings.put(s);
    await renderApp(`/secure/training/${s.id}`);
    const form = await screen.findByRole('form', { name: 'Add a drill' });
    // The schema's own message, before anything is written.
    fireEvent.click(within(form).getByRole('button', { name: 'Add drill' }));
    expect(await within(form).findByText('Please name the drill')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);

    const add = async (name: string, skill: string, minutes: string) => {
      fireEvent.change(within(form).getByLabelText('Drill name'), { target: { value: name } });
      fireEvent.change(within(form).getByLabelText('Core skill'), { target: { value: skill } });
      fireEvent.change(within(form).getByLabelText('Duration (minutes)'), { target: { value: minutes } });
      fireEvent.click(within(form).getByRole('button', { name: 'Add drill' }));
      await screen.findByRole('button', { name: `Remove: ${name}` }, { timeout: 8_000 });
    };
    await add('Rondo 4v1', 'Passing', '15');
    fireEvent.change(within(form).getByLabelText('Drill notes'), { target: { value: 'Two touch' } });
    await add('1v1 gates', 'Dribbling', '20');
    expect(drillNames()).toEqual(['Rondo 4v1', '1v1 gates']);

    fireEvent.click(screen.getByRole('button', { name: 'Move up: 1v1 gates' }));
    await waitFor(() => expect(drillNames()).toEqual(['1v1 gates', 'Rondo 4v1']));
    fireEvent.click(screen.getByRole('button', { name: 'Remove: Rondo 4v1' }));
    await waitFor(() => expect(drillNames()).toEqual(['1v1 gates']));

    const rows = await db.trainingDrills.where('trainingId').equals(s.id).toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: '1v1 gates', coreSkill: 'Dribbling', durationMinutes: 20, notes: 'Two touch', position: 0 });

    const entries = await db.outbox.orderBy('seq').toArray();
    const base = `/api/v1/training/${s.clubId}/${s.id}/drill`;
    expect(entries.map((e) => [e.method, e.path])).toEqual([
      ['PUT', base],
      ['PUT', base],
      ['PUT', base],
      ['DELETE', expect.stringMatching(new RegExp(`^${base}/[0-9a-f-]{36}$`))],
    ]);
    expect(new Set(entries.map((e) => e.stream))).toEqual(new Set([`training:${s.id}`]));
    const [rondo, gates] = [entries[0]!.body.drill as { id: string }, entries[1]!.body.drill as { id: string }];
    expect(entries[0]!.body.drill).toMatchObject({ name: 'Rondo 4v1', coreSkill: 'Passing', durationMinutes: 15, position: 0 });
    expect(entries[1]!.body.drill).toMatchObject({ name: '1v1 gates', position: 1 });
    expect(entries[2]!.body).toMatchObject({ order: [gates.id, rondo.id] });
    expect(entries[3]!.path).toBe(`${base}/${rondo.id}`);
  });

  it('says so when the server refused a drill change', async () => {
    const db = await world('coach');
    const s = session();
    await db.trainings.put(s);
    await renderApp(`/secure/training/${s.id}`);
    const form = await screen.findByRole('form', { name: 'Add a drill' });
    fireEvent.change(within(form).getByLabelText('Drill name'), { target: { value: 'Rondo' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add drill' }));
    await screen.findByRole('button', { name: 'Remove: Rondo' }, { timeout: 8_000 });
    expect(screen.queryByText('There has been a problem updating the drills')).toBeNull();
    const [entry] = await db.outbox.toArray();
    await db.outbox.update(entry!.seq!, { state: 'rejected', lastError: { class: 'refused', status: 409, code: 'invalid_status', message: 'Session ended' } as never });
    expect(await screen.findByText('There has been a problem updating the drills', {}, { timeout: 8_000 })).toBeInTheDocument();
  });

  it('delete of a series session asks this one or this and the following, and hides those', async () => {
    const db = await world('coach');
    const seriesId = '00000000-0000-4000-8000-0000000000aa';
    const first = session({ id: '00000000-0000-4000-8000-000000000061', startsAt: soon(24), endsAt: soon(25) });
    const second = session({ id: '00000000-0000-4000-8000-000000000062', startsAt: soon(24 * 8), endsAt: soon(24 * 8 + 1) });
    const third = session({ id: '00000000-0000-4000-8000-000000000063', startsAt: soon(24 * 15), endsAt: soon(24 * 15 + 1) });
    for (const x of [first, second, third]) {
      await db.trainings.put(x);
      await db.trainingDetails.put({ ...asDetail(x), seriesId, repeatEvery: 7 });
    }
    await renderApp(`/secure/training/${second.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete session' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('This session is part of a series. Which sessions do you want to delete?');
    expect(await db.outbox.count()).toBe(0);
    const following = within(question).getByRole('button', { name: 'This and the following sessions' });
    await waitFor(() => expect(following).toBeEnabled());
    fireEvent.click(following);
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ method: 'DELETE', path: `/api/v1/training/${second.clubId}/${second.id}`, body: { scope: 'following' }, stream: `training:${second.id}` });
    expect((await db.trainings.get(first.id))?.active).toBe(true);
    expect((await db.trainings.get(second.id))?.active).toBe(false);
    expect((await db.trainings.get(third.id))?.active).toBe(false);
  });

  it('delete of a single session asks first and removes only it', async () => {
    const db = await world('coach');
    const s = session();
    await db.trainings.put(s);
    await renderApp(`/secure/training/${s.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete session' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Delete this training session?');
    fireEvent.click(within(question).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(async () => expect((await db.trainings.get(s.id))?.active).toBe(false));
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ method: 'DELETE', body: { scope: 'this' } });
  });
});
