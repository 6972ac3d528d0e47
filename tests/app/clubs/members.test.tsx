import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApi } from '../../../src/api/client';
import { json } from '../api/fake-server';
import { renderApp } from '../support/render-app';
import { adminWorld, ANN, BEN, CLUB, member, queryOf, TEAM } from './member-world';

// Screen walks take several seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 30_000 });


afterEach(() => {
  configureApi({});
  vi.unstubAllGlobals();
});

const listPath = (kind: string) => `/api/v1/club/${CLUB}/${kind}`;

describe('members screen', () => {
  it('lists a club\'s players with their badges and sends every filter to the server', async () => {
    const api = adminWorld((req) =>
      req.path === listPath('players') ? json(200, { members: [member(ANN, 'Ann', { onTrial: true }), member(BEN, 'Ben', { active: false, playStatus: 'injured' })], total: 2 }) : undefined,
    );
    await renderApp(`/secure/club/${CLUB}/members?kind=players`);
    expect(await screen.findByRole('heading', { name: 'Players' })).toBeInTheDocument();
    const ann = (await screen.findByRole('link', { name: 'Ann Lee' })).closest('li')!;
    expect(within(ann).getByText('On trial')).toBeInTheDocument();
    const ben = screen.getByRole('link', { name: 'Ben Lee' }).closest('li')!;
    expect(within(ben).getByText('Inactive')).toBeInTheDocument();
    expect(within(ben).getByText('Injured')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'inactive' } });
    fireEvent.change(screen.getByLabelText('Team'), { target: { value: TEAM } });
    fireEvent.change(screen.getByLabelText('Play status'), { target: { value: 'injured' } });
    fireEvent.click(screen.getByLabelText('Only players on trial'));
    fireEvent.change(screen.getByLabelText('Search by name or email'), { target: { value: 'be' } });
    await waitFor(() => expect(queryOf(api.seen.filter((r) => r.path === listPath('players')).at(-1)!)).toMatchObject({ status: 'inactive', teamId: TEAM, playStatus: 'injured', onTrial: 'true', search: 'be' }));
  });

  it('says which list is empty, with the right noun, and hides player-only filters elsewhere', async () => {
    adminWorld((req) => (req.path === listPath('coaches') ? json(200, { members: [], total: 0 }) : undefined));
    await renderApp(`/secure/club/${CLUB}/members?kind=coaches`);
    expect(await screen.findByText('There are no coaches associated with this club or team')).toBeInTheDocument();
    expect(screen.queryByLabelText('Play status')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Only players on trial')).not.toBeInTheDocument();
  });

  it('shows the spec message when the list cannot be retrieved, and the permission message on 403', async () => {
    let status = 500;
    adminWorld((req) => (req.path === listPath('users') ? json(status, { error: { code: status === 403 ? 'permission_denied' : 'internal', message: 'x' } }) : undefined));
    await renderApp(`/secure/club/${CLUB}/members`);
    expect(await screen.findByText('There has been a problem retrieving this clubs users')).toBeInTheDocument();
    status = 403;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You do not have the correct permissions to access this screen')).toBeInTheDocument();
  });

  it('disables, sets on trial and sets the play status of the chosen members, then reloads', async () => {
    const api = adminWorld((req) => {
      if (req.path === listPath('players')) return json(200, { members: [member(ANN, 'Ann'), member(BEN, 'Ben')], total: 2 });
      if (req.method === 'PUT') return json(200, { updated: 2 });
      return undefined;
    });
    await renderApp(`/secure/club/${CLUB}/members?kind=players`);
    fireEvent.click(await screen.findByLabelText('Select all'));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('The members were updated.')).toBeInTheDocument();
    const put = api.seen.find((r) => r.method === 'PUT')!;
    expect(put.path).toBe(`/api/v1/club/${CLUB}/users/active`);
    expect(put.body).toMatchObject({ userIds: [ANN, BEN], active: false });

    fireEvent.click(screen.getByLabelText('Select Ann Lee'));
    fireEvent.click(screen.getByRole('button', { name: 'Set on trial' }));
    await waitFor(() => expect(api.seen.filter((r) => r.method === 'PUT')).toHaveLength(2));
    expect(api.seen.filter((r) => r.method === 'PUT')[1]!.body).toMatchObject({ userIds: [ANN], onTrial: true });

    fireEvent.click(await screen.findByLabelText('Select Ben Lee'));
    fireEvent.change(screen.getByLabelText('New play status'), { target: { value: 'suspended' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set play status' }));
    await waitFor(() => expect(api.seen.filter((r) => r.method === 'PUT')).toHaveLength(3));
    expect(api.seen.filter((r) => r.method === 'PUT')[2]).toMatchObject({ path: `/api/v1/club/${CLUB}/users/playstatus`, body: { userIds: [BEN], playStatus: 'suspended' } });
    await waitFor(() => expect(api.seen.filter((r) => r.path === listPath('players')).length).toBeGreaterThanOrEqual(4));
  });

  it('shows why a change was refused', async () => {
    adminWorld((req) => {
      if (req.path === listPath('users')) return json(200, { members: [member(ANN, 'Ann')], total: 1 });
      if (req.method === 'PUT') return json(409, { error: { code: 'player_limit_reached', message: 'Player Limit Reached' } });
      return undefined;
    });
    await renderApp(`/secure/club/${CLUB}/members`);
    fireEvent.click(await screen.findByLabelText('Select Ann Lee'));
    fireEvent.click(screen.getByRole('button', { name: 'Enable' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Player Limit Reached');
    // The selection is kept, and the message sits in its bar (in sight at the bottom of a phone).
    expect(within(screen.getByRole('region', { name: 'Change the selected members' })).getByRole('alert')).toHaveTextContent('Player Limit Reached');
  });

  it('asks before removing; cancel sends nothing, yes removes, and a failure says so', async () => {
    let removeStatus = 200;
    const api = adminWorld((req) => {
      if (req.path === listPath('users')) return json(200, { members: [member(ANN, 'Ann'), member(BEN, 'Ben')], total: 2 });
      if (req.method === 'DELETE') return removeStatus === 200 ? json(200, { removed: 1 }) : json(500, { error: { code: 'internal', message: 'x' } });
      return undefined;
    });
    await renderApp(`/secure/club/${CLUB}/members`);
    fireEvent.click(await screen.findByLabelText('Select Ann Lee'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Remove this member from this club? They lose access to it.');
    expect(question).toHaveFocus();
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.seen.some((r) => r.method === 'DELETE')).toBe(false);

    removeStatus = 500;
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('There has been a problem removing these club users')).toBeInTheDocument();

    removeStatus = 200;
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The members were removed.')).toBeInTheDocument();
    expect(api.seen.filter((r) => r.method === 'DELETE').at(-1)).toMatchObject({ path: `/api/v1/club/${CLUB}/users/remove`, body: { userIds: [ANN] } });
  });

  it('for a team: lists the team and removes from that team only', async () => {
    const api = adminWorld((req) => {
      if (req.path === listPath('players')) return json(200, { members: [member(ANN, 'Ann')], total: 1 });
      if (req.method === 'DELETE') return json(200, { removed: 1 });
      return undefined;
    });
    await renderApp(`/secure/club/${CLUB}/members?kind=players&teamId=${TEAM}`);
    fireEvent.click(await screen.findByLabelText('Select Ann Lee'));
    expect(queryOf(api.seen.find((r) => r.path === listPath('players'))!)).toMatchObject({ teamId: TEAM });
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Remove this member from this team?');
    fireEvent.click(within(question).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.seen.find((r) => r.method === 'DELETE')?.body).toMatchObject({ userIds: [ANN], teamId: TEAM }));
  });

  it('without a club chosen, asks the user to switch into one', async () => {
    adminWorld(() => undefined);
    localStorage.setItem('touchlinemember', JSON.stringify({ ...JSON.parse(localStorage.getItem('touchlinemember')!), clubId: null }));
    await renderApp('/secure/members');
    expect(await screen.findByText('Need to switch into a club to manage users')).toBeInTheDocument();
  });
});

describe('user profile', () => {
  it('shows contact, roles in this club and the profile fields that are filled in', async () => {
    adminWorld((req) =>
      req.path === `/api/v1/user/${ANN}`
        ? json(200, {
            user: {
              id: ANN, email: 'ann@x.co', firstName: 'Ann', lastName: 'Lee', jobTitle: null, countryCode: '+44', telephone: '7700900123', dateOfBirth: '2015-04-01',
              hasProfilePicture: false, registered: true, active: true, childIds: [],
              profile: { words: ['brave', 'calm', 'kind', 'quick', 'loyal'], player: { favouritePosition: 'Midfield', foot: 'left' } },
              memberships: [{ clubId: CLUB, clubName: 'Rovers', teamId: TEAM, teamName: 'U10', role: 'player', active: true, onTrial: true, playStatus: 'injured', safeguardingLead: false }],
            },
          })
        : undefined,
    );
    await renderApp(`/secure/club/${CLUB}/members/${ANN}`);
    expect(await screen.findByRole('heading', { name: 'Ann Lee' })).toBeInTheDocument();
    expect(screen.getByText('+44 7700900123')).toBeInTheDocument();
    expect(screen.getByText('Player · U10')).toBeInTheDocument();
    expect(screen.getByText(/On trial · Injured/)).toBeInTheDocument();
    expect(screen.getByText('brave, calm, kind, quick, loyal')).toBeInTheDocument();
    expect(screen.getByText('Midfield')).toBeInTheDocument();
  });
});
