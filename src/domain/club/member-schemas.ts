// Member lists and bulk member changes of the club area (calls.md Club: club/{clubId}/users,
// /players, /parents, /coaches; PUT users/active, /trial, /playstatus; DELETE users/remove).
import * as v from 'valibot';
import { flagParam, idParam, intParam, textParam } from '../query-fields';
import { memberMessages } from './member-messages';

export const MEMBER_LIST_DEFAULT_LIMIT = 50;
export const MEMBER_LIST_MAX_LIMIT = 200;
/** The most members one bulk change may name. */
export const MEMBER_BULK_MAX = 500;

export const PLAY_STATUSES = ['available', 'injured', 'ill', 'unavailable', 'suspended'] as const;
export type PlayStatus = (typeof PLAY_STATUSES)[number];

export const memberListQuerySchema = v.object({
  teamId: v.optional(idParam('teamId')),
  /** active (default), inactive, pending (children awaiting approval) or all. */
  status: v.optional(v.picklist(['active', 'inactive', 'pending', 'all'], 'status must be active, inactive, pending or all')),
  onTrial: v.optional(flagParam('onTrial')),
  playStatus: v.optional(v.picklist(PLAY_STATUSES, `playStatus must be one of ${PLAY_STATUSES.join(', ')}`)),
  search: v.optional(textParam('search')),
  /** Sent by the app with every member list; the club in the path decides. */
  parentClubId: v.optional(v.string()),
  userId: v.optional(v.string()),
  limit: v.optional(intParam('limit', 1, MEMBER_LIST_MAX_LIMIT)),
  offset: v.optional(intParam('offset', 0, 1_000_000)),
});
export type MemberListQuery = v.InferOutput<typeof memberListQuerySchema>;

const pick = memberMessages.pickMembers;
const userIds = v.pipe(v.array(v.pipe(v.string(pick), v.uuid(pick)), pick), v.minLength(1, pick), v.maxLength(MEMBER_BULK_MAX, pick));

export const setActiveSchema = v.object({ userIds, active: v.boolean('Please choose active or inactive') });
export const setTrialSchema = v.object({ userIds, onTrial: v.boolean('Please choose whether the players are on trial') });
export const setPlayStatusSchema = v.object({
  userIds,
  playStatus: v.picklist(PLAY_STATUSES, `Please choose a play status: ${PLAY_STATUSES.join(', ')}`),
});
/** PUT club/{clubId}/users/approve: children parents added, approved into their team or declined. */
export const approveMembersSchema = v.object({ userIds, approve: v.boolean(pick) });

/** Without teamId the members leave the club; with it, only that team. */
export const removeMembersSchema = v.object({ userIds, teamId: v.optional(v.pipe(v.string(), v.uuid('Please choose a team of this club'))) });

export interface MemberTeam {
  teamId: string | null;
  teamName: string | null;
  role: string;
  /** invited, pending (a child awaiting the team staff's approval), accepted or declined (absent in lists stored before it existed). */
  status?: string;
}

export interface MemberSummary {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  roles: string[];
  teams: MemberTeam[];
  active: boolean;
  onTrial: boolean;
  playStatus: string | null;
  safeguardingLead: boolean;
  /** Signed up (has a password) or not yet. */
  registered: boolean;
  /** The latest invite's status: none, sent, accepted, revoked or expired. */
  inviteStatus: 'none' | 'sent' | 'accepted' | 'revoked' | 'expired';
  /** Whether the member may be made a team's coach (an adult with a staff role; COACHING_ROLES in team-schema.ts). */
  mayCoach?: boolean;
}

export interface MemberListAnswer {
  members: MemberSummary[];
  total: number;
}
