import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { configureApi } from '../../../src/api/client';
import { getMember, setMember } from '../../../src/api/session-store';
import { getProfile, setProfile } from '../../../src/api/profile-store';
import { RoleId } from '../../../src/domain/roles';
import { setSharedDb, TouchlineDb } from '../../../src/db/database';
import { countWaiting } from '../../../src/db/outbox-queries';
import { localWrite } from '../../../src/db/write';
import { clearCookies, fakeApi, json } from '../api/fake-server';
import { renderApp } from '../support/render-app';

const user = { id: 'u-1', email: 'c@x.co', firstName: 'Sam', lastName: 'Kerr', isSuperAdmin: false, termsAccepted: true, mustChangePassword: false };

beforeEach(() => {
  localStorage.clear();
  clearCookies();
  document.cookie = 'XSRF-TOKEN=a.b; path=/';
  setMember({ id: 'u-1', accessToken: 'tok', roleId: RoleId.coach, selectedChildId: null, clubId: 'c-1', clubs: [] });
  setProfile({ user, memberships: [], children: [], teamId: null });
});
afterEach(() => configureApi({}));

describe('log out', () => {
  it('asks first; cancelling keeps the session', async () => {
    const server = fakeApi(() => new TypeError('Failed to fetch'));
    configureApi({ fetch: server.fetch, navigate: vi.fn() });
    const { router } = await renderApp('/log-out');
    expect(screen.getByText('Are you sure you want to log out?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/secure'));
    expect(getMember()).not.toBeNull();
    expect(server.seen.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it('revokes the token, forgets the session and returns to sign in', async () => {
    const server = fakeApi((req) => (req.method === 'DELETE' ? json(200, {}) : new TypeError('Failed to fetch')));
    configureApi({ fetch: server.fetch, navigate: vi.fn() });
    const { router } = await renderApp('/log-out');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(server.seen.find((r) => r.method === 'DELETE')?.path).toBe('/api/v1/auth');
    expect(getMember()).toBeNull();
    expect(getProfile('u-1')).toBeNull();
  });

  it('forgets the session even when offline', async () => {
    configureApi({ fetch: fakeApi(() => new TypeError('Failed to fetch')).fetch, navigate: vi.fn() });
    const { router } = await renderApp('/log-out');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getMember()).toBeNull();
  });

  it('warns how many changes have not reached the server, and logging out keeps them', async () => {
    const db = new TouchlineDb(`log-out-${Math.random()}`);
    setSharedDb(db);
    const actor = { userId: 'u-1', clubId: 'c-1' };
    for (const status of ['coming', 'not_coming']) {
      await localWrite(
        [{ table: 'trainingAttendance', put: { trainingId: 's-1', playerId: 'p-1', status, shownUp: null, updatedAt: new Date().toISOString() } }],
        { method: 'PUT', path: '/api/v1/training/c-1/s-1/attendance/player', body: { playerId: 'p-1', status }, stream: 'training:s-1', describe: { action: 'training.attendance' } },
        { db, actor },
      );
    }
    configureApi({ fetch: fakeApi(() => new TypeError('Failed to fetch')).fetch, navigate: vi.fn() });
    const { router } = await renderApp('/log-out');
    expect(await screen.findByTestId('unsent-warning')).toHaveTextContent('2 changes have not reached the server yet. They stay on this device and are sent when you sign in again; until then nobody else sees them.');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getMember()).toBeNull();
    expect(await countWaiting('u-1', db)).toEqual({ waiting: 2, rejected: 0 });
    expect(await db.trainingAttendance.get(['s-1', 'p-1'])).toMatchObject({ status: 'not_coming' });
  });

  it('shows no warning when everything has reached the server', async () => {
    const db = new TouchlineDb(`log-out-${Math.random()}`);
    setSharedDb(db);
    configureApi({ fetch: fakeApi(() => new TypeError('Failed to fetch')).fetch, navigate: vi.fn() });
    await renderApp('/log-out');
    expect(screen.getByText('Are you sure you want to log out?')).toBeInTheDocument();
    expect(screen.queryByTestId('unsent-warning')).toBeNull();
    // No fixed sleep: another member's waiting change, then this member's one, are made while the
    // screen is open; the count is live and answers in order, so when the warning comes it counts
    // this member's one change only (a warning shown for nothing would have said so before).
    for (const userId of ['u-2', 'u-1']) {
      await localWrite(
        [{ table: 'trainingAttendance', put: { trainingId: 's-1', playerId: `p-${userId}`, status: 'coming', shownUp: null, updatedAt: new Date().toISOString() } }],
        { method: 'PUT', path: '/api/v1/training/c-1/s-1/attendance/player', body: { playerId: `p-${userId}`, status: 'coming' }, stream: 'training:s-1', describe: { action: 'training.attendance' } },
        { db, actor: { userId, clubId: 'c-1' } },
      );
    }
    expect(await screen.findByTestId('unsent-warning')).toHaveTextContent(/^1 change has not reached the server yet\./);
  });
});
