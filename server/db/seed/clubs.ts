// The demo club, its two teams and its staff. The club's green replaces the app's fallback
// accent once a member signs in, which shows the per-club colour working.
import type { TeamKey } from './names';
import { addDays, type Day, isoDay } from './time';

/** Meets the password rule (spec §9): 8+ characters, a symbol, an uppercase letter, a number. */
export const DEMO_PASSWORD = 'Touchline1!';
export const DEMO_EMAIL_DOMAIN = 'touchline.demo';

export const DEMO_CLUB = {
  name: 'Millbrook Rovers JFC',
  /** Where the club's members' general questions from the contact form go (issue 26). */
  supportEmail: 'help@millbrook-rovers.example',
  primaryColour: '#0b6e4f',
  secondaryColour: '#f2c230',
  tertiaryColour: '#ffffff',
  ageGroup: 'multi-age',
  groupType: 'mixed',
  homeGround: 'Millbrook Recreation Ground',
  trainingGround: 'Millbrook Academy 3G',
} as const;

export interface TeamPlan {
  key: TeamKey;
  /** Values from src/domain/club (TEAM_TYPES, GROUP_TYPES), as the team screens offer them. */
  teamType: string;
  groupType: string;
  matchFormat: string;
  formation: string;
  /** Players on the pitch. */
  onPitch: number;
  halfMinutes: number;
  homePitch: string;
  /** Match day: weekday (0 Sunday) and kick-off. */
  matchDay: { dow: number; hh: number; mm: number };
  /** Weekly training: weekday, start and length. */
  training: { dow: number; hh: number; mm: number; minutes: number; location: string };
}

export const TEAM_PLANS: TeamPlan[] = [
  {
    key: 'U10',
    teamType: 'recreational',
    groupType: 'mixed',
    matchFormat: '7v7',
    formation: '2-3-1',
    onPitch: 7,
    halfMinutes: 25,
    homePitch: 'Pitch 3 (7v7)',
    matchDay: { dow: 6, hh: 10, mm: 0 },
    training: { dow: 2, hh: 17, mm: 30, minutes: 60, location: DEMO_CLUB.homeGround },
  },
  {
    key: 'U14',
    teamType: 'competitive',
    groupType: 'boys',
    matchFormat: '11v11',
    formation: '4-4-2',
    onPitch: 11,
    halfMinutes: 35,
    homePitch: 'Main pitch',
    matchDay: { dow: 0, hh: 10, mm: 30 },
    training: { dow: 4, hh: 18, mm: 30, minutes: 90, location: DEMO_CLUB.trainingGround },
  },
];

export interface StaffSeed {
  label: string;
  first: string;
  last: string;
  email: string;
  jobTitle: string;
}

const email = (local: string) => `${local}@${DEMO_EMAIL_DOMAIN}`;

export const STAFF = {
  superAdmin: { label: 'Super admin', first: 'Priya', last: 'Shah', email: email('admin'), jobTitle: 'Touchline support' },
  clubAdmin: { label: 'Club admin', first: 'Helen', last: 'Whitmore', email: email('clubadmin'), jobTitle: 'Club secretary' },
  coach: { label: 'Coach', first: 'Dave', last: 'Fletcher', email: email('coach'), jobTitle: 'Head coach' },
  assistant: { label: 'Assistant coach', first: 'Nathan', last: 'Cole', email: email('assistant'), jobTitle: 'Assistant coach' },
} satisfies Record<string, StaffSeed>;

/** The parent and player whose sign-ins are printed: Claire Harrington and her son Max (U14). */
export const DEMO_PARENT = { first: 'Claire', last: 'Harrington', email: email('parent'), label: 'Parent' };
export const DEMO_PLAYER = { first: 'Max', last: 'Harrington', email: email('player'), label: 'Player' };

export const personEmail = (first: string, last: string): string =>
  email(`${first}.${last}`.toLowerCase().normalize('NFD').replace(/[^a-z.]/g, ''));

/**
 * The English season (FA registration year, 1 July to 30 June) that holds `today`, so the season
 * always brackets the demo's fixtures.
 */
export function seasonAround(today: Day): { start: string; end: string; startYear: number } {
  const startYear = today.m >= 7 ? today.y : today.y - 1;
  const end = addDays({ y: startYear + 1, m: 7, d: 1 }, -1);
  return { start: isoDay({ y: startYear, m: 7, d: 1 }), end: isoDay(end), startYear };
}
