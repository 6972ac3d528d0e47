// Each step checks its part of the one registration schema (src/domain/auth/register-schema.ts,
// which the server runs on POST auth), so the steps and the server agree word for word.
import * as v from 'valibot';
import { authMessages } from '../../../domain/auth/messages';
import { registerSchema } from '../../../domain/auth/register-schema';
import { CHARACTERISTIC_WORDS } from '../../../domain/characteristics';

const fields = registerSchema.pipe[0];

export const inviteStepSchema = v.pick(fields, ['inviteCode', 'email', 'countryCode', 'mobile']);
export const termsStepSchema = v.pick(fields, ['termsAccepted']);
export const profileStepSchema = v.pick(fields, ['firstName', 'lastName']);
export const passwordStepSchema = v.pipe(
  v.pick(fields, ['password', 'confirmPassword']),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (d) => d.password === d.confirmPassword, authMessages.passwordsMatch),
    ['confirmPassword'],
  ),
);

/** The invite link's page: everything registration asks up to its password step, the code aside (the link carries it). */
export const linkJoinSchema = v.pipe(
  v.omit(fields, ['inviteCode']),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (d) => d.password === d.confirmPassword, authMessages.passwordsMatch),
    ['confirmPassword'],
  ),
);

export const WORDS_NEEDED = 5;
// eslint-disable-next-line lingui/no-unlocalized-strings -- the schema's English; message-text.ts translates it
export const wordsMessage = 'Please choose five describing words';
export const wordsStepSchema = v.pipe(v.array(v.picklist(CHARACTERISTIC_WORDS, wordsMessage), wordsMessage), v.length(WORDS_NEEDED, wordsMessage));

export const NOTIFICATION_KINDS = ['preTraining', 'preFixture', 'player', 'coach', 'marketing'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type NotificationChoices = Record<NotificationKind, boolean>;
export const DEFAULT_NOTIFICATIONS: NotificationChoices = { preTraining: true, preFixture: true, player: true, coach: true, marketing: false };
