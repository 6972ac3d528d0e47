// Vite plugin: after the build (and after vite-plugin-pwa has written sw.js), writes a Brotli
// (.br) and a gzip (.gz) copy beside every text file in dist/ (JS, CSS, HTML, JSON, the web
// manifest, SVG), at the highest levels: compressed once here, served by
// server/plugins/static-files.ts to browsers that accept them, never compressed per request.
// A copy that would not be smaller than the file is not written (the server then sends the file).
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files worth compressing (images and fonts are compressed already). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|webmanifest|svg|txt|xml)$/i;

export interface Compressed {
  raw: number;
  gzip: number;
  brotli: number;
}

export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Brotli and gzip of `data` as the build writes them (the highest levels). */
export async function compressBuffer(data: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    gzip(data, { level: 9 }),
  ]);
  return { br, gz };
}

/** The sizes a file of these bytes is served at (a copy not smaller than the file is not written). */
export async function servedSizes(data: Buffer): Promise<Compressed> {
  const { br, gz } = await compressBuffer(data);
  return { raw: data.length, gzip: Math.min(gz.length, data.length), brotli: Math.min(br.length, data.length) };
}

export async function compressFile(file: string): Promise<Compressed> {
  const data = await readFile(file);
  const { br, gz } = await compressBuffer(data);
  if (br.length < data.length) await writeFile(`${file}.br`, br);
  if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
  return { raw: data.length, gzip: Math.min(gz.length, data.length), brotli: Math.min(br.length, data.length) };
}

/** Compresses every text file of `dir`; answers the sizes by path relative to `dir`. */
export async function compressDir(dir: string): Promise<Map<string, Compressed>> {
  const files = (await listFiles(dir)).filter((f) => COMPRESSIBLE.test(f));
  const sizes = new Map<string, Compressed>();
  await Promise.all(files.map(async (f) => sizes.set(path.relative(dir, f).split(path.sep).join('/'), await compressFile(f))));
  return sizes;
}

export function compressAssets(onDone?: (sizes: Map<string, Compressed>, outDir: string) => void | Promise<void>): Plugin {
  let outDir = 'dist';
  return {
    name: 'touchline:compress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // 'post' and sequential: after vite-plugin-pwa's closeBundle has built sw.js into outDir.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const sizes = await compressDir(outDir);
        await onDone?.(sizes, outDir);
      },
    },
  };
}
