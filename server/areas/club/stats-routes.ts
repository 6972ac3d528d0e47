// GET club/{id}/stats (members.view): the club's counts. DELETE club/{clubId} (admin): retire a
// club; it leaves every member's club list and its open invite pages stop working, while its
// rows stay for the record (a super admin still sees it in the club list).
import type { FastifyPluginAsync } from 'fastify';
import type { ClubStatsAnswer } from '../../../src/domain/club/types';
import { requireUuid } from '../../lib/access';
import { notFound } from '../../lib/http-error';
import { idempotentWrite } from '../../plugins/idempotency';

const statsRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>('/:id/stats', { config: { permission: 'members.view' } }, async (request): Promise<ClubStatsAnswer> => {
    const clubId = request.clubAccess!.clubId;
    const r = await app.db.one<Record<string, number | null>>(
      `SELECT
         (SELECT count(*) FROM teams WHERE club_id = $1 AND active)::int AS teams,
         (SELECT count(DISTINCT user_id) FROM memberships WHERE club_id = $1 AND active AND role = 'club_admin')::int AS club_admins,
         (SELECT count(DISTINCT user_id) FROM memberships WHERE club_id = $1 AND active AND role = 'coach')::int AS coaches,
         (SELECT count(DISTINCT user_id) FROM memberships WHERE club_id = $1 AND active AND role = 'assistant_coach')::int AS assistant_coaches,
         (SELECT count(DISTINCT user_id) FROM memberships WHERE club_id = $1 AND active AND role = 'parent')::int AS parents,
         (SELECT count(DISTINCT user_id) FROM memberships WHERE club_id = $1 AND active AND role = 'player')::int AS players,
         (SELECT count(DISTINCT user_id) FROM memberships WHERE club_id = $1 AND active AND role = 'user')::int AS users,
         (SELECT count(DISTINCT m.user_id) FROM memberships m WHERE m.club_id = $1 AND NOT m.active
            AND NOT EXISTS (SELECT 1 FROM memberships o WHERE o.club_id = $1 AND o.user_id = m.user_id AND o.active))::int AS inactive,
         (SELECT count(DISTINCT user_id) FROM memberships WHERE club_id = $1 AND active AND role = 'player' AND on_trial)::int AS on_trial,
         (SELECT count(*) FROM invites WHERE club_id = $1 AND status = 'sent' AND (expires_at IS NULL OR expires_at > now()))::int AS open_invites,
         (SELECT count(*) FROM fixtures WHERE club_id = $1 AND status <> 'cancelled' AND kickoff_at >= now())::int AS fixtures_upcoming,
         (SELECT count(*) FROM fixtures WHERE club_id = $1 AND status = 'ended')::int AS fixtures_played,
         (SELECT count(*) FROM training_sessions WHERE club_id = $1 AND status <> 'cancelled' AND starts_at >= now())::int AS training_upcoming,
         (SELECT count(*) FROM training_sessions WHERE club_id = $1 AND status = 'ended')::int AS training_held,
         (SELECT total_players FROM contracts WHERE club_id = $1) AS player_limit`,
      [clubId],
    );
    const n = (k: string) => Number(r[k] ?? 0);
    return {
      clubId,
      teams: n('teams'),
      members: { clubAdmins: n('club_admins'), coaches: n('coaches'), assistantCoaches: n('assistant_coaches'), parents: n('parents'), players: n('players'), users: n('users') },
      inactiveMembers: n('inactive'),
      playersOnTrial: n('on_trial'),
      openInvites: n('open_invites'),
      fixtures: { upcoming: n('fixtures_upcoming'), played: n('fixtures_played') },
      trainingSessions: { upcoming: n('training_upcoming'), held: n('training_held') },
      playerLimit: r.player_limit ?? null,
    };
  });

  app.delete<{ Params: { clubId: string } }>('/:clubId', { config: { permission: 'admin' } }, async (request, reply) => {
    const clubId = requireUuid(request.params.clubId, 'club id');
    if (!(await app.db.maybeOne('SELECT 1 FROM clubs WHERE id = $1', [clubId]))) throw notFound('Club not found');
    return idempotentWrite(request, reply, async (tx) => {
      await tx.query('UPDATE clubs SET active = false, updated_at = now() WHERE id = $1', [clubId]);
      await tx.query("UPDATE invites SET status = 'revoked' WHERE club_id = $1 AND status = 'sent'", [clubId]);
      return { clubId, active: false };
    });
  });
};

export default statsRoutes;
