// Entry point: config from env, database (PGlite in ./data unless DATABASE_URL), migrations,
// demo seed on first start (where demo-policy.ts allows it; production refuses a database with
// demo accounts), listen, and a graceful close on SIGINT/SIGTERM.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from './config';
import { filesRoot } from './lib/storage/create-storage';
import { describeStorage } from './lib/storage/storage-config';
import { openPglite, openPostgres, type Db } from './db/db';
import { lockDataFolder, type DataLock } from './db/data-lock';
import { migrate } from './db/migrate';
import { seedDemo } from './db/seed';
import { writeDemoHomeworkFiles } from './areas/homework/demo-files';
import { assertNoDemoAccounts, seedWanted } from './db/demo-policy';
import { buildApp } from './app';
import { startInvoiceJob } from './lib/billing/invoice-run';

const SHUTDOWN_GRACE_MS = 3_000;
const SHUTDOWN_LIMIT_MS = 15_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  let db: Db;
  let lock: DataLock | null = null;
  if (config.databaseUrl) {
    db = await openPostgres(config.databaseUrl);
  } else {
    await mkdir(config.dataDir, { recursive: true });
    // Before PGlite opens the folder: a second server on it would silently lose the first's writes.
    try {
      lock = await lockDataFolder(config.dataDir);
    } catch (err) {
      console.error((err as Error).message);
      process.exit(1);
    }
    db = await openPglite(path.join(config.dataDir, 'pglite'));
  }
  await migrate(db);
  if (config.env === 'production') {
    try {
      await assertNoDemoAccounts(db);
    } catch (err) {
      console.error((err as Error).message);
      await db.close();
      await lock?.release();
      process.exit(1);
    }
  }
  const seeded = seedWanted(config) ? await seedDemo(db) : null;

  const app = await buildApp({ config, db });
  // The demo's coach challenge answers are pictures in the file store (the seed has only the database).
  if (seeded) await writeDemoHomeworkFiles(db, app.storage);
  // The built-in billing provider's invoice run (hourly; each period is invoiced once however often it runs).
  const stopInvoices = startInvoiceJob(db, app.log);
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    stopInvoices();
    app.log.info({ signal }, 'shutting down');
    // Requests in flight get a grace period to finish; a client that stops reading (a phone that
    // went out of signal mid-download) must not hold the shutdown, so its connection is then cut.
    const grace = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    // A close that still hangs (the database, say) is a fault: say so and exit non-zero.
    const stuck = setTimeout(() => {
      console.error(`Touchline did not close within ${SHUTDOWN_LIMIT_MS / 1000} s of ${signal}; exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    try {
      await app.close();
      await db.close();
      await lock?.release();
    } catch (err) {
      console.error('Touchline failed to close cleanly:', err);
      process.exit(1);
    }
    clearTimeout(grace);
    clearTimeout(stuck);
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const files = config.storage.kind === 'disk' ? `disk in ${filesRoot(config.dataDir)}` : describeStorage(config.storage);
  const lines = [`Touchline is running at http://localhost:${port}`, `Database: ${where}`, `Files: ${files}`];
  if (seeded && seeded.signIns.length) {
    lines.push(seeded.created ? 'Demo club created. Demo sign-ins:' : 'Demo sign-ins:');
    for (const s of seeded.signIns) lines.push(`  ${s.role.padEnd(16)} ${s.email.padEnd(34)} ${s.password}`);
    for (const i of seeded.invites ?? []) lines.push(`  Invite code for the ${i.team} (${i.role}): ${i.code}`);
  }
  console.log(`\n${lines.join('\n')}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
