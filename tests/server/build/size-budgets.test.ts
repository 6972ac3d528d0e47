// The build's size budgets (scripts/build/size-budgets.ts, a Vite plugin run after every app
// build): what a page loads up front, and a passed budget failing the build. Run with the server
// tests (plain Node); the plugin's hooks are called as Vite would, on a stand-in build.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { Plugin } from 'vite';
import { sizeBudgets } from '../../../scripts/build/size-budgets';

type Hook = (...args: unknown[]) => unknown;
const call = (plugin: Plugin, name: 'configResolved' | 'writeBundle' | 'closeBundle', ...args: unknown[]) => {
  const hook = plugin[name] as Hook | { handler: Hook };
  return (typeof hook === 'function' ? hook : hook.handler).apply({}, args);
};

describe('size budgets', () => {
  let root: string;
  const out = () => path.join(root, 'dist');
  const code = new Map<string, string>();
  const chunk = (fileName: string, o: { imports?: string[]; moduleIds?: string[]; isEntry?: boolean; css?: string[] } = {}) => ({
    type: 'chunk',
    fileName,
    code: code.get(fileName)!,
    imports: o.imports ?? [],
    moduleIds: o.moduleIds ?? [],
    isEntry: o.isEntry ?? false,
    viteMetadata: { importedCss: new Set(o.css ?? []) },
  });
  // Random bytes (hex) barely compress: a file's gzip size is about half its raw size.
  const js = (kib: number) => randomBytes(kib * 512).toString('hex');

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'tl-budgets-'));
    await mkdir(path.join(root, 'src', 'routes'), { recursive: true });
    await mkdir(path.join(out(), 'assets'), { recursive: true });
    for (const f of ['__root.tsx', 'index.tsx', 'dashboard.tsx']) await writeFile(path.join(root, 'src', 'routes', f), '');
    await writeFile(path.join(out(), 'index.html'), '<!doctype html>');
    // Measured in memory: nothing of the bundle needs to be on disk.
    code.set('assets/entry.js', js(20));
    code.set('assets/shared.js', js(10));
    code.set('assets/sign-in.js', js(4));
    code.set('assets/dashboard.js', js(30));
    code.set('assets/lazy.js', js(50));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const run = async (budgets: Record<string, unknown>) => {
    await writeFile(path.join(root, 'build-budgets.json'), JSON.stringify(budgets));
    const plugin = sizeBudgets();
    call(plugin, 'configResolved', { root, build: { outDir: 'dist' } });
    const file = (f: string) => path.join(root, 'src', 'routes', f);
    call(plugin, 'writeBundle', {}, {
      'assets/entry.js': chunk('assets/entry.js', { isEntry: true, imports: ['assets/shared.js'], moduleIds: [file('__root.tsx')], css: ['assets/entry.css'] }),
      'assets/shared.js': chunk('assets/shared.js'),
      'assets/sign-in.js': chunk('assets/sign-in.js', { imports: ['assets/shared.js'], moduleIds: [`${file('index.tsx')}?tsr-split=component`] }),
      'assets/dashboard.js': chunk('assets/dashboard.js', { moduleIds: [`${file('dashboard.tsx')}?tsr-split=component`] }),
      'assets/lazy.js': chunk('assets/lazy.js'),
      'assets/entry.css': { type: 'asset', fileName: 'assets/entry.css', source: 'body{}'.repeat(200) },
    });
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await call(plugin, 'closeBundle');
      return { report: log.mock.calls.flat().join('\n'), error: null as Error | null };
    } catch (err) {
      return { report: log.mock.calls.flat().join('\n'), error: err as Error };
    } finally {
      log.mockRestore();
    }
  };

  it('reports each page\'s up-front JS and CSS (entry, its route chunks, their static imports; not lazy chunks) and passes within budget', async () => {
    const { report, error } = await run({
      'sign-in': { modules: ['src/routes/__root.tsx', 'src/routes/index.tsx'], maxGzipKiB: 100 },
      dashboard: { modules: ['src/routes/__root.tsx', 'src/routes/dashboard.tsx'], maxGzipKiB: 100 },
    });
    expect(error).toBeNull();
    // entry + entry.css + shared + sign-in: 4 files; the dashboard: entry, css, shared, dashboard.
    expect(report).toMatch(/sign-in: up-front JS\+CSS, 4 files +3[4-6]\.\d KiB/);
    expect(report).toMatch(/dashboard: up-front JS\+CSS, 4 files +6[0-2]\.\d KiB/);
    expect(report).not.toMatch(/OVER/);
  });

  it('fails the build when a page passes its budget, and says which', async () => {
    const { report, error } = await run({
      'sign-in': { modules: ['src/routes/__root.tsx', 'src/routes/index.tsx'], maxGzipKiB: 100 },
      dashboard: { modules: ['src/routes/__root.tsx', 'src/routes/dashboard.tsx'], maxGzipKiB: 20 },
    });
    expect(error?.message).toMatch(/Size budget passed:\n {2}dashboard: \d+\.\d KiB gzip up front, over its budget of 20 KiB/);
    expect(error?.message).not.toMatch(/sign-in/);
    expect(report).toMatch(/dashboard: .*OVER the 20 KiB gzip budget/);
  });

  it('fails when a listed file is in no chunk, so a moved route cannot pass unnoticed', async () => {
    await writeFile(path.join(root, 'src', 'routes', 'orphan.tsx'), '');
    const { error } = await run({ orphan: { modules: ['src/routes/orphan.tsx'], maxGzipKiB: 100 } });
    expect(error?.message).toMatch(/src\/routes\/orphan\.tsx is in no chunk/);
  });
});
