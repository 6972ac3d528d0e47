// Safeguarding rule for messaging (for the chat and locker-room work): staff never message a
// child privately. A private conversation between a coach (lead or assistant, or a club admin)
// and a player under 18 is refused; group messages that include the child's parent or another
// adult, and messages to the child's parents, are the ways to reach a child.
export type MessagingRole = 'club_admin' | 'coach' | 'assistant_coach' | 'parent' | 'player' | 'user';

export interface MessagingParty {
  roles: readonly MessagingRole[];
  /** Age in whole years, when known; a player of unknown age is treated as a child. */
  age?: number;
}

const STAFF: MessagingRole[] = ['club_admin', 'coach', 'assistant_coach'];
const isStaff = (p: MessagingParty) => p.roles.some((r) => STAFF.includes(r));
const isChild = (p: MessagingParty) => p.roles.includes('player') && (p.age === undefined || p.age < 18);

/** Whether `from` may start or continue a one-to-one conversation with `to`. */
export function mayMessagePrivately(from: MessagingParty, to: MessagingParty): boolean {
  if (isStaff(from) && isChild(to)) return false;
  if (isStaff(to) && isChild(from)) return false;
  return true;
}

export const SAFEGUARDING_MESSAGE = 'Coaches cannot message a child privately. Please include a parent or guardian.';
