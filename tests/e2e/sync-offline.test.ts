// Issue 3 item 9: offline writes in the browser reach the server exactly once. On the built app
// served by the real server, the demo player signs in, goes offline, answers "coming to
// training?" several times (real writes through the write helper), reloads, the browser is
// killed (SIGKILL) and relaunched on the same profile, comes back online, and the server holds
// each write exactly once. Three ways: everything on; the service worker gone on return (the page
// alone drains); SyncManager removed (no Background Sync, the page triggers alone carry it).
// The server is checked in its own database after a clean stop: every queued key was applied
// once (its idempotency record, written in the same transaction as the write), no other key
// was, and the attendance row holds the last answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, type Browser } from './support/browser';

const PLAYER = { email: 'player@touchline.demo', password: 'Touchline1!' };
/** Answers given offline, in order; the last one is what the server must end with. */
const ANSWERS = ['Coming', 'Not coming', 'Coming', 'Not coming', 'Coming'] as const;

interface Outcome {
  keys: string[];
  last: 'coming' | 'not_coming';
  trainingId: string;
  playerId: string;
}

async function firstPage(browser: Browser): Promise<Page> {
  return browser.context.pages()[0] ?? (await browser.context.newPage());
}

async function signIn(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByLabel('Email').fill(PLAYER.email);
  await page.getByLabel('Password').fill(PLAYER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/secure/);
  await expect.poll(() => page.getByRole('button', { name: 'Coming', exact: true }).isVisible(), { timeout: 20_000 }).toBe(true);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 15_000 }).toBe(true);
}

/** The outbox as IndexedDB holds it (read with the raw API: the test does not use the app's code). */
function readOutbox(page: Page): Promise<{ id: string; path: string; body: { status: string; playerId: string } }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('touchline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction('outbox').objectStore('outbox').getAll();
          req.onsuccess = () => {
            resolve(req.result);
            open.result.close();
          };
          req.onerror = () => reject(req.error);
        };
      }),
  );
}

const indicator = (page: Page) => page.getByTestId('sync-indicator');

async function runScenario(url: string, mode: 'all-on' | 'no-service-worker' | 'no-sync-manager'): Promise<Outcome> {
  const noSyncManager = async (b: Browser) => {
    if (mode !== 'no-sync-manager') return;
    await b.context.addInitScript(() => {
      delete (window as { SyncManager?: unknown }).SyncManager;
      delete (ServiceWorkerRegistration.prototype as { sync?: unknown }).sync;
    });
  };
  let browser = await launchBrowser();
  const profileDir = browser.profileDir;
  try {
    await noSyncManager(browser);
    let page = await firstPage(browser);
    await signIn(page, url);
    if (mode === 'no-sync-manager') {
      expect(await page.evaluate(() => 'SyncManager' in window || 'sync' in ServiceWorkerRegistration.prototype)).toBe(false);
    }

    // The write helper's transactions are made in the commit worker (src/db/commit-worker-client).
    const commitWorker = () => page.workers().some((w) => w.url().includes('commit-worker'));
    await expect.poll(commitWorker).toBe(true);
    await browser.context.setOffline(true);
    for (const answer of ANSWERS) {
      const button = page.getByRole('button', { name: answer, exact: true });
      await button.click();
      // Pressed only once the answer is on disk: the button follows the local row.
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    }
    const queued = await readOutbox(page);
    expect(queued).toHaveLength(ANSWERS.length);
    // Committed in the worker, as the commit marks say; all but the first, which reads the
    // signed-in member in a Dexie transaction on the page (the helper then knows it).
    const madeIn = await page.evaluate(() => performance.getEntriesByName('touchline:write-committed').map((m) => ((m as PerformanceMark).detail as { in: string }).in));
    expect(madeIn).toEqual(ANSWERS.map((_, i) => (i === 0 ? 'page' : 'worker')));
    expect(queued.map((e) => e.body.status)).toEqual(['coming', 'not_coming', 'coming', 'not_coming', 'coming']);
    const trainingId = /\/training\/[^/]+\/([^/]+)\/attendance\/player$/.exec(queued[0]!.path)![1]!;
    const playerId = queued[0]!.body.playerId;
    await expect.poll(() => indicator(page).getAttribute('data-state')).toBe('offline');

    // A reload offline opens from the service worker's precache with the queue and the answer.
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Coming', exact: true }).getAttribute('aria-pressed'), { timeout: 20_000 }).toBe('true');
    await expect.poll(() => indicator(page).textContent()).toMatch(/5 waiting/);
    // Its script too comes from the precache.
    await expect.poll(commitWorker).toBe(true);

    // Killed outright, relaunched on the same profile.
    await browser.kill();
    if (mode === 'no-service-worker') {
      // Relaunched offline; the worker is stopped and unregistered before the network returns:
      // no Background Sync, no worker drain; only the page can send the queue.
      browser = await launchBrowser({ profileDir, offline: true, serviceWorkers: 'block' });
      page = await firstPage(browser);
      const cdp = await browser.context.newCDPSession(page);
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.stopAllWorkers');
      await cdp.send('ServiceWorker.unregister', { scopeURL: `${url}/` });
      await cdp.detach();
      await browser.context.setOffline(false);
      await page.goto(url);
      expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(false);
    } else {
      browser = await launchBrowser({ profileDir });
      await noSyncManager(browser);
      page = await firstPage(browser);
      await page.goto(url);
    }

    // Back online: the queue drains by itself.
    await page.screenshot({ path: `test-results/sync-offline-${mode}-back.png` });
    await expect.poll(() => indicator(page).getAttribute('data-state'), { timeout: 45_000 }).toBe('saved');
    await expect.poll(() => readOutbox(page).then((q) => q.length), { timeout: 15_000 }).toBe(0);
    expect(await page.getByRole('button', { name: 'Coming', exact: true }).getAttribute('aria-pressed')).toBe('true');
    return { keys: queued.map((e) => e.id), last: 'coming', trainingId, playerId };
  } finally {
    await browser.close().catch(() => undefined);
    await browser.dispose();
  }
}

describe('offline writes reach the server exactly once', () => {
  let server: RunningServer;
  let dataDir: string;
  const outcomes: Outcome[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'touchline-e2e-sync-'));
    server = await startServer({ dataDir });
  });
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('with the service worker and Background Sync', async () => {
    outcomes.push(await runScenario(server.url, 'all-on'));
  });

  it('with the service worker stopped: the page drains alone', async () => {
    outcomes.push(await runScenario(server.url, 'no-service-worker'));
  });

  it('without SyncManager: the page triggers alone carry the queue', async () => {
    outcomes.push(await runScenario(server.url, 'no-sync-manager'));
  });

  it('the server holds each write exactly once', async () => {
    expect(outcomes).toHaveLength(3);
    await server.stop();
    const db = await PGlite.create(path.join(dataDir, 'pglite'));
    try {
      const { playerId, trainingId } = outcomes[0]!;
      const keys = outcomes.flatMap((o) => o.keys);
      expect(new Set(keys).size).toBe(keys.length);
      const stored = await db.query<{ key: string; n: number; status_code: number }>(
        'SELECT key, count(*)::int AS n, min(status_code) AS status_code FROM idempotency_keys WHERE user_id = $1 GROUP BY key',
        [playerId],
      );
      // Every queued write applied once, and nothing else applied for this player.
      expect(stored.rows.map((r) => r.key).sort()).toEqual([...keys].sort());
      expect(stored.rows.every((r) => r.n === 1 && r.status_code === 200)).toBe(true);
      const row = await db.query<{ status: string }>('SELECT status FROM training_attendance WHERE training_id = $1 AND player_id = $2', [trainingId, playerId]);
      expect(row.rows).toEqual([{ status: outcomes.at(-1)!.last }]);
    } finally {
      await db.close();
    }
  });
});
