// Tap-to-persisted in Chromium: from a real click on the dashboard's "Coming / Not coming"
// buttons (the DOM click event's timestamp) to the write helper's commit mark
// (`touchline:write-committed`, at the moment the row and its outbox entry are on disk: the
// transaction's `complete` in the commit worker, or on the page before the worker is ready), over N writes,
// normally and with the CPU throttled 4x through CDP. Offline, so the drain after each write does
// not compete: this is the pitch-side case. Each tap holds the button 60 ms, as a finger does
// (BENCH_TAP_HOLD=0 for press and release at once). Prints p50/p95/p99; asserts nothing.
// Also printed: the floor, the same clicks on a bare page that commits a native IndexedDB
// transaction per click (measureFloor), and the same writes through the write helper alone, from its call
// (`touchline:write-started`) to the commit mark, without the browser's input handling before
// the click handler runs. What lies between the two: Chromium delivers the click (hit test,
// mousedown/focus, mouseup), and after the handler it renders a frame (style, paint) before the
// IndexedDB replies are handled, so the commit is seen after that frame. Also printed: when the
// page learns of the commit (`touchline:write-seen`, the worker's answer arriving).
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';
import { TAP_HOLD_MS } from './tap-hold';

const PLAYER = { email: 'player@touchline.demo', password: 'Touchline1!' };

interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface TapFigures extends Percentiles {
  throttle: number;
  n: number;
  /** From the write helper's call to its commit. */
  helper: Percentiles;
  /** From the tap to the page learning of the commit. */
  seen: Percentiles;
  /**
   * The same clicks on a bare page of the same origin: one plain button whose click handler
   * writes one row and one queue entry in a native IndexedDB transaction and commits it. What
   * this browser allows at best: it holds IndexedDB replies back until the frame after a click.
   */
  floor: Percentiles;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: pct(sorted, 50), p95: pct(sorted, 95), p99: pct(sorted, 99), max: sorted.at(-1)! };
}

async function measure(page: Page, n: number): Promise<{ tap: number[]; helper: number[]; seen: number[] }> {
  await page.evaluate(() => {
    const w = window as unknown as { __taps: number[]; __commits: number[]; __seen: number[] };
    w.__taps = [];
    w.__commits = [];
    w.__seen = [];
    document.addEventListener('click', (e) => w.__taps.push(e.timeStamp), { capture: true });
    new PerformanceObserver((list) => {
      for (const m of list.getEntries()) {
        if (m.name === 'touchline:write-committed') w.__commits.push(m.startTime);
        if (m.name === 'touchline:write-seen') w.__seen.push(m.startTime);
      }
    }).observe({ entryTypes: ['mark'] });
  });
  const names = ['Coming', 'Not coming'] as const;
  for (let i = 0; i < n; i++) {
    const button = page.getByRole('button', { name: names[i % 2], exact: true });
    await button.click({ delay: TAP_HOLD_MS });
    await page.waitForFunction((k) => (window as unknown as { __seen: number[] }).__seen.length >= k, i + 1);
  }
  const { taps, commits, seen, marks, helper } = await page.evaluate(() => {
    const w = window as unknown as { __taps: number[]; __commits: number[]; __seen: number[] };
    // (No named helper functions in here: the bench's transpiler would wrap them in __name.)
    const [started, committed] = ['touchline:write-started', 'touchline:write-committed'].map(
      (name) => new Map(performance.getEntriesByName(name).map((m) => [(m as PerformanceMark).detail?.id as string, m.startTime])),
    ) as [Map<string, number>, Map<string, number>];
    // The last n writes (the marks of earlier rounds stay in the timeline).
    const helper = [...committed].filter(([id]) => started.has(id)).map(([id, at]) => at - started.get(id)!);
    return { taps: w.__taps, commits: w.__commits, seen: w.__seen, marks: committed.size, helper };
  });
  if (taps.length !== n || commits.length !== n || seen.length !== n || marks < n) throw new Error(`expected ${n} taps and commits, got ${taps.length} / ${commits.length} / ${seen.length} / ${marks}`);
  return { tap: taps.map((t, i) => commits[i]! - t), helper: helper.slice(-n), seen: taps.map((t, i) => seen[i]! - t) };
}

async function measureFloor(page: Page, n: number): Promise<number[]> {
  await page.goto(`${new URL(page.url()).origin}/manifest.webmanifest`);
  await page.setContent('<button type="button" id="floor">Coming</button>');
  await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('tap-floor', 1);
      req.onupgradeneeded = () => {
        req.result.createObjectStore('rows');
        req.result.createObjectStore('outbox', { autoIncrement: true });
      };
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const w = window as unknown as { __floor: number[] };
    w.__floor = [];
    document.getElementById('floor')!.addEventListener('click', (e) => {
      const tx = db.transaction(['rows', 'outbox'], 'readwrite');
      tx.objectStore('rows').put({ status: Math.random() < 0.5 ? 'coming' : 'not_coming', at: Date.now() }, 'answer');
      tx.objectStore('outbox').add({ method: 'PUT', path: '/api/v1/x', body: {}, createdAt: Date.now() });
      tx.commit();
      tx.oncomplete = () => w.__floor.push(performance.now() - e.timeStamp);
    });
  });
  for (let i = 0; i < n; i++) {
    await page.click('#floor', { delay: TAP_HOLD_MS });
    await page.waitForFunction((k) => (window as unknown as { __floor: number[] }).__floor.length >= k, i + 1);
  }
  return page.evaluate(() => (window as unknown as { __floor: number[] }).__floor);
}

export async function benchTapToPersisted(n = 500): Promise<TapFigures[]> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await page.goto(server.url);
    await page.getByLabel('Email').fill(PLAYER.email);
    await page.getByLabel('Password').fill(PLAYER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Coming', exact: true }).waitFor({ timeout: 30_000 });
    await page.evaluate(() => navigator.serviceWorker.ready);
    await browser.context.setOffline(true);
    const cdp = await browser.context.newCDPSession(page);
    const out: TapFigures[] = [];
    for (const throttle of [1, 4]) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      await page.reload();
      await page.getByRole('button', { name: 'Coming', exact: true }).waitFor({ timeout: 30_000 });
      const m = await measure(page, n);
      const floor = await measureFloor(page, n);
      out.push({ throttle, n, ...percentiles(m.tap), helper: percentiles(m.helper), seen: percentiles(m.seen), floor: percentiles(floor) });
      await page.goto(server.url);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return out;
  } finally {
    await browser.close().catch(() => undefined);
    await browser.dispose();
    await server.stop();
  }
}

export function formatTap(f: TapFigures): string {
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const line = (p: Percentiles) => `p50 ${ms(p.p50)}, p95 ${ms(p.p95)}, p99 ${ms(p.p99)}, max ${ms(p.max)}`;
  return `tap-to-persisted in Chromium, CPU ${f.throttle}x, ${f.n} writes: ${line(f)}; write helper call to commit: ${line(f.helper)}; tap to the page learning of the commit: ${line(f.seen)}; floor (bare page, one button, native IndexedDB put + add): ${line(f.floor)}`;
}
