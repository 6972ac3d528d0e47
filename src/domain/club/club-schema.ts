// Club fields (spec §3 Club) and their checks (spec §5 Club/team), with the constants of spec
// §1 and §9: sports, currencies, countries, age groups. PUT club/{id} takes any subset (the
// edit screens save one step at a time); the season is checked on the values after the change.
import * as v from 'valibot';
import { keepTo, NAME_MAX } from '../limits';

export const SPORTS = ['football', 'rugby', 'boxing', 'hockey', 'basketball', 'climbing', 'golf', 'tennis', 'athletics', 'american football', 'netball', 'baseball', 'gym', 'PE'] as const;
export const CURRENCIES = ['GBP', 'USD', 'CAD', 'NZD'] as const;
export const COUNTRIES = { GB: 'United Kingdom', US: 'United States', CA: 'Canada', NZ: 'New Zealand' } as const;
export const AGE_GROUPS = ['4-5', 'U6', 'U7', 'U8', 'U9', 'U10', 'U11', 'U12', 'U13', 'U14', 'U15', 'U16', 'U17', 'U18', '18+', 'multi-age'] as const;
export const GROUP_TYPES = ['boys', 'girls', 'mixed', 'men', 'women'] as const;
export const CLUB_TYPES = ['elite', 'community'] as const;
export const DATE_FORMATS = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD'] as const;
export const LANGUAGES = ['en', 'en-US', 'es', 'fr'] as const;

export const clubMessages = {
  complete: 'Please complete all fields',
  clubName: 'Please enter a valid club name',
  season: 'Please enter valid season start and end dates',
  seasonOrder: 'Season start cannot be after season end',
  colours: 'Please set the club colours',
  badge: 'Please upload a club badge',
  failed: 'There has been a problem updating this club',
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const realDay = (s: string) => DAY.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;
export const seasonDay = v.pipe(v.string(clubMessages.season), v.check(realDay, clubMessages.season));
export const colour = v.pipe(v.string(clubMessages.colours), v.regex(/^#[0-9a-fA-F]{6}$/, clubMessages.colours), v.toLowerCase());
const shortText = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, keepTo(max)));

export const clubNameField = v.pipe(v.string(clubMessages.clubName), v.trim(), v.minLength(2, clubMessages.clubName), v.maxLength(NAME_MAX, keepTo(NAME_MAX)));

export const updateClubSchema = v.object({
  userId: v.optional(v.string()),
  name: v.optional(clubNameField),
  parentCompanyName: v.optional(v.nullable(shortText(100))),
  sport: v.optional(v.picklist(SPORTS, 'Please choose a sport')),
  clubType: v.optional(v.picklist(CLUB_TYPES, 'Please choose elite or community')),
  dateFormat: v.optional(v.picklist(DATE_FORMATS, 'Please choose a date format')),
  language: v.optional(v.picklist(LANGUAGES, 'Please choose a language')),
  country: v.optional(v.picklist(Object.keys(COUNTRIES) as (keyof typeof COUNTRIES)[], 'Please choose a country')),
  currency: v.optional(v.picklist(CURRENCIES, 'Please choose a currency')),
  ageGroup: v.optional(v.nullable(v.picklist(AGE_GROUPS, 'Please choose a valid age group'))),
  groupType: v.optional(v.nullable(v.picklist(GROUP_TYPES, 'Please choose a valid group type'))),
  primaryColour: v.optional(colour),
  secondaryColour: v.optional(colour),
  tertiaryColour: v.optional(colour),
  seasonStart: v.optional(v.nullable(seasonDay)),
  seasonEnd: v.optional(v.nullable(seasonDay)),
  chatAppId: v.optional(v.nullable(shortText(200))),
  chatApiKey: v.optional(v.nullable(shortText(200))),
  chatAuthKey: v.optional(v.nullable(shortText(200))),
  chatRegion: v.optional(v.nullable(shortText(50))),
  /** Show only initials for under-13s on the practice leaderboard (issue 21). */
  leaderboardInitialsUnder13: v.optional(v.boolean('Please choose yes or no')),
  /** The badge as base64 (png or jpg, at least 100x100, checked by its bytes). */
  badge: v.optional(v.pipe(v.string(clubMessages.badge), v.regex(/^[A-Za-z0-9+/=\s]+$/, clubMessages.badge))),
});
export type UpdateClub = v.InferOutput<typeof updateClubSchema>;

/** Season start not after end (both set); null when fine, else the message. */
export const seasonProblem = (start: string | null, end: string | null): string | null => (start && end && start > end ? clubMessages.seasonOrder : null);

export const EMAIL_TEMPLATE_KINDS = [
  'invite', 'coach', 'calendarEvent', 'playerFeedback', 'coachHomework', 'playerHomework', 'markedHomework',
  'newTrainingSession', 'newFixture', 'newMessage', 'cancelFixture', 'cancelTrainingSession',
] as const;
export type EmailTemplateKind = (typeof EMAIL_TEMPLATE_KINDS)[number];

export const putEmailTemplatesSchema = v.object({
  userId: v.optional(v.string()),
  templates: v.record(v.picklist(EMAIL_TEMPLATE_KINDS, 'Unknown email template'), v.nullable(v.pipe(v.string(), v.trim(), v.nonEmpty('Please enter a template id'), v.maxLength(200, keepTo(200)))), clubMessages.complete),
});
