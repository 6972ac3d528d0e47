import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApi } from '../../../src/api/client';
import { setProfile } from '../../../src/api/profile-store';
import { json } from '../api/fake-server';
import { renderApp } from '../support/render-app';
import { RoleId } from '../../../src/domain/roles';
import { adminWorld, ADMIN, CLUB, TEAM } from './member-world';
import { fill, heading, next, png, superAdmin } from './wizard-world';

// Screen walks take several seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  configureApi({});
  vi.unstubAllGlobals();
});

/** The step heading appears and receives focus (the shell may settle focus a moment later). */
const focused = async (name: string) => {
  const h = await heading(name);
  await waitFor(() => expect(h).toHaveFocus());
};

describe('club creation wizard', () => {
  it('is for administrators only: a super admin or a club admin of any club, not a coach', async () => {
    adminWorld(() => undefined);
    // A coach (no club admin membership anywhere) is refused.
    setProfile({
      user: { id: ADMIN, email: 'a@x.co', firstName: 'Colin', lastName: 'C', isSuperAdmin: false, termsAccepted: true, mustChangePassword: false },
      memberships: [{ clubId: CLUB, clubName: 'Rovers', colour: null, teamId: TEAM, teamName: 'U10', role: 'coach', roleId: RoleId.coach }],
      children: [],
      teamId: null,
    });
    await renderApp('/secure/configuration/new-club');
    expect(await screen.findByText('This section is only available to administrators')).toBeInTheDocument();
    cleanup();
    // A club admin (adminWorld's member) opens the wizard.
    adminWorld(() => undefined);
    await renderApp('/secure/configuration/new-club');
    await focused('Club info');
    expect(screen.queryByText('This section is only available to administrators')).not.toBeInTheDocument();
  });

  it('checks every step, then creates the club in one call and leads to the club list', async () => {
    const api = adminWorld((req) => (req.method === 'POST' && req.path === '/api/v1/club' ? json(201, { clubId: 'c', teamId: 't', invitesSent: 2, message: 'The club has been created' }) : undefined));
    superAdmin();
    await renderApp('/secure/configuration/new-club');

    // 1 club info: the name, and the season's order.
    await focused('Club info');
    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();
    // Choices read as words: our lists through the catalogues, countries and currencies through Intl.
    expect(screen.getByRole('option', { name: 'American football' })).toHaveValue('american football');
    expect(screen.getByRole('option', { name: 'United Kingdom' })).toHaveValue('GB');
    expect(screen.getByRole('option', { name: 'GBP — British Pound' })).toHaveValue('GBP');
    expect(screen.getByRole('option', { name: 'Multi-age' })).toHaveValue('multi-age');
    fill('Season start', '2026-09-01');
    fill('Season end', '2026-05-31');
    next();
    expect(await screen.findByText('Please enter a valid club name')).toBeInTheDocument();
    expect(screen.getByText('Season start cannot be after season end')).toBeInTheDocument();
    fill('Club name', 'Hill Park FC');
    fill('Season end', '2027-05-31');
    fill('Age group', '18+');
    next();

    // 2 contract: price fields complete.
    await focused('Contract');
    next();
    expect((await screen.findAllByText('Please complete all price fields')).length).toBeGreaterThan(0);
    for (const [label, value] of [['Cost per player', '5'], ['Total players', '60'], ['Term in months', '12'], ['Amount', '300'], ['Free trial period in days', '30']]) fill(label!, value!);
    next();

    // 3 subscription: optional.
    await focused('Subscription');
    next();

    // 4 team: name and the lead coach's details.
    await focused('Team');
    next();
    expect(await screen.findByText('Please enter a valid team name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid coach and their details')).toBeInTheDocument();
    fill('Team name', 'Hill Park U10');
    const lead = screen.getByRole('group', { name: 'Lead coach' });
    fireEvent.change(within(lead).getByLabelText('First name'), { target: { value: 'Ola' } });
    fireEvent.change(within(lead).getByLabelText('Last name'), { target: { value: 'Berg' } });
    fireEvent.change(within(lead).getByLabelText('Email'), { target: { value: 'ola@hillpark.example' } });
    next();

    // 5 personalisation: a badge of at least 100 × 100, checked by its bytes.
    await focused('Personalisation');
    next();
    expect(await screen.findByText('Please upload a club badge')).toBeInTheDocument();
    const badge = screen.getByLabelText('Club badge');
    fireEvent.change(badge, { target: { files: [new File([png(80, 80)], 'b.png', { type: 'image/png' })] } });
    expect(await screen.findByText('The badge must be at least 100 × 100 pixels')).toBeInTheDocument();
    fireEvent.change(badge, { target: { files: [new File([png(120, 120)], 'b.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Badge chosen: 120 × 120')).toBeInTheDocument();
    next();

    // 6 emails, 7 permissions, 8 users.
    await focused('Emails');
    fill('Invite', 'tmpl-invite-1');
    next();
    await focused('Permissions');
    const coachesUpload = screen.getByLabelText('Coach: Upload and clear data');
    expect(coachesUpload).not.toBeChecked();
    fireEvent.click(coachesUpload);
    expect(screen.getByLabelText('Club admin: Change permissions')).toBeDisabled();
    next();
    await focused('Users');
    fireEvent.click(screen.getByRole('button', { name: 'Add member' }));
    expect(await screen.findByText('Please ensure all fields are complete')).toBeInTheDocument();
    fill('First name', 'Kim');
    fill('Last name', 'Lo');
    fill('Email', 'kim@hillpark.example');
    fireEvent.click(screen.getByRole('button', { name: 'Add member' }));
    expect(await screen.findByText('Kim Lo')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create club' }));

    await focused('The club has been created');
    expect(screen.getByRole('link', { name: 'Go to the club list' })).toHaveAttribute('href', '/secure/configuration/clubs');
    const post = api.seen.find((r) => r.method === 'POST' && r.path === '/api/v1/club')!;
    expect(post.body).toMatchObject({
      club: { name: 'Hill Park FC', sport: 'football', ageGroup: '18+', seasonStart: '2026-09-01', seasonEnd: '2027-05-31' },
      contract: { costPerPlayer: 5, totalPlayers: 60, termMonths: 12, amount: 300, freeTrialDays: 30, payer: 'club' },
      subscription: null,
      team: { name: 'Hill Park U10', leadCoach: { firstName: 'Ola', lastName: 'Berg', email: 'ola@hillpark.example' }, useClubColours: true },
      personalisation: { primaryColour: '#3ac8d5' },
      emails: { invite: 'tmpl-invite-1' },
      users: [{ role: 'club_admin', firstName: 'Kim', lastName: 'Lo', email: 'kim@hillpark.example', inTeam: false }],
    });
    const body = post.body as { personalisation: { badge: string }; permissions: Record<string, Record<string, boolean>> };
    expect(Uint8Array.from(atob(body.personalisation.badge), (c) => c.charCodeAt(0))).toEqual(png(120, 120));
    expect(body.permissions.coach!['data.upload']).toBe(true);
    expect(body.permissions.parent!['members.view']).toBe(false);
  });

  it('does not move past a step that fails its checks', async () => {
    const api = adminWorld(() => undefined);
    superAdmin();
    await renderApp('/secure/configuration/new-club');
    await heading('Club info');
    next();
    await waitFor(() => expect(screen.getByText('Please enter a valid club name')).toBeInTheDocument());
    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();
    expect(screen.getByLabelText('Club name')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('Club name')).toHaveFocus());
    expect(api.seen.some((r) => r.method === 'POST')).toBe(false);
  });
});
