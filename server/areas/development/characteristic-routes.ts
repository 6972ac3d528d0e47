// The five characteristic words (/api/v1/characteristic, calls.md Characteristic: GET (limit); PUT):
//   GET ?playerId&limit     { playerId, words, available } — the player's words and those to choose from
//   PUT { playerId, words } the player's five words, all at once (the same PUT twice is the same state)
// The player is named in the query or the body, so the routes are 'self' and access.ts checks the
// named player: the player, their parent, and the player's coaches and club admins. Stored in the
// profile document (users.profile.words), where registration puts them.
import type { FastifyPluginAsync } from 'fastify';
import type { Queryable } from '../../db/db';
import { CHARACTERISTIC_WORDS } from '../../../src/domain/characteristics';
import { characteristicBodySchema, characteristicQuerySchema, type CharacteristicAnswer } from '../../../src/domain/development/characteristic-schema';
import { developmentMessages as m } from '../../../src/domain/development/messages';
import { useFailureMessages } from '../../lib/failure-handler';
import { parseInput } from '../../lib/parse-input';
import { parseQuery } from '../../lib/parse-query';
import { idempotentWrite } from '../../plugins/idempotency';
import { requireDevelopmentAccess } from './access';
import { wordsOf } from './repository';

const characteristicRoutes: FastifyPluginAsync = async (app) => {
  useFailureMessages(app);

  // Inside a write, read through its transaction (PGlite has one connection: app.db would wait on it).
  const answer = async (db: Queryable, playerId: string, limit?: number): Promise<CharacteristicAnswer> => {
    const row = await db.one<{ profile: Record<string, unknown> | null }>('SELECT profile FROM users WHERE id = $1', [playerId]);
    return { playerId, words: wordsOf(row.profile), available: CHARACTERISTIC_WORDS.slice(0, limit ?? CHARACTERISTIC_WORDS.length) };
  };

  app.get('/', { config: { permission: 'self', failure: m.loadProfile } }, async (request) => {
    const q = parseQuery(characteristicQuerySchema, request.query);
    await requireDevelopmentAccess(request, q.playerId);
    return answer(app.db, q.playerId, q.limit);
  });

  app.put('/', { config: { permission: 'self', failure: m.failed } }, async (request, reply) => {
    const body = parseInput(characteristicBodySchema, request.body, m.words);
    await requireDevelopmentAccess(request, body.playerId);
    return idempotentWrite(request, reply, async (tx) => {
      await tx.query(`UPDATE users SET profile = jsonb_set(profile, '{words}', $2::jsonb), updated_at = now() WHERE id = $1`, [body.playerId, JSON.stringify(body.words)]);
      return answer(tx, body.playerId);
    });
  });
};

export default characteristicRoutes;
