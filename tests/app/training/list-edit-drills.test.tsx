// Issue 5: the list leads with upcoming sessions then past ones; a coach edits a session's fields
// on its detail screen (same rules and messages as add, one outbox entry); drills are edited in
// place; players and parents see the drills read-only. All offline, on the local store.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../support/render-app';
import { splitTraining } from '../../../src/features/training/model/list-filter';
import { PLAYER, session, soon, TEAM2, world } from './training-world';

afterEach(() => vi.unstubAllGlobals());

const fill = (scope: HTMLElement, label: string, value: string) => fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
const localDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

describe('training list order, edit and drills', { timeout: 20_000 }, () => {
  it('splits upcoming (soonest first, a running session included) from past (most recent first)', () => {
    const now = new Date();
    const rows = [
      session({ id: 'far', startsAt: soon(48), endsAt: soon(49) }),
      session({ id: 'old', startsAt: soon(-72), endsAt: soon(-71) }),
      session({ id: 'next', startsAt: soon(2), endsAt: soon(3) }),
      session({ id: 'recent', startsAt: soon(-5), endsAt: soon(-4) }),
      session({ id: 'running', startsAt: soon(-2), endsAt: soon(-1), status: 'in_progress' }),
      session({ id: 'ended-early', startsAt: soon(-0.5), endsAt: soon(0.5), status: 'ended' }),
    ];
    const split = splitTraining(rows, now);
    expect(split.upcoming.map((r) => r.id)).toEqual(['running', 'next', 'far']);
    expect(split.past.map((r) => r.id)).toEqual(['ended-early', 'recent', 'old']);
  });

  it('the list shows the upcoming section first, then the past one', async () => {
    const db = await world('coach');
    await db.trainings.bulkPut([
      session({ id: '00000000-0000-4000-8000-000000000071', topic: 'Last week', startsAt: soon(-24 * 7), endsAt: soon(-24 * 7 + 1), status: 'ended' }),
      session({ id: '00000000-0000-4000-8000-000000000072', topic: 'Next month', startsAt: soon(24 * 30), endsAt: soon(24 * 30 + 1) }),
      session({ id: '00000000-0000-4000-8000-000000000073', topic: 'Tomorrow', startsAt: soon(24), endsAt: soon(25) }),
      session({ id: '00000000-0000-4000-8000-000000000074', topic: 'Yesterday', startsAt: soon(-24), endsAt: soon(-23) }),
    ]);
    await renderApp('/secure/training');
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    const past = screen.getByRole('region', { name: 'Past' });
    const titles = (el: HTMLElement) => within(el).getAllByRole('link').map((a) => a.textContent ?? '');
    expect(titles(upcoming).map((x) => x.match(/Tomorrow|Next month/)?.[0])).toEqual(['Tomorrow', 'Next month']);
    expect(titles(past).map((x) => x.match(/Yesterday|Last week/)?.[0])).toEqual(['Yesterday', 'Last week']);
    expect(upcoming.compareDocumentPosition(past) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("tells a player whether they attended an ended session, never 'Not answered yet' (issue 19)", async () => {
    const db = await world('player');
    const ids = ['00000000-0000-4000-8000-000000000081', '00000000-0000-4000-8000-000000000082', '00000000-0000-4000-8000-000000000083', '00000000-0000-4000-8000-000000000084'];
    await db.trainings.bulkPut([
      session({ id: ids[0], topic: 'Checked in', startsAt: soon(-48), endsAt: soon(-47), status: 'ended' }),
      session({ id: ids[1], topic: 'Missed', startsAt: soon(-72), endsAt: soon(-71), status: 'ended' }),
      session({ id: ids[2], topic: 'Unrecorded', startsAt: soon(-96), endsAt: soon(-95), status: 'ended' }),
      session({ id: ids[3], topic: 'Tomorrow', startsAt: soon(24), endsAt: soon(25) }),
    ]);
    await db.trainingAttendance.bulkPut([
      { trainingId: ids[0]!, playerId: PLAYER, status: null, shownUp: null, checkedInAt: soon(-48), updatedAt: soon(-48) },
      { trainingId: ids[1]!, playerId: PLAYER, status: 'coming', shownUp: false, updatedAt: soon(-71) },
    ]);
    await renderApp('/secure/training');
    const item = async (topic: string) => {
      const title = await screen.findByText(topic, { selector: '.list__title, .card__title a' });
      return (title.closest('article') ?? title.closest('a'))!;
    };
    // The answers are a second read beside the list's: the titles can show before them.
    await waitFor(async () => expect(await item('Checked in')).toHaveTextContent('You attended'), { timeout: 8_000 });
    await waitFor(async () => expect(await item('Missed')).toHaveTextContent('You did not attend'), { timeout: 8_000 });
    expect(await item('Unrecorded')).not.toHaveTextContent(/Not answered yet|attend/);
    expect(await item('Tomorrow')).toHaveTextContent('Not answered yet');
  });

  it('a coach edits every field on the detail screen: the rules and messages of add, nothing typed lost, one PUT in the outbox', async () => {
    const db = await world('coach');
    const s = session();
    await db.trainings.put(s);
    await renderApp(`/secure/training/${s.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    const form = await screen.findByRole('form', { name: 'Edit training session' });
    expect(within(form).getByLabelText('Topic')).toHaveValue('Passing');
    expect(within(form).getByLabelText('Date')).toHaveValue(localDay(new Date(s.startsAt)));
    expect(within(form).queryByLabelText('Repeat')).toBeNull();

    fill(form, 'Topic', 'Pressing');
    fill(form, 'Date', '2020-01-01');
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect((await within(form).findAllByText('Please enter a training session date/time in the future')).length).toBeGreaterThan(0);
    expect(within(form).getByLabelText('Topic')).toHaveValue('Pressing');

    const next = new Date(Date.now() + 4 * 86_400_000);
    fill(form, 'Date', localDay(next));
    fill(form, 'Start time', '18:00');
    fill(form, 'End time', '17:00');
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect((await within(form).findAllByText('The end time must be after the start time')).length).toBeGreaterThan(0);
    expect(await db.outbox.count()).toBe(0);

    fill(form, 'End time', '19:30');
    fill(form, 'Team', TEAM2);
    fill(form, 'Location', 'Pitch 9');
    fill(form, 'Intensity', 'hard');
    fill(form, 'Pitch size', 'small');
    fill(form, 'Pitch surface', '3G');
    fill(form, 'Weather', 'Windy');
    fill(form, 'Directions', 'Back gate');
    fill(form, 'Map link', 'https://maps.example/p9');
    fill(form, 'Additional info', 'Bring water');
    fill(form, 'Session plan', 'Warm up, rondo');
    fill(form, 'Health and safety file', 'hs.pdf');
    fill(form, 'Parent/player file', 'parents.pdf');
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [entry] = await db.outbox.toArray();
    const startsAt = new Date(`${localDay(next)}T18:00`).toISOString();
    expect(entry).toMatchObject({
      method: 'PUT',
      path: `/api/v1/training/${s.clubId}/${s.id}`,
      stream: `training:${s.id}`,
      applyTo: 'trainingDetails',
      body: {
        teamId: TEAM2, topic: 'Pressing', startsAt, endsAt: new Date(`${localDay(next)}T19:30`).toISOString(), location: 'Pitch 9', intensity: 'hard', pitchSize: 'small', pitchSurface: '3G',
        weather: 'Windy', directions: 'Back gate', mapLink: 'https://maps.example/p9', additionalInfo: 'Bring water', sessionPlan: 'Warm up, rondo', healthSafetyFile: 'hs.pdf', parentPlayerFile: 'parents.pdf',
      },
    });
    expect(entry!.body).not.toHaveProperty('repeatEvery');
    // The screen and the list row show the change at once.
    expect(await screen.findByRole('heading', { name: 'Pressing', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Windy')).toBeInTheDocument();
    expect(await db.trainings.get(s.id)).toMatchObject({ topic: 'Pressing', teamId: TEAM2, teamName: 'U12', startsAt, location: 'Pitch 9' });
  });

  it('edits the other fields of a past session without moving it: no start or end in the call', async () => {
    const db = await world('coach');
    const s = session({ startsAt: soon(-48), endsAt: soon(-47), status: 'ended' });
    await db.trainings.put(s);
    await renderApp(`/secure/training/${s.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    const form = await screen.findByRole('form', { name: 'Edit training session' });
    fill(form, 'Weather', 'Heavy rain');
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [entry] = await db.outbox.toArray();
    expect(entry!.body).toMatchObject({ weather: 'Heavy rain', topic: 'Passing' });
    expect(entry!.body).not.toHaveProperty('startsAt');
    expect(entry!.body).not.toHaveProperty('endsAt');
  });

  it("picks the session's coach from the team's coaches kept on the device", async () => {
    const db = await world('coach');
    const s = session();
    await db.trainings.put(s);
    const coach = '00000000-0000-4000-8000-0000000000c9';
    await db.meta.put({ key: `team-coaches:${s.clubId}:${s.teamId}`, value: [{ id: coach, name: 'Carla Costa' }] });
    await renderApp(`/secure/training/${s.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    const form = await screen.findByRole('form', { name: 'Edit training session' });
    await within(form).findByRole('option', { name: 'Carla Costa' });
    fill(form, 'Coach', coach);
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect((await db.outbox.toArray())[0]!.body).toMatchObject({ coachId: coach });
    expect(await screen.findByText('Carla Costa')).toBeInTheDocument();
  });

  it('edits a drill in place: same id and place, one PUT with the new values', async () => {
    const db = await world('coach');
    const s = session();
    await db.trainings.put(s);
    const id = '00000000-0000-4000-8000-0000000000d1';
    await db.trainingDrills.bulkPut([
      { id, trainingId: s.id, position: 0, name: 'Rondo', coreSkill: 'Passing', durationMinutes: 10, notes: null },
      { id: '00000000-0000-4000-8000-0000000000d2', trainingId: s.id, position: 1, name: 'Gates', coreSkill: 'Dribbling', durationMinutes: 5, notes: null },
    ]);
    await renderApp(`/secure/training/${s.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit: Rondo' }));
    const form = await screen.findByRole('form', { name: 'Edit drill: Rondo' });
    expect(within(form).getByLabelText('Duration (minutes)')).toHaveValue(10);
    fill(form, 'Duration (minutes)', '0');
    fireEvent.click(within(form).getByRole('button', { name: 'Save drill' }));
    expect(await within(form).findByText('Please enter the duration in minutes')).toBeInTheDocument();
    fill(form, 'Duration (minutes)', '25');
    fill(form, 'Core skill', 'First touch');
    fill(form, 'Drill notes', 'Two touch max');
    fireEvent.click(within(form).getByRole('button', { name: 'Save drill' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit drill: Rondo' })).toBeNull());
    expect(await db.trainingDrills.get(id)).toMatchObject({ name: 'Rondo', position: 0, coreSkill: 'First touch', durationMinutes: 25, notes: 'Two touch max' });
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ method: 'PUT', path: `/api/v1/training/${s.clubId}/${s.id}/drill`, body: { drill: { id, position: 0, name: 'Rondo', coreSkill: 'First touch', durationMinutes: 25, notes: 'Two touch max' } } });
    expect(screen.getByText('Two touch max')).toBeInTheDocument();
  });

  it.each(['player', 'parent'] as const)('a %s sees the drills read-only and cannot edit the session', async (role) => {
    const db = await world(role);
    const s = session();
    await db.trainings.put(s);
    await db.trainingDrills.put({ id: '00000000-0000-4000-8000-0000000000d3', trainingId: s.id, position: 0, name: 'Shooting square', coreSkill: 'Shooting', durationMinutes: 15, notes: 'Low and hard' });
    await renderApp(`/secure/training/${s.id}`);
    const drills = await screen.findByRole('list', { name: 'Drills in order' });
    expect(within(drills).getByText('Shooting square')).toBeInTheDocument();
    expect(within(drills).getByText('Shooting · 15 min')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit|Remove|Move/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add a drill' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit details' })).toBeNull();
  });
});
