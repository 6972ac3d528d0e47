// Serves the built PWA from dist/ with an SPA fallback. Hashed assets are immutable for a
// year; sw.js, index.html and the manifest are never cached, so an update reaches every phone.
// Source maps are never served (404), even if a build left some in the folder: they would
// publish the app's source. The build writes them outside dist/ (vite.config.ts).
// The build also writes .br and .gz copies of every text file (scripts/build/compress-assets.ts):
// a request is answered with the best copy it accepts (br, then gzip, then the file itself),
// always with `Vary: Accept-Encoding` and the caching rule of the file itself. The copies are
// never served under their own names.
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';

const NO_CACHE = new Set(['sw.js', 'index.html', 'manifest.webmanifest', 'registerSW.js']);
const HIDDEN = /\.(?:map|br|gz)$/i;
/** The file a compressed copy stands for: `sw.js.br` -> `sw.js`. */
const original = (filePath: string) => filePath.replace(/\.(?:br|gz)$/, '');

export default fp<{ root: string }>(async (app, opts) => {
  const hasBuild = existsSync(path.join(opts.root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      allowedPath: (pathName) => !HIDDEN.test(pathName),
      setHeaders(res, servedPath) {
        const filePath = original(servedPath);
        const name = path.basename(filePath);
        if (NO_CACHE.has(name)) res.header('Cache-Control', 'no-cache');
        else if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'public, max-age=3600');
        if (name === 'sw.js') res.header('Service-Worker-Allowed', '/');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // HEAD as GET: uptime checks and link previews probe pages with HEAD (Node sends no body for it).
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/api/') && !path.extname(url);
    if (hasBuild && wantsPage) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ error: { code: 'not_found', message: `No route for ${request.method} ${url}` } });
  });
});
