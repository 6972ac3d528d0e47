// The main job: one server process serves the built PWA and the API, migrated and seeded on
// first start, on PGlite by default and on PostgreSQL through DATABASE_URL (seeded only when
// asked); SIGTERM closes it; production refuses a database that holds the demo accounts.
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './support/server';

/** Whether a process runs (signal 0 checks without sending). */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function checkServes(url: string) {
  const health = await fetch(`${url}/healthz`);
  expect(health.status).toBe(200);
  await health.arrayBuffer();
  const page = await fetch(`${url}/secure/configuration/clubs`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<title>Touchline</title>');
  const sw = await fetch(`${url}/sw.js`);
  expect(sw.status).toBe(200);
  expect(sw.headers.get('cache-control')).toBe('no-cache');
  await sw.arrayBuffer();
}

/** `npm start` (scripts/start.mjs) on a fresh data folder, once it says where it runs. */
async function launchNpmStart() {
  const root = path.resolve(import.meta.dirname, '../..');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'touchline-npm-start-'));
  const start = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', TOUCHLINE_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  start.stdout!.on('data', (d) => (out += d));
  start.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => start.once('exit', (code) => r(code)));
  const cleanup = async () => {
    start.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await expect.poll(() => /running at (http:\/\/localhost:\d+)/.exec(out)?.[1], { timeout: 120_000, interval: 200 }).toBeDefined();
  } catch (e) {
    await cleanup();
    throw e;
  }
  const url = /running at (http:\/\/localhost:\d+)/.exec(out)![1]!;
  // The one child of start.mjs: the server.
  const [pid] = execFileSync('pgrep', ['-P', String(start.pid)], { encoding: 'utf8' }).split('\n').filter(Boolean);
  return { start, url, serverPid: Number(pid), dataDir, exited, output: () => out, cleanup };
}

describe('server start', () => {
  it('starts on PGlite, prints the URL and demo sign-ins, and closes cleanly on SIGTERM', async () => {
    const server = await startServer();
    await checkServes(server.url);
    expect((await (await fetch(`${server.url}/healthz`)).json()).database).toBe('pglite');
    expect(server.output()).toMatch(/Demo club created/);
    expect(server.output()).toMatch(/coach@touchline\.demo/);
    await server.stop();
    expect(server.process.exitCode, server.output()).toBe(0);
  });

  it('`npm start` (scripts/start.mjs) runs the server compiled to JavaScript, not through tsx', async () => {
    const run = await launchNpmStart();
    try {
      await checkServes(run.url);
      // The one child of start.mjs is plain node on dist-server/main.js.
      const cmdline = (await readFile(`/proc/${run.serverPid}/cmdline`, 'utf8')).split('\0');
      expect(cmdline.some((a) => a.endsWith(path.join('dist-server', 'main.js'))), cmdline.join(' ')).toBe(true);
      expect(cmdline.join(' ')).not.toMatch(/tsx/);
      // SIGTERM to the launcher stops the server too (a supervisor's restart must not leave the
      // old server running on the same data), and the launcher exits with the server's 0.
      run.start.kill('SIGTERM');
      expect(await run.exited, run.output()).toBe(0);
      expect(alive(run.serverPid), `server ${run.serverPid} still running`).toBe(false);
    } finally {
      await run.cleanup();
    }
  });

  it('`npm start` exits non-zero (128 + 9) when the server is killed with SIGKILL, so a supervisor restarts it', async () => {
    const run = await launchNpmStart();
    try {
      process.kill(run.serverPid, 'SIGKILL');
      expect(await run.exited, run.output()).toBe(137);
      // The lock the killed server left is stale: a new server takes the folder.
      const again = await startServer({ dataDir: run.dataDir });
      await again.stop();
      expect(again.process.exitCode, again.output()).toBe(0);
    } finally {
      await run.cleanup();
    }
  });

  it('a second server on the same PGlite data folder is refused, naming the first, which keeps serving', async () => {
    const first = await startServer();
    try {
      const refusal = await startServer({ dataDir: first.dataDir }).then(
        async (started) => (await started.stop(), 'it started'),
        (err: Error) => err.message,
      );
      expect(refusal).toMatch(new RegExp(`exited with 1:[\\s\\S]*Another Touchline server \\(process ${first.process.pid}\\) is using the data folder`));
      expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    } finally {
      await first.stop();
      await rm(first.dataDir, { recursive: true, force: true });
    }
  });

  it('closes with exit 0 on SIGTERM even while a client has stopped reading a download', async () => {
    const server = await startServer();
    // The service worker script is larger than the socket buffers: left unread, its
    // connection stays busy, as a phone that lost signal mid-download would leave it.
    const stalled = await fetch(`${server.url}/sw.js`);
    expect(stalled.status).toBe(200);
    await server.stop();
    expect(server.process.exitCode, server.output()).toBe(0);
    await stalled.body?.cancel().catch(() => undefined);
  });

  it('keeps its data across a restart and does not seed twice', async () => {
    const first = await startServer();
    await first.kill();
    const second = await startServer({ dataDir: first.dataDir });
    expect(second.output()).not.toMatch(/Demo club created/);
    expect(second.output()).toMatch(/coach@touchline\.demo/);
    await second.kill();
    // The same data in production: the demo accounts' published password must not go live.
    // (A server that did start is stopped, not left running.)
    const refusal = await startServer({ dataDir: first.dataDir, env: { TOUCHLINE_ENV: 'production' } }).then(
      async (started) => (await started.stop(), 'it started'),
      (err: Error) => err.message,
    );
    expect(refusal).toMatch(/exited with 1:[\s\S]*TOUCHLINE_ENV=production[\s\S]*demo accounts/);
    await rm(first.dataDir, { recursive: true, force: true });
  });

  describe('on PostgreSQL through DATABASE_URL', () => {
    const name = `touchline_e2e_${randomBytes(5).toString('hex')}`;
    afterAll(async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    });

    it('runs the same migrations, and seeds the demo only when TOUCHLINE_SEED=true', async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`CREATE DATABASE ${name}`);
      await c.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const plain = await startServer({ env: { DATABASE_URL: url.toString() } });
      try {
        await checkServes(plain.url);
        expect((await (await fetch(`${plain.url}/healthz`)).json()).database).toBe('postgres');
        expect(plain.output()).not.toMatch(/Demo|touchline\.demo/);
      } finally {
        await plain.stop();
      }
      const seeded = await startServer({ env: { DATABASE_URL: url.toString(), TOUCHLINE_SEED: 'true' } });
      expect(seeded.output()).toMatch(/Demo club created/);
      await seeded.stop();
    });
  });
});
