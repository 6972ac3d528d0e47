// GET /api/v1/leaderboard/{userId}?clubId&period=week|month|season (calls.md "Leaderboard: GET
// /{userId}"; clubId and period are ours: the club to rank in, default the player's first club,
// and the period, default week). The self-practice minutes of the club's players in the period,
// ranked here (src/domain/practice/leaderboard.ts): the top 3 with names, the player's own place
// and the gap to the places above. Who may ask: as the diary (access.ts) — the player, their
// parent, the coaches of the player's teams and club admins. A club that hides names from
// under-13s gets initials for them (a player with no date of birth counts as under 13 there: we
// cannot tell, and a name shown cannot be taken back); the player's own name is always theirs.
import type { FastifyPluginAsync } from 'fastify';
import { ageOn, INITIALS_UNDER_AGE, initialsOf, leaderboardFor, leaderboardMessages as m, leaderboardQuerySchema, periodRange, rankPlayers } from '../../../src/domain/practice/leaderboard';
import { localDay } from '../../../src/domain/practice/practice-days';
import { forbidden, notFound } from '../../lib/http-error';
import { useFailureMessages } from '../../lib/failure-handler';
import { parseQuery } from '../../lib/parse-query';
import { requireSeePractice } from './access';
import { clubPlayerMinutes, leaderboardClub, playerClubs } from './leaderboard-repository';

const leaderboardRoutes: FastifyPluginAsync = async (app) => {
  useFailureMessages(app);

  app.get<{ Params: { userId: string } }>('/:userId', { config: { permission: { user: 'members.view' }, failure: m.failed } }, async (request) => {
    const q = parseQuery(leaderboardQuerySchema, request.query);
    const access = await requireSeePractice(request);
    const clubs = await playerClubs(app.db, access.targetId);
    const clubId = q.clubId ?? clubs[0];
    if (!clubId || !clubs.includes(clubId)) throw forbidden(m.notInClub, 'not_in_club');
    // Staff see the leaderboard of the club they are staff of, not another club the player is in.
    if (access.kind === 'club' && !access.clubIds.includes(clubId)) throw forbidden(m.notInClub, 'not_in_club');
    const club = await leaderboardClub(app.db, clubId);
    if (!club) throw notFound(m.notInClub, 'club_not_found');
    const zone = await app.db.maybeOne<{ time_zone: string }>('SELECT time_zone FROM practice_entries WHERE player_id = $1 ORDER BY created_at DESC LIMIT 1', [access.targetId]);
    const today = localDay(zone?.time_zone ?? 'UTC');
    const { from, to } = periodRange(q.period, today, { start: club.seasonStart, end: club.seasonEnd });
    const rows = await clubPlayerMinutes(app.db, clubId, from, to);
    const births = new Map(rows.map((r) => [r.playerId, r.birth]));
    const shown = (r: { playerId: string; name: string }) => {
      if (!club.initialsUnder13) return r.name;
      const birth = births.get(r.playerId);
      return !birth || ageOn(birth, today) < INITIALS_UNDER_AGE ? initialsOf(r.name) : r.name;
    };
    return leaderboardFor(rankPlayers(rows), access.targetId, shown, { clubId, period: q.period, from, to, asOf: new Date().toISOString() });
  });
};

export default leaderboardRoutes;
