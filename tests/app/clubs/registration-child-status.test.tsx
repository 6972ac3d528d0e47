import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { configureApi } from '../../../src/api/client';
import { setSharedDb, TouchlineDb } from '../../../src/db/database';
import { RoleId } from '../../../src/domain/roles';
import { saveDraft } from '../../../src/features/registration/data/draft';
import { matchChildStatuses } from '../../../src/features/registration/data/child-status';
import { fakeApi, json } from '../api/fake-server';
import { renderApp } from '../support/render-app';

// Screen walks take several seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 30_000 });

const USER = '00000000-0000-4000-8000-0000000000e1';
const CLUB = '00000000-0000-4000-8000-0000000000c1';
const TEAM = '00000000-0000-4000-8000-0000000000a1';
const OTHER = '00000000-0000-4000-8000-0000000000a2';

const child = (id: string, firstName: string, dateOfBirth: string | null, teamId: string, status: string) => ({ id, firstName, lastName: 'Doe', dateOfBirth, clubId: CLUB, teamId, status });

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'XSRF-TOKEN=x; path=/';
  setSharedDb(new TouchlineDb(`registration-status-${Math.random().toString(36).slice(2)}`));
});
afterEach(() => {
  configureApi({});
  vi.unstubAllGlobals();
});

describe("the wizard's children and the team staff's approval", () => {
  it("says which child waits for the team's coach, as the server has it", async () => {
    const api = fakeApi((req) =>
      req.method === 'GET' && req.path === `/api/v1/onboarding/${USER}/parent`
        ? json(200, { onboarding: { userId: USER, userType: 'parent', completedSteps: ['child'], done: false, children: [child('s1', 'Max', '2015-04-01', TEAM, 'accepted'), child('s2', 'Mia', null, OTHER, 'pending')] } })
        : json(404, { error: { code: 'not_found', message: 'Not found' } }),
    );
    vi.stubGlobal('fetch', api.fetch);
    configureApi({ fetch: api.fetch, navigate: vi.fn() });
    localStorage.setItem('touchlinemember', JSON.stringify({ id: USER, accessToken: 'tok', roleId: RoleId.parent, selectedChildId: null, clubId: CLUB, clubs: [{ clubId: CLUB, colour: null }] }));
    await saveDraft({
      step: 'another-child', inviteCode: 'ROVERS-U10', email: 'pat@x.co', firstName: 'Pat', lastName: 'Doe', userId: USER, role: 'parent', clubName: 'Rovers', clubId: CLUB, teamId: TEAM,
      children: [
        { id: 'd1', firstName: 'Max', lastName: 'Doe', dateOfBirth: '2015-04-01' },
        { id: 'd2', firstName: 'Mia', lastName: 'Doe', dateOfBirth: null },
      ],
    });
    await renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Add another child' }, { timeout: 4000 });
    const mia = screen.getByText('Mia Doe').closest('li')!;
    expect(await within(mia).findByText("Waiting for the team's coach to approve")).toBeInTheDocument();
    const max = screen.getByText('Max Doe').closest('li')!;
    expect(within(max).queryByText("Waiting for the team's coach to approve")).not.toBeInTheDocument();
    await waitFor(() => expect(api.seen.filter((r) => r.path === `/api/v1/onboarding/${USER}/parent`)).toHaveLength(1));
  });

  it('matches children typed on the device to the server\'s by name and date of birth, in order', () => {
    const drafted = [
      { id: 'a', firstName: 'Sam', lastName: 'Doe', dateOfBirth: '2014-01-01' },
      { id: 'b', firstName: 'Sam', lastName: 'Doe', dateOfBirth: '2014-01-01' },
      { id: 'c', firstName: 'Zoe', lastName: 'Doe', dateOfBirth: null },
    ];
    const server = [child('1', 'Sam', '2014-01-01', TEAM, 'accepted'), child('2', 'Sam', '2014-01-01', OTHER, 'pending')];
    expect([...matchChildStatuses(drafted, server)]).toEqual([
      ['a', 'accepted'],
      ['b', 'pending'],
    ]);
  });
});
