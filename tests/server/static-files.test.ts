// Static files and the SPA fallback, on a small stand-in build folder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressDir } from '../../scripts/build/compress-assets';
import { createClub, createUser, signIn } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

const APP_JS = 'export const greeting = "hello from the touchline";\n'.repeat(200);

describe('static files', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'tl-static-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Touchline</title>');
    await writeFile(path.join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
    await writeFile(path.join(dir, 'manifest.webmanifest'), '{"name":"Touchline"}');
    await writeFile(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(path.join(dir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["../src/secret-logic.ts"]}');
    await writeFile(path.join(dir, 'sw.js.map'), '{"version":3}');
    // Big enough to compress, as the build's files are; the build's plugin writes the copies.
    await writeFile(path.join(dir, 'assets', 'app-def456.js'), APP_JS);
    await writeFile(path.join(dir, 'assets', 'app-def456.css'), 'body { color: #123456; margin: 0 }\n'.repeat(100));
    await writeFile(path.join(dir, 'assets', 'logo-aaa111.png'), Buffer.alloc(2048, 7));
    await writeFile(path.join(dir, 'assets', 'tiny-bbb222.js'), 'x');
    await compressDir(dir);
    t = await createTestApp('pglite', { TOUCHLINE_STATIC_DIR: dir });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves index.html for app paths (SPA fallback), never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/secure/configuration/clubs', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Touchline</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD for app paths as GET does, without a body (uptime checks probe HEAD /: issue 29)', async () => {
    for (const url of ['/', '/secure/configuration/clubs']) {
      const res = await t.app.inject({ method: 'HEAD', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toBe('');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/api/v1/nothing-here' })).statusCode).toBe(404);
  });

  it('serves sw.js and the manifest uncached, hashed assets immutable', async () => {
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers unknown API paths and missing files with a JSON 404, not the page', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/does-not-exist' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('not_found');
    const file = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(file.statusCode).toBe(404);
  });

  it('never serves source maps, even when a build left them in the folder', async () => {
    for (const url of ['/assets/index-abc123.js.map', '/sw.js.map', '/assets/index-abc123.js.map?x=1', '/assets/INDEX-ABC123.JS.MAP']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).not.toContain('secret-logic');
    }
    // The file next to it is still served.
    expect((await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })).statusCode).toBe(200);
  });

  it('leaves a signed-in member\'s XSRF cookie alone when files load, so their next write is not refused', async () => {
    const clubId = (await createClub(t.db)).id;
    const u = await createUser(t.db, { role: 'coach', clubId });
    const c = t.client();
    await signIn(c, u.email!);
    const cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    // A route chunk, the page itself and the manifest, as the browser fetches them: no token.
    for (const url of ['/assets/index-abc123.js', '/secure/fixtures', '/manifest.webmanifest']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie, accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.map((k) => k.name)).not.toContain('XSRF-TOKEN');
    }
    // The member's cookie still passes a write at the first try.
    const write = await t.app.inject({ method: 'DELETE', url: '/api/v1/auth', headers: { cookie, 'x-xsrf-token': c.cookies.get('XSRF-TOKEN')!, touchlinetoken: c.token! } });
    expect(write.statusCode, write.body).toBe(200);
  });

  describe('compressed copies written by the build', () => {
    const get = (url: string, acceptEncoding?: string, extra: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...extra } });

    it('sends the Brotli copy to a browser that accepts it, else gzip, else the file, always with Vary', async () => {
      const br = await get('/assets/app-def456.js', 'gzip, deflate, br, zstd');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
      expect(br.rawPayload.length).toBeLessThan(APP_JS.length / 10);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);

      const gz = await get('/assets/app-def456.js', 'gzip, deflate');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);

      for (const accept of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
        const plain = await get('/assets/app-def456.js', accept);
        expect([accept, plain.statusCode, plain.headers['content-encoding']]).toEqual([accept, 200, undefined]);
        expect(plain.body).toBe(APP_JS);
      }
      for (const accept of [undefined, 'br', 'gzip']) {
        const res = await get('/assets/app-def456.js', accept);
        expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    });

    it('keeps each file\'s caching rule on its compressed copy (sw.js, index.html, manifest uncached)', async () => {
      for (const url of ['/sw.js', '/manifest.webmanifest', '/index.html']) {
        const res = await get(url, 'br');
        expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
      }
      const sw = await get('/sw.js', 'br');
      expect(sw.headers['service-worker-allowed']).toBe('/');
      expect(sw.headers['content-type']).toMatch(/javascript/);
      const css = await get('/assets/app-def456.css', 'br');
      expect(css.headers['content-encoding']).toBe('br');
      expect(css.headers['content-type']).toMatch(/^text\/css/);
    });

    it('answers app paths (SPA fallback) with the compressed page', async () => {
      const res = await get('/secure/fixtures', 'gzip, br', { accept: 'text/html' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
      const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;
      expect(body).toContain('<title>Touchline</title>');
    });

    it('sends images and files with no smaller copy as they are', async () => {
      const png = await get('/assets/logo-aaa111.png', 'br, gzip');
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-encoding']).toBeUndefined();
      expect(png.rawPayload.length).toBe(2048);
      const tiny = await get('/assets/tiny-bbb222.js', 'br, gzip');
      expect([tiny.statusCode, tiny.headers['content-encoding'], tiny.body]).toEqual([200, undefined, 'x']);
    });

    it('answers HEAD and Range like GET', async () => {
      const head = await t.app.inject({ method: 'HEAD', url: '/assets/app-def456.js', headers: { 'accept-encoding': 'br' } });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-encoding']).toBe('br');
      expect(head.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(head.body).toBe('');
      const range = await get('/assets/app-def456.js', 'identity', { range: 'bytes=0-5' });
      expect(range.statusCode).toBe(206);
      expect(range.body).toBe('export');
      expect(range.headers['content-range']).toBe(`bytes 0-5/${APP_JS.length}`);
    });

    it('never serves a copy under its own name', async () => {
      for (const url of ['/assets/app-def456.js.br', '/assets/app-def456.js.gz', '/sw.js.br', '/index.html.GZ']) {
        const res = await get(url, 'br, gzip');
        expect([url, res.statusCode]).toEqual([url, 404]);
      }
    });
  });
});
