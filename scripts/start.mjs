// `npm start`: builds the app when dist/ is missing or older than its sources, then starts the
// one server process (API + built PWA) with tsx.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const built = path.join(root, 'dist', 'index.html');

function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) t = Math.max(t, newest(p));
    else t = Math.max(t, statSync(p).mtimeMs);
  }
  return t;
}

const sources = ['src', 'sw', 'public'].map((d) => path.join(root, d)).filter(existsSync);
const inputs = ['index.html', 'vite.config.ts', 'package-lock.json'].map((f) => path.join(root, f)).filter(existsSync);
const sourceTime = Math.max(...sources.map(newest), ...inputs.map((f) => statSync(f).mtimeMs));
if (!existsSync(built) || statSync(built).mtimeMs < sourceTime) {
  console.log('Building the app (dist/ is missing or out of date)...');
  const r = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts')], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
