// Issue 19 item 10: the terms of use, privacy policy and community rules are readable signed out
// and with no signal (the route chunks and catalogues are precached), so someone registering at
// the side of a pitch can read what they accept. Issue 26 items 5-6: so are help and support,
// the documentation, what's new and the contact form, in all four languages.
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
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Privacy policy' }).isVisible(), { timeout: 15_000 }).toBe(true);
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

describe('information pages offline in French, Spanish and US English', () => {
  const env = useServerAndBrowser({ locale: 'fr-FR' });
  let page: Page;

  beforeAll(async () => {
    page = env.browser.context.pages()[0] ?? (await env.browser.context.newPage());
  });

  const heading = (level: 1 | 2, name: string) => expect.poll(() => page.getByRole('heading', { level, name }).isVisible(), { timeout: 15_000 }).toBe(true);

  it('opens help, documentation, what is new and contact with no signal, and changes language offline', async () => {
    await page.goto(`${env.server.url}/help`);
    await heading(1, 'Aide pour les parents et les joueurs');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 15_000 }).toBe(true);
    await env.browser.context.setOffline(true);
    try {
      await page.goto(`${env.server.url}/documentation`);
      await heading(1, 'Documentation');
      await heading(2, 'Installer sur Android');
      await heading(2, 'Travailler sans réseau');
      await page.goto(`${env.server.url}/releases`);
      await heading(1, 'Nouveautés');
      await page.goto(`${env.server.url}/help?for=coach`);
      await heading(1, 'Aide pour les entraîneurs');
      await page.getByRole('link', { name: 'Nous contacter' }).first().click();
      await heading(1, 'Nous contacter');
      await expect.poll(() => page.getByLabel('Type de demande').isVisible()).toBe(true);
      // The other catalogues are precached too: the language changes with no signal.
      await page.goto(`${env.server.url}/documentation`);
      await heading(1, 'Documentation');
      await page.getByLabel('Langue').selectOption('es');
      await heading(2, 'Instalar en Android');
      await page.goto(`${env.server.url}/help?for=coach`);
      await heading(1, 'Ayuda para entrenadores');
      await page.getByLabel('Idioma').selectOption('en-US');
      await heading(2, 'Adding a game or a practice');
      await page.goto(`${env.server.url}/releases`);
      await heading(1, "What's new");
    } finally {
      await env.browser.context.setOffline(false);
    }
  });
});
