// A conversation's title: the team group and staff groups by name; a direct conversation by the
// other person's name (it has no name of its own).
import type { ChatGroup } from '../../../domain/chat/chat-schema';

export function groupTitle(g: Pick<ChatGroup, 'kind' | 'name' | 'members'>, meId: string, words: { team: string; direct: string }): string {
  if (g.kind === 'direct') return g.members.find((x) => x.id !== meId)?.name ?? words.direct;
  if (g.kind === 'team') return `${words.team} ${g.name}`;
  return g.name;
}
