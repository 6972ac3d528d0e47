// Licences and registering a member on their behalf (issue 6; calls.md):
//   PUT club/{clubId}/assignlicence  { userIds, licensed }  give or take back licences
//   PUT user/{id}/licence            { clubId, licensed }   the same for one member
//   PUT user/{id}/register           { clubId, password, confirmPassword }  staff register a
//       member who has no login yet with a temporary password; the member must replace it at
//       first sign-in (GET auth/password answers 'temporary').
// A club's licences never exceed its contract's total players ('Player Limit Reached').
import * as v from 'valibot';
import { authMessages } from '../auth/messages';
import { newPassword, PASSWORD_MAX } from '../auth/password-rule';

const club = 'Need to switch into a club to manage users';
const clubIdField = v.pipe(v.string(club), v.uuid(club));
const pick = 'Please choose members';

export const assignLicenceSchema = v.object(
  {
    userId: v.optional(v.string()),
    userIds: v.pipe(v.array(v.pipe(v.string(pick), v.uuid(pick)), pick), v.minLength(1, pick), v.maxLength(1000, pick)),
    licensed: v.boolean('Please choose whether to give or take back the licence'),
  },
  pick,
);

export const userLicenceSchema = v.object(
  { userId: v.optional(v.string()), clubId: clubIdField, licensed: v.boolean('Please choose whether to give or take back the licence') },
  club,
);

export interface LicenceAnswer {
  clubId: string;
  /** Members of the club holding a licence after the change. */
  licensed: number;
  /** The contract's total players, or null (no cap). */
  limit: number | null;
  changed: number;
}

export const registerMemberSchema = v.pipe(
  v.object(
    {
      userId: v.optional(v.string()),
      clubId: clubIdField,
      password: newPassword(),
      confirmPassword: v.pipe(v.string(authMessages.passwordsMatch), v.nonEmpty(authMessages.passwordsMatch), v.maxLength(PASSWORD_MAX, authMessages.passwordsMatch)),
    },
    club,
  ),
  v.forward(v.partialCheck([['password'], ['confirmPassword']], (d) => d.password === d.confirmPassword, authMessages.passwordsMatch), ['confirmPassword']),
);

export const licenceMessages = {
  alreadyRegistered: 'This member already has a login',
  noEmail: 'This member needs an email address to sign in',
  /** ours: the club may set a first password only for an account it made and no other club has */
  notClubAccount: 'Only a member this club created, and who belongs to no other club, can be registered here',
} as const;
