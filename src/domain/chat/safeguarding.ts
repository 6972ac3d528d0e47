// The safeguarding rule for conversations (spec §6; issue 23 item 4), one pure function shared by
// the server (which enforces it on every route that can put a child and an adult together: a
// direct message, creating a group, adding a member, replying) and the app (which explains it
// before anything is sent). The rule:
// - a direct conversation is between two adults only (a coach never messages a child alone);
// - any other conversation that includes a child also includes at least one of that child's
//   parents or guardians;
// - the team group is exempt: it always holds the team's staff, players and their parents.
// A child is a player of the club under 18, or of unknown age (src/domain/safeguarding.ts).
import { chatMessages as m } from './messages';

export interface ChatParty {
  id: string;
  child: boolean;
  /** The child's parents and guardians (empty for an adult). */
  parentIds: readonly string[];
}

export type ChatKind = 'team' | 'group' | 'direct';

/** Why this set of people may not talk in a conversation of this kind; null when it may. */
export function safeguardingProblem(kind: ChatKind, people: readonly ChatParty[]): string | null {
  if (kind === 'team') return null;
  const ids = new Set(people.map((p) => p.id));
  const children = people.filter((p) => p.child);
  if (kind === 'direct') return children.length > 0 ? m.directAdults : null;
  const alone = children.filter((c) => !c.parentIds.some((p) => ids.has(p)));
  return alone.length > 0 ? m.childNeedsParent : null;
}

/** The children in the set with none of their parents in it (the app names them). */
export function childrenWithoutParent(people: readonly ChatParty[]): ChatParty[] {
  const ids = new Set(people.map((p) => p.id));
  return people.filter((p) => p.child && !p.parentIds.some((x) => ids.has(x)));
}

/** A child by age: under 18, or unknown. */
export function isChildAge(dateOfBirth: string | null | undefined, today: Date = new Date()): boolean {
  if (!dateOfBirth) return true;
  const dob = new Date(`${dateOfBirth.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(dob.getTime())) return true;
  const eighteenth = Date.UTC(dob.getUTCFullYear() + 18, dob.getUTCMonth(), dob.getUTCDate());
  return today.getTime() < eighteenth;
}
