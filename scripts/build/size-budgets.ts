// Vite plugin: after every build, a size report (raw, gzip and Brotli bytes) and a budget check
// that fails the build when a budget in build-budgets.json is passed.
//
// A budget's entry is a page: the JS and CSS a cold visit to it needs before it can render,
// i.e. the entry chunk and the chunks holding each module the page loads before it shows (the
// route files it matches, whose components TanStack Router splits off as `?tsr-split=`, and the
// language catalogue), each with everything it imports statically, plus their CSS. Other lazy
// imports are not counted: they load later. Sizes are those of the copies
// compress-assets.ts wrote (run this plugin after it), so what is reported is what is served.
import { existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { servedSizes } from './compress-assets';

export interface PageBudget {
  /**
   * Source files whose chunks the page loads before it renders (paths from the project root):
   * the route files it matches, from the root down, and the English catalogue.
   */
  modules: string[];
  /** Most the page's up-front JS + CSS may weigh gzipped, in KiB (1024 bytes). */
  maxGzipKiB: number;
}

interface ChunkInfo {
  imports: string[];
  css: string[];
  moduleIds: string[];
  isEntry: boolean;
}

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const padStart = (s: string, n: number) => (s.length >= n ? s : ' '.repeat(n - s.length) + s);

/** The served sizes of a bundle file: its bytes, and its copies (measured again when missing). */
async function measure(file: string, data: Buffer): Promise<Sizes> {
  const copy = async (ext: string) => {
    try {
      return (await stat(file + ext)).size;
    } catch {
      return null;
    }
  };
  const [gz, br] = await Promise.all([copy('.gz'), copy('.br')]);
  // No copy is written when it would not be smaller: tell that from a missing one by measuring.
  if (gz !== null && br !== null) return { raw: data.length, gzip: gz, brotli: br };
  return servedSizes(data);
}

function sum(all: Sizes[]): Sizes {
  return all.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), { raw: 0, gzip: 0, brotli: 0 });
}

const line = (name: string, s: Sizes, extra = '') => `  ${pad(name, 44)} ${padStart(kib(s.raw), 11)} ${padStart(kib(s.gzip), 11)} ${padStart(kib(s.brotli), 11)}${extra}`;

/** The files (JS and CSS, relative to outDir) a cold visit to a page matching `routes` loads up front. */
export function upFrontFiles(chunks: Map<string, ChunkInfo>, modules: string[], root: string): string[] {
  const files = new Set<string>();
  const add = (name: string) => {
    if (files.has(name)) return;
    const chunk = chunks.get(name);
    if (!chunk) return;
    files.add(name);
    for (const css of chunk.css) files.add(css);
    for (const dep of chunk.imports) add(dep);
  };
  for (const [name, chunk] of chunks) if (chunk.isEntry) add(name);
  for (const module of modules) {
    const file = path.resolve(root, module);
    if (!existsSync(file)) throw new Error(`build-budgets.json: no file ${module}`);
    let found = false;
    for (const [name, chunk] of chunks) {
      if (!chunk.moduleIds.some((id) => id === file || id.startsWith(`${file}?`))) continue;
      found = true;
      add(name);
    }
    // A page must not pass its budget only because a file moved out of the build.
    if (!found) throw new Error(`build-budgets.json: ${module} is in no chunk of the build`);
  }
  return [...files].sort();
}

export function sizeBudgets(budgetsFile = 'build-budgets.json'): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let chunks = new Map<string, ChunkInfo>();
  /** The bundle's JS and CSS, by file name, as written. */
  let contents = new Map<string, Buffer>();
  return {
    name: 'touchline:size-budgets',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_output, bundle) {
      chunks = new Map();
      contents = new Map();
      for (const item of Object.values(bundle)) {
        if (item.type === 'asset' && item.fileName.endsWith('.css')) contents.set(item.fileName, Buffer.from(item.source));
        if (item.type !== 'chunk') continue;
        contents.set(item.fileName, Buffer.from(item.code));
        const css = (item as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss;
        chunks.set(item.fileName, { imports: item.imports, css: [...(css ?? [])], moduleIds: item.moduleIds, isEntry: item.isEntry });
      }
    },
    // After compress-assets (also 'post', listed before this plugin) has written the copies.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const measured = new Map<string, Sizes>();
        await Promise.all([...contents].map(async ([f, data]) => measured.set(f, await measure(path.join(outDir, f), data))));
        const sizesOf = (f: string): Sizes => {
          const s = measured.get(f);
          if (!s) throw new Error(`size report: ${f} is not in the bundle`);
          return s;
        };
        const budgets = JSON.parse(readFileSync(path.resolve(root, budgetsFile), 'utf8')) as Record<string, PageBudget>;
        const out: string[] = ['', `  ${pad(`Sizes (${path.relative(root, outDir)}/)`, 44)} ${padStart('raw', 11)} ${padStart('gzip', 11)} ${padStart('brotli', 11)}`];
        const failures: string[] = [];
        for (const [page, budget] of Object.entries(budgets)) {
          if (page.startsWith('$')) continue;
          const files = upFrontFiles(chunks, budget.modules, root);
          // SIZE_REPORT_FILES=1 lists what each page loads up front.
          const total = sum(files.map((f) => sizesOf(f)));
          const limit = budget.maxGzipKiB * 1024;
          const verdict = total.gzip > limit ? `  OVER the ${budget.maxGzipKiB} KiB gzip budget` : `  (budget ${budget.maxGzipKiB} KiB gzip)`;
          out.push(line(`${page}: up-front JS+CSS, ${files.length} files`, total, verdict));
          // SIZE_REPORT_FILES=1 lists what each page loads up front.
          if (process.env.SIZE_REPORT_FILES) for (const f of files) out.push(line(`    ${f}`, sizesOf(f)));
          if (total.gzip > limit) failures.push(`${page}: ${kib(total.gzip)} gzip up front, over its budget of ${budget.maxGzipKiB} KiB (${budgetsFile})`);
        }
        const all = [...chunks.keys()].concat([...chunks.values()].flatMap((c) => c.css));
        const js = sum([...new Set(all)].filter((f) => f.endsWith('.js')).map((f) => sizesOf(f)));
        const css = sum([...new Set(all)].filter((f) => f.endsWith('.css')).map((f) => sizesOf(f)));
        out.push(line('all JS chunks', js), line('all CSS', css));
        for (const f of ['index.html', 'sw.js', 'manifest.webmanifest']) {
          const file = path.join(outDir, f);
          if (existsSync(file)) out.push(line(f, await servedSizes(readFileSync(file))));
        }
        const entry = [...chunks].find(([, c]) => c.isEntry)?.[0];
        const largest = [...chunks.keys()].map((f) => [f, sizesOf(f)] as const).sort((a, b) => b[1].gzip - a[1].gzip).slice(0, 8);
        out.push('  largest chunks:');
        for (const [f, s] of largest) out.push(line(`  ${f}${f === entry ? ' (entry)' : ''}`, s));
        console.log(out.join('\n') + '\n');
        if (failures.length) throw new Error(`Size budget passed:\n  ${failures.join('\n  ')}`);
      },
    },
  };
}
