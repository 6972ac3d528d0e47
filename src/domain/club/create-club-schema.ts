// POST club: club creation in the steps of spec §2 (club info, contract, subscription, team,
// personalisation, emails, permissions, users). The wizard keeps its steps on the device and
// submits them once, at the end; the server checks every step and writes the club in one
// transaction (server/areas/club/README.md). The contract alone can be changed later with
// PUT club/{id}/onboarding and read with GET club/{clubId}/subscription.
import * as v from 'valibot';
import { keepTo, NAME_MAX } from '../limits';
import { PERMISSION_NAMES } from '../permissions';
import { AGE_GROUPS, CLUB_TYPES, clubMessages, clubNameField, colour, COUNTRIES, CURRENCIES, DATE_FORMATS, EMAIL_TEMPLATE_KINDS, GROUP_TYPES, LANGUAGES, seasonDay, SPORTS } from './club-schema';
import { billingMessages } from '../billing/billing-schema';
import { addMonths, dayDiff } from '../billing/periods';
import { INVITABLE_ROLES } from './invite-schema';
import { createTeamSchema } from './team-schema';

export const CONTRACT_PAYERS = ['none', 'club', 'user'] as const;
export const PAYMENT_TERMS = ['monthly', 'quarterly', 'yearly', 'upfront'] as const;
export const PAYMENT_INTERVALS = ['day', 'week', 'month', 'year'] as const;

export const createClubMessages = {
  prices: 'Please complete all price fields',
  created: 'The club has been created',
  failed: 'There has been a problem creating this club',
  subscription: 'There has been a problem retrieving this clubs subscription',
} as const;

const money = v.pipe(v.number(createClubMessages.prices), v.minValue(0, createClubMessages.prices), v.maxValue(10_000_000, createClubMessages.prices));
const wholeNumber = (max: number) => v.pipe(v.number(createClubMessages.prices), v.integer(createClubMessages.prices), v.minValue(0, createClubMessages.prices), v.maxValue(max, createClubMessages.prices));
const emailMsg = 'Please enter a valid email address';
const email = v.pipe(v.string(emailMsg), v.trim(), v.maxLength(254, emailMsg), v.email(emailMsg), v.toLowerCase());
const shortText = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, keepTo(max)));

/** Days from a contract's start to the end of its term. */
const termDays = (start: string, months: number) => dayDiff(start, addMonths(start, months));

/** Spec §3 Contract; its free trial (days) never outlasts its term (months, from the start date). */
export const contractSchema = v.pipe(
  v.object(
    {
      costPerPlayer: money,
      totalPlayers: wholeNumber(1_000_000),
      termMonths: v.pipe(wholeNumber(120), v.minValue(1, createClubMessages.prices)),
      amount: money,
      paymentTerm: v.picklist(PAYMENT_TERMS, createClubMessages.prices),
      startDate: seasonDay,
      freeTrialDays: wholeNumber(365),
      payer: v.picklist(CONTRACT_PAYERS, 'Please choose who pays'),
    },
    createClubMessages.prices,
  ),
  v.forward(
    v.check((c) => c.freeTrialDays <= termDays(c.startDate, c.termMonths), billingMessages.trialTooLong),
    ['freeTrialDays'],
  ),
);
export type ContractInput = v.InferOutput<typeof contractSchema>;

/** What a contract nobody pays for does not ask (issue 19: prices were demanded with "Who pays: Nobody"). */
export const PAID_ONLY_CONTRACT_FIELDS: readonly string[] = ['costPerPlayer', 'amount', 'paymentTerm', 'freeTrialDays'];

/** A free contract's values as sent: no prices and no trial (0); a paid one as it is. */
export function withoutPricesWhenFree<T extends Record<string, unknown>>(c: T): T {
  return c.payer === 'none' ? { ...c, costPerPlayer: 0, amount: 0, freeTrialDays: 0 } : c;
}

/** Spec §3 Subscription/product/price (recorded with the club; billing itself is not set up here). */
export const subscriptionSchema = v.object(
  {
    productName: v.pipe(v.string(createClubMessages.prices), v.trim(), v.nonEmpty(createClubMessages.prices), v.maxLength(100, createClubMessages.prices)),
    currency: v.picklist(CURRENCIES, 'Please choose a currency'),
    amount: money,
    interval: v.picklist(PAYMENT_INTERVALS, createClubMessages.prices),
    intervalCount: v.pipe(wholeNumber(52), v.minValue(1, createClubMessages.prices)),
    billingEmail: email,
    cardHolderName: v.optional(v.nullable(shortText(100))),
  },
  createClubMessages.prices,
);
export type SubscriptionInput = v.InferOutput<typeof subscriptionSchema>;

export const clubInfoSchema = v.pipe(
  v.object(
    {
      name: clubNameField,
      parentCompanyName: v.optional(v.nullable(shortText(100))),
      parentClubId: v.optional(v.nullable(v.pipe(v.string('Please choose a parent club'), v.uuid('Please choose a parent club')))),
      sport: v.picklist(SPORTS, 'Please choose a sport'),
      clubType: v.picklist(CLUB_TYPES, 'Please choose elite or community'),
      dateFormat: v.picklist(DATE_FORMATS, 'Please choose a date format'),
      language: v.picklist(LANGUAGES, 'Please choose a language'),
      country: v.picklist(Object.keys(COUNTRIES) as (keyof typeof COUNTRIES)[], 'Please choose a country'),
      currency: v.picklist(CURRENCIES, 'Please choose a currency'),
      ageGroup: v.picklist(AGE_GROUPS, 'Please choose a valid age group'),
      groupType: v.picklist(GROUP_TYPES, 'Please choose a valid group type'),
      seasonStart: seasonDay,
      seasonEnd: seasonDay,
      chatAppId: v.optional(v.nullable(shortText(200))),
      chatApiKey: v.optional(v.nullable(shortText(200))),
      chatAuthKey: v.optional(v.nullable(shortText(200))),
      chatRegion: v.optional(v.nullable(shortText(50))),
    },
    clubMessages.complete,
  ),
  v.forward(v.check((d) => d.seasonStart <= d.seasonEnd, clubMessages.seasonOrder), ['seasonEnd']),
);

/** The badge (png/jpg, at least 100x100 by its bytes) and the three colours. */
export const personalisationSchema = v.object(
  {
    badge: v.pipe(v.string(clubMessages.badge), v.nonEmpty(clubMessages.badge), v.regex(/^[A-Za-z0-9+/=\s]+$/, clubMessages.badge)),
    primaryColour: colour,
    secondaryColour: colour,
    tertiaryColour: colour,
  },
  clubMessages.colours,
);

const permissionMap = v.record(v.picklist(PERMISSION_NAMES, 'Unknown permission'), v.boolean('Please choose a setting for each permission'));

/** A member to invite once the club exists (users step); inTeam puts them in the new team. */
export const clubUserSchema = v.object(
  {
    role: v.picklist(INVITABLE_ROLES, 'Please choose a role'),
    firstName: v.pipe(v.string('Please ensure all fields are complete'), v.trim(), v.nonEmpty('Please ensure all fields are complete'), v.maxLength(NAME_MAX, keepTo(NAME_MAX))),
    lastName: v.pipe(v.string('Please ensure all fields are complete'), v.trim(), v.nonEmpty('Please ensure all fields are complete'), v.maxLength(NAME_MAX, keepTo(NAME_MAX))),
    email,
    inTeam: v.optional(v.boolean(), false),
  },
  'Please ensure all fields are complete',
);

export const createClubSchema = v.object(
  {
    userId: v.optional(v.string()),
    club: clubInfoSchema,
    contract: contractSchema,
    subscription: v.optional(v.nullable(subscriptionSchema)),
    team: createTeamSchema,
    personalisation: personalisationSchema,
    emails: v.optional(v.record(v.picklist(EMAIL_TEMPLATE_KINDS, 'Unknown email template'), v.pipe(v.string(), v.trim(), v.nonEmpty('Please enter a template id'), v.maxLength(200, keepTo(200)))), {}),
    permissions: v.optional(v.record(v.picklist(['club_admin', 'coach', 'assistant_coach', 'parent', 'player', 'user'] as const, 'Unknown role'), permissionMap), {}),
    users: v.optional(v.pipe(v.array(clubUserSchema), v.maxLength(200, 'At most 200 users at once')), []),
  },
  clubMessages.complete,
);
export type CreateClub = v.InferOutput<typeof createClubSchema>;

/** PUT club/{id}/onboarding: change the contract (and subscription record) after creation. */
export const putOnboardingSchema = v.object(
  {
    userId: v.optional(v.string()),
    contract: v.optional(contractSchema),
    subscription: v.optional(v.nullable(subscriptionSchema)),
  },
  clubMessages.complete,
);

export interface ContractAnswer {
  costPerPlayer: number | null;
  totalPlayers: number | null;
  termMonths: number | null;
  amount: number | null;
  paymentTerm: string | null;
  startDate: string | null;
  freeTrialDays: number | null;
  payer: 'none' | 'club' | 'user';
}

/** GET club/{clubId}/subscription. */
export interface SubscriptionAnswer {
  clubId: string;
  /** The club's currency (its prices and invoices are in it). */
  currency: string | null;
  contract: ContractAnswer | null;
  subscription: SubscriptionInput | null;
  /** Active players now, against contract.totalPlayers ('Player Limit Reached'). */
  activePlayers: number;
  /** Licences assigned (PUT club/{clubId}/assignlicence), out of contract.totalPlayers. */
  licensedPlayers: number;
  /** Trial end (contract start + free trial days), or null. */
  trialEndsOn: string | null;
  /** Contract end (start + term), or null. */
  renewsOn: string | null;
}

export interface CreateClubAnswer {
  clubId: string;
  teamId: string;
  invitesSent: number;
  message: string;
}
