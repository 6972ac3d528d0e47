// The device's half of the safeguarding rule for a new conversation: the same rule the server
// enforces (src/domain/chat/safeguarding.ts), run on the people picked so the screen explains,
// before anything is sent, why a conversation cannot start and whom to add.
import type { ChatPeople } from '../../../domain/chat/chat-schema';
import { childrenWithoutParent, safeguardingProblem } from '../../../domain/chat/safeguarding';

export type Pickable = ChatPeople['people'][number];

export interface Check {
  /** The shared message (English; translated by chatMessage) or null when it may start. */
  problem: string | null;
  /** Children picked without a parent, and their parents in the club, to suggest. */
  alone: Pickable[];
  suggest: Pickable[];
}

export function checkConversation(kind: 'group' | 'direct', me: Pickable, picked: Pickable[], everyone: Pickable[]): Check {
  const people = [me, ...picked];
  const problem = picked.length === 0 ? null : safeguardingProblem(kind, people);
  const alone = kind === 'group' ? (childrenWithoutParent(people) as Pickable[]) : picked.filter((p) => p.child);
  const parentIds = new Set(alone.flatMap((c) => c.parentIds));
  return { problem, alone, suggest: everyone.filter((p) => parentIds.has(p.id)) };
}
