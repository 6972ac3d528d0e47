// The club list (issue 6): search by name, sport, club type and parent club, paged; each change
// asks the server again from the first page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { configureApi } from '../../../src/api/client';
import { setProfile } from '../../../src/api/profile-store';
import { RoleId } from '../../../src/domain/roles';
import { json, type SeenRequest } from '../api/fake-server';
import { renderApp } from '../support/render-app';
import { ADMIN, adminWorld, club, CLUB, queryOf, TEAM } from './member-world';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  configureApi({});
  vi.unstubAllGlobals();
  cleanup();
});

const clubRow = (n: number) => ({ ...club.club, id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, name: `Club ${n}` });

describe('club list', () => {
  it('filters by sport, club type and parent club on the server, and pages through 45 clubs', async () => {
    const api = adminWorld((req) => {
      if (req.method !== 'GET' || req.path !== '/api/v1/club') return undefined;
      const q = queryOf(req);
      const offset = Number(q.offset ?? 0);
      const limit = Number(q.limit ?? 20);
      if (q.sportId === 'rugby') return json(200, { clubs: [], total: 0 });
      const all = Array.from({ length: 45 }, (_, i) => clubRow(i + 1));
      return json(200, { clubs: all.slice(offset, offset + limit), total: all.length });
    });
    await renderApp('/secure/configuration/clubs');
    expect(await screen.findByRole('link', { name: 'Club 1' })).toBeInTheDocument();
    // A club without a badge shows its initials on its colour, not a blank square (issue 19).
    const mark = screen.getByRole('link', { name: 'Club 1' }).closest('li')!.querySelector('.name-mark');
    expect(mark).toHaveTextContent(/^C1$/);
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Club 21' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Club type'), { target: { value: 'elite' } });
    await waitFor(() => expect(queryOf(api.seen.filter((r) => r.path === '/api/v1/club').at(-1)!)).toMatchObject({ type: 'elite', offset: '0', limit: '20' }));
    fireEvent.change(screen.getByLabelText('Parent club'), { target: { value: clubRow(2).id } });
    await waitFor(() => expect(queryOf(api.seen.filter((r) => r.path === '/api/v1/club').at(-1)!)).toMatchObject({ type: 'elite', parentClubId: clubRow(2).id, offset: '0' }));

    fireEvent.change(screen.getByLabelText('Sport'), { target: { value: 'rugby' } });
    expect(await screen.findByText('No clubs match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'American football' })).toBeInTheDocument();
    expect(screen.queryByText(/Page \d of/)).not.toBeInTheDocument();
  });

  it('offers "Create a club" to a club admin (who may create one) but not to a coach', async () => {
    const list = (req: SeenRequest) => (req.method === 'GET' && req.path === '/api/v1/club' ? json(200, { clubs: [clubRow(1)], total: 1 }) : undefined);
    adminWorld(list);
    await renderApp('/secure/configuration/clubs');
    expect(await screen.findByRole('link', { name: 'Club 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a club' })).toHaveAttribute('href', '/secure/configuration/new-club');
    cleanup();

    adminWorld(list);
    setProfile({
      user: { id: ADMIN, email: 'a@x.co', firstName: 'Colin', lastName: 'C', isSuperAdmin: false, termsAccepted: true, mustChangePassword: false },
      memberships: [{ clubId: CLUB, clubName: 'Rovers', colour: null, teamId: TEAM, teamName: 'U10', role: 'coach', roleId: RoleId.coach }],
      children: [],
      teamId: null,
    });
    await renderApp('/secure/configuration/clubs');
    expect(await screen.findByRole('link', { name: 'Club 1' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create a club' })).not.toBeInTheDocument();
  });
  it('says it is offline when the list cannot be reached, and the spec\'s failure for a failed call', async () => {
    let reply: () => ReturnType<typeof json> | Error = () => new TypeError('Failed to fetch');
    adminWorld((req) => (req.method === 'GET' && req.path === '/api/v1/club' ? reply() : undefined));
    await renderApp('/secure/configuration/clubs');
    expect(await screen.findByText('You are offline. Connect to the internet and try again.')).toBeInTheDocument();
    reply = () => json(500, { error: { code: 'internal', message: 'Something went wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There has been an error retrieving clubs')).toBeInTheDocument();
    reply = () => json(200, { clubs: [clubRow(1)], total: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Club 1' })).toBeInTheDocument();
  });
});
