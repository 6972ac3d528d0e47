// Getting started with training (/secure/training/start): the member's steps and next sessions
// from GET club/{id}/onboarding/training; loading failure with a retry; offline says so.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { configureApi } from '../../../src/api/client';
import type { TrainingOnboardingAnswer } from '../../../src/domain/club/training-onboarding';
import { renderApp } from '../support/render-app';
import { CLUB, soon, TEAM, world } from './training-world';

afterEach(() => {
  configureApi({});
  vi.unstubAllGlobals();
});

const SESSION = '00000000-0000-4000-8000-000000000061';
const playerAnswer: TrainingOnboardingAnswer = {
  clubId: CLUB,
  kind: 'attendee',
  teams: [{ teamId: TEAM, teamName: 'U14' }],
  steps: [
    { step: 'team', done: true },
    { step: 'training_reminders', done: true },
    { step: 'confirm_attendance', done: false },
  ],
  next: 'confirm_attendance',
  upcoming: [{ id: SESSION, teamId: TEAM, teamName: 'U14', startsAt: soon(30), endsAt: soon(31), location: 'Pitch 2', topic: 'Passing' }],
};

/** Answers the onboarding call in turn from `replies` (status, body); records what was asked. Other calls (the member's permissions) get 404. */
function serve(...replies: [number, unknown][]) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (!String(url).includes('/onboarding/training')) return new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }), { status: 404, headers: { 'content-type': 'application/json' } });
    const [status, body] = replies.length > 1 ? replies.shift()! : replies[0]!;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  configureApi({ fetch: fetch as never, navigate: vi.fn() });
  return fetch;
}

describe('getting started with training', { timeout: 20_000 }, () => {
  it('shows a player their steps, what comes next, and the next sessions', async () => {
    await world('player');
    const fetch = serve([200, playerAnswer]);
    await renderApp('/secure/training/start');
    const steps = (await screen.findByRole('heading', { name: 'Your steps' })).closest('section')!;
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.list__title')!.textContent)).toEqual(['Be in a team', 'Choose your training reminders', 'Confirm attendance']);
    expect(items[0]).toHaveTextContent('Done');
    expect(items[2]).toHaveTextContent('Next');
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items[2]).toHaveTextContent('Tell your coach whether you are coming to a session.');
    expect(within(steps).getByText('Your teams: U14')).toBeInTheDocument();
    expect(screen.queryByText('You are all set for training.')).not.toBeInTheDocument();
    const next = screen.getByRole('heading', { name: 'Next sessions' }).closest('section')!;
    expect(within(next).getByRole('link', { name: /Passing/ })).toHaveAttribute('href', `/secure/training/${SESSION}`);
    expect(within(next).getByRole('link', { name: /Pitch 2/ })).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes(`/api/v1/club/${CLUB}/onboarding/training`))).toBe(true);
  });

  it('leads a player who has not chosen reminders to their contact preferences (issue 19: the step had no button)', async () => {
    await world('player');
    serve([200, { ...playerAnswer, steps: [{ step: 'team', done: true }, { step: 'training_reminders', done: false }, { step: 'confirm_attendance', done: false }], next: 'training_reminders' }]);
    await renderApp('/secure/training/start');
    const steps = (await screen.findByRole('heading', { name: 'Your steps' })).closest('section')!;
    expect(within(steps).getByRole('link', { name: 'Choose reminders' })).toHaveAttribute('href', '/secure/profile#contact-preferences');
  });

  it('tells a coach with nothing planned to add a session', async () => {
    await world('coach');
    serve([200, { ...playerAnswer, kind: 'staff', steps: [{ step: 'team', done: true }, { step: 'plan_session', done: false }, { step: 'take_attendance', done: false }], next: 'plan_session', upcoming: [] }]);
    await renderApp('/secure/training/start');
    const steps = (await screen.findByRole('heading', { name: 'Your steps' })).closest('section')!;
    expect(within(steps).getByRole('link', { name: 'Add training session' })).toHaveAttribute('href', '/secure/training/new');
    expect(within(steps).getAllByRole('listitem')[2]).toHaveTextContent('To do');
    expect(screen.getByText('No training sessions are planned yet.')).toBeInTheDocument();
  });

  it('says when everything is done', async () => {
    await world('parent');
    serve([200, { ...playerAnswer, steps: playerAnswer.steps.map((s) => ({ ...s, done: true })), next: null }]);
    await renderApp('/secure/training/start');
    expect(await screen.findByText('You are all set for training.')).toBeInTheDocument();
    expect(screen.queryByText('Next')).not.toBeInTheDocument();
  });

  it('shows the failure with a retry, then the steps', async () => {
    await world('player');
    serve([500, { error: { code: 'internal', message: 'x' } }], [200, playerAnswer]);
    await renderApp('/secure/training/start');
    expect(await screen.findByText('There has been an error retrieving training')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your steps' })).toBeInTheDocument();
  });

  it('says so when the member may not see training, with no retry', async () => {
    await world('player');
    serve([403, { error: { code: 'permission_denied', message: 'You do not have access to this screen' } }]);
    await renderApp('/secure/training/start');
    expect(await screen.findByText('You do not have access to this screen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says it needs a connection when offline, without asking', async () => {
    await world('player');
    const fetch = serve([200, playerAnswer]);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await renderApp('/secure/training/start');
      expect(await screen.findByText('You are offline. Connect to the internet and try again.')).toBeInTheDocument();
      expect(fetch.mock.calls.some(([url]) => String(url).includes('/onboarding/training'))).toBe(false);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('is linked from the training list', async () => {
    await world('player');
    await renderApp('/secure/training');
    expect(await screen.findByRole('link', { name: 'Getting started' })).toHaveAttribute('href', '/secure/training/start');
  });
});
