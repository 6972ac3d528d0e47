import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { filterTraining, EMPTY_FILTER } from '../../../src/features/training/model/list-filter';
import { renderApp } from '../support/render-app';
import { PLAYER, TEAM, TEAM2, session, soon, world } from './training-world';

afterEach(() => vi.unstubAllGlobals());

const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('training screens', { timeout: 20_000 }, () => {
  it('the reflection form refuses a rating outside 1–10 with a clear message and keeps what was typed', async () => {
    const db = await world('player');
    const s = session({ status: 'ended', startsAt: soon(-3), endsAt: soon(-2) });
    await db.trainings.put(s);
    await renderApp(`/secure/training/${s.id}/feedback/${PLAYER}`);
    await screen.findByLabelText('Session rating (1–10)');
    fill('Session rating (1–10)', '11');
    fill('Enjoyment (1–10)', '8');
    fill('Wish to repeat (1–10)', '9');
    fill('Confidence (1–10)', '7');
    fill('What did you learn?', 'Scan before the ball arrives');
    fill('Takeaway 1', 'Open body shape');
    fireEvent.click(screen.getByRole('button', { name: 'Save feedback' }));
    expect(await screen.findByText('Please choose a rating from 1 to 10')).toBeInTheDocument();
    expect(screen.getByLabelText('Session rating (1–10)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('What did you learn?')).toHaveValue('Scan before the ball arrives');
    expect(screen.getByLabelText('Takeaway 1')).toHaveValue('Open body shape');
    expect(await db.outbox.count()).toBe(0);

    fill('Session rating (1–10)', '8');
    // No network: saved on the device, sent later (issue 19: online it said so too).
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    act(() => void window.dispatchEvent(new Event('offline')));
    fireEvent.click(screen.getByRole('button', { name: 'Save feedback' }));
    expect(await screen.findByText('Feedback saved. It will be sent when there is a connection.')).toBeInTheDocument();
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    act(() => void window.dispatchEvent(new Event('online')));
    fireEvent.click(screen.getByRole('button', { name: 'Save feedback' }));
    expect(await screen.findByText('Feedback saved.')).toBeInTheDocument();
    expect(screen.queryByText('Feedback saved. It will be sent when there is a connection.')).not.toBeInTheDocument();
    expect(await db.trainingFeedback.get([s.id, PLAYER])).toMatchObject({ sessionRating: 8, enjoyment: 8, learned: 'Scan before the ball arrives', takeaways: ['Open body shape'] });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ path: `/api/v1/player-training/${s.clubId}/${s.id}/player/${PLAYER}/feedback`, body: { sessionRating: 8, confidence: 7, coachRating: null } });
  });

  it('the list filters by team, dates and inactive, from the local store', async () => {
    const db = await world('coach');
    await db.trainings.bulkPut([
      session({ id: '00000000-0000-4000-8000-000000000061', topic: 'Rondos', startsAt: soon(24), endsAt: soon(25) }),
      session({ id: '00000000-0000-4000-8000-000000000062', topic: 'Crossing', teamId: TEAM2, teamName: 'U12', startsAt: soon(24 * 10), endsAt: soon(24 * 10 + 1) }),
      session({ id: '00000000-0000-4000-8000-000000000063', topic: 'Old drill', active: false }),
    ]);
    await renderApp('/secure/training');
    expect(await screen.findByText('Rondos')).toBeInTheDocument();
    expect(screen.getByText('Crossing')).toBeInTheDocument();
    expect(screen.queryByText('Old drill')).toBeNull();
    fill('Team', TEAM2);
    await waitFor(() => expect(screen.queryByText('Rondos')).toBeNull());
    expect(screen.getByText('Crossing')).toBeInTheDocument();
    fill('Team', '');
    const day = (iso: string) => {
      const d = new Date(iso);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    };
    fill('From', day(soon(24 * 5)));
    await waitFor(() => expect(screen.queryByText('Rondos')).toBeNull());
    fill('From', '');
    fireEvent.click(screen.getByLabelText('Show inactive'));
    expect(await screen.findByText('Old drill')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('link', { name: /Rondos|Crossing|Old drill/ })).toHaveLength(3);
  });

  it('filters with a pure function too', () => {
    const rows = [session({ id: 'a', teamId: TEAM }), session({ id: 'b', teamId: TEAM2 })];
    expect(filterTraining(rows, { ...EMPTY_FILTER, teamId: TEAM2 }).map((r) => r.id)).toEqual(['b']);
  });

  it('the add form checks the date rules in the user’s words and keeps what was typed', async () => {
    const db = await world('coach');
    await renderApp('/secure/training/new');
    fill('Team', TEAM);
    fill('Topic', 'Pressing');
    fill('Date', '2020-01-01');
    fill('Start time', '18:00');
    fill('End time', '19:00');
    fireEvent.click(screen.getByRole('button', { name: 'Save training session' }));
    expect((await screen.findAllByText('Please enter a training session date/time in the future')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Topic')).toHaveValue('Pressing');

    const next = new Date(Date.now() + 3 * 86_400_000);
    const day = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}`;
    fill('Date', day);
    fill('End time', '17:00');
    fireEvent.click(screen.getByRole('button', { name: 'Save training session' }));
    expect((await screen.findAllByText('The end time must be after the start time')).length).toBeGreaterThan(0);

    fill('End time', '19:30');
    fill('Repeat', '7');
    await screen.findByLabelText('Repeat until');
    fill('Repeat until', '2020-01-01');
    fireEvent.click(screen.getByRole('button', { name: 'Save training session' }));
    expect((await screen.findAllByText('The repeat until date must not be before the first session')).length).toBeGreaterThan(0);
    expect(await db.outbox.count()).toBe(0);

    const later = new Date(next.getTime() + 21 * 86_400_000);
    fill('Repeat until', `${later.getFullYear()}-${String(later.getMonth() + 1).padStart(2, '0')}-${String(later.getDate()).padStart(2, '0')}`);
    fireEvent.click(screen.getByRole('button', { name: 'Save training session' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ method: 'POST', path: `/api/v1/training/${entry!.clubId}/create`, body: { teamId: TEAM, topic: 'Pressing', repeatEvery: 7 } });
    expect(await db.trainings.get(entry!.body.id as string)).toMatchObject({ topic: 'Pressing', status: 'setup' });
  });
});
