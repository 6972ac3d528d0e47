// A like or a comment on someone's post tells its author in the app (issue 23 item 5: "a reply or
// like on your post"), inserted in the write's transaction like server/lib/notify.ts does, so a
// rolled-back write makes none and a replay (its stored answer) makes none twice. Never for one's
// own post, and only while the author is an active member of the post's club. Web Push is not
// queued for these: the contact preferences have no switch for the feed yet, and a push the
// member cannot turn off would go against them (server/areas/notifications/README.md).
import type { Queryable } from '../../db/db';
import type { NotificationParams } from '../../../src/domain/notification/kinds';
import type { PostFacts } from './repository';

export async function notifyAuthor(tx: Queryable, e: { kind: 'post_liked' | 'post_commented'; post: PostFacts; actorId: string }): Promise<number> {
  if (e.actorId === e.post.authorId) return 0;
  const facts = await tx.maybeOne<{ actor_name: string; team_name: string | null; club_name: string; created_at: string | Date }>(
    `SELECT trim(a.first_name || ' ' || a.last_name) AS actor_name, t.name AS team_name, c.name AS club_name, p.created_at
       FROM content_posts p JOIN users a ON a.id = $2 JOIN clubs c ON c.id = p.club_id LEFT JOIN teams t ON t.id = p.team_id
      WHERE p.id = $1 AND EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = p.author_id AND m.club_id = p.club_id AND m.active)`,
    [e.post.id, e.actorId],
  );
  if (!facts) return 0;
  const params: NotificationParams = {
    sessionId: e.post.id,
    sessionKind: 'post',
    teamName: facts.team_name ?? facts.club_name,
    startsAt: new Date(facts.created_at).toISOString(),
    actorName: facts.actor_name,
  };
  await tx.query(`INSERT INTO notifications (user_id, club_id, team_id, kind, params) VALUES ($1, $2, $3, $4, $5::jsonb)`, [
    e.post.authorId,
    e.post.clubId,
    e.post.teamId,
    e.kind,
    JSON.stringify(params),
  ]);
  return 1;
}
