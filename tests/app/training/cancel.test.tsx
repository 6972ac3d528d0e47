// Cancel a training session (spec §4), offline, as fixtures do: the coach's form asks for a
// reason (postponed, cancelled, rescheduled) and optionally a new date and start time; nothing is
// written without a reason, with a new date/time not in the future, or with a date but no time;
// Keep it and Escape close the form without a change. A cancel with a new date is one local
// write: the session cancelled, the replacement added (an id made on the device, the session's
// set-up and length at the new start), one PUT .../cancel on the session's stream.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { asDetail } from '../../../src/features/training/data/lifecycle';
import { renderApp } from '../support/render-app';
import { CLUB, session, soon, world } from './training-world';

afterEach(() => vi.unstubAllGlobals());

const day = (offsetDays: number) => {
  const d = new Date(Date.now() + offsetDays * 86400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

// 90 minutes long, with details the replacement copies and some it must not.
// One instant for both ends: the length is exactly 90 minutes (two calls of soon() may be a millisecond apart).
const sessionStart = soon(24);
const s = session({ startsAt: sessionStart, endsAt: new Date(Date.parse(sessionStart) + 90 * 60_000).toISOString() });
const detail = {
  ...asDetail(s),
  weather: 'Windy',
  directions: 'Gate B',
  sessionPlan: 'Warm up, rondos, game',
  seriesId: '00000000-0000-4000-8000-0000000000aa',
  repeatEvery: 7,
  repeatUntil: day(60),
  notes: 'Bring bibs',
};

async function openForm() {
  const db = await world('coach');
  await db.trainings.put(s);
  await db.trainingDetails.put(detail);
  await renderApp(`/secure/training/${s.id}`);
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel session' }, { timeout: 8_000 }));
  expect(screen.getByRole('heading', { name: 'Cancel this training session?' })).toBeInTheDocument();
  return db;
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Cancel the session' }));

describe('cancel a training session, offline', { timeout: 30_000 }, () => {
  it('cancels with a reason only: the rows say so, one PUT with the reason alone, no replacement', async () => {
    const db = await openForm();
    expect(screen.getByLabelText('Reason')).toHaveFocus();
    fill('Reason', 'cancelled');
    submit();
    expect(await screen.findByText('This session was cancelled.', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Cancel this training session?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel session' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to the new session' })).not.toBeInTheDocument();
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ method: 'PUT', path: `/api/v1/training/${CLUB}/${s.id}/cancel`, stream: `training:${s.id}`, body: { reason: 'cancelled' }, describe: { action: 'training.cancel' } });
    expect(entries[0]!.body).not.toHaveProperty('newDateTime');
    expect(entries[0]!.body).not.toHaveProperty('replacementId');
    expect(await db.trainings.get(s.id)).toMatchObject({ status: 'cancelled' });
    expect(await db.trainingDetails.get(s.id)).toMatchObject({ status: 'cancelled', cancelReason: 'cancelled', replacedBy: null });
    expect(await db.trainings.count()).toBe(1);
    expect(await db.trainingDetails.count()).toBe(1);
  });

  it('cancels with a new date and time: the replacement keeps the set-up and the length, and the screen links to it', async () => {
    const db = await openForm();
    fill('Reason', 'postponed');
    fill('New date (optional)', day(7));
    fill('New start time (optional)', '18:30');
    submit();
    expect(await screen.findByText('This session was cancelled.', undefined, { timeout: 8000 })).toBeInTheDocument();
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    const startsAt = new Date(`${day(7)}T18:30`).toISOString();
    const endsAt = new Date(Date.parse(startsAt) + 90 * 60_000).toISOString();
    expect(entries[0]).toMatchObject({
      method: 'PUT',
      path: `/api/v1/training/${CLUB}/${s.id}/cancel`,
      stream: `training:${s.id}`,
      body: { reason: 'postponed', newDateTime: startsAt },
      describe: { action: 'training.cancel' },
    });
    const replacementId = (entries[0]!.body as { replacementId: string }).replacementId;
    expect(replacementId).toMatch(/^[0-9a-f-]{36}$/);
    expect(replacementId).not.toBe(s.id);
    expect(await db.trainings.get(s.id)).toMatchObject({ status: 'cancelled' });
    expect(await db.trainingDetails.get(s.id)).toMatchObject({ status: 'cancelled', cancelReason: 'postponed', replacedBy: replacementId });
    // The list row and the details of the replacement: the set-up at the new time, same length.
    expect(await db.trainings.get(replacementId)).toEqual({
      id: replacementId, clubId: CLUB, teamId: s.teamId, teamName: 'U14', startsAt, endsAt, location: 'Pitch 2', topic: 'Passing', coreSkill: 'Passing', intensity: 'standard', status: 'setup', active: true,
    });
    expect(await db.trainingDetails.get(replacementId)).toMatchObject({
      id: replacementId, startsAt, endsAt, status: 'setup', weather: 'Windy', directions: 'Gate B', sessionPlan: 'Warm up, rondos, game', location: 'Pitch 2',
      // Not the old session's series, notes, run or cancellation.
      seriesId: null, repeatEvery: 0, repeatUntil: null, notes: null, report: null, startedAt: null, endedAt: null, cancelledAt: null, cancelReason: null, replacedBy: null,
    });
    fireEvent.click(await screen.findByRole('link', { name: 'Go to the new session' }, { timeout: 8_000 }));
    expect(await screen.findByRole('button', { name: 'Cancel session' }, { timeout: 8_000 })).toBeInTheDocument();
    expect(screen.queryByText('This session was cancelled.')).not.toBeInTheDocument();
    // The form of the cancelled session does not come back open on the replacement.
    expect(screen.queryByRole('heading', { name: 'Cancel this training session?' })).not.toBeInTheDocument();
  });

  it('refuses without a reason, with a past date, or with a date but no time, and writes nothing', async () => {
    const db = await openForm();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose why the game is cancelled');
    fill('Reason', 'rescheduled');
    fill('New date (optional)', day(-1));
    fill('New start time (optional)', '18:30');
    submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please enter a training session date/time in the future'));
    fill('New date (optional)', day(7));
    fill('New start time (optional)', '');
    submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please enter a training session date/time in the future'));
    // Still open, nothing written.
    expect(screen.getByRole('heading', { name: 'Cancel this training session?' })).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.trainings.count()).toBe(1);
    expect((await db.trainings.get(s.id))!.status).toBe('setup');
    expect(await db.trainingDetails.get(s.id)).toEqual(detail);
  });

  it('Keep it and Escape close the form without a change', async () => {
    const db = await openForm();
    fill('Reason', 'postponed');
    fill('New date (optional)', day(7));
    fill('New start time (optional)', '18:30');
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('heading', { name: 'Cancel this training session?' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel session' })).toHaveFocus();
    // Opened again, the form starts empty; Escape closes it too.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel session' }));
    expect(screen.getByLabelText('Reason')).toHaveValue('');
    expect(screen.getByLabelText('New date (optional)')).toHaveValue('');
    fill('Reason', 'cancelled');
    fireEvent.keyDown(screen.getByLabelText('Reason'), { key: 'Escape' });
    expect(screen.queryByRole('heading', { name: 'Cancel this training session?' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel session' })).toHaveFocus();
    expect(await db.outbox.count()).toBe(0);
    expect((await db.trainings.get(s.id))!.status).toBe('setup');
    expect(await db.trainingDetails.get(s.id)).toEqual(detail);
  });
});
