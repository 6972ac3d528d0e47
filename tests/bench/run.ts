// `npm run bench`: prints figures, never asserts them (the machine is shared; timings vary).
//   drain: 5,000 queued entries through the engine to the server (target <= 2 s, aim 0.5 s), on
//   a server just started and on the same server once warm (see drain.ts).
//   tap-to-persisted: click to IndexedDB commit in Chromium, 500 writes, CPU 1x and 4x.
//   visit: a first visit's sign-in transfer (compressed and not) and the server's start-up and
//   idle memory, compiled and through tsx (see first-visit.ts).
//   invoices: the built-in billing provider's invoice run for 1,000 clubs on PostgreSQL (aim <= 30 s).
//   feed: the club feed's first screen from the local store, offline, at 4x CPU (aim <= 100 ms; see feed-first-screen.ts).
//   uploads: a 200 MB resumable upload cut three times (bytes sent ÷ size, aim <= 1.1) and the
//   server's peak memory above idle with ten 200 MB uploads at once (aim <= 100 MB); see
//   resumable-upload.ts.
import os from 'node:os';
import { benchDrain, type DrainFigures } from './drain';
import { benchInvoiceRun, formatInvoiceRun } from './invoice-run';
import { benchLiveFanout, formatLiveFanout } from './live-fanout';
import { benchTapToPersisted, formatTap } from './tap-to-persisted';

// BENCH_ONLY=drain,tap (comma-separated: drain, fanout, tap, match, visit, invoices, feed, uploads) runs only those parts.
const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((s) => s.trim())) : null;
const wanted = (part: string) => !only || only.has(part);

function formatDrain(r: DrainFigures, server: string): string {
  const cpu = r.kind === 'postgres' ? `CPU: device ${(r.cpuMs / 1000).toFixed(2)} s, server process ${(r.serverCpuMs / 1000).toFixed(2)} s` : `CPU (device and server in one process) ${(r.cpuMs / 1000).toFixed(2)} s`;
  return `drain ${r.n} entries to ${r.kind}, ${server}: ${(r.ms / 1000).toFixed(2)} s, ${r.requests} HTTP requests (waiting on the server ${(r.serverMs / 1000).toFixed(2)} s; the device's IndexedDB work, here fake-indexeddb, is done meanwhile or in between), ${((r.n / r.ms) * 1000).toFixed(0)} entries/s, ${cpu}, load ${os.loadavg()[0]!.toFixed(1)}`;
}

async function main() {
  console.log('Touchline benchmarks (figures only)\n');
  for (const kind of wanted('drain') ? (['postgres', 'pglite'] as const) : []) {
    const { cold, warm } = await benchDrain(kind, Number(process.env.BENCH_N ?? 5000));
    console.log(formatDrain(warm, 'server warm'));
    console.log(formatDrain(cold, 'server just started'));
  }
  if (wanted('fanout')) console.log(formatLiveFanout(await benchLiveFanout(Number(process.env.BENCH_FOLLOWERS ?? 500))));
  // Needs the built app (npm run build) and Debian's chromium.
  if (wanted('match')) await import('./match-300').then(async (m) => console.log(m.formatMatch300(await m.benchMatch300(4, Number(process.env.BENCH_EVENTS ?? 300))))); // 300-event match on the live screen at 4x
  if (wanted('visit')) await import('./first-visit').then(async (m) => console.log(m.formatFirstVisit(await m.benchFirstVisit(Number(process.env.BENCH_RUNS ?? 5)))));
  if (wanted('invoices')) console.log(formatInvoiceRun(await benchInvoiceRun('postgres', Number(process.env.BENCH_CLUBS ?? 1000))));
  if (wanted('feed')) await import('./feed-first-screen').then(async (m) => console.log(m.formatFeed(await m.benchFeedFirstScreen(4, Number(process.env.BENCH_RUNS ?? 10)))));
  if (wanted('uploads')) await import('./resumable-upload').then(async (m) => console.log(m.formatResumableUpload(await m.benchResumableUpload(Number(process.env.BENCH_UPLOAD_MB ?? 200)))));
  if (wanted('tap')) for (const f of await benchTapToPersisted(Number(process.env.BENCH_TAPS ?? 500))) console.log(formatTap(f));
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
