// Player fixtures (/api/v1/player-fixture, calls.md):
//   PUT {clubId}/{fixtureId}/player/{playerId}/{kind}
//       in-match kinds (captaincy, booking, chance, positionswap, injury, ball, goal, penalty,
//       save, tackle, substitution): a match event for the player, upserted by the device's
//       event id into the same table as fixture/.../event; while in progress or after the end
//       (corrections), checked with the match rules (event-validation.ts). A substitution: the URL's
//       player goes off, data.onPlayerId (a player of the match squad) comes on; stored as the
//       reducer reads it (playerId = on, data.offId = off); none left answers 'There are no
//       substitutes remaining'. The stored line-up stays the starting line-up.
//       note { note }, feedback { rating 1-10, comment }, skill { skills: { name: 1-5 } }.
//   GET {clubId}/{fixtureId}/player/{playerId}: the player's record and events for the game.
//   GET {clubId}/{fixtureId}/feedback?playerType=all|starting|substitute: staff's list.
// Writes are the team's staff only; reads: staff, the player, their parent.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { forFamilies } from '../../../src/domain/fixture/family-view';
import { fixtureMessages as m } from '../../../src/domain/fixture/messages';
import {
  feedbackQuerySchema,
  PLAYER_EVENT_KINDS,
  PLAYER_FIXTURE_KINDS,
  playerEventSchema,
  playerFeedbackSchema,
  playerNoteSchema,
  playerSkillSchema,
  substitutionSchema,
  type PlayerEventKind,
} from '../../../src/domain/fixture/player-schemas';
import { requireUuid } from '../../lib/access';
import { useSpecFailures } from '../../lib/area-failures';
import { requireTeamPlayers } from '../../lib/attendance';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/parse-input';
import { canSeePlayer, loadSessionAccess, NO_ACCESS, requireStaff } from '../../lib/session-access';
import { FIXTURE } from '../../lib/session-kind';
import { requireStatus } from '../../lib/session-lifecycle';
import { idempotentWrite } from '../../plugins/idempotency';
import { listEvents } from '../fixture/event-repository';
import { saveCheckedEvent } from '../fixture/event-validation';
import { playerRecord, playerRecords, setPlayerColumn } from '../fixture/player-record-repository';

type P = { Params: { clubId: string; fixtureId: string; playerId: string } };
type K = { Params: P['Params'] & { kind: string } };

const isEventKind = (k: string): k is PlayerEventKind => (PLAYER_EVENT_KINDS as readonly string[]).includes(k);

const playerFixtureRoutes: FastifyPluginAsync = async (app) => {
  useSpecFailures(app);
  const load = async (request: FastifyRequest<P>) => {
    const s = await loadSessionAccess(request, FIXTURE, request.params.clubId, request.params.fixtureId);
    const playerId = requireUuid(request.params.playerId, 'player id');
    return { s, playerId };
  };

  app.put<K>('/:clubId/:fixtureId/player/:playerId/:kind', { config: { permission: 'fixtures.manage', failure: m.playerFailed } }, async (request, reply) => {
    const kind = request.params.kind;
    if (!(PLAYER_FIXTURE_KINDS as readonly string[]).includes(kind)) throw notFound('Unknown player record', 'unknown_kind');
    const { s, playerId } = await load(request);
    requireStaff(s);
    await requireTeamPlayers(app.db, s.session.teamId, [playerId], m.notInTeam);

    if (kind === 'substitution') {
      // The URL's player goes off, data.onPlayerId comes on. Stored the way the reducer reads a
      // substitution (match-reducer.ts): playerId = the player coming on, data.offId = the player
      // going off. The stored line-up is the game's starting line-up and stays as picked: who is
      // on the pitch now is the reducer's answer from the events, on every device alike.
      const body = parseInput(substitutionSchema, request.body, m.formationFailed);
      const onId = body.data.onPlayerId;
      const event = { id: body.id, kind: 'substitution' as const, playerId: onId, matchSecond: body.matchSecond, period: body.period, data: { offId: playerId, ...(body.data.reason ? { reason: body.data.reason } : {}) } };
      return idempotentWrite(request, reply, async (tx) => {
        await requireStatus(tx, FIXTURE, s.session.id, ['in_progress']);
        // Only a player of the match squad (bench, or off the pitch with rolling substitutes) can come on.
        const inSquad = await tx.maybeOne(`SELECT 1 FROM fixture_attendance WHERE fixture_id = $1 AND player_id = $2 AND line_up IS NOT NULL`, [s.session.id, onId]);
        if (!inSquad) throw badRequest(m.noSubstitutes, 'no_substitutes', { 'data.onPlayerId': m.noSubstitutes });
        // The match rules, as on fixture/.../event: the player going off must be on the pitch, the
        // one coming on off it, within the config's substitution cap.
        const stored = await saveCheckedEvent(tx, s.clubId, s.session.id, s.access.userId, event);
        if (!stored) throw badRequest(m.formationFailed, 'event_id_taken');
        return { event: stored, player: await playerRecord(tx, s.session.id, playerId) };
      });
    }
    if (isEventKind(kind)) {
      const body = parseInput(playerEventSchema, request.body, m.formationFailed);
      return idempotentWrite(request, reply, async (tx) => {
        await requireStatus(tx, FIXTURE, s.session.id, ['in_progress', 'ended']);
        // The same match rules as fixture/.../event (a second red card, a minute after the end...).
        const event = await saveCheckedEvent(tx, s.clubId, s.session.id, s.access.userId, { ...body, kind, playerId });
        if (!event) throw badRequest(m.formationFailed, 'event_id_taken');
        return { event };
      });
    }
    const [column, value] =
      kind === 'note'
        ? (['note', parseInput(playerNoteSchema, request.body, m.playerFailed).note || null] as const)
        : kind === 'feedback'
          ? (['feedback', (({ rating, comment }) => ({ rating, comment: comment || null }))(parseInput(playerFeedbackSchema, request.body, m.playerFailed))] as const)
          : (['skills', parseInput(playerSkillSchema, request.body, m.playerFailed).skills] as const);
    return idempotentWrite(request, reply, async (tx) => {
      await setPlayerColumn(tx, s.session.id, playerId, column, value);
      return playerRecord(tx, s.session.id, playerId);
    });
  });

  app.get<P>('/:clubId/:fixtureId/player/:playerId', { config: { permission: 'fixtures.view', failure: m.playersFailed } }, async (request) => {
    const { s, playerId } = await load(request);
    if (!canSeePlayer(s, playerId)) throw forbidden(NO_ACCESS, 'not_your_player');
    await requireTeamPlayers(app.db, s.session.teamId, [playerId], m.notInTeam);
    // A substitution names the player going off in data.offId.
    // Injuries and unshared notes are the staff's (src/domain/fixture/family-view.ts).
    const all = await listEvents(app.db, s.session.id);
    const events = (s.isStaff ? all : forFamilies(all)).filter((e) => e.playerId === playerId || (e.kind === 'substitution' && e.data.offId === playerId));
    return { player: await playerRecord(app.db, s.session.id, playerId), events };
  });

  app.get<{ Params: { clubId: string; fixtureId: string } }>('/:clubId/:fixtureId/feedback', { config: { permission: 'fixtures.view', failure: m.playersFailed } }, async (request) => {
    const s = await loadSessionAccess(request, FIXTURE, request.params.clubId, request.params.fixtureId);
    requireStaff(s);
    const q = parseInput(feedbackQuerySchema, request.query, m.playersFailed);
    const type = q.playerType && q.playerType !== 'all' ? q.playerType : undefined;
    return { players: await playerRecords(app.db, s.session.id, type) };
  });
};

export default playerFixtureRoutes;
