// Biometrics (/api/v1/biometric, calls.md Biometric):
//   GET ?playerId&limit   the player's measurements, newest first
//   POST                  add one (201); body { playerId, measuredOn, heightCm, weightKg, id? }
// Reads: the player, their parent, club admins and the coaches of the player's teams. Writes: the
// player, their parent and those coaches (access.ts). Body: src/domain/biometrics/biometric-schema.ts.
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { biometricSchema } from '../../../src/domain/biometrics/biometric-schema';
import { biometricMessages as m } from '../../../src/domain/biometrics/messages';
import { useFailureMessages } from '../../lib/failure-handler';
import { badRequest } from '../../lib/http-error';
import { parseInput } from '../../lib/parse-input';
import { parseQuery } from '../../lib/parse-query';
import { idempotentWrite } from '../../plugins/idempotency';
import { requireSeeBiometrics, requireWriteBiometrics } from './access';
import { insertBiometric, listBiometrics } from './repository';

const listQuery = v.object({
  playerId: v.pipe(v.string(m.player), v.uuid(m.player)),
  limit: v.optional(v.pipe(v.string(), v.toNumber(), v.integer('limit must be from 1 to 500'), v.minValue(1, 'limit must be from 1 to 500'), v.maxValue(500, 'limit must be from 1 to 500'))),
  clubId: v.optional(v.string()),
});

/** Tomorrow in UTC: the latest local day anywhere on Earth right now (a day in the future is refused). */
const latestDay = () => new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);

const biometricRoutes: FastifyPluginAsync = async (app) => {
  // Our own fault answers the spec's 'There has been an error retrieving biometric data' (reads).
  useFailureMessages(app);

  app.get('/', { config: { permission: 'self', failure: m.loadFailed } }, async (request) => {
    const q = parseQuery(listQuery, request.query);
    const { targetId } = await requireSeeBiometrics(request, q.playerId);
    return { measurements: await listBiometrics(app.db, targetId, q.limit) };
  });

  app.post('/', { config: { permission: 'self', failure: m.failed } }, async (request, reply) => {
    const body = parseInput(biometricSchema, request.body, m.failed);
    if (body.measuredOn > latestDay()) throw badRequest(m.day, 'validation', { measuredOn: m.day });
    const access = await requireWriteBiometrics(request, body.playerId);
    return idempotentWrite(
      request,
      reply,
      async (tx) => {
        const row = await insertBiometric(tx, access.callerId, body);
        // The id is another player's measurement: never overwrite or reveal it.
        if (!row) throw badRequest(m.failed, 'id_taken');
        return row;
      },
      201,
    );
  });
};

export default biometricRoutes;
