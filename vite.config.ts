import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react-swc';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compressAssets } from './scripts/build/compress-assets';
import { sizeBudgets } from './scripts/build/size-budgets';

const apiTarget = process.env.TOUCHLINE_API_URL ?? 'http://localhost:8080';

/** Where the build's source maps go: next to dist/, never in it (the server would publish them). */
const SOURCE_MAP_DIR = 'dist-sourcemaps';

/**
 * Moves every source map a build wrote out of its output folder into dist-sourcemaps/ (same
 * relative path), so stack traces can still be mapped but the app's source is not served. The
 * maps are 'hidden' (no sourceMappingURL comment), so nothing asks for them. `clean` empties
 * the folder first: the app's build does, the service worker's (a second build) adds to it.
 */
function sourceMapsOutsideDist(clean: boolean): Plugin {
  let root = process.cwd();
  return {
    name: 'touchline:source-maps-outside-dist',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      if (clean) rmSync(path.join(root, SOURCE_MAP_DIR), { recursive: true, force: true });
    },
    writeBundle(output, bundle) {
      const outDir = output.dir ?? path.dirname(output.file ?? '');
      const maps = new Set(Object.keys(bundle).filter((f) => f.endsWith('.map')));
      for (const item of Object.values(bundle)) if (item.type === 'chunk') maps.add(`${item.fileName}.map`);
      for (const fileName of maps) {
        const from = path.join(outDir, fileName);
        if (!existsSync(from)) continue;
        const to = path.join(root, SOURCE_MAP_DIR, fileName);
        mkdirSync(path.dirname(to), { recursive: true });
        renameSync(from, to);
      }
    },
  };
}

export default defineConfig({
  plugins: [
    // The router plugin must run before the React plugin (TOOLCHAIN.md).
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
    react({ plugins: [['@lingui/swc-plugin', { useLinguiV5IdGeneration: true }]] }),
    lingui(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false, // public/manifest.webmanifest is hand-written and linked from index.html
      injectManifest: {
        // Shell, route chunks, fonts, icons and every language catalogue (compiled into chunks).
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,webmanifest}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // The service worker is a build of its own: its map leaves dist/ too.
        buildPlugins: { vite: [sourceMapsOutsideDist(false)] },
      },
      devOptions: { enabled: false, type: 'module' },
    }),
    sourceMapsOutsideDist(true),
    // Brotli and gzip copies of every text file, once sw.js is written (served by server/plugins/static-files.ts).
    compressAssets(),
    // Then the size report and the budgets of build-budgets.json (a passed budget fails the build).
    sizeBudgets(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    // Written for debugging, but moved out of dist/ (sourceMapsOutsideDist) and not linked from the code.
    sourcemap: 'hidden',
  },
});
