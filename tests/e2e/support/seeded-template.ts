// Vitest global setup for the browser tests: one server start migrates and seeds a PGlite data
// folder once per run (10-20 s on a busy 2-core machine), and each test's server then starts on
// a copy of it (about 3 s) instead of seeding its own. The demo seed's dates are relative to the
// moment it ran, so the copies are minutes old at most: no test depends on seconds.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SEEDED_TEMPLATE_ENV, startServer } from './server';

export default async function setup(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'touchline-e2e-template-'));
  const server = await startServer({ dataDir: dir, startTimeoutMs: 180_000 });
  await server.stop();
  process.env[SEEDED_TEMPLATE_ENV] = dir;
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
