import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { configureApi } from '../../../src/api/client';
import { getMember, setMember } from '../../../src/api/session-store';
import { getProfile, setProfile } from '../../../src/api/profile-store';
import { RoleId } from '../../../src/domain/roles';
import type { MembershipSummary } from '../../../src/domain/auth/types';
import { membershipOptions } from '../../../src/features/access/model/membership-options';
import { nextStep } from '../../../src/features/access/model/next-step';
import { fakeApi } from '../api/fake-server';
import { renderApp } from '../support/render-app';

const coachU10: MembershipSummary = { clubId: 'c-1', clubName: 'Rovers', colour: '#112233', teamId: 't-1', teamName: 'U10', role: 'coach', roleId: RoleId.coach };
const parent: MembershipSummary = { clubId: 'c-2', clubName: 'United', colour: null, teamId: null, teamName: null, role: 'parent', roleId: RoleId.parent };
const child = (id: string, first: string) => ({ id, firstName: first, lastName: 'Doe', clubId: 'c-2', teamId: `t-${id}`, teamName: `Team ${first}` });
const user = { id: 'u-1', email: 'c@x.co', firstName: 'Sam', lastName: 'Doe', isSuperAdmin: false, termsAccepted: true, mustChangePassword: false };

describe('membership choices', () => {
  it('lists one choice per membership, and one per child for a parent', () => {
    const options = membershipOptions([coachU10, parent], [child('a', 'Ann'), child('b', 'Ben')]);
    expect(options.map((o) => [o.clubName, o.teamName, o.child?.firstName ?? null])).toEqual([
      ['Rovers', 'U10', null],
      ['United', 'Team Ann', 'Ann'],
      ['United', 'Team Ben', 'Ben'],
    ]);
  });

  it('sends someone with several memberships to choose, others to the dashboard', () => {
    expect(nextStep(user, [coachU10, parent])).toBe('/select-club');
    expect(nextStep(user, [coachU10])).toBe('/secure');
    expect(nextStep(user, [])).toBe('/secure');
    expect(nextStep({ mustChangePassword: true }, [coachU10, parent])).toBe('/new-password');
  });
});

describe('select club/team screen', () => {
  beforeEach(() => {
    localStorage.clear();
    setMember({ id: 'u-1', accessToken: 'tok', roleId: RoleId.coach, selectedChildId: null, clubId: 'c-1', clubs: [{ clubId: 'c-1', colour: '#112233' }, { clubId: 'c-2', colour: null }] });
    setProfile({ user, memberships: [coachU10, parent], children: [child('a', 'Ann')], teamId: 't-1' });
    configureApi({ fetch: fakeApi(() => new TypeError('Failed to fetch')).fetch, navigate: vi.fn() });
  });
  afterEach(() => configureApi({}));

  it('marks the current choice and switches club, role, child and team', async () => {
    const { router } = await renderApp('/select-club');
    const [rovers, united] = screen.getAllByRole('button', { name: /Rovers|United/ });
    expect(rovers).toHaveAttribute('aria-current', 'true');
    expect(united).not.toHaveAttribute('aria-current');
    expect(united).toHaveTextContent('Parent · Team Ann · for Ann Doe');
    fireEvent.click(united!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/secure'));
    expect(getMember()).toMatchObject({ clubId: 'c-2', roleId: RoleId.parent, selectedChildId: 'a' });
    expect(getProfile('u-1')?.teamId).toBe('t-a');
  });
});
