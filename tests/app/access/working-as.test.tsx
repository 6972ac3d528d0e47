// The header says who the member is working as (issue 19: it never said which team or role).
import { describe, expect, it } from 'vitest';
import { workingAs } from '../../../src/features/access/model/working-as';
import { RoleId } from '../../../src/domain/roles';
import type { StoredProfile } from '../../../src/api/profile-store';
import type { StoredMember } from '../../../src/domain/session';

const member = (over: Partial<StoredMember> = {}): StoredMember => ({ id: 'u', accessToken: 't', roleId: RoleId.coach, selectedChildId: null, clubId: 'c', clubs: [{ clubId: 'c', colour: null }], ...over });
const profile = (over: Partial<StoredProfile> = {}): StoredProfile => ({
  user: { id: 'u', email: 'x@y.co', firstName: 'Dave', lastName: 'F', isSuperAdmin: false, termsAccepted: true, mustChangePassword: false },
  memberships: [
    { clubId: 'c', clubName: 'Rovers', colour: null, teamId: 't14', teamName: 'U14', role: 'coach', roleId: RoleId.coach },
    { clubId: 'c', clubName: 'Rovers', colour: null, teamId: 't12', teamName: 'U12', role: 'coach', roleId: RoleId.coach },
  ],
  children: [{ id: 'k', firstName: 'Max', lastName: 'H', clubId: 'c', teamId: 't12', teamName: 'U12' }],
  teamId: 't14',
  ...over,
});

describe('workingAs', () => {
  it('names the role and the chosen team', () => {
    expect(workingAs(member(), profile())).toEqual({ role: 'coach', teamName: 'U14', childName: null });
    expect(workingAs(member(), profile({ teamId: null }))).toEqual({ role: 'coach', teamName: null, childName: null });
  });
  it('names the one team of a member of one team, with none chosen', () => {
    const player = profile({ teamId: null, children: [], memberships: [{ clubId: 'c', clubName: 'Rovers', colour: null, teamId: 't14', teamName: 'U14', role: 'player', roleId: RoleId.player }] });
    expect(workingAs(member({ roleId: RoleId.player }), player)).toEqual({ role: 'player', teamName: 'U14', childName: null });
  });
  it("names a parent's child and the child's team", () => {
    expect(workingAs(member({ roleId: RoleId.parent, selectedChildId: 'k' }), profile({ teamId: null }))).toEqual({ role: 'parent', teamName: 'U12', childName: 'Max' });
  });
  it('says nothing outside a club', () => {
    expect(workingAs(member({ clubId: null as never }), profile())).toBeNull();
    expect(workingAs(null, profile())).toBeNull();
  });
});
