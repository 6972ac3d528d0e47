// The club feed's first screen from the local store in Chromium at 4x CPU throttling (CDP), with
// no signal: the demo coach opens the feed once online (the posts are pulled into IndexedDB),
// then, offline, (a) loads /secure/feed cold (the service worker serves the app; from the
// navigation's start to the first post card in the DOM), (b) opens it from More inside the
// running app (from the link's click to the first post card in the DOM; the feed's code chunk is
// read then) and (c) opens it from More again (chunk already loaded). Prints p50/p95/max over
// N runs; asserts nothing (the machine is shared). Needs the built app and Debian's chromium.
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';
import { signInCoachAtU14 } from '../e2e/support/sign-in';

export interface FeedFigures {
  throttle: number;
  runs: number;
  cold: number[];
  inApp: number[];
  again: number[];
  posts: number;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};

/** In the page: resolves with performance.now() when the first post card is in the DOM. */
const WATCH = `window.__firstPost = new Promise((resolve) => {
  const seen = () => document.querySelector('.feed-post');
  const start = () => {
    if (seen()) return resolve(performance.now());
    const o = new MutationObserver(() => { if (seen()) { o.disconnect(); resolve(performance.now()); } });
    o.observe(document.documentElement, { childList: true, subtree: true });
  };
  if (document.documentElement) start(); else document.addEventListener('DOMContentLoaded', start);
});`;

async function coldLoad(page: Page, url: string): Promise<number> {
  await page.goto(url);
  return page.evaluate(() => (window as unknown as { __firstPost: Promise<number> }).__firstPost);
}

async function fromMore(page: Page): Promise<number> {
  await page.getByRole('link', { name: /Club feed/ }).waitFor();
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const link = Array.from(document.querySelectorAll('a')).find((a) => a.getAttribute('href') === '/secure/feed')!;
        const t0 = performance.now();
        const o = new MutationObserver(() => {
          if (document.querySelector('.feed-post')) {
            o.disconnect();
            resolve(performance.now() - t0);
          }
        });
        o.observe(document.body, { childList: true, subtree: true });
        link.click();
      }),
  );
}

export async function benchFeedFirstScreen(throttle = 4, runs = 10): Promise<FeedFigures> {
  const server = await startServer({ fresh: true, startTimeoutMs: 180_000 });
  const browser = await launchBrowser();
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await signInCoachAtU14(page, server.url);
    await page.goto(`${server.url}/secure/feed`);
    await page.locator('.feed-post').first().waitFor({ timeout: 60_000 });
    const posts = await page.locator('.feed-post').count();
    await browser.context.setOffline(true);
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.addInitScript(WATCH);
    const cold: number[] = [];
    const inApp: number[] = [];
    const again: number[] = [];
    for (let i = 0; i < runs; i++) {
      cold.push(await coldLoad(page, `${server.url}/secure/feed`));
      await page.goto(`${server.url}/secure/more`);
      inApp.push(await fromMore(page));
      await page.goBack();
      again.push(await fromMore(page));
    }
    return { throttle, runs, cold, inApp, again, posts };
  } finally {
    await browser.close();
    await browser.dispose();
    await server.stop();
  }
}

export function formatFeed(f: FeedFigures): string {
  const line = (name: string, xs: number[]) => `${name} p50 ${pct(xs, 50).toFixed(0)} ms, p95 ${pct(xs, 95).toFixed(0)} ms, max ${Math.max(...xs).toFixed(0)} ms`;
  return `feed first screen offline at ${f.throttle}x CPU, ${f.runs} runs, ${f.posts} posts stored: ${line('cold load (navigation start to first post)', f.cold)}; ${line('from More, first time (click to first post)', f.inApp)}; ${line('from More again', f.again)}`;
}
