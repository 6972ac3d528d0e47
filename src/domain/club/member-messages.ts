// Club member messages (spec §8 Club), shared by the member screens and the server.
export type MemberKind = 'users' | 'coaches' | 'parents' | 'players';

export const memberMessages = {
  retrieveFailed: 'There has been a problem retrieving this clubs users',
  removeFailed: 'There has been a problem removing these club users',
  updateFailed: 'There has been a problem updating this player',
  invitesFailed: 'There has been a problem sending all player invites',
  /** Ours: a member list change named nobody, or somebody outside the club. */
  pickMembers: 'Please select at least one member of this club',
  /** Ours: an admin cannot disable or remove themself (they would lose the club). */
  notYourself: 'You cannot disable or remove yourself',
} as const;

/** The empty-list text of each member list (spec §8). */
export const emptyMemberList = (kind: MemberKind): string => `There are no ${kind} associated with this club or team`;
