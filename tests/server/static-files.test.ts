// Static files and the SPA fallback, on a small stand-in build folder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClub, createUser, signIn } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

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
});
