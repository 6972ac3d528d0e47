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
const approvePath = `/api/v1/club/${CLUB}/users/approve`;
/** A child a parent added to the U10, waiting for its staff. */
const waiting = (id: string, firstName: string) => member(id, firstName, { active: false, registered: false, inviteStatus: 'none', teams: [{ teamId: TEAM, teamName: 'U10', role: 'player', status: 'pending' }] });

async function openWaitingList() {
  await renderApp(`/secure/club/${CLUB}/members?kind=players`);
  await screen.findByRole('heading', { name: 'Players' });
  fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'pending' } });
  return screen.findByRole('heading', { level: 2, name: 'Waiting for approval' });
}

describe('children waiting for approval', () => {
  it('lists each child with the team they wait to join, and approves one', async () => {
    let pending = [waiting(ANN, 'Ann'), waiting(BEN, 'Ben')];
    const api = adminWorld((req) => {
      if (req.path === listPath('players')) {
        const q = queryOf(req);
        return json(200, q.status === 'pending' ? { members: pending, total: pending.length } : { members: [], total: 0 });
      }
      if (req.method === 'PUT' && req.path === approvePath) {
        pending = pending.filter((m) => !(req.body as { userIds: string[] }).userIds.includes(m.id));
        return json(200, { updated: 1 });
      }
      return undefined;
    });
    await openWaitingList();
    const list = await screen.findByRole('list', { name: 'Children waiting for approval' });
    const ann = within(list).getByRole('link', { name: 'Ann Lee' }).closest('li')!;
    expect(ann).toHaveTextContent('Waiting to join U10');
    // The player-only filters and the bulk bar do not apply here.
    expect(screen.queryByLabelText('Play status')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Select Ann Lee')).not.toBeInTheDocument();

    fireEvent.click(within(ann).getByRole('button', { name: 'Approve Ann Lee' }));
    expect(await screen.findByText('Ann Lee was approved and joins U10.')).toBeInTheDocument();
    expect(api.seen.find((r) => r.method === 'PUT')).toMatchObject({ path: approvePath, body: { userIds: [ANN], approve: true } });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ann Lee' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Ben Lee' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Waiting for approval' })).toHaveFocus();
  });

  it('asks before declining: cancel sends nothing, yes declines', async () => {
    const api = adminWorld((req) => {
      if (req.path === listPath('players')) return json(200, { members: [waiting(BEN, 'Ben')], total: 1 });
      if (req.method === 'PUT') return json(200, { updated: 1 });
      return undefined;
    });
    await openWaitingList();
    const decline = await screen.findByRole('button', { name: 'Decline Ben Lee' });
    fireEvent.click(decline);
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Decline Ben Lee? They will not join U10.');
    expect(question).toHaveFocus();
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Decline Ben Lee' })).toHaveFocus());
    expect(api.seen.some((r) => r.method === 'PUT')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Decline Ben Lee' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Ben Lee was declined.')).toBeInTheDocument();
    expect(api.seen.find((r) => r.method === 'PUT')).toMatchObject({ path: approvePath, body: { userIds: [BEN], approve: false } });
  });

  it("shows the server's refusal in the child's row", async () => {
    adminWorld((req) => {
      if (req.path === listPath('players')) return json(200, { members: [waiting(ANN, 'Ann')], total: 1 });
      if (req.method === 'PUT') return json(409, { error: { code: 'player_limit_reached', message: 'Player Limit Reached' } });
      return undefined;
    });
    await openWaitingList();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Ann Lee' }));
    const row = screen.getByRole('link', { name: 'Ann Lee' }).closest('li')!;
    expect(await within(row).findByRole('alert')).toHaveTextContent('Player Limit Reached');
  });

  it('says when no child is waiting, and asks the server for the pending list', async () => {
    const api = adminWorld((req) => (req.path === listPath('players') ? json(200, { members: [], total: 0 }) : undefined));
    await openWaitingList();
    expect(await screen.findByText('No children are waiting for approval')).toBeInTheDocument();
    expect(queryOf(api.seen.filter((r) => r.path === listPath('players')).at(-1)!)).toMatchObject({ status: 'pending' });
  });

  it('marks a waiting child in the other lists', async () => {
    adminWorld((req) => (req.path === listPath('players') ? json(200, { members: [waiting(ANN, 'Ann')], total: 1 }) : undefined));
    await renderApp(`/secure/club/${CLUB}/members?kind=players`);
    const ann = (await screen.findByRole('link', { name: 'Ann Lee' })).closest('li')!;
    expect(within(ann).getByText('Waiting for approval')).toBeInTheDocument();
    expect(within(ann).queryByText('Inactive')).not.toBeInTheDocument();
  });
});
