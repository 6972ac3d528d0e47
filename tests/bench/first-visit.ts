// A parent's first visit (issue 20), figures only. Needs the built app (npm run build).
//   - the sign-in page's transfer over the network until it has settled, on a new browser
//     profile, as served (Brotli) and with the request asking for no compression (identity):
//     the same build, so the difference is what compression saves;
//   - the server's start-up (spawn to "running at", on an existing PGlite folder) and its idle
//     memory (RSS 3 s after start), compiled (node dist-server/main.js, as npm start runs it)
//     and through tsx (as before), alternated; medians.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureServerBuilt, root, serverEntry } from '../../scripts/build/server.mjs';
import { launchBrowser } from '../e2e/support/browser';

export interface FirstVisitFigures {
  runs: number;
  transfer: Record<'br' | 'identity', { kib: number; requests: number; shownMs: number }>;
  start: Record<'compiled' | 'tsx', { ms: number; rssMiB: number }>;
}

const median = (a: number[]) => {
  const s = [...a].sort((x, y) => x - y);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const rssMiB = async (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

async function start(args: string[], dataDir: string): Promise<{ child: ChildProcess; url: string; ms: number }> {
  const t0 = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', TOUCHLINE_DATA_DIR: dataDir, TOUCHLINE_STATIC_DIR: path.join(root, 'dist'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      out += d;
      const m = /running at (http:\/\/localhost:\d+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.stderr!.on('data', (d) => (out += d));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
  return { child, url, ms: performance.now() - t0 };
}
const stop = (child: ChildProcess) => new Promise<void>((r) => (child.once('exit', () => r()), child.kill('SIGTERM')));

async function signInTransfer(url: string, encoding: 'br' | 'identity') {
  const browser = await launchBrowser();
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (encoding === 'identity') await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
    let bytes = 0;
    let requests = 0;
    cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => {
      bytes += e.encodedDataLength;
      requests++;
    });
    const t0 = performance.now();
    await page.goto(url);
    await page.getByLabel('Email').waitFor({ state: 'visible', timeout: 60_000 });
    const shownMs = performance.now() - t0;
    await page.waitForLoadState('networkidle');
    return { kib: bytes / 1024, requests, shownMs };
  } finally {
    await browser.close();
    await browser.dispose();
  }
}

export async function benchFirstVisit(runs = 5): Promise<FirstVisitFigures> {
  await ensureServerBuilt();
  const variants = { compiled: ['--enable-source-maps', serverEntry], tsx: ['--import', 'tsx', path.join(root, 'server', 'main.ts')] };
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'touchline-bench-visit-'));
  const figures = { start: { compiled: [] as number[][], tsx: [] as number[][] }, transfer: { br: [] as number[][], identity: [] as number[][] } };
  try {
    await stop((await start(variants.compiled, dataDir)).child); // creates and seeds the database
    for (let i = 0; i < runs; i++) {
      for (const name of i % 2 ? (['tsx', 'compiled'] as const) : (['compiled', 'tsx'] as const)) {
        const s = await start(variants[name], dataDir);
        await new Promise((r) => setTimeout(r, 3000));
        figures.start[name].push([s.ms, await rssMiB(s.child.pid!)]);
        if (name === 'compiled') {
          for (const enc of i % 2 ? (['identity', 'br'] as const) : (['br', 'identity'] as const)) {
            const t = await signInTransfer(s.url, enc);
            figures.transfer[enc].push([t.kib, t.requests, t.shownMs]);
          }
        }
        await stop(s.child);
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const col = (rows: number[][], i: number) => median(rows.map((r) => r[i]!));
  return {
    runs,
    transfer: {
      br: { kib: col(figures.transfer.br, 0), requests: col(figures.transfer.br, 1), shownMs: col(figures.transfer.br, 2) },
      identity: { kib: col(figures.transfer.identity, 0), requests: col(figures.transfer.identity, 1), shownMs: col(figures.transfer.identity, 2) },
    },
    start: {
      compiled: { ms: col(figures.start.compiled, 0), rssMiB: col(figures.start.compiled, 1) },
      tsx: { ms: col(figures.start.tsx, 0), rssMiB: col(figures.start.tsx, 1) },
    },
  };
}

export function formatFirstVisit(f: FirstVisitFigures): string {
  const t = (k: 'br' | 'identity') => `${f.transfer[k].kib.toFixed(1)} KiB in ${f.transfer[k].requests} requests (form shown after ${f.transfer[k].shownMs.toFixed(0)} ms on loopback)`;
  const s = (k: 'compiled' | 'tsx') => `${f.start[k].ms.toFixed(0)} ms, idle RSS ${f.start[k].rssMiB.toFixed(1)} MiB`;
  return [
    `first visit, medians of ${f.runs} alternated runs:`,
    `  sign-in page transfer: compressed ${t('br')}; uncompressed ${t('identity')}`,
    `  server start (existing PGlite folder): compiled ${s('compiled')}; through tsx ${s('tsx')}`,
  ].join('\n');
}
