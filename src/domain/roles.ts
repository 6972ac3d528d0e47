// Role ids stored in the session (touchlinemember.roleId). The spec fixes 4 (parent, acts for
// a selected child) and 5 (player, acts as self); the others are ours and must never change,
// because sessions stored on devices carry them.
export const RoleId = {
  admin: 1,
  clubAdmin: 2,
  coach: 3,
  parent: 4,
  player: 5,
  assistantCoach: 6,
  user: 7,
} as const;
export type RoleId = (typeof RoleId)[keyof typeof RoleId];

/** Role names as stored in the database (memberships.role). Super admin is a user flag. */
export type RoleName = 'club_admin' | 'coach' | 'assistant_coach' | 'parent' | 'player' | 'user';

export const roleIdByName: Record<RoleName | 'admin', RoleId> = {
  admin: RoleId.admin,
  club_admin: RoleId.clubAdmin,
  coach: RoleId.coach,
  assistant_coach: RoleId.assistantCoach,
  parent: RoleId.parent,
  player: RoleId.player,
  user: RoleId.user,
};

export const roleNameById: Record<RoleId, RoleName | 'admin'> = {
  1: 'admin',
  2: 'club_admin',
  3: 'coach',
  4: 'parent',
  5: 'player',
  6: 'assistant_coach',
  7: 'user',
};

/** Higher wins when a user holds several roles in one club and no role was chosen. */
export const rolePrecedence: RoleId[] = [RoleId.admin, RoleId.clubAdmin, RoleId.coach, RoleId.assistantCoach, RoleId.parent, RoleId.player, RoleId.user];

export const isStaffRole = (r: RoleId): boolean => r === RoleId.admin || r === RoleId.clubAdmin || r === RoleId.coach || r === RoleId.assistantCoach;
