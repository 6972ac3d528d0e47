// The app follows the member's permissions in the club (issue 19, item 3): the bottom navigation
// offers Clubs only to who may use its screens, the member lists say at once that they are not
// allowed (no filters, no "Try again"), the invite form offers only the roles the member may
// invite, and a club's override (GET club/{id}/permissions/mine, kept on the device) hides the
// buttons of what was withdrawn, offline too.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { configureApi } from '../../../src/api/client';
import { setProfile } from '../../../src/api/profile-store';
import { setMember } from '../../../src/api/session-store';
import { setSharedDb, TouchlineDb } from '../../../src/db/database';
import { effectivePermissions, type Permission } from '../../../src/domain/permissions';
import { roleIdByName, type RoleName } from '../../../src/domain/roles';
import { fakeApi, json, type Reply, type SeenRequest } from '../api/fake-server';
import { renderApp } from '../support/render-app';
import { member } from '../clubs/member-world';
import { CLUB as FX_CLUB, DETAIL, setUpCoach } from '../fixtures/support';

vi.setConfig({ testTimeout: 30_000 });

const CLUB = '00000000-0000-4000-8000-0000000000c1';
const TEAM = '00000000-0000-4000-8000-0000000000a1';
const ME = '00000000-0000-4000-8000-0000000000f1';
const CHILD = '00000000-0000-4000-8000-000000000011';
const NO_PERMISSION = 'You do not have the correct permissions to access this screen';
const MINE = `/api/v1/club/${CLUB}/permissions/mine`;

afterEach(() => {
  configureApi({});
  vi.unstubAllGlobals();
});

/**
 * Signed in with one role in the club. `mine`: what GET club/{id}/permissions/mine answers (null:
 * it fails, so the device has only the table's defaults for the role).
 */
function world(role: RoleName, mine: Permission[] | null, route: (req: SeenRequest) => Reply | undefined = () => undefined) {
  localStorage.clear();
  const db = new TouchlineDb(`permissions-${Math.random().toString(36).slice(2)}`);
  setSharedDb(db);
  const roleId = roleIdByName[role];
  setMember({ id: ME, accessToken: 't', roleId, selectedChildId: role === 'parent' ? CHILD : null, clubId: CLUB, clubs: [{ clubId: CLUB, colour: null }] });
  setProfile({
    user: { id: ME, email: 'me@x.co', firstName: 'Mo', lastName: 'Lee', isSuperAdmin: false, termsAccepted: true, mustChangePassword: false },
    memberships: [{ clubId: CLUB, clubName: 'Rovers', colour: null, teamId: role === 'club_admin' ? null : TEAM, teamName: role === 'club_admin' ? null : 'U10', role, roleId }],
    children: role === 'parent' ? [{ id: CHILD, firstName: 'Kit', lastName: 'Lee', clubId: CLUB, teamId: TEAM, teamName: 'U10' }] : [],
    teamId: null,
  });
  const api = fakeApi((req) => {
    const answer = route(req);
    if (answer) return answer;
    if (req.method === 'GET' && req.path === MINE) return mine ? json(200, { clubId: CLUB, userId: ME, roles: [role], permissions: mine }) : json(503, { error: { code: 'unavailable', message: 'x' } });
    return json(404, { error: { code: 'not_found', message: 'Not found' } });
  });
  vi.stubGlobal('fetch', api.fetch);
  configureApi({ fetch: api.fetch, navigate: vi.fn() });
  return { api, db };
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const without = (role: RoleName, ...taken: Permission[]) => effectivePermissions([role]).filter((p) => !taken.includes(p));

describe('navigation by permission', () => {
  it.each([
    ['parent', false],
    ['player', false],
    ['user', false],
    ['assistant_coach', true],
    ['coach', true],
    ['club_admin', true],
  ] as const)('a %s sees Clubs in the bottom navigation: %s', async (role, shown) => {
    world(role, null);
    await renderApp('/secure/more');
    await screen.findByRole('heading', { name: 'More' });
    expect(within(mainNav()).getByRole('link', { name: 'Fixtures' })).toBeInTheDocument();
    expect(within(mainNav()).queryByRole('link', { name: 'Clubs' }) !== null).toBe(shown);
  });

  it('takes Clubs away once the server says the club withdrew member lists and invites from the role', async () => {
    const { api } = world('assistant_coach', without('assistant_coach', 'members.view', 'invites.send', 'members.sensitive', 'players.approve'));
    await renderApp('/secure/more');
    await waitFor(() => expect(within(mainNav()).queryByRole('link', { name: 'Clubs' })).not.toBeInTheDocument());
    expect(api.seen.some((r) => r.path === MINE)).toBe(true);
  });
});

describe('member lists without members.view', () => {
  it.each([`/secure/club/${CLUB}/members`, '/secure/members'])('%s says at once that the parent may not, with no filters and no retry', async (path) => {
    const { api } = world('parent', null);
    await renderApp(path);
    expect(await screen.findByText(NO_PERMISSION)).toBeInTheDocument();
    expect(screen.queryByRole('search', { name: 'Filter members' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(api.seen.some((r) => r.path.endsWith('/users'))).toBe(false);
  });
});

describe('member lists with members.view but not members.manage or invites.send', () => {
  const users = (req: SeenRequest) => (req.method === 'GET' && req.path === `/api/v1/club/${CLUB}/users` ? json(200, { members: [member(CHILD, 'Ann')], total: 1 }) : undefined);

  it('offers a coach no selection for changes they may not make, and keeps their invite links', async () => {
    world('coach', null, users);
    await renderApp(`/secure/club/${CLUB}/members`);
    expect(await screen.findByRole('link', { name: 'Ann Lee' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Select Ann Lee')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Select all')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invite a member' })).toBeInTheDocument();
  });

  it('offers an assistant coach (no invites by default) no invite links', async () => {
    world('assistant_coach', null, users);
    await renderApp(`/secure/club/${CLUB}/members`);
    expect(await screen.findByRole('link', { name: 'Ann Lee' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Invite a member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Invites' })).not.toBeInTheDocument();
  });

  it('keeps selection for a club admin', async () => {
    world('club_admin', null, users);
    await renderApp(`/secure/club/${CLUB}/members`);
    expect(await screen.findByLabelText('Select Ann Lee')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invite a member' })).toBeInTheDocument();
  });
});

describe('a permission the club granted', () => {
  it('opens the upload to a coach the club let upload data, and keeps it closed to one it did not', async () => {
    world('coach', null);
    const closed = await renderApp(`/secure/club/${CLUB}/upload`);
    expect(await screen.findByText('no permissions to view this page')).toBeInTheDocument();
    closed.unmount();
    world('coach', [...effectivePermissions(['coach']), 'data.upload']);
    await renderApp(`/secure/club/${CLUB}/upload`);
    expect(await screen.findByRole('link', { name: 'Download the Players template' })).toBeInTheDocument();
  });
});

describe('the invite form', () => {
  const roles = () => within(screen.getByLabelText('Role')).getAllByRole('option').map((o) => o.textContent);

  it('offers a coach (invites, no member management) only the roles that are not staff', async () => {
    world('coach', null);
    await renderApp(`/secure/club/${CLUB}/invite`);
    await screen.findByRole('button', { name: 'Send invite' });
    expect(roles()).toEqual(['Parent', 'Player', 'Member']);
  });

  it('offers a club admin every role', async () => {
    world('club_admin', null);
    await renderApp(`/secure/club/${CLUB}/invite`);
    await screen.findByRole('button', { name: 'Send invite' });
    expect(roles()).toEqual(['Club admin', 'Coach', 'Assistant coach', 'Parent', 'Player', 'Member']);
  });

  it('is not offered to a parent: the message, no form', async () => {
    world('parent', null);
    await renderApp(`/secure/club/${CLUB}/invite`);
    expect(await screen.findByText(NO_PERMISSION)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invite' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Role')).not.toBeInTheDocument();
  });
});

describe('buttons after the club withdrew managing games and practices', () => {
  it('hides Add fixture and Add training session from the assistant coach, and keeps them hidden offline', async () => {
    const withdrawn = without('assistant_coach', 'fixtures.manage', 'training.manage');
    const { db } = world('assistant_coach', withdrawn);
    const first = await renderApp('/secure/fixtures');
    await screen.findByRole('heading', { name: 'Fixtures' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Add fixture' })).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Upload' })).not.toBeInTheDocument();
    first.unmount();
    // Offline now: what the server said is on the device.
    const offline = fakeApi(() => new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', offline.fetch);
    configureApi({ fetch: offline.fetch, navigate: vi.fn() });
    expect(((await db.meta.get(`club-permissions:${ME}:${CLUB}`))?.value as { permissions: string[] }).permissions).toEqual(withdrawn);
    await renderApp('/secure/training');
    await screen.findByRole('heading', { name: 'Training' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Add training session' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Getting started' })).toBeInTheDocument();
  });

  it('leaves "Add training session" out of the getting-started steps too', async () => {
    const staffSteps = {
      clubId: CLUB, kind: 'staff', teams: [{ teamId: TEAM, teamName: 'U10' }], next: 'plan_session', upcoming: [],
      steps: [{ step: 'team', done: true }, { step: 'plan_session', done: false }, { step: 'take_attendance', done: false }],
    };
    world('assistant_coach', without('assistant_coach', 'training.manage'), (req) => (req.path === `/api/v1/club/${CLUB}/onboarding/training` ? json(200, staffSteps) : undefined));
    await renderApp('/secure/training/start');
    const steps = (await screen.findByRole('heading', { name: 'Your steps' })).closest('section')!;
    expect(within(steps).getByText('Plan a training session')).toBeInTheDocument();
    await waitFor(() => expect(within(steps).queryByRole('link', { name: 'Add training session' })).not.toBeInTheDocument());
  });

  it('takes the match screen and the fixture\'s edit away from a coach whose club withdrew it (read from the device)', async () => {
    const db = await setUpCoach();
    const coachId = JSON.parse(localStorage.getItem('touchlinemember')!).id as string;
    await db.meta.put({ key: `club-permissions:${coachId}:${FX_CLUB}`, value: { permissions: without('coach', 'fixtures.manage'), at: Date.now() } });
    const detail = await renderApp(DETAIL);
    expect(await screen.findByRole('heading', { name: /Hill Park/ }, { timeout: 8_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Open the match screen' })).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Edit fixture' })).not.toBeInTheDocument();
    detail.unmount();
    await renderApp(`${DETAIL}/live`);
    expect(await screen.findByText(NO_PERMISSION, {}, { timeout: 8_000 })).toBeInTheDocument();
  });

  it('reads them again when the member comes back to the app, and hides what was withdrawn meanwhile', async () => {
    let answer = effectivePermissions(['assistant_coach']);
    world('assistant_coach', null, (req) => (req.method === 'GET' && req.path === MINE ? json(200, { clubId: CLUB, userId: ME, roles: ['assistant_coach'], permissions: answer }) : undefined));
    await renderApp('/secure/training');
    expect(await screen.findByRole('link', { name: 'Add training session' })).toBeInTheDocument();
    // The club admin withdraws it while the app is in the background; the member comes back.
    answer = without('assistant_coach', 'training.manage');
    expect(document.visibilityState).toBe('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Add training session' })).not.toBeInTheDocument());
  });

  it('keeps them for an assistant coach the club did not change', async () => {
    world('assistant_coach', effectivePermissions(['assistant_coach']));
    await renderApp('/secure/fixtures');
    expect(await screen.findByRole('link', { name: 'Add fixture' })).toBeInTheDocument();
  });
});
