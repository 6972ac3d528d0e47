// User area calls beyond the profile (calls.md §7 User):
//   POST user/bulk                    create and invite several members of a club at once
//   PUT  user/duplicate               is this email already registered / in this club?
//   POST user/{id}/invite/send/bulk   resend the open invites of several members
//   PUT  user/{id}/token              register a device's push notification token
//   DELETE user/{id}                  close an account (the user themself, or a super admin)
import * as v from 'valibot';
import { keepTo, NAME_MAX } from '../limits';
import { INVITABLE_ROLES } from './invite-schema';

const club = 'Need to switch into a club to manage users';
const clubIdField = v.pipe(v.string(club), v.uuid(club));
const emailMsg = 'Please enter a valid email address';
const email = v.pipe(v.string(emailMsg), v.trim(), v.maxLength(254, emailMsg), v.email(emailMsg), v.toLowerCase());
const complete = 'Please ensure all fields are complete';
const name = v.pipe(v.string(complete), v.trim(), v.nonEmpty(complete), v.maxLength(NAME_MAX, keepTo(NAME_MAX)));

export const bulkUsersSchema = v.object(
  {
    userId: v.optional(v.string()),
    clubId: clubIdField,
    users: v.pipe(
      v.array(
        v.object(
          {
            role: v.picklist(INVITABLE_ROLES, 'Please choose a role'),
            teamId: v.optional(v.nullable(v.pipe(v.string('Please choose a team of this club'), v.uuid('Please choose a team of this club')))),
            firstName: name,
            lastName: name,
            email,
          },
          complete,
        ),
        complete,
      ),
      v.minLength(1, complete),
      v.maxLength(200, 'At most 200 users at once'),
    ),
  },
  club,
);
export type BulkUsers = v.InferOutput<typeof bulkUsersSchema>;

export interface BulkUsersAnswer {
  created: { userId: string; email: string; role: string; teamId: string | null; inviteCode: string }[];
}

export const duplicateSchema = v.object({ userId: v.optional(v.string()), clubId: clubIdField, email }, club);
export interface DuplicateAnswer {
  email: string;
  /** An account with this email exists. */
  duplicate: boolean;
  /** ... and it belongs to this club. */
  memberOfClub: boolean;
}

export const bulkResendSchema = v.object(
  {
    userId: v.optional(v.string()),
    clubId: clubIdField,
    userIds: v.pipe(v.array(v.pipe(v.string('Please choose members'), v.uuid('Please choose members')), 'Please choose members'), v.minLength(1, 'Please choose members'), v.maxLength(500, 'Please choose members')),
  },
  club,
);
export interface BulkResendAnswer {
  sent: number;
  /** Members without an open invite with an email (already registered, or mobile only). */
  skipped: string[];
}

export const PUSH_PLATFORMS = ['web', 'ios', 'android'] as const;
export const pushTokenSchema = v.object(
  {
    userId: v.optional(v.string()),
    token: v.pipe(v.string('Please send a device token'), v.trim(), v.minLength(8, 'Please send a device token'), v.maxLength(4096, 'Please send a device token')),
    platform: v.optional(v.picklist(PUSH_PLATFORMS, 'Please choose web, ios or android'), 'web'),
  },
  'Please send a device token',
);
export const PUSH_TOKENS_KEPT = 10;
