// The club detail answer and helpers for the club settings and teams screen tests.
import { setProfile } from '../../../src/api/profile-store';
import { RoleId } from '../../../src/domain/roles';
import { ADMIN, CLUB, TEAM } from './member-world';

export const TEAM2 = '00000000-0000-4000-8000-0000000000a2';

export const clubDetail = (teams: unknown[] = [
  { id: TEAM, clubId: CLUB, name: 'U10 Reds', ageGroup: 'U10', primaryColour: '#aa0000', teamType: 'competitive', groupType: 'mixed', matchFormat: '7v7', useClubColours: false },
  { id: TEAM2, clubId: CLUB, name: 'U11 Blues', ageGroup: 'U11', primaryColour: null, teamType: 'recreational', groupType: 'girls', matchFormat: '9v9', useClubColours: true },
]) => ({
  club: {
    id: CLUB, name: 'Rovers', sport: 'football', clubType: 'community', parentClubId: null, primaryColour: '#112233', secondaryColour: '#ffffff', tertiaryColour: '#000000',
    teamCount: teams.length, memberCount: 2, country: 'GB', currency: 'GBP', language: 'en', seasonStart: '2026-08-01', seasonEnd: '2027-05-31',
    parentCompanyName: null, dateFormat: 'DD/MM/YYYY', ageGroup: 'U10', groupType: 'mixed', hasBadge: false, chatAppId: null, chatRegion: null, active: true,
  },
  teams,
});

/** Makes the signed-in user a coach of the club (not an admin). */
export function asCoach() {
  setProfile({
    user: { id: ADMIN, email: 'a@x.co', firstName: 'Helen', lastName: 'W', isSuperAdmin: false, termsAccepted: true, mustChangePassword: false },
    memberships: [{ clubId: CLUB, clubName: 'Rovers', colour: null, teamId: TEAM, teamName: 'U10 Reds', role: 'coach', roleId: RoleId.coach }],
    children: [],
    teamId: null,
  });
}

export const error = (message: string, code = 'x') => ({ error: { code, message } });
