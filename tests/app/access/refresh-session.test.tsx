import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { configureApi } from '../../../src/api/client';
import { getMember, setMember } from '../../../src/api/session-store';
import { getProfile, setProfile } from '../../../src/api/profile-store';
import { RoleId } from '../../../src/domain/roles';
import type { SessionAnswer } from '../../../src/domain/auth/types';
import type { StoredMember } from '../../../src/domain/session';
import { fakeApi, json } from '../api/fake-server';
import { renderApp } from '../support/render-app';

const member: StoredMember = { id: 'u-1', accessToken: 'tok', roleId: RoleId.coach, selectedChildId: null, clubId: 'c-2', clubs: [{ clubId: 'c-1', colour: null }, { clubId: 'c-2', colour: null }] };
const user = { id: 'u-1', email: 'c@x.co', firstName: 'Sam', lastName: 'Kerr', isSuperAdmin: false, termsAccepted: true, mustChangePassword: false };
const fresh: SessionAnswer = {
  user,
  // The server's default choice is club c-1; the device's choice (c-2) must stay.
  member: { ...member, clubId: 'c-1', clubs: [{ clubId: 'c-1', colour: '#112233' }, { clubId: 'c-2', colour: '#445566' }] },
  memberships: [
    { clubId: 'c-1', clubName: 'Rovers', colour: '#112233', teamId: 't-1', teamName: 'U10', role: 'coach', roleId: RoleId.coach },
    { clubId: 'c-2', clubName: 'United', colour: '#445566', teamId: 't-2', teamName: 'U14', role: 'coach', roleId: RoleId.coach },
  ],
  children: [],
};
const lists = (path: string) => (path.startsWith('/api/v1/fixture/') ? json(200, { fixtures: [] }) : json(200, { sessions: [] }));

beforeEach(() => {
  localStorage.clear();
  setMember(member);
  setProfile({ user, memberships: [], children: [], teamId: null });
});
afterEach(() => configureApi({}));

describe('session refresh when the secure area opens', () => {
  it('stores the new memberships and club colours, keeping the chosen club', async () => {
    const server = fakeApi((req) => (req.path === '/api/v1/auth/validate' ? json(200, fresh) : lists(req.path)));
    configureApi({ fetch: server.fetch, navigate: vi.fn() });
    await renderApp('/secure');
    await waitFor(() => expect(getProfile('u-1')?.memberships).toHaveLength(2));
    expect(getMember()).toMatchObject({ clubId: 'c-2', clubs: fresh.member.clubs });
    expect(await screen.findByText('United')).toBeInTheDocument();
    expect(document.documentElement.style.getPropertyValue('--accent')).toBe('#445566');
  });

  it('ends the session when the token has expired', async () => {
    const navigate = vi.fn();
    const server = fakeApi((req) => (req.path === '/api/v1/auth/validate' ? json(401, { error: { code: 'token_expired', message: 'Token has expired' } }) : lists(req.path)));
    configureApi({ fetch: server.fetch, navigate });
    await renderApp('/secure');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(getMember()).toBeNull();
  });
});
