// A super admin is a member of no club, yet the server lets them into every club. The app lets
// them choose one: the switch screen (and select club after sign-in) lists every club, a club's
// own screen offers "Work in this club", and once in a club the fixtures work as for its club
// admin: every team of the club in the add form. The choice and the club's teams stay on the
// device (offline too). A club admin's add form offers every team of their club as well.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApi } from '../../../src/api/client';
import { getProfile, setProfile, type StoredProfile } from '../../../src/api/profile-store';
import { getMember, setMember } from '../../../src/api/session-store';
import type { TouchlineDb } from '../../../src/db/database';
import type { SessionAnswer } from '../../../src/domain/auth/types';
import { RoleId } from '../../../src/domain/roles';
import type { StoredMember } from '../../../src/domain/session';
import { nextStep } from '../../../src/features/access/model/next-step';
import { fakeApi, json, type Reply, type SeenRequest } from '../api/fake-server';
import { CLUB, TEAM, setUpCoach } from '../fixtures/support';
import { renderApp } from '../support/render-app';

const ADMIN = '0190a0a0-0000-7000-8000-0000000000f1';
const OTHER_CLUB = '0190a0a0-0000-7000-8000-0000000000c2';
const U10 = '0190a0a0-0000-7000-8000-0000000000b2';

const user = { id: ADMIN, email: 'admin@touchline.demo', firstName: 'Priya', lastName: 'Shah', isSuperAdmin: true, termsAccepted: true, mustChangePassword: false };
/** What the server stores for a super admin in no club: no club, the admin role. */
const signedIn: StoredMember = { id: ADMIN, accessToken: 't', roleId: RoleId.admin, selectedChildId: null, clubId: null, clubs: [] };
const profile: StoredProfile = { user, memberships: [], children: [], teamId: null };
const validated: SessionAnswer = { user, member: signedIn, memberships: [], children: [] };

const summary = (id: string, name: string, primaryColour: string | null) => ({
  id, name, sport: 'football', clubType: 'community', parentClubId: null, primaryColour, secondaryColour: null, tertiaryColour: null, teamCount: 2, memberCount: 40,
});
const detail = {
  club: { ...summary(CLUB, 'Rovers FC', '#aa2233'), country: 'GB', currency: 'GBP', language: 'en', seasonStart: null, seasonEnd: null },
  teams: [
    { id: TEAM, clubId: CLUB, name: 'U14 Rovers', ageGroup: 'U14', primaryColour: null },
    { id: U10, clubId: CLUB, name: 'U10 Rovers', ageGroup: 'U10', primaryColour: null },
  ],
};

let db: TouchlineDb;

/** Answers the app's calls (API client and pulls alike) with `route`, then the club's defaults. */
function online(route: (req: SeenRequest) => Reply | undefined = () => undefined) {
  const api = fakeApi((req) => {
    const answer = route(req);
    if (answer) return answer;
    if (req.path === '/api/v1/auth/validate') return json(200, validated);
    if (req.path === '/api/v1/club') return json(200, { clubs: [summary(OTHER_CLUB, 'Albion', null), summary(CLUB, 'Rovers FC', '#aa2233')], total: 2 });
    if (req.path === `/api/v1/club/${CLUB}`) return json(200, detail);
    if (req.path.startsWith('/api/v1/fixture/')) return json(200, { fixtures: [] });
    if (req.path.startsWith('/api/v1/training/')) return json(200, { sessions: [] });
    return json(404, { error: { code: 'not_found', message: 'Not found' } });
  });
  document.cookie = 'XSRF-TOKEN=x; path=/';
  vi.stubGlobal('fetch', api.fetch);
  configureApi({ fetch: api.fetch, navigate: vi.fn() });
  return api;
}

beforeEach(async () => {
  // A real device store (the shell and the fixture screens read it), then the super admin.
  db = await setUpCoach();
  await db.fixtures.clear();
  setMember(signedIn);
  setProfile(profile);
  await db.session.put({ key: 'current', member: signedIn, lastUserId: ADMIN, updatedAt: Date.now() });
});
afterEach(() => {
  configureApi({});
  vi.unstubAllGlobals();
});

describe('after sign-in', () => {
  it('a super admin in no club chooses one first; in a club, or anyone else, goes on as before', () => {
    expect(nextStep(user, [], null)).toBe('/select-club');
    expect(nextStep(user, [], CLUB)).toBe('/secure');
    expect(nextStep({ ...user, isSuperAdmin: false }, [], null)).toBe('/secure');
    expect(nextStep({ ...user, mustChangePassword: true }, [], null)).toBe('/new-password');
  });
});

describe('a super admin chooses a club', { timeout: 30_000 }, () => {
  it('the switch screen lists every club, and choosing one works in it as super admin', async () => {
    online();
    const { router } = await renderApp('/secure/switch');
    expect(screen.queryByText('You are not a member of any club or team yet.')).not.toBeInTheDocument();
    const rovers = await screen.findByRole('button', { name: /Rovers FC/ });
    expect(rovers).toHaveTextContent('Super admin');
    expect(screen.getByRole('button', { name: /Albion/ })).toBeInTheDocument();
    fireEvent.click(rovers);
    await waitFor(() => expect(router.state.location.pathname).toBe('/secure'));
    expect(getMember()).toMatchObject({ clubId: CLUB, roleId: RoleId.admin, selectedChildId: null });
    // The club's name and colour for the shell, and its teams for the add form, kept on the device.
    expect(await screen.findByText('Rovers FC', { selector: '.shell__club' })).toBeInTheDocument();
    await waitFor(() => expect(getProfile(ADMIN)?.clubs?.find((c) => c.clubId === CLUB)?.teams.map((t) => t.name)).toEqual(['U14 Rovers', 'U10 Rovers']));
    await waitFor(() => expect(document.documentElement.style.getPropertyValue('--accent')).toBe('#aa2233'));
  });

  it('searches the clubs by name on the server', async () => {
    const api = online();
    await renderApp('/secure/switch');
    await screen.findByRole('button', { name: /Rovers FC/ });
    fireEvent.change(screen.getByLabelText('Search by club name'), { target: { value: 'rov' } });
    await waitFor(() => expect(api.seen.some((r) => r.path === '/api/v1/club' && new URL(r.url, 'http://x').searchParams.get('clubName') === 'rov')).toBe(true));
  });

  it('offline, the switch screen offers the clubs worked in before on this device', async () => {
    setProfile({ ...profile, clubs: [{ clubId: CLUB, clubName: 'Rovers FC', colour: '#aa2233', teams: [{ id: TEAM, name: 'U14 Rovers' }] }] });
    // setUpCoach left the network down.
    await renderApp('/secure/switch');
    expect(await screen.findByText('You are offline: these are the clubs you have worked in on this device.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Rovers FC/ }));
    await waitFor(() => expect(getMember()).toMatchObject({ clubId: CLUB, roleId: RoleId.admin }));
    // What the device knew about the club stays: the teams are there for the add form.
    expect(getProfile(ADMIN)?.clubs?.[0]?.teams).toEqual([{ id: TEAM, name: 'U14 Rovers' }]);
  });

  it('a club opened from the club list offers "Work in this club", which switches into it', async () => {
    online();
    await renderApp(`/secure/club/${CLUB}/members`);
    fireEvent.click(await screen.findByRole('button', { name: 'Work in this club' }));
    expect(getMember()).toMatchObject({ clubId: CLUB, roleId: RoleId.admin });
    expect(await screen.findByText('You are now working in Rovers FC.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Work in this club' })).not.toBeInTheDocument();
    expect(screen.getByText('Rovers FC', { selector: '.shell__club' })).toBeInTheDocument();
  });

  it('a club member is not offered "Work in this club"', async () => {
    const member = { ...user, isSuperAdmin: false };
    online((req) => (req.path === '/api/v1/auth/validate' ? json(200, { ...validated, user: member }) : undefined));
    setProfile({ ...profile, user: member });
    await renderApp(`/secure/club/${CLUB}/members`);
    expect(await screen.findByRole('link', { name: 'Invite a member' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Work in this club' })).not.toBeInTheDocument();
  });
});

describe('a super admin working in a club', { timeout: 30_000 }, () => {
  const working: StoredMember = { ...signedIn, clubId: CLUB, clubs: [{ clubId: CLUB, colour: '#aa2233' }] };

  it('keeps the club when the session is refreshed, and reads its teams again', async () => {
    setMember(working);
    setProfile({ ...profile, clubs: [{ clubId: CLUB, clubName: 'Rovers FC', colour: '#aa2233', teams: [] }] });
    online();
    await renderApp('/secure');
    await waitFor(() => expect(getProfile(ADMIN)?.clubs?.[0]?.teams).toHaveLength(2));
    // The server's answer names no club for them: the chosen one and its colour stay.
    expect(getMember()).toMatchObject({ clubId: CLUB, roleId: RoleId.admin, clubs: [{ clubId: CLUB, colour: '#aa2233' }] });
    expect(screen.getByText('Rovers FC', { selector: '.shell__club' })).toBeInTheDocument();
  });

  it('lists the club\'s fixtures from GET fixture/{clubId}', async () => {
    setMember(working);
    const kickoff = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const row = { id: '0190a0a0-0000-7000-8000-0000000000e1', clubId: CLUB, teamId: U10, teamName: 'U10 Rovers', opponent: 'Lakeside', homeAway: 'home', kickoffAt: kickoff, venue: null, occasion: null, status: 'setup', goalsFor: null, goalsAgainst: null, active: true };
    const api = online((req) => (req.path === `/api/v1/fixture/${CLUB}` ? json(200, { fixtures: [row] }) : undefined));
    await renderApp('/secure/fixtures');
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' }, { timeout: 8000 });
    expect(await within(upcoming).findByText('U10 Rovers v Lakeside', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(api.seen.some((r) => r.path === `/api/v1/fixture/${CLUB}`)).toBe(true);
  });

  it('adds a fixture for any team of the club, offline', async () => {
    setMember(working);
    setProfile({ ...profile, clubs: [{ clubId: CLUB, clubName: 'Rovers FC', colour: '#aa2233', teams: [{ id: TEAM, name: 'U14 Rovers' }, { id: U10, name: 'U10 Rovers' }] }] });
    await renderApp('/secure/fixtures/new');
    const team = await screen.findByLabelText('Team');
    expect(within(team).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a team', 'U10 Rovers', 'U14 Rovers']);
    fireEvent.change(team, { target: { value: TEAM } });
    fireEvent.change(screen.getByLabelText('Opponent'), { target: { value: 'Vale United' } });
    const d = new Date(Date.now() + 3 * 86_400_000);
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}` } });
    fireEvent.change(screen.getByLabelText('Kick-off time'), { target: { value: '10:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save fixture' }));
    expect(await screen.findByRole('heading', { name: 'U14 Rovers v Vale United' }, { timeout: 8000 })).toBeInTheDocument();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ method: 'POST', path: `/api/v1/fixture/${CLUB}/create`, body: { teamId: TEAM, opponent: 'Vale United' } });
  });
});

describe('a club admin of no team', { timeout: 30_000 }, () => {
  it('gets every team of the club in the add form once the club has been read', async () => {
    const admin: StoredMember = { ...signedIn, roleId: RoleId.clubAdmin, clubId: CLUB, clubs: [{ clubId: CLUB, colour: null }] };
    const clubAdmin: StoredProfile = {
      user: { ...user, isSuperAdmin: false },
      memberships: [{ clubId: CLUB, clubName: 'Rovers FC', colour: null, teamId: null, teamName: null, role: 'club_admin', roleId: RoleId.clubAdmin }],
      children: [],
      teamId: null,
    };
    setMember(admin);
    setProfile(clubAdmin);
    online((req) => (req.path === '/api/v1/auth/validate' ? json(200, { ...validated, user: clubAdmin.user, member: admin, memberships: clubAdmin.memberships }) : undefined));
    await renderApp('/secure/fixtures/new');
    const team = await screen.findByLabelText('Team');
    await waitFor(() => expect(within(team).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a team', 'U10 Rovers', 'U14 Rovers']));
  });
});
