// The registration wizard's steps after the account exists (spec §2 steps 5-9), saved one at a
// time with POST onboarding/{userId}/{userType} so progress survives a reload or going offline
// (the app queues the call): notifications, photo (png/jpg, at least 400x400, decoded by the server),
// five characteristic words, a child (parents; repeat for another child), done. Steps 1-4 are
// the invite code (GET open/invite?code=), email and mobile, terms, profile and password
// (POST auth, or POST open/{guid}/club/invites/password). Also the contact preferences
// (PUT user/{id}/preferences) and the profile picture (PUT/GET user/{id}/picture).
import * as v from 'valibot';
import { LOCALES, type Locale } from '../../i18n/locales';
import { CHARACTERISTIC_WORDS } from '../characteristics';
import { childSchema } from '../open/child-schema';

export const ONBOARDING_USER_TYPES = ['club_admin', 'coach', 'assistant_coach', 'parent', 'player', 'user'] as const;
export type OnboardingUserType = (typeof ONBOARDING_USER_TYPES)[number];
export const ONBOARDING_STEPS = ['notifications', 'photo', 'words', 'child', 'done'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const onboardingMessages = {
  words: 'Please choose five describing words',
  photo: 'Please upload a photo',
  failed: 'There has been a problem updating your profile',
  childOnlyParents: 'Only parents can add a child',
  wrongUserType: 'This account does not have that role',
  pictureFailed: 'There has been an error uploading this image',
} as const;

/** Contact preferences (spec §3): each notification on or off. */
export const preferencesSchema = v.object(
  {
    preTraining: v.optional(v.boolean()),
    preFixture: v.optional(v.boolean()),
    player: v.optional(v.boolean()),
    coach: v.optional(v.boolean()),
    marketing: v.optional(v.boolean()),
  },
  'Please choose your notification settings',
);
export type Preferences = v.InferOutput<typeof preferencesSchema>;

export const LANGUAGE_MESSAGE = 'Please choose a language';

/**
 * PUT user/{id}/preferences: the notification switches, the interface language (issue 26), or
 * both; at least one of them.
 */
export const putPreferencesSchema = v.pipe(
  v.object(
    {
      userId: v.optional(v.string()),
      preferences: v.optional(preferencesSchema),
      language: v.optional(v.nullable(v.picklist(LOCALES, LANGUAGE_MESSAGE))),
    },
    'Please choose your notification settings',
  ),
  v.check((b) => b.preferences !== undefined || b.language !== undefined, 'Please choose your notification settings'),
);
export type PutPreferences = v.InferOutput<typeof putPreferencesSchema>;

/** What PUT user/{id}/preferences answers, and the profile reads carry for the user and their parent. */
export interface PreferencesAnswer {
  userId: string;
  preferences: Preferences;
  language: Locale | null;
}

const word = v.picklist(CHARACTERISTIC_WORDS, onboardingMessages.words);
export const wordsField = v.pipe(
  v.array(word, onboardingMessages.words),
  v.length(5, onboardingMessages.words),
  v.check((ws) => new Set(ws).size === ws.length, onboardingMessages.words),
);

const imageField = v.pipe(v.string(onboardingMessages.photo), v.nonEmpty(onboardingMessages.photo), v.regex(/^[A-Za-z0-9+/=\s]+$/, onboardingMessages.photo));

export const onboardingStepSchema = v.variant(
  'step',
  [
    v.object({ step: v.literal('notifications'), userId: v.optional(v.string()), preferences: preferencesSchema }),
    v.object({ step: v.literal('photo'), userId: v.optional(v.string()), image: imageField }),
    v.object({ step: v.literal('words'), userId: v.optional(v.string()), words: wordsField }),
    v.object({
      step: v.literal('child'),
      userId: v.optional(v.string()),
      clubId: v.pipe(v.string('Need to switch into a club to manage users'), v.uuid('Need to switch into a club to manage users')),
      teamId: v.optional(v.nullable(v.pipe(v.string('Please choose a team of this club'), v.uuid('Please choose a team of this club')))),
      // The open page's child fields; a missing one says 'Please ensure all fields are complete'.
      child: v.object(childSchema.entries, 'Please ensure all fields are complete'),
    }),
    v.object({ step: v.literal('done'), userId: v.optional(v.string()) }),
  ],
  'Please choose a registration step',
);
export type OnboardingStepInput = v.InferOutput<typeof onboardingStepSchema>;

export const putPictureSchema = v.object({ userId: v.optional(v.string()), image: imageField }, onboardingMessages.photo);

export interface OnboardingAnswer {
  onboarding: {
    userId: string;
    userType: OnboardingUserType;
    /** Steps saved so far, in the order first saved. */
    completedSteps: OnboardingStep[];
    done: boolean;
    /** status: 'pending' until the team's staff approve a child added to a team the parent was not invited to. */
    children: { id: string; firstName: string; lastName: string; dateOfBirth: string | null; clubId: string; teamId: string | null; status: string }[];
  };
}

/** The invite a typed code opens. No e-mail: a code alone must not tell who was invited. */
export interface OpenInviteByCodeAnswer {
  invite: { guid: string; code: string; role: string; clubId: string; clubName: string; teamId: string | null; teamName: string | null; forChild: boolean };
}
