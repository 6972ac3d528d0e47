// Issue 24 items 3 and 5 on the built app served by the real server, on a 360 px phone: the demo
// coach opens the club's shared "Goals by month" (a uPlot line with its table), builds a bar
// chart of goals by team (Chart.js, loaded on demand), saves it (the server holds it), and opens
// it again with no signal from its kept result ("As of"). Nothing is wider than the screen.
// Screenshots go to /tmp/reports-*.png for a look by eye.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, type Browser } from './support/browser';
import { signInCoachAtU14 } from './support/sign-in';

async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (path) => {
    const m = JSON.parse(localStorage.getItem('touchlinemember')!);
    const res = await fetch(`/api/v1${path.replace('{club}', m.clubId)}?userId=${m.id}`, { headers: { touchlinetoken: m.accessToken } });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  }, path) as Promise<T>;
}

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/reports-${name}.png`, fullPage: true });
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('reports in the browser', { timeout: 240_000 }, () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startServer({ startTimeoutMs: 100_000 });
    browser = await launchBrowser({ locale: 'en-GB' });
    page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await page.setViewportSize({ width: 360, height: 780 });
  });
  afterAll(async () => {
    await browser?.close();
    await browser?.dispose();
    await server?.stop();
  });

  it('opens a shared report, builds and saves a chart, and opens it again offline', async () => {
    await signInCoachAtU14(page, server.url);
    await page.goto(`${server.url}/secure/analytics/reports`);
    await page.getByRole('link', { name: /Goals by month/ }).click();
    await page.getByRole('heading', { name: 'Goals by month' }).waitFor();
    const table = page.getByRole('table', { name: 'Goals by month: the numbers' });
    await table.waitFor({ timeout: 30_000 });
    expect(await table.getByRole('row').count()).toBeGreaterThan(2);
    await page.locator('.report-chart__plot canvas').first().waitFor({ timeout: 30_000 });
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await shot(page, 'line');

    await page.goto(`${server.url}/secure/analytics/reports/new`);
    await page.getByLabel('Broken down by').selectOption('team');
    await page.getByRole('radio', { name: 'Bar', exact: true }).check();
    await page.getByRole('button', { name: 'Count rows' }).click();
    await page.getByText(/^\d+ rows$/).waitFor();
    await page.getByRole('button', { name: 'Show chart' }).click();
    await page.locator('.report-chart__box canvas').waitFor({ timeout: 30_000 });
    // Chart.js drew on it (its own chunk loaded): the canvas has a size.
    await expect.poll(() => page.locator('.report-chart__box canvas').evaluate((c: HTMLCanvasElement) => c.width)).toBeGreaterThan(100);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await shot(page, 'builder');

    await page.getByLabel('Report name').fill('Goals by team');
    await page.getByRole('button', { name: 'Save report' }).click();
    await page.getByRole('heading', { name: 'Goals by team' }).waitFor();
    await expect
      .poll(async () => (await api<{ reports: { name: string }[] }>(page, '/report/{club}')).reports.map((r) => r.name), { timeout: 30_000 })
      .toContain('Goals by team');
    await page.getByRole('table', { name: 'Goals by team: the numbers' }).waitFor({ timeout: 30_000 });
    const url = page.url();

    await browser.context.setOffline(true);
    try {
      await page.goto(url);
      await page.getByText(/^As of/).waitFor({ timeout: 30_000 });
      expect(await page.getByRole('table', { name: 'Goals by team: the numbers' }).getByRole('row').count()).toBeGreaterThan(1);
      await shot(page, 'offline');
    } finally {
      await browser.context.setOffline(false);
    }
  });
});
