// Two API instances on one fresh PostgreSQL database, each with its own connection pool and
// listener, as two server processes behind a load balancer would be. For the cross-instance
// live test and the fan-out benchmark.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openPostgres, type Db } from '../../../server/db/db';
import { migrate } from '../../../server/db/migrate';
import { createMemoryMailer } from '../../../server/lib/mailer';

const adminUrl = () => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface Instance {
  app: FastifyInstance;
  db: Db;
  base: string;
}

export interface TwoInstances {
  a: Instance;
  b: Instance;
  close(): Promise<void>;
}

async function start(url: string): Promise<Instance> {
  const db = await openPostgres(url);
  const config = loadConfig({ TOUCHLINE_DATA_DIR: '.test-data', TOUCHLINE_STATIC_DIR: '.test-data/no-static', RATE_LIMIT_MAX: '1000000' });
  const app = await buildApp({ config, db, mailer: createMemoryMailer(), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, db, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

export async function startTwoInstances(): Promise<TwoInstances> {
  const name = `touchline_live_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const first = await openPostgres(url.toString());
  await migrate(first);
  await first.close();
  const a = await start(url.toString());
  const b = await start(url.toString());
  return {
    a,
    b,
    close: async () => {
      for (const i of [a, b]) {
        await i.app.close();
        await i.db.close();
      }
      const dropper = new pg.Client({ connectionString: adminUrl() });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
