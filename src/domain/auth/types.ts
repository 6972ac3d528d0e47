// Shapes of the auth area's answers, shared by the server and the app.
import type { RoleId, RoleName } from '../roles';
import type { StoredMember } from '../session';

export interface UserSummary {
  id: string;
  email: string | null;
  firstName: string;
  lastName: string;
  isSuperAdmin: boolean;
  termsAccepted: boolean;
  mustChangePassword: boolean;
}

/** One role held by the user: in a club, optionally in a team. */
export interface MembershipSummary {
  clubId: string;
  clubName: string;
  /** The club's primary colour, or null (the app then uses FALLBACK_ACCENT). */
  colour: string | null;
  teamId: string | null;
  teamName: string | null;
  role: RoleName;
  roleId: RoleId;
}

export interface ChildSummary {
  id: string;
  firstName: string;
  lastName: string;
  clubId: string;
  teamId: string | null;
  teamName: string | null;
}

/** Answer of POST auth/login, GET auth/validate and POST auth/confirm. */
export interface SessionAnswer {
  user: UserSummary;
  /** What the app stores under `touchlinemember`. */
  member: StoredMember;
  memberships: MembershipSummary[];
  /** For parents: the children they act for. */
  children: ChildSummary[];
}

/**
 * Answer of GET auth/password?id=. With an invite guid (no sign-in needed): what the invitee
 * must do next. 'none' = no account for the invite's email yet: register (POST auth) with
 * `invite.code`; 'set' = an account exists: sign in, then POST auth/confirm { data: guid }.
 * Signed in, without id or with the caller's own id: 'temporary' = the password was set by
 * someone else and must be replaced now (POST auth/password); 'set' = nothing to do.
 */
export interface PasswordStatus {
  status: 'none' | 'set' | 'temporary';
  email: string | null;
  invite: InviteSummary | null;
}

export interface InviteSummary {
  code: string;
  clubId: string;
  clubName: string;
  teamId: string | null;
  teamName: string | null;
  role: RoleName;
  roleId: RoleId;
}
