// Makes the database (PGlite or PostgreSQL, see server/db/db.ts) available as app.db. Inside an
// item of a sync batch, app.db runs in the batch's transaction (server/lib/batch-scope.ts).
import fp from 'fastify-plugin';
import type { Db } from '../db/db';
import { scopedDb } from '../lib/batch-scope';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export default fp<{ db: Db }>(async (app, opts) => {
  app.decorate('db', scopedDb(opts.db));
});
