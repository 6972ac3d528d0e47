// Issue 20 item 4: before the app's script has run, the page already shows the brand and a card
// skeleton in the app's colours (index.html), and the sign-in screen replaces it without moving
// anything (no layout shift).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, type Browser } from './support/browser';

describe('first paint', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    // No service worker: the test holds back the app's script on the network.
    browser = await launchBrowser({ serviceWorkers: 'block' });
  });
  afterAll(async () => {
    await browser?.close();
    await browser?.dispose();
    await server?.stop();
  });

  it('shows the brand and a skeleton while the script loads, then the sign-in screen with no layout shift', async () => {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.__shift += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(server.url, { waitUntil: 'commit' });
    // The script is held back: what shows is index.html's own shell.
    await expect.poll(() => page.locator('.boot').isVisible()).toBe(true);
    expect(await page.getByRole('img', { name: 'Touchline' }).isVisible()).toBe(true);
    const background = await page.locator('.boot').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe('rgb(244, 247, 248)'); // --canvas
    const shellLogo = await page.getByRole('img', { name: 'Touchline' }).boundingBox();
    await page.screenshot({ path: 'test-results/first-paint-shell.png' });

    release();
    await expect.poll(() => page.getByLabel('Email').isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await page.locator('.boot').count()).toBe(0);
    // The logo is where the shell had it, and nothing shifted on the way.
    const appLogo = await page.locator('.access__top img').boundingBox();
    expect(appLogo).toEqual(shellLogo);
    await page.waitForTimeout(500);
    await page.screenshot({ path: 'test-results/first-paint-app.png' });
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.01);
  });
});
