import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { configureApi } from '../../../src/api/client';
import { setProfile } from '../../../src/api/profile-store';
import { RoleId } from '../../../src/domain/roles';
import { json, type SeenRequest } from '../api/fake-server';
import { renderApp } from '../support/render-app';
import { adminWorld, ADMIN, CLUB } from './member-world';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  configureApi({});
  vi.unstubAllGlobals();
});

const deletes = (seen: SeenRequest[]) => seen.filter((r) => r.method === 'DELETE' && r.path === `/api/v1/club/${CLUB}/upload`);

describe('clear data', () => {
  it('asks for the data to remove, then for the club name, before removing it', async () => {
    const api = adminWorld((req) => (req.method === 'DELETE' ? json(200, { removed: { players: 12, parents: 0, teams: 2 } }) : undefined));
    await renderApp(`/secure/club/${CLUB}/clear-data`);
    fireEvent.click(await screen.findByRole('button', { name: 'Clear data' }));
    expect(await screen.findByText('Please choose the data to remove')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('All players'));
    fireEvent.click(screen.getByLabelText('All teams'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear data' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Type the club\'s name (Rovers)');
    const remove = screen.getByRole('button', { name: 'Remove data' });
    expect(remove).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Club name'), { target: { value: 'Rover' } });
    expect(remove).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Club name'), { target: { value: 'rovers' } });
    expect(remove).toBeEnabled();
    expect(deletes(api.seen)).toHaveLength(0);
    fireEvent.click(remove);
    expect(await screen.findByText('Removed 12 players, 0 parents and 2 teams.')).toBeInTheDocument();
    expect(deletes(api.seen)).toHaveLength(1);
    expect(deletes(api.seen)[0]!.body).toMatchObject({ players: true, parents: false, teams: true });
  });

  it('cancelling the question removes nothing', async () => {
    const api = adminWorld(() => undefined);
    await renderApp(`/secure/club/${CLUB}/clear-data`);
    fireEvent.click(await screen.findByLabelText('All parents'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear data' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deletes(api.seen)).toHaveLength(0);
  });

  it("shows 'There has been a problem removing data' when the server fails", async () => {
    adminWorld((req) => (req.method === 'DELETE' ? json(500, { error: { code: 'internal', message: 'There has been a problem removing data' } }) : undefined));
    await renderApp(`/secure/club/${CLUB}/clear-data`);
    fireEvent.click(await screen.findByLabelText('All parents'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear data' }));
    fireEvent.change(await screen.findByLabelText('Club name'), { target: { value: 'Rovers' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove data' }));
    expect(await screen.findByText('There has been a problem removing data')).toBeInTheDocument();
  });

  it("shows 'no permissions to view this page' when the server refuses", async () => {
    adminWorld((req) => (req.method === 'DELETE' ? json(403, { error: { code: 'permission_denied', message: 'no permissions to view this page' } }) : undefined));
    await renderApp(`/secure/club/${CLUB}/clear-data`);
    fireEvent.click(await screen.findByLabelText('All parents'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear data' }));
    fireEvent.change(await screen.findByLabelText('Club name'), { target: { value: 'Rovers' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove data' }));
    expect(await screen.findByText('no permissions to view this page')).toBeInTheDocument();
  });

  it("is refused on the device to a member without the permission", async () => {
    const api = adminWorld(() => undefined);
    setProfile({
      user: { id: ADMIN, email: 'a@x.co', firstName: 'Helen', lastName: 'W', isSuperAdmin: false, termsAccepted: true, mustChangePassword: false },
      memberships: [{ clubId: CLUB, clubName: 'Rovers', colour: null, teamId: null, teamName: null, role: 'parent', roleId: RoleId.parent }],
      children: [],
      teamId: null,
    });
    await renderApp(`/secure/club/${CLUB}/clear-data`);
    expect(await screen.findByText('no permissions to view this page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear data' })).not.toBeInTheDocument();
    expect(deletes(api.seen)).toHaveLength(0);
  });
});
