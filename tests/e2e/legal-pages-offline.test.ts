// Issue 19 item 10: the terms of use, privacy policy and community rules are readable signed out
// and with no signal (the route chunks and catalogues are precached), so someone registering at
// the side of a pitch can read what they accept.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from './support/server-and-browser';

describe('information pages offline', () => {
  const env = useServerAndBrowser({ locale: 'en-GB' });
  let page: Page;

  beforeAll(async () => {
    page = env.browser.context.pages()[0] ?? (await env.browser.context.newPage());
  });

  it('opens /privacy signed out, then offline opens it and the other pages from the precache', async () => {
    await page.goto(`${env.server.url}/privacy`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Privacy policy' }).isVisible()).toBe(true);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 15_000 }).toBe(true);
    await env.browser.context.setOffline(true);
    try {
      await page.goto(`${env.server.url}/terms`);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Terms of use' }).isVisible(), { timeout: 15_000 }).toBe(true);
      await page.getByRole('link', { name: 'Community rules' }).click();
      await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Keep children safe' }).isVisible(), { timeout: 15_000 }).toBe(true);
    } finally {
      await env.browser.context.setOffline(false);
    }
  });
});
