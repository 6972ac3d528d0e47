// Issue 20 item 1: the built app's files come to the browser compressed (the .br/.gz copies the
// build writes), the service worker's precache holds them decoded and correct, and after an
// offline reload the app runs from that precache.
import { describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { useServerAndBrowser } from './support/server-and-browser';

const dist = path.resolve(import.meta.dirname, '../../dist');

describe('compressed assets and the service worker', () => {
  const env = useServerAndBrowser();

  it('loads the sign-in page compressed, precaches the decoded files and runs from them offline', async () => {
    const page: Page = env.browser.context.pages()[0] ?? (await env.browser.context.newPage());
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const scripts: Response[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script' && r.url().includes('/assets/')) scripts.push(r);
    });
    await page.goto(env.server.url);
    await expect.poll(() => page.getByLabel('Email').isVisible(), { timeout: 20_000 }).toBe(true);

    // The entry script came compressed (Chromium asks for br over http://localhost; gzip would do too).
    const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(await readFile(path.join(dist, 'index.html'), 'utf8'))![1]!;
    const entryResponse = scripts.find((r) => new URL(r.url()).pathname === entry);
    expect(entryResponse, `no response for ${entry}`).toBeDefined();
    const encoding = (await entryResponse!.allHeaders())['content-encoding'];
    expect(['br', 'gzip']).toContain(encoding);
    expect((await entryResponse!.allHeaders())['vary']?.toLowerCase()).toContain('accept-encoding');

    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 15_000 }).toBe(true);

    // The precache holds the entry script as the browser decoded it: byte for byte the built file.
    const cached = await page.evaluate(async (entryPath) => {
      for (const name of await caches.keys()) {
        if (!name.includes('precache')) continue;
        const cache = await caches.open(name);
        for (const req of await cache.keys()) {
          if (new URL(req.url).pathname !== entryPath) continue;
          const res = (await cache.match(req))!;
          return { text: await res.text(), encoding: res.headers.get('content-encoding') };
        }
      }
      return null;
    }, entry);
    expect(cached, 'the entry script is not in the precache').not.toBeNull();
    expect(cached!.encoding).toBe(encoding);
    expect(cached!.text).toBe(await readFile(path.join(dist, entry), 'utf8'));

    // Offline: the page and every script come from the precache, decoded, and the app runs.
    await env.browser.context.setOffline(true);
    try {
      await page.reload();
      await expect.poll(() => page.getByLabel('Email').isVisible(), { timeout: 20_000 }).toBe(true);
      await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await env.browser.context.setOffline(false);
    }
  });
});
