// The order of a conversation: the server's numbers first, then what this device queued, in the
// order it was written (a queued message has no number until the server gives it one).
import type { ChatMessage } from '../../../domain/chat/chat-schema';

export function byOrder(a: ChatMessage, b: ChatMessage): number {
  const qa = a.state === 'queued';
  const qb = b.state === 'queued';
  if (qa !== qb) return qa ? 1 : -1;
  if (!qa && a.seq !== b.seq) return a.seq - b.seq;
  return a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
}
