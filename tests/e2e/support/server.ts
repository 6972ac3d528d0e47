// Starts the real Touchline server as `npm start` does after the build (node dist-server/main.js,
// the server compiled to JavaScript; rebuilt here first when older than its sources) in a
// child process on a free port, with its own PGlite data folder and the demo seed. The app must
// already be built into dist/ (npm run test:e2e builds it first).
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureServerBuilt, serverEntry } from '../../../scripts/build/server.mjs';

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
  /** SIGKILL, for crash tests; the data folder is kept. */
  kill(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '../../..');

/** Where tests/e2e/support/seeded-template.ts leaves a migrated and seeded data folder. */
export const SEEDED_TEMPLATE_ENV = 'TOUCHLINE_E2E_SEEDED_TEMPLATE';

/**
 * startTimeoutMs: how long to wait for the server to say it runs (a busy machine needs longer
 * than the 60 s default). Without a dataDir the server starts on a copy of the run's seeded
 * template (when the global setup made one), unless `fresh` asks for a first start that migrates
 * and seeds, or the database is PostgreSQL.
 */
export async function startServer(opts: { dataDir?: string; env?: Record<string, string>; startTimeoutMs?: number; fresh?: boolean } = {}): Promise<RunningServer> {
  if (!existsSync(path.join(root, 'dist', 'index.html'))) throw new Error('dist/ is missing: run `npm run build` before the browser tests');
  await ensureServerBuilt();
  const dataDir = opts.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'touchline-e2e-')));
  const template = process.env[SEEDED_TEMPLATE_ENV];
  if (!opts.dataDir && !opts.fresh && template && !opts.env?.DATABASE_URL) await cp(template, dataDir, { recursive: true });
  const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', TOUCHLINE_DATA_DIR: dataDir, TOUCHLINE_STATIC_DIR: path.join(root, 'dist'), LOG_LEVEL: 'warn', ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = await new Promise<string>((resolve, reject) => {
    const wait = opts.startTimeoutMs ?? 60_000;
    const timer = setTimeout(() => reject(new Error(`server did not start in ${wait / 1000} s:\n${out}`)), wait);
    const check = () => {
      const m = /running at (http:\/\/localhost:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout!.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${out}`));
    });
  });
  const waitExit = () => new Promise<void>((r) => (child.exitCode !== null || child.signalCode !== null ? r() : child.once('exit', () => r())));
  return {
    url,
    dataDir,
    process: child,
    output: () => out,
    async stop() {
      child.kill('SIGTERM');
      await waitExit();
      if (!opts.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
    async kill() {
      child.kill('SIGKILL');
      await waitExit();
    },
  };
}
