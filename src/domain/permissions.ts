// The permission table (spec §6: "club permissions are configurable per role and per user";
// the exact permissions per role are ours). Each named permission lists the roles that hold it
// by default. A club can grant or withdraw a permission for a role, and for one user; a user
// override wins over the role's. Super admins hold every permission in every club.
//
// Every API route declares what it needs in its route config (`config: { permission }`), either
// one of these names (checked in the club the route addresses) or one of the route kinds below.
// tests/server/authz-matrix.test.ts builds its expectations from this table.
import type { RoleName } from './roles';

export const ALL_ROLES: readonly RoleName[] = ['club_admin', 'coach', 'assistant_coach', 'parent', 'player', 'user'];
const STAFF: RoleName[] = ['club_admin', 'coach', 'assistant_coach'];

export const messages = {
  adminOnly: 'This section is only available to administrators',
  noPermission: 'You do not have the correct permissions to access this screen',
  switchClub: 'Need to switch into a club to manage users',
  noAccess: 'You do not have access to this screen',
  uploadDenied: 'no permissions to view this page',
  playerLimit: 'Player Limit Reached',
} as const;

interface PermissionEntry {
  /** Roles holding the permission unless the club says otherwise. */
  roles: readonly RoleName[];
  /** The spec message for a member refused this permission. */
  denied: string;
  /** Club admins always keep it, so a club cannot lock itself out. */
  lockedForClubAdmin?: boolean;
  label: string;
}

export const PERMISSIONS = {
  'club.view': { roles: ALL_ROLES, denied: messages.noAccess, label: 'See the club and its teams' },
  'club.manage': { roles: ['club_admin'], denied: messages.adminOnly, lockedForClubAdmin: true, label: 'Edit the club, teams, colours and emails' },
  'permissions.manage': { roles: ['club_admin'], denied: messages.adminOnly, lockedForClubAdmin: true, label: 'Change permissions' },
  'members.view': { roles: STAFF, denied: messages.noPermission, label: 'See users, coaches, parents and players' },
  'members.manage': { roles: ['club_admin'], denied: messages.noPermission, label: 'Enable, disable, remove and edit members' },
  // Medical and emergency details (issue 18, least privilege). Who holds it sees, besides their
  // own and their children's: a club admin, everyone's in the club; the safeguarding lead, every
  // player's; a coach or assistant, the players of the teams they coach. Adults' details stay
  // with themselves and club admins (server/lib/sensitive-access.ts applies the scope).
  'members.sensitive': { roles: STAFF, denied: messages.noPermission, label: "See medical and emergency details (coaches: their teams' players)" },
  // A child a parent adds to a team the parent was not invited to waits for this (coaches: their teams).
  'players.approve': { roles: STAFF, denied: messages.noPermission, label: 'Approve children that parents add to a team' },
  'invites.send': { roles: ['club_admin', 'coach'], denied: messages.noPermission, label: 'Invite members and resend invites' },
  'data.upload': { roles: ['club_admin'], denied: messages.uploadDenied, label: 'Upload and clear data' },
  'fixtures.view': { roles: ALL_ROLES, denied: messages.noAccess, label: 'See fixtures' },
  'fixtures.manage': { roles: STAFF, denied: messages.noPermission, label: 'Manage fixtures and match events' },
  'training.view': { roles: ALL_ROLES, denied: messages.noAccess, label: 'See training sessions' },
  'training.manage': { roles: STAFF, denied: messages.noPermission, label: 'Manage training sessions' },
  'attendance.respond': { roles: ALL_ROLES, denied: messages.noPermission, label: 'Confirm attendance' },
  // Analytics (issue 24): the club overview is the club admins'; team and player overviews are
  // staff's, narrowed on the server to club admins and the team's own coaches and assistants.
  // A player and their parent see the player's own overview whatever this table says.
  'analytics.club': { roles: ['club_admin'], denied: messages.noPermission, label: "See the club's analytics" },
  'analytics.team': { roles: STAFF, denied: messages.noPermission, label: 'See team and player analytics (coaches: their teams)' },
  // Club events on the calendar (issue 23): coaches and assistants for their teams, club admins for any team or the whole club.
  // The club feed (issue 23 item 2): staff post by default; a club lets players or parents post
  // by granting this to their role (or to one member). Everyone of the club reads the feed.
  'feed.post': { roles: STAFF, denied: messages.noPermission, label: 'Post in the club feed' },
  // Removing anyone's comment or post: staff by default (their own, everyone may remove).
  'feed.moderate': { roles: STAFF, denied: messages.noPermission, label: "Remove other members' posts and comments in the feed" },
  'calendar.manage': { roles: STAFF, denied: messages.noPermission, label: 'Add, cancel and delete calendar events' },
  'homework.manage': { roles: STAFF, denied: messages.noPermission, label: 'Set and mark coach challenges' },
} as const satisfies Record<string, PermissionEntry>;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];
export const isPermission = (s: unknown): s is Permission => typeof s === 'string' && Object.hasOwn(PERMISSIONS, s);

/**
 * What a route needs:
 * - a Permission: a member of the club in the path (`:clubId`, or `:id` in the club area)
 *   holding it there;
 * - { user: Permission }: a route about one user (`:id` / `:userId` in the path): the user
 *   themself, their parent, or a holder of the permission in a club the user belongs to;
 * - 'public': no session needed (sign-in, open invite pages);
 * - 'self': a signed-in user acting on their own account only;
 * - 'admin': super admins only;
 * - 'clubAdmin': super admins, and club admins: an active club_admin membership in any active
 *   club (no club in the path). Only creating a club (POST club) uses it: a club admin may start
 *   another club and becomes its club admin (server/areas/club/README.md).
 */
export type RoutePermission = Permission | { user: Permission } | 'public' | 'self' | 'admin' | 'clubAdmin';

/** Per-club overrides: true grants, false withdraws; absent keeps the default. */
export interface PermissionOverrides {
  roles: Partial<Record<RoleName, Partial<Record<Permission, boolean>>>>;
  user: Partial<Record<Permission, boolean>>;
}

export const NO_OVERRIDES: PermissionOverrides = { roles: {}, user: {} };

export function roleHolds(role: RoleName, permission: Permission, overrides: PermissionOverrides = NO_OVERRIDES): boolean {
  const entry: PermissionEntry = PERMISSIONS[permission];
  if (role === 'club_admin' && entry.lockedForClubAdmin) return true;
  return overrides.roles[role]?.[permission] ?? entry.roles.includes(role);
}

/** Whether a member with these roles in a club holds the permission there. */
export function holds(roles: readonly RoleName[], permission: Permission, overrides: PermissionOverrides = NO_OVERRIDES): boolean {
  if (roles.length === 0) return false;
  const entry: PermissionEntry = PERMISSIONS[permission];
  if (roles.includes('club_admin') && entry.lockedForClubAdmin) return true;
  const own = overrides.user[permission];
  if (own !== undefined) return own;
  return roles.some((r) => roleHolds(r, permission, overrides));
}

/** The effective permission set, for the screens (which hide what the server would refuse). */
export function effectivePermissions(roles: readonly RoleName[], overrides: PermissionOverrides = NO_OVERRIDES): Permission[] {
  return PERMISSION_NAMES.filter((p) => holds(roles, p, overrides));
}

export const deniedMessage = (permission: Permission): string => PERMISSIONS[permission].denied;
