// Builds the server once into JavaScript, so `npm start` runs plain Node (no TypeScript loader
// at start-up or in memory): esbuild bundles server/main.ts and what it imports from the repo
// (server/, src/domain) into dist-server/main.js, leaving every package in node_modules
// external, and copies the SQL migrations beside it (server/db/migrate.ts reads them from the
// folder of the running file). Plain .mjs so scripts/start.mjs can use it without tsx.
// The translation catalogues (.po) are copied into dist-server/locales the same way.
//
// `ensureServerBuilt()` rebuilds only when dist-server/ is missing or older than its inputs.
// Files are written under temporary names and renamed into place, so a server starting while
// another process rebuilds never reads half a file.
import { build } from 'esbuild';
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const serverOut = path.join(root, 'dist-server');
export const serverEntry = path.join(serverOut, 'main.js');

/** Newest modification time under a folder (0 when it does not exist). */
export function newest(dir) {
  if (!existsSync(dir)) return 0;
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) t = Math.max(t, newest(p));
    else t = Math.max(t, statSync(p).mtimeMs);
  }
  return t;
}

const mtime = (f) => (existsSync(f) ? statSync(f).mtimeMs : 0);

/** True when dist-server/ is missing or older than the server's sources. */
export function serverOutOfDate() {
  if (!existsSync(serverEntry)) return true;
  const inputs = Math.max(
    newest(path.join(root, 'server')),
    newest(path.join(root, 'src', 'domain')),
    newest(path.join(root, 'src', 'locales')),
    mtime(path.join(root, 'package-lock.json')),
    mtime(fileURLToPath(import.meta.url)),
  );
  return statSync(serverEntry).mtimeMs < inputs;
}

export async function buildServer() {
  const started = Date.now();
  const tag = `.tmp-${process.pid}-${started}`;
  mkdirSync(serverOut, { recursive: true });
  const migrationsFrom = path.join(root, 'server', 'db', 'migrations');
  const migrationsTo = path.join(serverOut, 'migrations');
  mkdirSync(migrationsTo, { recursive: true });
  const migrations = readdirSync(migrationsFrom).filter((n) => n.endsWith('.sql'));
  // A migration no longer in the sources must not run from an old copy.
  for (const f of readdirSync(migrationsTo)) if (!migrations.includes(f)) rmSync(path.join(migrationsTo, f), { force: true });
  for (const f of migrations) {
    copyFileSync(path.join(migrationsFrom, f), path.join(migrationsTo, f + tag));
    renameSync(path.join(migrationsTo, f + tag), path.join(migrationsTo, f));
  }
  // The translation catalogues GET /api/v1/locales/{language}/messages.json answers
  // (server/areas/locales/catalogues.ts reads them from dist-server/locales).
  const localesFrom = path.join(root, 'src', 'locales');
  for (const language of readdirSync(localesFrom)) {
    const from = path.join(localesFrom, language, 'messages.po');
    if (!existsSync(from)) continue;
    const to = path.join(serverOut, 'locales', language);
    mkdirSync(to, { recursive: true });
    copyFileSync(from, path.join(to, 'messages.po' + tag));
    renameSync(path.join(to, 'messages.po' + tag), path.join(to, 'messages.po'));
  }
  const tmp = path.join(serverOut, `main${tag}.js`);
  try {
    await build({
      entryPoints: [path.join(root, 'server', 'main.ts')],
      outfile: tmp,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      sourcemap: 'linked',
      sourcesContent: false,
      logLevel: 'warning',
    });
    // The map first: the code names main.js.map, so it must be in place when main.js is.
    renameSync(`${tmp}.map`, `${serverEntry}.map`);
    renameSync(tmp, serverEntry);
  } finally {
    rmSync(tmp, { force: true });
    rmSync(`${tmp}.map`, { force: true });
  }
  return Date.now() - started;
}

/** Builds the server when dist-server/ is missing or out of date; answers whether it built. */
export async function ensureServerBuilt() {
  if (!serverOutOfDate()) return false;
  await buildServer();
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ms = await buildServer();
  console.log(`dist-server/main.js built in ${ms} ms`);
}
