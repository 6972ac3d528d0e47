// The demo club's feed (issue 23 item 2): a few days of posts from the club admin and the coach,
// to the whole club and to each team, one linking the last U14 result, each with likes and a short
// comment thread from parents and players, so the feed reads like a club's week. Times are before
// `now`, newest last week at most, so the feed's first screen is full on a fresh start.
import { randomUUID } from 'node:crypto';
import type { Row } from './insert';
import type { TeamKey } from './names';

interface Ctx {
  clubId: string;
  teamIds: Record<TeamKey, string>;
  clubAdminId: string;
  coachId: string;
  /** Accepted memberships of the demo (who likes and comments). */
  memberships: Row[];
  fixtures: Row[];
  now: Date;
}

export interface FeedSeed {
  posts: Row[];
  likes: Row[];
  comments: Row[];
}

export function buildFeed(ctx: Ctx): FeedSeed {
  const hoursAgo = (h: number) => new Date(ctx.now.getTime() - h * 3_600_000);
  const members = (team: TeamKey | null, role: string) =>
    [...new Set(ctx.memberships.filter((m) => m.role === role && m.status === 'accepted' && (team === null || m.team_id === ctx.teamIds[team])).map((m) => String(m.user_id)))];
  // The U14's most recent played game, for the result post.
  const lastU14 = ctx.fixtures
    .filter((f) => f.team_id === ctx.teamIds.U14 && f.status === 'ended')
    .sort((a, b) => new Date(String(b.kickoff_at)).getTime() - new Date(String(a.kickoff_at)).getTime())[0];

  const posts: Row[] = [];
  const likes: Row[] = [];
  const comments: Row[] = [];
  const post = (o: { team: TeamKey | null; by: string; text: string; hours: number; fixtureId?: unknown; likers: string[]; thread: [string, string][] }) => {
    const id = randomUUID();
    const at = hoursAgo(o.hours);
    posts.push({ id, club_id: ctx.clubId, team_id: o.team ? ctx.teamIds[o.team] : null, author_id: o.by, body: o.text, fixture_id: o.fixtureId ?? null, created_at: at });
    for (const u of o.likers) likes.push({ post_id: id, user_id: u, created_at: new Date(at.getTime() + 20 * 60_000) });
    o.thread.forEach(([by, text], n) => comments.push({ id: randomUUID(), post_id: id, author_id: by, body: text, created_at: new Date(at.getTime() + (n + 1) * 35 * 60_000) }));
  };

  const u10Parents = members('U10', 'parent');
  const u14Parents = members('U14', 'parent');
  const u14Players = members('U14', 'player');
  const everyone = [...u10Parents, ...u14Parents];

  post({
    team: null,
    by: ctx.clubAdminId,
    text: 'Welcome to the new season! Kit orders close on Friday, and the clubhouse is open from 9 on match days.',
    hours: 6 * 24,
    likers: everyone.slice(0, 6),
    thread: u10Parents[0] ? [[u10Parents[0], 'Is there a size chart for the training tops?'], [ctx.clubAdminId, 'Yes, it is pinned in the clubhouse and on the order form.']] : [],
  });
  post({
    team: 'U10',
    by: ctx.coachId,
    text: 'Great effort at training tonight. Please bring shin pads and a water bottle every week.',
    hours: 3 * 24,
    likers: u10Parents.slice(0, 4),
    thread: u10Parents[1] ? [[u10Parents[1], 'Thanks coach, she loved the passing games!']] : [],
  });
  if (lastU14) {
    post({
      team: 'U14',
      by: ctx.coachId,
      text: 'Proud of the U14s today: brave on the ball and we kept going to the end. Player of the match votes in the app, please.',
      hours: 30,
      fixtureId: lastU14.id,
      likers: [...u14Parents.slice(0, 5), ...u14Players.slice(0, 3)],
      thread: [
        ...(u14Players[0] ? ([[u14Players[0], 'Best game of the season!']] as [string, string][]) : []),
        ...(u14Parents[0] ? ([[u14Parents[0], 'What a finish. Well done all.']] as [string, string][]) : []),
      ],
    });
  }
  post({
    team: null,
    by: ctx.clubAdminId,
    text: 'Volunteers needed for the presentation evening: set-up from 5pm. Reply here if you can help.',
    hours: 4,
    likers: everyone.slice(2, 5),
    thread: u14Parents[1] ? [[u14Parents[1], 'Count me in for set-up.']] : [],
  });
  return { posts, likes, comments };
}
