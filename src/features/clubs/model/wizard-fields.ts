// The club creation wizard's steps and fields (spec §2 "club info, contract, subscription, team,
// personalisation, emails, permissions, users"; §3 Club, Contract, Team). The form keeps text;
// `stepValue` turns a step's text into what its schema in src/domain/club/create-club-schema.ts
// checks, so the steps and the server (POST club) agree. Pure, no React.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { AGE_GROUPS, CLUB_TYPES, COUNTRIES, CURRENCIES, DATE_FORMATS, EMAIL_TEMPLATE_KINDS, GROUP_TYPES, LANGUAGES, SPORTS } from '../../../domain/club/club-schema';
import { clubInfoSchema, contractSchema, CONTRACT_PAYERS, PAID_ONLY_CONTRACT_FIELDS, PAYMENT_INTERVALS, PAYMENT_TERMS, personalisationSchema, subscriptionSchema, withoutPricesWhenFree } from '../../../domain/club/create-club-schema';
import { MATCH_FORMATS, TEAM_TYPES, createTeamSchema } from '../../../domain/club/team-schema';

export const WIZARD_STEPS = ['club', 'contract', 'subscription', 'team', 'personalisation', 'emails', 'permissions', 'users'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export type FieldKind = 'text' | 'email' | 'number' | 'date' | 'select' | 'tel';
export interface FieldDef {
  name: string;
  label: MessageDescriptor;
  kind: FieldKind;
  options?: readonly string[];
  optional?: boolean;
}

const text = (name: string, label: MessageDescriptor, optional = false): FieldDef => ({ name, label, kind: 'text', optional });
const pick = (name: string, label: MessageDescriptor, options: readonly string[]): FieldDef => ({ name, label, kind: 'select', options });
const num = (name: string, label: MessageDescriptor): FieldDef => ({ name, label, kind: 'number' });
const day = (name: string, label: MessageDescriptor): FieldDef => ({ name, label, kind: 'date' });

export const clubFields: FieldDef[] = [
  text('name', msg`Club name`),
  text('parentCompanyName', msg`Parent company name (optional)`, true),
  pick('sport', msg`Sport`, SPORTS),
  pick('clubType', msg`Club type`, CLUB_TYPES),
  pick('dateFormat', msg`Date format`, DATE_FORMATS),
  pick('language', msg`Language`, LANGUAGES),
  pick('country', msg`Country`, Object.keys(COUNTRIES)),
  pick('currency', msg`Currency`, CURRENCIES),
  pick('ageGroup', msg`Age group`, AGE_GROUPS),
  pick('groupType', msg`Group type`, GROUP_TYPES),
  day('seasonStart', msg`Season start`),
  day('seasonEnd', msg`Season end`),
  text('chatAppId', msg`Chat app id (optional)`, true),
  text('chatApiKey', msg`Chat api key (optional)`, true),
  text('chatAuthKey', msg`Chat auth key (optional)`, true),
  text('chatRegion', msg`Chat region (optional)`, true),
];

// Who pays comes first: it decides whether there are prices to ask for at all.
export const contractFields: FieldDef[] = [
  pick('payer', msg`Who pays`, CONTRACT_PAYERS),
  num('costPerPlayer', msg`Cost per player`),
  num('totalPlayers', msg`Total players`),
  num('termMonths', msg`Term in months`),
  num('amount', msg`Amount`),
  pick('paymentTerm', msg`Payment term`, PAYMENT_TERMS),
  day('startDate', msg`Start date`),
  num('freeTrialDays', msg`Free trial period in days`),
];

/** The contract fields to show for the payer chosen: a free contract's prices are not asked. */
export const contractFieldsFor = (payer: string | undefined): FieldDef[] => (payer === 'none' ? contractFields.filter((f) => !PAID_ONLY_CONTRACT_FIELDS.includes(f.name)) : contractFields);

export const subscriptionFields: FieldDef[] = [
  text('productName', msg`Product name`),
  pick('currency', msg`Currency`, CURRENCIES),
  num('amount', msg`Amount`),
  pick('interval', msg`Interval`, PAYMENT_INTERVALS),
  num('intervalCount', msg`Interval count`),
  { name: 'billingEmail', label: msg`Billing email`, kind: 'email' },
  text('cardHolderName', msg`Card holder name (optional)`, true),
];

export const teamFields: FieldDef[] = [
  text('name', msg`Team name`),
  pick('teamType', msg`Team type`, TEAM_TYPES),
  pick('groupType', msg`Group type`, GROUP_TYPES),
  pick('ageGroup', msg`Age group`, AGE_GROUPS),
  pick('matchFormat', msg`Default match format`, MATCH_FORMATS),
];

export const coachFields = (prefix: 'leadCoach' | 'assistantCoach'): FieldDef[] => [
  text(`${prefix}.firstName`, msg`First name`),
  text(`${prefix}.lastName`, msg`Last name`),
  { name: `${prefix}.email`, label: msg`Email`, kind: 'email' },
  { name: `${prefix}.countryCode`, label: msg`Country code (optional)`, kind: 'tel', optional: true },
  { name: `${prefix}.mobile`, label: msg`Mobile number (optional)`, kind: 'tel', optional: true },
];

export const EMAIL_KINDS = EMAIL_TEMPLATE_KINDS;

export type Values = Record<string, string>;

/** Sensible starting values: the first option of each list, this season. */
export function initialValues(today = new Date()): Values {
  const y = today.getUTCMonth() >= 6 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  const values: Values = {};
  for (const f of [...clubFields, ...contractFields, ...subscriptionFields, ...teamFields]) if (f.options) values[f.name] = f.options[0]!;
  Object.assign(values, {
    'club.sport': 'football', 'club.clubType': 'community', 'club.country': 'GB', 'club.currency': 'GBP', 'club.language': 'en', 'club.ageGroup': 'U10', 'club.groupType': 'mixed',
    'club.seasonStart': `${y}-08-01`, 'club.seasonEnd': `${y + 1}-05-31`, 'contract.payer': 'club', 'contract.paymentTerm': 'monthly', 'contract.startDate': today.toISOString().slice(0, 10),
    'subscription.currency': 'GBP', 'subscription.interval': 'month', 'subscription.intervalCount': '1',
    'team.ageGroup': 'U10', 'team.groupType': 'mixed', 'team.teamType': 'recreational', 'team.matchFormat': '7v7',
    'leadCoach.countryCode': '+44', 'assistantCoach.countryCode': '+44',
    primaryColour: '#3ac8d5', secondaryColour: '#ffffff', tertiaryColour: '#0b1f2a',
  });
  for (const f of clubFields) values[`club.${f.name}`] ??= values[f.name] ?? '';
  for (const f of contractFields) values[`contract.${f.name}`] ??= values[f.name] ?? '';
  for (const f of subscriptionFields) values[`subscription.${f.name}`] ??= values[f.name] ?? '';
  for (const f of teamFields) values[`team.${f.name}`] ??= values[f.name] ?? '';
  return values;
}

const numberOrText = (s: string) => (s.trim() === '' || Number.isNaN(Number(s)) ? s : Number(s));
const optionalText = (s: string | undefined) => (s && s.trim() ? s.trim() : null);

function section(values: Values, prefix: string, fields: FieldDef[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const raw = values[`${prefix}.${f.name}`] ?? '';
    out[f.name] = f.kind === 'number' ? numberOrText(raw) : f.optional ? optionalText(raw) : raw;
  }
  return out;
}

function coach(values: Values, prefix: 'leadCoach' | 'assistantCoach') {
  const g = (k: string) => values[`${prefix}.${k}`] ?? '';
  const mobile = optionalText(g('mobile'));
  return { firstName: g('firstName'), lastName: g('lastName'), email: g('email'), countryCode: mobile ? optionalText(g('countryCode')) : null, mobile };
}

export interface WizardState {
  values: Values;
  withSubscription: boolean;
  withAssistant: boolean;
  useClubColours: boolean;
  badge: { base64: string; width: number; height: number } | null;
  permissions: Record<string, Record<string, boolean>>;
  users: { role: string; firstName: string; lastName: string; email: string; inTeam: boolean }[];
}

/** What each step sends, in the shape of POST club's body. */
export function stepValue(step: WizardStep, s: WizardState): unknown {
  switch (step) {
    case 'club':
      return section(s.values, 'club', clubFields);
    case 'contract':
      return withoutPricesWhenFree(section(s.values, 'contract', contractFields));
    case 'subscription':
      return s.withSubscription ? section(s.values, 'subscription', subscriptionFields) : null;
    case 'team':
      return {
        ...section(s.values, 'team', teamFields),
        leadCoach: coach(s.values, 'leadCoach'),
        assistantCoach: s.withAssistant ? coach(s.values, 'assistantCoach') : null,
        useClubColours: s.useClubColours,
        ...(s.useClubColours ? {} : { primaryColour: s.values['team.primaryColour'] ?? '', secondaryColour: s.values['team.secondaryColour'] ?? '' }),
      };
    case 'personalisation':
      return { badge: s.badge?.base64 ?? '', primaryColour: s.values.primaryColour, secondaryColour: s.values.secondaryColour, tertiaryColour: s.values.tertiaryColour };
    case 'emails':
      return Object.fromEntries(EMAIL_KINDS.map((k) => [k, optionalText(s.values[`emails.${k}`])]).filter(([, id]) => id));
    case 'permissions':
      return s.permissions;
    case 'users':
      return s.users;
  }
}

/** The schema each step is checked with before moving on. */
export function stepSchema(step: WizardStep): v.GenericSchema | null {
  switch (step) {
    case 'club':
      return clubInfoSchema;
    case 'contract':
      return contractSchema;
    case 'subscription':
      return v.nullable(subscriptionSchema);
    case 'team':
      return createTeamSchema;
    case 'personalisation':
      return personalisationSchema;
    default:
      return null;
  }
}

/** A step's problems as field name (with the step's prefix) -> the first message. */
export function stepProblems(step: WizardStep, s: WizardState): Record<string, string> {
  const schema = stepSchema(step);
  if (!schema) return {};
  const result = v.safeParse(schema, stepValue(step, s));
  if (result.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
    const key = step === 'team' && /^(leadCoach|assistantCoach)/.test(path) ? path : step === 'personalisation' ? path || 'badge' : `${step}.${path}`;
    problems[key || step] ??= issue.message;
  }
  return problems;
}
