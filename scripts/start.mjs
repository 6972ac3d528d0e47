// `npm start`: builds the app when dist/ is missing or older than its sources and the server when
// dist-server/ is missing or older than its own (scripts/build/server.mjs), then runs the one
// server process (API + built PWA) as plain JavaScript: node dist-server/main.js.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureServerBuilt, newest, root, serverEntry } from './build/server.mjs';

const built = path.join(root, 'dist', 'index.html');

const sources = ['src', 'sw', 'public', 'scripts/build'].map((d) => path.join(root, d)).filter(existsSync);
const inputs = ['index.html', 'vite.config.ts', 'package-lock.json', 'build-budgets.json'].map((f) => path.join(root, f)).filter(existsSync);
const sourceTime = Math.max(...sources.map(newest), ...inputs.map((f) => statSync(f).mtimeMs));
if (!existsSync(built) || statSync(built).mtimeMs < sourceTime) {
  console.log('Building the app (dist/ is missing or out of date)...');
  // Always the production build: Vite follows NODE_ENV, and with NODE_ENV=development or test
  // (set by the shell or a test runner) it would bundle React's development build (~70 KiB gzip
  // more, caught by the size budgets).
  const r = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
if (await ensureServerBuilt()) console.log('Built the server into dist-server/ (it was missing or out of date).');

// Source maps: a stack trace in the log names server/*.ts lines, not the bundle's.
const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], { cwd: root, stdio: 'inherit' });
// The server's own exit is ours: a signal passed on (a supervisor's SIGTERM stops the server, not
// only this launcher), and a server killed by a signal (SIGKILL, the OOM killer) is a failure,
// 128 + the signal's number as a shell reports it, so a restart-on-failure supervisor restarts it.
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(signal ? 128 + (os.constants.signals[signal] ?? 0) : (code ?? 1)));
