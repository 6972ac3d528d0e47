import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApi } from '../../../src/api/client';
import { getMember } from '../../../src/api/session-store';
import { PERMISSION_NAMES } from '../../../src/domain/permissions';
import { png } from '../../support/png';
import { json } from '../api/fake-server';
import { renderApp } from '../support/render-app';
import { chooseBadgeAfterRefusals } from './badge-checks';
import { adminWorld, ANN, CLUB, member } from './member-world';
import { asCoach, clubDetail, error } from './settings-world';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  configureApi({});
  vi.unstubAllGlobals();
});

const base = `/api/v1/club/${CLUB}`;
const permissionsAnswer = (coachFixtures = true) => ({
  roles: Object.fromEntries(
    ['club_admin', 'coach', 'assistant_coach', 'parent', 'player', 'user'].map((role) => [
      role,
      PERMISSION_NAMES.map((permission) => {
        const byDefault = role === 'club_admin' || (role === 'coach' && permission === 'fixtures.manage');
        const effective = role === 'coach' && permission === 'fixtures.manage' ? coachFixtures : byDefault;
        return { permission, label: permission, byDefault, override: effective === byDefault ? null : effective, effective };
      }),
    ]),
  ),
});
const templates = { invite: 'tpl-invite', coach: null, calendarEvent: null, playerFeedback: null, coachHomework: null, playerHomework: null, markedHomework: null, newTrainingSession: null, newFixture: null, newMessage: null, cancelFixture: null, cancelTrainingSession: null };

function settingsWorld(extra: (req: { method: string; path: string; body: unknown }) => ReturnType<typeof json> | undefined = () => undefined) {
  return adminWorld((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.method === 'GET' && req.path === base) return json(200, clubDetail());
    if (req.method === 'GET' && req.path === `${base}/emails`) return json(200, { templates });
    if (req.method === 'GET' && req.path === `${base}/permissions`) return json(200, permissionsAnswer());
    if (req.method === 'GET' && req.path === `${base}/users`) return json(200, { members: [member(ANN, 'Ann')], total: 1 });
    return undefined;
  });
}

describe('club settings screen', () => {
  it('saves the leaderboard setting: only initials for under-13s (issue 21)', async () => {
    const api = settingsWorld((req) => (req.method === 'PUT' && req.path === base ? json(200, { club: {} }) : undefined));
    await renderApp(`/secure/club/${CLUB}/settings`);
    const card = await screen.findByRole('region', { name: 'Practice leaderboard' });
    const box = within(card).getByRole('checkbox', { name: 'Show only initials for players under 13' });
    expect(box).not.toBeChecked();
    fireEvent.click(box);
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('The leaderboard setting has been saved.')).toBeInTheDocument();
    expect(api.seen.find((r) => r.method === 'PUT' && r.path === base)?.body).toMatchObject({ leaderboardInitialsUnder13: true });
  });

  it('refuses a member who is not an administrator, without asking the server for settings', async () => {
    const api = settingsWorld();
    asCoach();
    await renderApp(`/secure/club/${CLUB}/settings`);
    expect(await screen.findByText('This section is only available to administrators')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save club details' })).not.toBeInTheDocument();
    expect(api.seen.some((r) => r.path.endsWith('/emails') || r.path.endsWith('/permissions'))).toBe(false);
  });

  it('shows the failure with a retry when the club cannot be loaded, and the permission message on 403', async () => {
    let status = 500;
    settingsWorld((req) => (req.method === 'GET' && req.path === base ? json(status, error(status === 403 ? 'You do not have the correct permissions to access this screen' : 'x')) : undefined));
    await renderApp(`/secure/club/${CLUB}/settings`);
    expect(await screen.findByText('There has been an error retrieving this club')).toBeInTheDocument();
    status = 403;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You do not have the correct permissions to access this screen')).toBeInTheDocument();
  });

  it('edits every club field with the spec checks before sending PUT club/{id}', async () => {
    const api = settingsWorld((req) => (req.method === 'PUT' && req.path === base ? json(200, { club: {} }) : undefined));
    await renderApp(`/secure/club/${CLUB}/settings`);
    const details = (await screen.findByRole('heading', { name: 'Club details' })).closest('section')!;
    expect(within(details).getByLabelText('Club name')).toHaveValue('Rovers');
    expect(within(details).getByLabelText('Sport')).toHaveValue('football');
    // The choices read as words in the user's language, not codes (issue 19).
    expect(within(within(details).getByLabelText('Sport')).getByRole('option', { selected: true })).toHaveTextContent(/^Football$/);
    expect(within(within(details).getByLabelText('Country')).getByRole('option', { name: 'United Kingdom' })).toHaveValue('GB');
    expect(within(within(details).getByLabelText('Club type')).getByRole('option', { name: 'Elite' })).toHaveValue('elite');
    expect(within(details).getByLabelText('Season start')).toHaveValue('2026-08-01');

    fireEvent.change(within(details).getByLabelText('Club name'), { target: { value: 'R' } });
    fireEvent.change(within(details).getByLabelText('Season start'), { target: { value: '2027-08-01' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Save club details' }));
    expect(await within(details).findByText('Please enter a valid club name')).toBeInTheDocument();
    expect(within(details).getByText('Season start cannot be after season end')).toBeInTheDocument();
    expect(api.seen.some((r) => r.method === 'PUT')).toBe(false);

    fireEvent.change(within(details).getByLabelText('Club name'), { target: { value: 'Rovers FC' } });
    fireEvent.change(within(details).getByLabelText('Season start'), { target: { value: '2026-07-15' } });
    fireEvent.change(within(details).getByLabelText('Club type'), { target: { value: 'elite' } });
    fireEvent.change(within(details).getByLabelText('Chat region (optional)'), { target: { value: 'eu' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Save club details' }));
    expect(await within(details).findByText('The club has been saved.')).toBeInTheDocument();
    const put = api.seen.find((r) => r.method === 'PUT')!;
    expect(put.body).toMatchObject({ name: 'Rovers FC', clubType: 'elite', seasonStart: '2026-07-15', seasonEnd: '2027-05-31', chatRegion: 'eu', parentCompanyName: null, dateFormat: 'DD/MM/YYYY', currency: 'GBP' });
    // The chat keys are never sent back to the app, so a blank one is left as stored.
    expect(put.body).not.toHaveProperty('chatApiKey');
    expect(put.body).not.toHaveProperty('chatAuthKey');
  });

  it('shows the spec failure when saving the club fails', async () => {
    settingsWorld((req) => (req.method === 'PUT' ? json(500, error('x')) : undefined));
    await renderApp(`/secure/club/${CLUB}/settings`);
    const details = (await screen.findByRole('heading', { name: 'Club details' })).closest('section')!;
    fireEvent.click(within(details).getByRole('button', { name: 'Save club details' }));
    expect(await within(details).findByText('There has been a problem updating this club')).toBeInTheDocument();
  });

  it('checks the badge on the device, saves badge and colours, and the accent follows the club colour', async () => {
    const api = settingsWorld((req) => (req.method === 'PUT' && req.path === base ? json(200, { club: {} }) : undefined));
    await renderApp(`/secure/club/${CLUB}/settings`);
    const look = (await screen.findByRole('heading', { name: 'Personalisation' })).closest('section')!;
    expect(document.documentElement.style.getPropertyValue('--accent')).toBe('#3ac8d5');
    await chooseBadgeAfterRefusals(look, within(look).getByLabelText('Club badge'), 'Save personalisation');

    expect(within(look).getByLabelText('Primary colour')).toHaveValue('#112233');
    fireEvent.change(within(look).getByLabelText('Primary colour'), { target: { value: '#cc3300' } });
    fireEvent.click(within(look).getByRole('button', { name: 'Save personalisation' }));
    expect(await within(look).findByText("The club's colours and badge have been saved.")).toBeInTheDocument();
    const put = api.seen.find((r) => r.method === 'PUT')!.body as Record<string, string>;
    expect(put).toMatchObject({ primaryColour: '#cc3300', secondaryColour: '#ffffff', tertiaryColour: '#000000' });
    expect(Uint8Array.from(atob(put.badge!), (c) => c.charCodeAt(0))).toEqual(new Uint8Array(png(120, 120)));
    expect(getMember()!.clubs.find((c) => c.clubId === CLUB)!.colour).toBe('#cc3300');
    await waitFor(() => expect(document.documentElement.style.getPropertyValue('--accent')).toBe('#cc3300'));
  });

  it('edits the email template ids; a blank one is sent as null', async () => {
    const api = settingsWorld((req) => (req.method === 'PUT' && req.path === `${base}/emails` ? json(200, { templates }) : undefined));
    await renderApp(`/secure/club/${CLUB}/settings`);
    const emails = (await screen.findByRole('heading', { name: 'Email templates' })).closest('section')!;
    expect(await within(emails).findByLabelText('Invite')).toHaveValue('tpl-invite');
    fireEvent.change(within(emails).getByLabelText('Invite'), { target: { value: ' ' } });
    fireEvent.change(within(emails).getByLabelText('New fixture'), { target: { value: 'tpl-fixture' } });
    fireEvent.click(within(emails).getByRole('button', { name: 'Save email templates' }));
    expect(await within(emails).findByText('The email templates have been saved.')).toBeInTheDocument();
    const body = api.seen.find((r) => r.method === 'PUT')!.body as { templates: Record<string, string | null> };
    expect(body.templates).toMatchObject({ invite: null, newFixture: 'tpl-fixture', coach: null });
    expect(Object.keys(body.templates)).toHaveLength(12);
  });

  it('says when the email templates cannot be loaded', async () => {
    settingsWorld((req) => (req.path === `${base}/emails` ? json(500, error('x')) : undefined));
    await renderApp(`/secure/club/${CLUB}/settings`);
    expect(await screen.findByText('There has been an error retrieving the email templates')).toBeInTheDocument();
  });

  it('toggles a role\'s permissions: back to the default is sent as null, club admins keep their locked ones', async () => {
    const api = settingsWorld((req) => (req.method === 'PUT' && req.path === `${base}/permissions` ? json(200, permissionsAnswer(false)) : undefined));
    await renderApp(`/secure/club/${CLUB}/settings`);
    const perms = (await screen.findByRole('heading', { name: 'Permissions' })).closest('section')!;
    const fixtures = await within(perms).findByRole('checkbox', { name: /Manage fixtures and match events/ });
    expect(fixtures).toBeChecked();
    fireEvent.click(fixtures);
    fireEvent.click(within(perms).getByRole('checkbox', { name: /See training sessions/ }));
    fireEvent.click(within(perms).getByRole('button', { name: 'Save permissions' }));
    expect(await within(perms).findByText('The permissions have been saved.')).toBeInTheDocument();
    const body = api.seen.find((r) => r.method === 'PUT')!.body as { roles: Record<string, Record<string, boolean | null>> };
    expect(Object.keys(body.roles)).toEqual(['coach']);
    expect(body.roles.coach).toMatchObject({ 'fixtures.manage': false, 'training.view': true, 'club.view': null });

    fireEvent.change(within(perms).getByLabelText('Role'), { target: { value: 'club_admin' } });
    expect(within(perms).getByRole('checkbox', { name: /Change permissions/ })).toBeDisabled();
    expect(within(perms).getByRole('checkbox', { name: /See fixtures/ })).toBeEnabled();
  });

  it('shows one member\'s current permissions (GET user/{id}/permissions) and sends only what changed', async () => {
    const userUrl = `/api/v1/user/${ANN}/permissions`;
    const current = { clubId: CLUB, userId: ANN, overrides: { 'fixtures.view': false, 'invites.send': true }, byRole: ['club.view', 'fixtures.view', 'training.view', 'attendance.respond'], effective: ['club.view', 'training.view', 'attendance.respond', 'invites.send'] };
    const api = settingsWorld((req) => {
      if (req.method === 'GET' && req.path === userUrl) return json(200, current);
      if (req.method === 'PUT' && req.path === userUrl) return json(200, { ...current, overrides: { 'invites.send': true, 'data.upload': true } });
      return undefined;
    });
    await renderApp(`/secure/club/${CLUB}/settings`);
    const form = (await screen.findByRole('heading', { name: 'Permissions for one member' })).closest('form')!;
    const save = within(form).getByRole('button', { name: 'Save member permissions' });
    expect(save).toBeDisabled();
    expect(within(form).getByText('Choose a member to see their permissions.')).toBeInTheDocument();
    expect(api.seen.some((r) => r.path === userUrl)).toBe(false);

    fireEvent.change(await within(form).findByLabelText('Member'), { target: { value: ANN } });
    // The current values: her own settings, and what her role gives her otherwise.
    expect(await within(form).findByLabelText('See fixtures')).toHaveValue('withdraw');
    expect(within(form).getByLabelText('Invite members and resend invites')).toHaveValue('grant');
    const upload = within(form).getByLabelText('Upload and clear data');
    expect(upload).toHaveValue('default');
    expect(within(upload).getByRole('option', { name: 'Role default (not allowed)' })).toBeInTheDocument();
    expect(within(within(form).getByLabelText('See training sessions')).getByRole('option', { name: 'Role default (allowed)' })).toBeInTheDocument();
    expect(api.seen.find((r) => r.path === userUrl)!.url).toContain(`clubId=${CLUB}`);

    fireEvent.change(upload, { target: { value: 'grant' } });
    fireEvent.change(within(form).getByLabelText('See fixtures'), { target: { value: 'default' } });
    fireEvent.click(save);
    expect(await within(form).findByText("The member's permissions have been saved.")).toBeInTheDocument();
    expect(api.seen.find((r) => r.method === 'PUT')!.body).toEqual({ clubId: CLUB, permissions: { 'data.upload': true, 'fixtures.view': null }, userId: expect.any(String) });
    // The saved answer is what the form shows now.
    expect(within(form).getByLabelText('Upload and clear data')).toHaveValue('grant');
    expect(within(form).getByLabelText('See fixtures')).toHaveValue('default');
  });

  it('says when a member\'s permissions cannot be loaded, and loads them on retry', async () => {
    let status = 500;
    settingsWorld((req) =>
      req.method === 'GET' && req.path === `/api/v1/user/${ANN}/permissions`
        ? status === 200 ? json(200, { clubId: CLUB, userId: ANN, overrides: {}, byRole: [], effective: [] }) : json(status, error('x'))
        : undefined,
    );
    await renderApp(`/secure/club/${CLUB}/settings`);
    const form = (await screen.findByRole('heading', { name: 'Permissions for one member' })).closest('form')!;
    fireEvent.change(await within(form).findByLabelText('Member'), { target: { value: ANN } });
    expect(await within(form).findByText('There has been an error retrieving the permissions')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Save member permissions' })).toBeDisabled();
    status = 200;
    fireEvent.click(within(form).getByRole('button', { name: 'Try again' }));
    expect(await within(form).findByLabelText('See fixtures')).toHaveValue('default');
    expect(within(form).getByRole('button', { name: 'Save member permissions' })).toBeEnabled();
  });

  it('links the settings from the members screen header and the club list for admins only', async () => {
    settingsWorld((req) => {
      if (req.path === `${base}/users`) return json(200, { members: [], total: 0 });
      if (req.path === '/api/v1/club') return json(200, { clubs: [{ ...clubDetail().club }], total: 1 });
      return undefined;
    });
    await renderApp(`/secure/club/${CLUB}/members`);
    expect(await screen.findByRole('link', { name: 'Club settings' })).toHaveAttribute('href', `/secure/club/${CLUB}/settings`);
    fireEvent.click(screen.getByRole('link', { name: 'Club settings' }));
    expect(await screen.findByRole('link', { name: 'Upload data' })).toHaveAttribute('href', `/secure/club/${CLUB}/upload`);
    expect(screen.getByRole('link', { name: 'Clear data' })).toHaveAttribute('href', `/secure/club/${CLUB}/clear-data`);
    cleanup();
    await renderApp('/secure/configuration/clubs');
    expect(await screen.findByRole('link', { name: 'Club settings for Rovers' })).toHaveAttribute('href', `/secure/club/${CLUB}/settings`);
    cleanup();

    asCoach();
    await renderApp('/secure/configuration/clubs');
    expect(await screen.findByRole('link', { name: 'Rovers' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Club settings/ })).not.toBeInTheDocument();
  });
});

describe('club details limits (issue 19 item 6)', () => {
  it('a 5,000-character club name is marked with its limit and focused', async () => {
    const api = settingsWorld();
    await renderApp(`/secure/club/${CLUB}/settings`);
    const details = (await screen.findByRole('heading', { name: 'Club details' })).closest('section')!;
    const name = within(details).getByLabelText('Club name');
    fireEvent.change(name, { target: { value: 'R'.repeat(5000) } });
    fireEvent.click(within(details).getByRole('button', { name: 'Save club details' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Please keep this to 100 characters');
    await waitFor(() => expect(name).toHaveFocus());
    expect(api.seen.some((r) => r.method === 'PUT')).toBe(false);
  });
});
