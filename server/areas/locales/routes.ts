// Translation calls (spec §7; /api/v1/locales):
//   GET  {language}/{namespace}.json      public: the compiled catalogue (id -> compiled message).
//                                         The app bundles and precaches its own; this answers
//                                         for anything else that asks. Unknown names: 404.
//   POST add/{language}/{namespace}       any signed-in member: records a key the app could not
//                                         find, for staff to translate. Never changes a
//                                         catalogue. 30 reports a minute per account, then 429.
//   GET  missing                          super admins (the service's staff): the reports.
import type { FastifyPluginAsync } from 'fastify';
import {
  isCatalogueLanguage,
  isCatalogueNamespace,
  localeMessages as m,
  missingKeySchema,
} from '../../../src/domain/locales/catalogue-names';
import { HttpError, notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/parse-input';
import { idempotentWrite } from '../../plugins/idempotency';
import { requireAuth } from '../../plugins/auth';
import { blockedFor, recordFailure, type Rule } from '../auth/throttle';
import { catalogue } from './catalogues';

type Names = { Params: { language: string; namespace: string } };
export const MISSING_KEY_RULE: Rule = { limit: 30, windowMinutes: 1, block: { minutes: 1 } };

function checkNames(language: string, namespace: string) {
  if (!isCatalogueLanguage(language)) throw notFound(m.unknownLanguage, 'unknown_language');
  if (!isCatalogueNamespace(namespace)) throw notFound(m.unknownNamespace, 'unknown_namespace');
  return language;
}

const localeRoutes: FastifyPluginAsync = async (app) => {
  app.get<Names>('/:language/:namespace.json', { config: { permission: 'public' } }, async (request, reply) => {
    const language = checkNames(request.params.language, request.params.namespace);
    // The same for everyone, and it changes only with a new release.
    reply.header('cache-control', 'public, max-age=300');
    return catalogue(language);
  });

  app.post<Names>('/add/:language/:namespace', { config: { permission: 'self' } }, async (request, reply) => {
    const userId = requireAuth(request).userId;
    const language = checkNames(request.params.language, request.params.namespace);
    const body = parseInput(missingKeySchema, request.body, m.key);
    const bucket = `missing-key:${userId}`;
    const wait = await blockedFor(app.db, bucket);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new HttpError(429, 'too_many_reports', m.tooMany);
    }
    await recordFailure(app.db, bucket, MISSING_KEY_RULE);
    return idempotentWrite(
      request,
      reply,
      async (tx) => {
        const row = await tx.one<{ reports: number }>(
          `INSERT INTO missing_translations (language, namespace, key, default_value, first_reported_by) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (language, namespace, key) DO UPDATE SET reports = missing_translations.reports + 1, last_seen = now(),
             default_value = COALESCE(missing_translations.default_value, EXCLUDED.default_value)
           RETURNING reports`,
          [language, request.params.namespace, body.key, body.defaultValue ?? null, userId],
        );
        return { missing: { language, namespace: request.params.namespace, key: body.key, reports: Number(row.reports) } };
      },
      201,
    );
  });

  app.get('/missing', { config: { permission: 'admin' } }, async () => {
    const rows = await app.db.query<{ language: string; namespace: string; key: string; default_value: string | null; reports: number; last_seen: Date }>(
      'SELECT language, namespace, key, default_value, reports, last_seen FROM missing_translations ORDER BY last_seen DESC LIMIT 500',
    );
    return {
      missing: rows.map((r) => ({ language: r.language, namespace: r.namespace, key: r.key, defaultValue: r.default_value, reports: Number(r.reports), lastSeen: new Date(r.last_seen).toISOString() })),
    };
  });
};

export default localeRoutes;
