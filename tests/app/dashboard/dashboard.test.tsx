import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { configureApi } from '../../../src/api/client';
import { getMember, setMember } from '../../../src/api/session-store';
import { setSharedDb, TouchlineDb } from '../../../src/db/database';
import { writeSessionMirror } from '../../../src/db/session-mirror';
import { pulledKey } from '../../../src/sync/pull';
import { setProfile } from '../../../src/api/profile-store';
import { RoleId } from '../../../src/domain/roles';
import type { FixtureSummary } from '../../../src/domain/fixture/types';
import type { TrainingSummary } from '../../../src/domain/training/types';
import { pickNext } from '../../../src/features/dashboard/model/next-event';
import { fakeApi, json, type Reply, type SeenRequest } from '../api/fake-server';
import { renderApp } from '../support/render-app';

const soon = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();
const fixture = (over: Partial<FixtureSummary>): FixtureSummary => ({
  id: 'f', clubId: 'c-1', teamId: 't-1', teamName: 'U12 Blues', opponent: 'City', homeAway: 'home', kickoffAt: soon(48), venue: 'Park Lane', occasion: 'league', status: 'setup', goalsFor: null, goalsAgainst: null, active: true, ...over,
});
const session = (over: Partial<TrainingSummary>): TrainingSummary => ({
  id: 's', clubId: 'c-1', teamId: 't-1', teamName: 'U12 Blues', startsAt: soon(24), endsAt: soon(25), location: 'Pitch 2', topic: 'Passing', coreSkill: null, intensity: 'standard', status: 'setup', active: true, ...over,
});

/** Calls a test does not care about (the shell's session refresh) fail as if offline. */
const offline = (_req: SeenRequest): Reply => new TypeError('Failed to fetch');

beforeEach(() => {
  localStorage.clear();
  setMember({ id: 'u-1', accessToken: 't', roleId: RoleId.parent, selectedChildId: 'ch-1', clubId: 'c-1', clubs: [{ clubId: 'c-1', colour: null }] });
  setProfile({
    user: { id: 'u-1', email: 'p@x.co', firstName: 'Alex', lastName: 'Doe', isSuperAdmin: false, termsAccepted: true, mustChangePassword: false },
    memberships: [{ clubId: 'c-1', clubName: 'Rovers FC', colour: null, teamId: 't-1', teamName: 'U12 Blues', role: 'parent', roleId: RoleId.parent }],
    children: [],
    teamId: 't-1',
  });
});
afterEach(() => configureApi({}));

describe('next event', () => {
  it('is the earliest upcoming one that is not cancelled', () => {
    const now = new Date();
    const items = [fixture({ id: 'past', kickoffAt: soon(-1) }), fixture({ id: 'later', kickoffAt: soon(10) }), fixture({ id: 'off', kickoffAt: soon(1), status: 'cancelled' }), fixture({ id: 'next', kickoffAt: soon(2) })];
    expect(pickNext(items, (f) => f.kickoffAt, now)?.id).toBe('next');
    expect(pickNext([], (f: FixtureSummary) => f.kickoffAt, now)).toBeNull();
  });
  it('never is an ended one, even planned for later (issue 19), and is one in progress first', () => {
    const now = new Date();
    const endedEarly = session({ id: 'ended-early', startsAt: soon(1), status: 'ended' });
    expect(pickNext([endedEarly, session({ id: 'tomorrow', startsAt: soon(24) })], (s) => s.startsAt, now)?.id).toBe('tomorrow');
    expect(pickNext([endedEarly], (s) => s.startsAt, now)).toBeNull();
    const playing = fixture({ id: 'playing', kickoffAt: soon(-0.5), status: 'in_progress' });
    expect(pickNext([fixture({ id: 'soon', kickoffAt: soon(1) }), playing], (f) => f.kickoffAt, now)?.id).toBe('playing');
    expect(pickNext([fixture({ id: 'old', kickoffAt: soon(-30), status: 'ended' }), playing], (f) => f.kickoffAt, now)?.id).toBe('playing');
  });
});

describe('dashboard (cache first)', () => {
  let db: TouchlineDb;
  beforeEach(async () => {
    db = new TouchlineDb(`dashboard-${Math.random()}`);
    setSharedDb(db);
    await writeSessionMirror(getMember(), db);
  });
  afterEach(() => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  });

  it('shows the next fixture and training of the chosen team from the local store, with no network', async () => {
    const server = fakeApi(offline);
    configureApi({ fetch: server.fetch, navigate: vi.fn() });
    await db.fixtures.bulkPut([fixture({ id: 'other-team', teamId: 't-2', opponent: 'Rangers', kickoffAt: soon(1) }), fixture({ opponent: 'Athletic', homeAway: 'away' })]);
    await db.trainings.bulkPut([session({})]);
    await db.meta.put({ key: pulledKey('c-1'), value: Date.now() });
    await renderApp('/secure');
    expect(await screen.findByText('Athletic v U12 Blues')).toBeInTheDocument();
    expect(await screen.findByText('Passing')).toBeInTheDocument();
    expect(screen.queryByText(/Rangers/)).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hello, Alex');
    expect(screen.getByText('Rovers FC')).toBeInTheDocument();
    // The header says who the member is working as (issue 19).
    expect(screen.getByText('Parent · U12 Blues', { selector: '.shell__context' })).toBeInTheDocument();
    expect(server.seen.some((r) => r.path.startsWith('/api/v1/fixture') || r.path.startsWith('/api/v1/training'))).toBe(false);
  });

  it('answers "coming" for the selected child through the outbox, and the button follows the stored answer', async () => {
    configureApi({ fetch: fakeApi(offline).fetch, navigate: vi.fn() });
    // The child as the parent's profile knows them: the sync screen names them.
    setProfile({
      user: { id: 'u-1', email: 'p@x.co', firstName: 'Alex', lastName: 'Doe', isSuperAdmin: false, termsAccepted: true, mustChangePassword: false },
      memberships: [{ clubId: 'c-1', clubName: 'Rovers FC', colour: null, teamId: 't-1', teamName: 'U12 Blues', role: 'parent', roleId: RoleId.parent }],
      children: [{ id: 'ch-1', firstName: 'Jo', lastName: 'Doe', clubId: 'c-1', teamId: 't-1', teamName: 'U12 Blues' }],
      teamId: 't-1',
    });
    await db.trainings.put(session({}));
    await db.meta.put({ key: pulledKey('c-1'), value: Date.now() });
    await renderApp('/secure');
    const coming = await screen.findByRole('button', { name: 'Coming' });
    await waitFor(() => expect(coming).toBeEnabled());
    expect(coming).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(coming);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Coming' })).toHaveAttribute('aria-pressed', 'true'));
    const [entry, ...rest] = await db.outbox.toArray();
    expect(rest).toHaveLength(0);
    expect(entry).toMatchObject({
      method: 'PUT',
      path: '/api/v1/training/c-1/s/attendance/player',
      body: { playerId: 'ch-1', status: 'coming', userId: 'u-1' },
      stream: 'training:s',
      applyTo: 'trainingAttendance',
      describe: { action: 'training.attendance', player: 'Jo Doe', detail: 'coming' },
    });
    expect(await db.trainingAttendance.get(['s', 'ch-1'])).toMatchObject({ status: 'coming' });
  });

  it('says so when nothing was ever fetched and the device is offline', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    configureApi({ fetch: fakeApi(offline).fetch, navigate: vi.fn() });
    await renderApp('/secure');
    expect(await screen.findByText('There has been an error retrieving fixtures')).toBeInTheDocument();
    expect(screen.getByText('There has been an error retrieving training')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();
  });

  it('shows empty states once a pull found nothing upcoming', async () => {
    configureApi({ fetch: fakeApi(offline).fetch, navigate: vi.fn() });
    await db.fixtures.put(fixture({ kickoffAt: soon(-5) }));
    await db.meta.put({ key: pulledKey('c-1'), value: Date.now() });
    await renderApp('/secure');
    expect(await screen.findByText('No upcoming fixtures.')).toBeInTheDocument();
    expect(screen.getByText('No upcoming training sessions.')).toBeInTheDocument();
  });

  it('opens the game or the session from its card, and marks a game being played (issue 19)', async () => {
    configureApi({ fetch: fakeApi(offline).fetch, navigate: vi.fn() });
    await db.fixtures.bulkPut([fixture({ id: 'f-live', opponent: 'Athletic', kickoffAt: soon(-0.5), status: 'in_progress' }), fixture({ id: 'f-later', opponent: 'Rangers' })]);
    await db.trainings.put(session({ id: 's-1' }));
    await db.meta.put({ key: pulledKey('c-1'), value: Date.now() });
    const { router } = await renderApp('/secure');
    const game = await screen.findByRole('link', { name: 'U12 Blues v Athletic' });
    expect(screen.getByText('Playing now')).toBeInTheDocument();
    expect(game).toHaveAttribute('href', '/secure/fixtures/f-live');
    expect(screen.getByRole('link', { name: 'Passing' })).toHaveAttribute('href', '/secure/training/s-1');
    fireEvent.click(game);
    await waitFor(() => expect(router.state.location.pathname).toBe('/secure/fixtures/f-live'));
  });

  it('sends a signed-out visitor to the sign-in screen', async () => {
    localStorage.clear();
    const { router } = await renderApp('/secure');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('club list', () => {
  it('lists the clubs, searches by name and shows an empty state', async () => {
    const club = { id: 'c-1', name: 'Rovers FC', sport: 'football', clubType: 'community', parentClubId: null, primaryColour: '#123456', secondaryColour: null, tertiaryColour: null, teamCount: 3, memberCount: 1 };
    const server = fakeApi((req) =>
      req.path === '/api/v1/club' ? json(200, new URL(req.url, 'http://x').searchParams.get('clubName') ? { clubs: [], total: 0 } : { clubs: [club], total: 1 }) : offline(req),
    );
    configureApi({ fetch: server.fetch, navigate: vi.fn() });
    await renderApp('/secure/configuration/clubs');
    expect(await screen.findByText('Rovers FC', { selector: '.list__title' })).toBeInTheDocument();
    expect(screen.getByText('Rovers FC', { selector: '.shell__club' })).toBeInTheDocument();
    expect(screen.getByText((_, el) => el?.className === 'list__meta' && el.textContent === 'Community · 3 teams · 1 member')).toBeInTheDocument();
    expect(screen.getByText('1 club')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search by club name'), { target: { value: 'Zeta' } });
    expect(await screen.findByText('No clubs match "Zeta".')).toBeInTheDocument();
    // The list pages 20 at a time; the parent-club filter's choices are asked for once, 100 at a time.
    const clubCalls = server.seen.filter((r) => r.path === '/api/v1/club').map((r) => new URL(r.url, 'http://x').searchParams);
    expect(clubCalls.filter((q) => q.get('limit') === '20').map((q) => q.get('clubName'))).toEqual([null, 'Zeta']);
    expect(clubCalls.filter((q) => q.get('limit') === '100')).toHaveLength(1);
  });
});
