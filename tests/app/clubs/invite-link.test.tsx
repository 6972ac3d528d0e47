// The invite link's page (/invite/{guid}): the invite read through the open area, a new person
// registers through the link (POST open/{guid}/club/invites/password) and carries on with the
// wizard at step 5; someone with an account signs in and accepts (POST auth/confirm); an unknown
// or used invite says so. Also the links between sign-in and registration.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { configureApi } from '../../../src/api/client';
import { getMember, setMember } from '../../../src/api/session-store';
import { setSharedDb, TouchlineDb } from '../../../src/db/database';
import type { SessionAnswer } from '../../../src/domain/auth/types';
import { RoleId } from '../../../src/domain/roles';
import { readDraft } from '../../../src/features/registration/data/draft';
import { fakeApi, json, type Reply, type SeenRequest } from '../api/fake-server';
import { renderApp } from '../support/render-app';

vi.setConfig({ testTimeout: 30_000 });

const USER = '00000000-0000-4000-8000-0000000000e1';
const CLUB = '00000000-0000-4000-8000-0000000000c1';
const TEAM = '00000000-0000-4000-8000-0000000000a1';
const GUID = '00000000-0000-4000-8000-0000000000aa';

const inviteAnswer = {
  invite: { code: 'ABCD2345', role: 'coach', clubId: CLUB, clubName: 'Rovers FC', teamId: TEAM, teamName: 'U12 Lions', email: 'new.coach@x.co', firstName: 'Nina', lastName: null, forChild: false },
};
const session = (email = 'new.coach@x.co'): SessionAnswer => ({
  user: { id: USER, email, firstName: 'Nina', lastName: 'New', isSuperAdmin: false, termsAccepted: true, mustChangePassword: false },
  member: { id: USER, accessToken: 'tok', roleId: RoleId.coach, selectedChildId: null, clubId: CLUB, clubs: [{ clubId: CLUB, colour: '#aa0000' }] },
  memberships: [{ clubId: CLUB, clubName: 'Rovers FC', colour: '#aa0000', teamId: TEAM, teamName: 'U12 Lions', role: 'coach', roleId: RoleId.coach }],
  children: [],
});

/** The open invite, the club and the account question answered; `route` answers the rest. */
function world(opts: { hasAccount?: boolean; route?: (req: SeenRequest) => Reply | undefined } = {}) {
  const api = fakeApi((req) => {
    const own = opts.route?.(req);
    if (own) return own;
    if (req.path === `/api/v1/open/${GUID}/club/invites`) return json(200, inviteAnswer);
    if (req.path === `/api/v1/open/${GUID}/club`) return json(200, { club: { id: CLUB, name: 'Rovers FC', primaryColour: '#aa0000', secondaryColour: null, tertiaryColour: null, hasBadge: false }, team: { id: TEAM, name: 'U12 Lions' } });
    if (req.path === '/api/v1/auth/password') return json(200, { status: opts.hasAccount ? 'set' : 'none', email: 'new.coach@x.co', invite: null });
    return json(404, { error: { code: 'not_found', message: 'Not found' } });
  });
  vi.stubGlobal('fetch', api.fetch);
  configureApi({ fetch: api.fetch, navigate: vi.fn() });
  return api;
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'XSRF-TOKEN=x; path=/';
  setSharedDb(new TouchlineDb(`invite-link-${Math.random().toString(36).slice(2)}`));
});
afterEach(() => {
  configureApi({});
  vi.unstubAllGlobals();
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const posts = (api: ReturnType<typeof world>, path: string) => api.seen.filter((r) => r.method === 'POST' && r.path === path);

describe('invite link page', () => {
  it('names the club, team and role, fills in the invite, registers through the link and goes on at step 5', async () => {
    const api = world({ route: (req) => (req.method === 'POST' && req.path === `/api/v1/open/${GUID}/club/invites/password` ? json(201, session()) : undefined) });
    await renderApp(`/invite/${GUID}`);
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Your invite' }, { timeout: 4000 });
    await waitFor(() => expect(h1).toHaveFocus());
    expect(screen.getByText('You have been invited to Rovers FC.')).toBeInTheDocument();
    const facts = screen.getByText('Team').closest('dl')!;
    expect(facts).toHaveTextContent('ClubRovers FCTeamU12 LionsRoleCoach');
    expect(screen.getByRole('heading', { level: 2, name: 'Create your account' })).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('new.coach@x.co');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription('The address this invite was sent to');
    expect(screen.getByLabelText('First name')).toHaveValue('Nina');

    // The registration rules, word for word, before anything is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please accept the terms of use to continue')).toBeInTheDocument();
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Please ensure all fields are complete');
    expect(screen.getByLabelText('I accept the terms of use')).toHaveAttribute('aria-invalid', 'true');
    expect(posts(api, `/api/v1/open/${GUID}/club/invites/password`)).toHaveLength(0);
    // What is accepted can be read (issue 19 item 10), in a new tab so the form keeps what was typed.
    for (const [name, href] of [[/Terms of use/, '/terms'], [/Privacy policy/, '/privacy'], [/Community rules/, '/community-rules']] as const) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
      expect(screen.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }

    fill('Last name', 'New');
    fill('Mobile number', '07700 900123');
    fill('Password', 'Str0ng!pass');
    fill('Confirm password', 'Str0ng!pasx');
    fireEvent.click(screen.getByLabelText('I accept the terms of use'));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Please ensure passwords match'));
    fill('Confirm password', 'Str0ng!pass');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    // Signed in, and the wizard goes on at step 5 with the answers kept.
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('Step 5 of 9')).toBeInTheDocument();
    const [sent] = posts(api, `/api/v1/open/${GUID}/club/invites/password`);
    expect(sent!.body).toEqual({ email: 'new.coach@x.co', countryCode: '+44', mobile: '07700900123', firstName: 'Nina', lastName: 'New', password: 'Str0ng!pass', confirmPassword: 'Str0ng!pass', termsAccepted: true });
    expect(getMember()).toMatchObject({ id: USER, roleId: RoleId.coach });
    expect(await readDraft()).toMatchObject({ step: 'notifications', guid: GUID, inviteCode: 'ABCD2345', userId: USER, role: 'coach', clubId: CLUB, teamId: TEAM, clubName: 'Rovers FC', firstName: 'Nina', lastName: 'New' });
  });

  it('says so when the invite is unknown or used, with ways on', async () => {
    world({ route: (req) => (req.path.startsWith(`/api/v1/open/${GUID}`) ? json(404, { error: { code: 'invalid_invite', message: 'Please enter a valid invite code' } }) : undefined) });
    await renderApp(`/invite/${GUID}`);
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('Please enter a valid invite code');
    expect(screen.getByRole('link', { name: 'I have an invite code' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
  });

  it('offers a retry when the invite could not be read (no network)', async () => {
    let offline = true;
    world({ route: (req) => (offline && req.path === `/api/v1/open/${GUID}/club/invites` ? new TypeError('Failed to fetch') : undefined) });
    await renderApp(`/invite/${GUID}`);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 4000 });
    offline = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 2, name: 'Create your account' }, { timeout: 4000 })).toBeInTheDocument();
  });

  it('someone with an account signs in and accepts with it (POST auth/confirm)', async () => {
    const api = world({
      hasAccount: true,
      route: (req) => (req.path === '/api/v1/auth/login' ? json(200, session()) : req.path === '/api/v1/auth/confirm' ? json(200, session()) : undefined),
    });
    const { router } = await renderApp(`/invite/${GUID}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Sign in to accept' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('new.coach@x.co');
    fill('Password', 'Touchline1!');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in and accept' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/secure'));
    expect(posts(api, '/api/v1/auth/login')[0]!.body).toMatchObject({ email: 'new.coach@x.co', password: 'Touchline1!' });
    expect(posts(api, '/api/v1/auth/confirm')[0]!.body).toMatchObject({ data: GUID });
    expect(getMember()?.id).toBe(USER);
  });

  it('the other way round too: a new person can switch to sign in, and back', async () => {
    world();
    await renderApp(`/invite/${GUID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'I already have an account — sign in' }, { timeout: 4000 }));
    const h2 = await screen.findByRole('heading', { level: 2, name: 'Sign in to accept' });
    await waitFor(() => expect(h2).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'I am new to Touchline — create an account' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Create your account' })).toBeInTheDocument();
  });

  it('signed in but refused (another address): stays signed in and says why; accepting again is offered', async () => {
    world({
      hasAccount: true,
      route: (req) =>
        req.path === '/api/v1/auth/login'
          ? json(200, session('other@x.co'))
          : req.path === '/api/v1/auth/confirm'
            ? json(400, { error: { code: 'activation_failed', message: 'There has been an error activating your account' } })
            : undefined,
    });
    await renderApp(`/invite/${GUID}`);
    fill('Email', 'other@x.co');
    fill('Password', 'Touchline1!');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in and accept' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Accept with your account' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('There has been an error activating your account');
    expect(screen.getByText('You are signed in as other@x.co.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept invite' })).toBeInTheDocument();
  });

  it('already signed in: accepts with one press', async () => {
    setMember(session().member);
    const api = world({ route: (req) => (req.path === '/api/v1/auth/confirm' ? json(200, session()) : undefined) });
    const { router } = await renderApp(`/invite/${GUID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept invite' }, { timeout: 4000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/secure'));
    expect(posts(api, '/api/v1/auth/confirm')).toHaveLength(1);
    expect(posts(api, `/api/v1/open/${GUID}/club/invites/password`)).toHaveLength(0);
  });
});

describe('between sign-in and registration', () => {
  it('sign-in links to registration with an invite code, and registration links back', async () => {
    world();
    const { router } = await renderApp('/');
    fireEvent.click(screen.getByRole('link', { name: 'I have an invite code' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your invite' }, { timeout: 4000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
    fireEvent.click(screen.getByRole('link', { name: 'Back to sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });
});
