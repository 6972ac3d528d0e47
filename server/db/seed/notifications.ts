// A few notifications for every demo user (issue 23), so the bell shows a count and the list is
// real on first start: for each team the user is on (a parent: their children's teams; a club
// admin: every team), a new game and its squad (unread) and a new training session (read), about
// the team's next game and session. Same shape as server/lib/notify.ts makes (kind + params).
import { randomUUID } from 'node:crypto';
import type { NotificationParams } from '../../../src/domain/notification/kinds';
import type { Row } from './insert';

interface Ctx {
  clubId: string;
  teams: { id: string; name: string }[];
  memberships: Row[];
  guardians: Row[];
  fixtures: Row[];
  sessions: Row[];
  now: Date;
}

const time = (v: unknown) => new Date(v as string | Date).getTime();
const iso = (v: unknown) => new Date(v as string | Date).toISOString();

export function buildNotifications(ctx: Ctx): Row[] {
  const now = ctx.now.getTime();
  const nextOf = (rows: Row[], teamId: string, column: string) =>
    rows.filter((r) => r.team_id === teamId && time(r[column]) > now && r.status !== 'cancelled').sort((a, b) => time(a[column]) - time(b[column]))[0];
  const teamsOf = new Map<string, Set<string>>();
  const add = (userId: string, teamId: string) => teamsOf.set(userId, (teamsOf.get(userId) ?? new Set()).add(teamId));
  for (const m of ctx.memberships) {
    if (m.status !== 'accepted') continue;
    const userId = String(m.user_id);
    if (m.team_id) add(userId, String(m.team_id));
    else if (m.role === 'club_admin') for (const t of ctx.teams) add(userId, t.id);
  }
  for (const g of ctx.guardians) for (const teamId of teamsOf.get(String(g.child_id)) ?? []) add(String(g.parent_id), teamId);

  const rows: Row[] = [];
  const hoursAgo = (h: number) => new Date(now - h * 3600_000).toISOString();
  for (const [userId, teamIds] of teamsOf) {
    for (const teamId of teamIds) {
      const teamName = ctx.teams.find((t) => t.id === teamId)?.name ?? '';
      const fixture = nextOf(ctx.fixtures, teamId, 'kickoff_at');
      const session = nextOf(ctx.sessions, teamId, 'starts_at');
      const row = (kind: string, params: NotificationParams, created: string, read: boolean): Row => ({
        id: randomUUID(),
        user_id: userId,
        club_id: ctx.clubId,
        team_id: teamId,
        kind,
        params: JSON.stringify(params),
        read_at: read ? created : null,
        created_at: created,
      });
      if (session) {
        rows.push(row('training_created', { sessionId: String(session.id), sessionKind: 'training', teamName, startsAt: iso(session.starts_at) }, hoursAgo(50), true));
      }
      if (fixture) {
        const params: NotificationParams = { sessionId: String(fixture.id), sessionKind: 'fixture', teamName, startsAt: iso(fixture.kickoff_at), opponent: String(fixture.opponent ?? '') };
        rows.push(row('fixture_created', params, hoursAgo(30), false));
        rows.push(row('squad_picked', params, hoursAgo(3), false));
      }
    }
  }
  return rows;
}
