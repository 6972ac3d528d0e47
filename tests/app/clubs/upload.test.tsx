import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

const uploads = (seen: SeenRequest[]) => seen.filter((r) => r.method === 'PUT' && r.path === `/api/v1/club/${CLUB}/upload`);
const choose = async (file: File) => {
  const input = await screen.findByLabelText('CSV file');
  fireEvent.change(input, { target: { files: [file] } });
};
const csv = (text: string, name = 'players.csv', type = 'text/csv') => new File([text], name, { type });

const GOOD = 'type,first_name,last_name,email,team,date_of_birth\nplayer,Sam,Jones,,U10,2016-04-12\nparent,Alex,Jones,alex@x.co,U10,\n';
const valid = { isValid: true, errors: [], counts: { teams: 0, players: 1, parents: 1 }, written: false };

describe('bulk upload', () => {
  it('offers a template for each kind', async () => {
    adminWorld(() => undefined);
    await renderApp(`/secure/club/${CLUB}/upload`);
    const link = await screen.findByRole('link', { name: 'Download the Players template' });
    expect(decodeURIComponent(link.getAttribute('href')!)).toContain('Type,First name,Last name,Email,Team,Date of birth,Parent email');
    expect(link).toHaveAttribute('download', 'touchline-players-template.csv');
    fireEvent.click(screen.getByLabelText('Teams'));
    const teams = screen.getByRole('link', { name: 'Download the Teams template' });
    expect(decodeURIComponent(teams.getAttribute('href')!)).toContain('Age group');
  });

  it('refuses a file that is not text, and a file over the limit, before sending anything', async () => {
    const api = adminWorld(() => undefined);
    await renderApp(`/secure/club/${CLUB}/upload`);
    await choose(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0xff, 0xfe])], 'photo.csv', { type: 'text/csv' }));
    expect(await screen.findByText('This file is not a CSV text file')).toBeInTheDocument();
    await choose(csv('type,first_name\n' + 'x'.repeat(2_000_001), 'big.csv'));
    expect(await screen.findByText('This file is too large (at most 2 MB and 5000 rows)')).toBeInTheDocument();
    expect(uploads(api.seen)).toHaveLength(0);
  });

  it('checks every row on the device and shows each row with its problems; nothing is sent', async () => {
    const api = adminWorld(() => undefined);
    await renderApp(`/secure/club/${CLUB}/upload`);
    await choose(csv('type,first_name,last_name,email,team,date_of_birth\nplayer,Sam,Jones,,U10,12/04/2016\nparent,Alex,Jones,not-an-email,U10,\nplayer,Kim,Lee,,U10,\n'));
    expect(await screen.findByText('Some rows have problems: nothing has been uploaded', { exact: false })).toBeInTheDocument();
    const rows = screen.getAllByRole('listitem').filter((li) => li.hasAttribute('data-line'));
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Please enter a valid date of birth (YYYY-MM-DD)')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Valid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    expect(uploads(api.seen)).toHaveLength(0);
  });

  it('says a broken row\'s line once (issue 19: "Line 2: Line 2: ...")', async () => {
    adminWorld(() => undefined);
    await renderApp(`/secure/club/${CLUB}/upload`);
    await choose(csv('type,first_name,last_name,email,team\nplayer,Sam\n'));
    const problem = await screen.findByText((_, el) => el?.tagName === 'LI' && /expected 5 columns/i.test(el.textContent ?? ''));
    expect(problem.textContent!.trim()).toBe('Line 2: Expected 5 columns, found 2');
  });

  it("does not call a row valid for a team the club does not have (the server's team rule, on the device; issue 19)", async () => {
    const api = adminWorld(() => undefined);
    await renderApp(`/secure/club/${CLUB}/upload`);
    // The club (and its teams) has loaded once its name shows.
    await screen.findByText('Rovers', { selector: '.page-head p' });
    await choose(csv('type,first_name,last_name,email,team,date_of_birth\nplayer,Sam,Jones,,U10,12/04/2016\nplayer,Kim,Lee,,Nowhere,\nplayer,Ali,Khan,,u10,\n'));
    await screen.findByText('Some rows have problems: nothing has been uploaded', { exact: false });
    const rows = screen.getAllByRole('listitem').filter((li) => li.hasAttribute('data-line'));
    expect(within(rows[1]!).getByText('There is no team called "Nowhere" in this club or this file')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Valid')).toBeNull();
    expect(within(rows[2]!).getByText('Valid')).toBeInTheDocument();
    expect(uploads(api.seen)).toHaveLength(0);
  });

  it("shows the server's dry-run problems per row and writes nothing", async () => {
    const api = adminWorld((req) =>
      req.method === 'PUT'
        ? json(200, { isValid: false, errors: [{ line: 3, column: 'email', message: 'The email alex@x.co is already registered' }], counts: valid.counts, written: false })
        : undefined,
    );
    await renderApp(`/secure/club/${CLUB}/upload`);
    await choose(csv(GOOD));
    const bad = await screen.findByText('The email alex@x.co is already registered');
    expect(bad.closest('li[data-line]')).toHaveAttribute('data-line', '3');
    expect(uploads(api.seen)).toHaveLength(1);
    expect(uploads(api.seen)[0]!.body).toMatchObject({ csv: GOOD, dryRun: true });
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
  });

  it('uploads a file valid on the device and on the server, with progress and a summary', async () => {
    const api = adminWorld((req) => {
      if (req.method !== 'PUT') return undefined;
      const body = req.body as { dryRun: boolean };
      return json(200, { ...valid, written: !body.dryRun });
    });
    await renderApp(`/secure/club/${CLUB}/upload`);
    await choose(csv(GOOD));
    expect(await screen.findByText('Every row is valid.')).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Upload' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    fireEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'Upload complete' })).toBeInTheDocument();
    expect(screen.getByText('1 player added')).toBeInTheDocument();
    expect(screen.getByText('1 parent added')).toBeInTheDocument();
    expect(screen.getByText('0 teams added')).toBeInTheDocument();
    expect(uploads(api.seen).map((r) => (r.body as { dryRun: boolean }).dryRun)).toEqual([true, false]);
  });

  it("shows 'Player Limit Reached' when the upload would pass the contract's players", async () => {
    adminWorld((req) => {
      if (req.method !== 'PUT') return undefined;
      return (req.body as { dryRun: boolean }).dryRun ? json(200, valid) : json(409, { error: { code: 'player_limit_reached', message: 'Player Limit Reached' } });
    });
    await renderApp(`/secure/club/${CLUB}/upload`);
    await choose(csv(GOOD));
    const button = await screen.findByRole('button', { name: 'Upload' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    expect(await screen.findByText('Player Limit Reached')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Upload complete' })).not.toBeInTheDocument();
  });

  it("is refused to a member without the permission: 'no permissions to view this page'", async () => {
    const api = adminWorld(() => undefined);
    setProfile({
      user: { id: ADMIN, email: 'a@x.co', firstName: 'Helen', lastName: 'W', isSuperAdmin: false, termsAccepted: true, mustChangePassword: false },
      memberships: [{ clubId: CLUB, clubName: 'Rovers', colour: null, teamId: null, teamName: null, role: 'coach', roleId: RoleId.coach }],
      children: [],
      teamId: null,
    });
    await renderApp(`/secure/club/${CLUB}/upload`);
    expect(await screen.findByText('no permissions to view this page')).toBeInTheDocument();
    expect(screen.queryByLabelText('CSV file')).not.toBeInTheDocument();
    expect(uploads(api.seen)).toHaveLength(0);
  });

  it("shows the server's refusal as 'no permissions to view this page'", async () => {
    adminWorld((req) => (req.method === 'PUT' ? json(403, { error: { code: 'permission_denied', message: 'no permissions to view this page' } }) : undefined));
    await renderApp(`/secure/club/${CLUB}/upload`);
    await choose(csv(GOOD));
    expect(await screen.findByText('no permissions to view this page')).toBeInTheDocument();
  });
});

describe('bulk upload in Spanish', () => {
  it("shows the check's row problems in the member's language", async () => {
    adminWorld((req) =>
      req.method === 'PUT'
        ? json(200, { isValid: false, errors: [{ line: 2, column: 'team', message: "There is no team called 'Nowhere' in this club or this file" }], counts: valid.counts, written: false })
        : undefined,
    );
    await renderApp(`/secure/club/${CLUB}/upload`, 'es');
    fireEvent.change(await screen.findByLabelText('Archivo CSV'), { target: { files: [csv('type,first_name,last_name,email,team,shirt\nplayer,Sam,Jones,bad,U10,9\n')] } });
    expect(await screen.findByText('Línea 1: Columna desconocida "shirt"', { exact: false })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Archivo CSV'), { target: { files: [csv('type,first_name,last_name,email,team\nplayer,Sam,Jones,,Nowhere\n')] } });
    expect(await screen.findByText('No hay ningún equipo llamado "Nowhere" en este club ni en este archivo')).toBeInTheDocument();
  });
});
