// Compresses the API's answers (JSON over 1 KB) with Brotli or gzip, as the request accepts, and
// says `Vary: Accept-Encoding`. Only routes under /api/ are compressed here: the built app's
// files are compressed once at build time (vite.config.ts writes .br and .gz copies) and
// static-files.ts picks the copy, so no file is compressed again per request. The live stream
// (SSE) hijacks its reply, so nothing here buffers or encodes it; @fastify/compress leaves
// text/event-stream alone in any case. Sync batch items run in-process without the caller's
// Accept-Encoding (areas/sync/routes.ts forwards a fixed list), so their answers stay plain.
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import { constants } from 'node:zlib';

export default fp(async (app) => {
  // Before @fastify/compress's own onRoute hook, which reads `compress` when a route is added.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') && route.compress === undefined) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    // Request bodies are never inflated: a small gzip body could unpack far past the body limit.
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 4: most of the gain of 11 at a fraction of the CPU for answers made per request.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
});
