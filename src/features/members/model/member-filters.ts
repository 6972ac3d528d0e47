// What a member list shows: one of the four lists (spec §8: users, coaches, parents, players),
// narrowed by team, active/inactive, trial, play status and a search. Pure, no React.
import type { MemberKind } from '../../../domain/club/member-messages';
import { PLAY_STATUSES, type MemberSummary, type PlayStatus } from '../../../domain/club/member-schemas';

export const MEMBER_KINDS: readonly MemberKind[] = ['users', 'coaches', 'parents', 'players'];
export const isMemberKind = (s: unknown): s is MemberKind => typeof s === 'string' && (MEMBER_KINDS as readonly string[]).includes(s);

/** pending: children parents added to a team, waiting for its staff's approval. */
export type MemberStatus = 'active' | 'inactive' | 'pending' | 'all';

export interface MemberFilters {
  teamId: string;
  status: MemberStatus;
  onTrial: boolean;
  playStatus: PlayStatus | '';
  search: string;
}

export const DEFAULT_FILTERS: MemberFilters = { teamId: '', status: 'active', onTrial: false, playStatus: '', search: '' };

export const isPlayStatus = (s: unknown): s is PlayStatus => typeof s === 'string' && (PLAY_STATUSES as readonly string[]).includes(s);

/** Trial and play status only mean something for players. */
export const kindHasPlayerFields = (kind: MemberKind): boolean => kind === 'players';

/** The teams a member waits to join (their pending memberships), by name; null for none named. */
export const pendingTeams = (m: MemberSummary): (string | null)[] => [...new Set(m.teams.filter((t) => t.status === 'pending').map((t) => t.teamName))];

/** Keeps only the chosen members that are still in the list (a filter change can hide some). */
export const visibleSelection = (selected: ReadonlySet<string>, members: readonly MemberSummary[]): string[] =>
  members.filter((m) => selected.has(m.id)).map((m) => m.id);
