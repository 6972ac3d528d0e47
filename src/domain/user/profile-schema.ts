// PUT user/{id}: the Member and Player profile fields of spec §3, all optional (the profile
// screens save one section at a time). Names, contact and date of birth are columns; the rest
// is kept as the user's profile document, with emergency contacts and medical information in
// their own sections (read by GET user/{id}/emergency and /medical).
import * as v from 'valibot';
import { keepTo, NAME_MAX } from '../limits';

export const PROFILE_ERROR = 'There has been a problem updating this player';

/** ours: who may change what on a profile (issue 26). */
export const preferencesMessages = {
  ownOnly: 'Only the member or their parent can change their contact preferences',
} as const;
export const sensitiveMessages = {
  ownOnly: 'Only the member or their parent can change emergency contacts and medical information',
} as const;
const complete = 'Please ensure all fields are complete';

const text = (max = 200) => v.pipe(v.string(), v.trim(), v.maxLength(max, keepTo(max)));
const name = v.pipe(v.string(complete), v.trim(), v.nonEmpty(complete), v.maxLength(NAME_MAX, keepTo(NAME_MAX)));
const email = v.pipe(v.string('Please enter a valid email address'), v.trim(), v.maxLength(254, 'Please enter a valid email address'), v.email('Please enter a valid email address'), v.toLowerCase());
const countryCode = v.pipe(v.string('Please enter a valid country code and mobile number'), v.trim(), v.regex(/^\+?[0-9]{1,4}$/, 'Please enter a valid country code and mobile number'));
const phone = v.pipe(v.string('Please enter a valid country code and mobile number'), v.trim(), v.regex(/^[0-9 ()-]{6,30}$/, 'Please enter a valid country code and mobile number'));

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const isRealDay = (s: string): boolean => {
  if (!DAY.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};
export const dayField = (message: string) => v.pipe(v.string(message), v.trim(), v.check(isRealDay, message));

const guardian = v.object({ name: v.optional(text(100)), email: v.optional(email), countryCode: v.optional(countryCode), mobile: v.optional(phone) });
const emergencyContact = v.object({ name: text(100), phone, email: v.optional(email), countryCode: v.optional(countryCode) });

export const FOOT = ['left', 'right', 'both'] as const;

export const playerProfileSchema = v.object({
  contractEndDate: v.optional(v.nullable(dayField('Please enter a valid contract end date'))),
  favouriteTeam: v.optional(text(100)),
  bootBrand: v.optional(text(100)),
  otherClubs: v.optional(text(300)),
  favouritePlayer: v.optional(text(100)),
  favouritePosition: v.optional(text(50)),
  foot: v.optional(v.nullable(v.picklist(FOOT, 'Please choose left, right or both'))),
  favouriteSkill: v.optional(text(100)),
  favouriteCoreSkill: v.optional(text(100)),
  whyFootball: v.optional(text(1000)),
  practiceLocations: v.optional(text(300)),
  otherSports: v.optional(text(300)),
  hobbies: v.optional(text(300)),
  favouriteLessons: v.optional(text(300)),
  nationality: v.optional(text(100)),
  gender: v.optional(text(50)),
  heightCm: v.optional(v.nullable(v.pipe(v.number('Please enter a valid height'), v.minValue(50, 'Please enter a valid height'), v.maxValue(250, 'Please enter a valid height')))),
  weightKg: v.optional(v.nullable(v.pipe(v.number('Please enter a valid weight'), v.minValue(10, 'Please enter a valid weight'), v.maxValue(250, 'Please enter a valid weight')))),
  characteristicTags: v.optional(v.pipe(v.array(text(50)), v.maxLength(20))),
});

export const updateProfileSchema = v.object({
  /** The club the change is made in (needed only for club-scoped fields: safeguardingLead). */
  clubId: v.optional(v.pipe(v.string(), v.uuid('Need to switch into a club to manage users'))),
  userId: v.optional(v.string()),
  firstName: v.optional(name),
  lastName: v.optional(name),
  jobTitle: v.optional(v.nullable(text(100))),
  /** Only a club admin, in clubId, on an account that club made and no other club holds (server/areas/user/member-email.ts). */
  email: v.optional(email),
  countryCode: v.optional(v.nullable(countryCode)),
  telephone: v.optional(v.nullable(phone)),
  dateOfBirth: v.optional(
    v.nullable(v.pipe(dayField('Please enter a valid date of birth'), v.check((s) => s <= new Date().toISOString().slice(0, 10), 'Please enter a valid date of birth'))),
  ),
  bio: v.optional(text(2000)),
  /** Exactly five describing words (spec §2 registration step 7). */
  words: v.optional(v.pipe(v.array(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(40))), v.length(5, 'Please choose five describing words'))),
  livesWith: v.optional(text(200)),
  familyMembers: v.optional(text(500)),
  isAlsoParent: v.optional(v.boolean()),
  parentEmail: v.optional(v.nullable(email)),
  guardians: v.optional(v.pipe(v.array(guardian), v.maxLength(2, 'At most two parents or guardians'))),
  player: v.optional(playerProfileSchema),
  emergency: v.optional(v.pipe(v.array(emergencyContact), v.maxLength(2, 'At most two emergency contacts'))),
  medical: v.optional(v.object({ information: text(4000) })),
  /** Coach responsible for safeguarding, in clubId. */
  safeguardingLead: v.optional(v.boolean()),
});
export type UpdateProfile = v.InferOutput<typeof updateProfileSchema>;

export const removeFromTeamSchema = v.object({
  clubId: v.pipe(v.string('Need to switch into a club to manage users'), v.uuid('Need to switch into a club to manage users')),
  teamId: v.pipe(v.string('Please choose a team of this club'), v.uuid('Please choose a team of this club')),
});

export interface UserMembership {
  clubId: string;
  clubName: string;
  teamId: string | null;
  teamName: string | null;
  role: string;
  active: boolean;
  onTrial: boolean;
  playStatus: string | null;
  safeguardingLead: boolean;
}

export interface UserProfileAnswer {
  user: {
    id: string;
    email: string | null;
    firstName: string;
    lastName: string;
    jobTitle: string | null;
    countryCode: string | null;
    telephone: string | null;
    dateOfBirth: string | null;
    hasProfilePicture: boolean;
    registered: boolean;
    active: boolean;
    profile: Record<string, unknown>;
    memberships: UserMembership[];
    childIds: string[];
    /** Contact preferences and language: only in the user's own answer and their parent's. */
    preferences?: { notifications: Record<string, boolean>; language: string | null };
  };
}
