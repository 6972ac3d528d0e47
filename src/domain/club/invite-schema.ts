// Inviting members (calls.md Club: PUT club/{clubId}/registration/invite is the quick invite;
// User: POST user creates the member and invites them). Role, team, and an email or a mobile
// with its country code; the invite carries a code and a guid for the open invite pages.
import * as v from 'valibot';
import { keepTo, NAME_MAX } from '../limits';
import type { Permission } from '../permissions';

export const INVITE_ERROR = 'There has been a problem sending all player invites';
export const INVITABLE_ROLES = ['club_admin', 'coach', 'assistant_coach', 'parent', 'player', 'user'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];
const STAFF_INVITES: readonly InvitableRole[] = ['club_admin', 'coach', 'assistant_coach'];

/**
 * The roles a member may invite, as server/areas/club/invite-service.ts decides: none without
 * invites.send; the staff roles only with members.manage too (inviting staff hands out their powers).
 */
export function invitableRolesFor(holds: (permission: Permission) => boolean): InvitableRole[] {
  if (!holds('invites.send')) return [];
  return INVITABLE_ROLES.filter((r) => !STAFF_INVITES.includes(r) || holds('members.manage'));
}

const emailMsg = 'Please enter a valid email address';
const mobileMsg = 'Please enter a valid country code and mobile number';
const nameMsg = 'Please ensure all fields are complete';

const optionalName = v.optional(v.pipe(v.string(nameMsg), v.trim(), v.maxLength(NAME_MAX, keepTo(NAME_MAX))));

export const inviteMemberSchema = v.pipe(
  v.object({
    clubId: v.optional(v.pipe(v.string('Need to switch into a club to manage users'), v.uuid('Need to switch into a club to manage users'))),
    userId: v.optional(v.string()),
    role: v.picklist(INVITABLE_ROLES, 'Please choose a role'),
    teamId: v.optional(v.nullable(v.pipe(v.string('Please choose a team of this club'), v.uuid('Please choose a team of this club')))),
    firstName: optionalName,
    lastName: optionalName,
    email: v.optional(v.nullable(v.pipe(v.string(emailMsg), v.trim(), v.maxLength(254, emailMsg), v.email(emailMsg), v.toLowerCase()))),
    countryCode: v.optional(v.nullable(v.pipe(v.string(mobileMsg), v.trim(), v.regex(/^\+?[0-9]{1,4}$/, mobileMsg), v.transform((s) => (s.startsWith('+') ? s : `+${s}`))))),
    mobile: v.optional(v.nullable(v.pipe(v.string(mobileMsg), v.trim(), v.regex(/^[0-9 ()-]{6,30}$/, mobileMsg), v.transform((s) => s.replace(/[^0-9]/g, ''))))),
  }),
  v.forward(v.check((d) => Boolean(d.email) || Boolean(d.mobile && d.countryCode), 'Please enter an email address, or a country code and mobile number'), ['email']),
  v.forward(v.check((d) => !d.mobile === !d.countryCode, mobileMsg), ['mobile']),
);
export type InviteMember = v.InferOutput<typeof inviteMemberSchema>;

export const resendInviteSchema = v.object({
  clubId: v.pipe(v.string('Need to switch into a club to manage users'), v.uuid('Need to switch into a club to manage users')),
  /** A parent giving their child a login of its own: the child's email. */
  email: v.optional(v.pipe(v.string(emailMsg), v.trim(), v.maxLength(254, emailMsg), v.email(emailMsg), v.toLowerCase())),
});

export type InviteStatus = 'sent' | 'accepted' | 'revoked' | 'expired';

export interface InviteAnswer {
  invite: { id: string; guid: string; code: string; role: string; teamId: string | null; email: string | null; status: InviteStatus; userId: string | null };
}

/** Codes: 8 characters without look-alikes (0/O, 1/I/L), shown in capitals. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;
