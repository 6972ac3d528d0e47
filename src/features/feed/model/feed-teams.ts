// The teams the feed offers: to filter by (the member's own teams, their children's, and any
// team a stored post names) and to post to (the teams they belong to; every known team of the
// club for a club admin, who may also post to the whole club, as may anyone allowed to post).
import type { StoredProfile } from '../../../api/profile-store';

export interface FeedTeam {
  id: string;
  name: string;
}

const byName = (a: FeedTeam, b: FeedTeam) => a.name.localeCompare(b.name);

function add(into: Map<string, string>, id: string | null | undefined, name: string | null | undefined) {
  if (id && name && !into.has(id)) into.set(id, name);
}

/** Teams the member may post to in the club. */
export function postingTeams(profile: StoredProfile | null, clubId: string, clubAdmin: boolean): FeedTeam[] {
  const teams = new Map<string, string>();
  for (const m of profile?.memberships ?? []) if (m.clubId === clubId) add(teams, m.teamId, m.teamName);
  if (clubAdmin) for (const team of profile?.clubs?.find((c) => c.clubId === clubId)?.teams ?? []) add(teams, team.id, team.name);
  return [...teams].map(([id, name]) => ({ id, name })).sort(byName);
}

/** Teams to filter the feed by. */
export function filterTeams(profile: StoredProfile | null, clubId: string, clubAdmin: boolean, posts: readonly { teamId: string | null; teamName: string | null }[]): FeedTeam[] {
  const teams = new Map(postingTeams(profile, clubId, clubAdmin).map((t) => [t.id, t.name]));
  for (const c of profile?.children ?? []) if (c.clubId === clubId) add(teams, c.teamId, c.teamName);
  for (const p of posts) add(teams, p.teamId, p.teamName);
  return [...teams].map(([id, name]) => ({ id, name })).sort(byName);
}
