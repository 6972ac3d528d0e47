// The fake club API's answers, plain data (no browser set-up), so the server tests can check them
// against the real routes' answers (tests/server/club/fake-answers-shape.test.ts).
import type { ClubDetailAnswer } from '../../../src/domain/club/types';

export const CLUB = '00000000-0000-4000-8000-0000000000c1';
export const TEAM = '00000000-0000-4000-8000-0000000000a1';

// Typed from the shared answer type, so the typechecker catches the fake drifting from the route.
export const club: ClubDetailAnswer = {
  club: {
    id: CLUB, name: 'Rovers', sport: 'football', clubType: 'community', parentClubId: null, primaryColour: null, secondaryColour: null, tertiaryColour: null, teamCount: 1, memberCount: 2,
    country: 'GB', currency: 'GBP', language: 'en', seasonStart: null, seasonEnd: null, parentCompanyName: null, dateFormat: 'DD/MM/YYYY', ageGroup: null, groupType: null, hasBadge: false,
    chatAppId: null, chatRegion: null, active: true, leaderboardInitialsUnder13: false,
  },
  teams: [{ id: TEAM, clubId: CLUB, name: 'U10', ageGroup: 'U10', primaryColour: null, teamType: null, groupType: null, matchFormat: null, useClubColours: true, hasBadge: false }],
};
