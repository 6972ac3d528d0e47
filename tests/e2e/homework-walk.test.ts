// Coach challenges in a real browser on the demo club (issue 22 items 1, 4, 6): the demo player
// sees their outstanding and done challenges, opens the one with a picture uploaded and views it
// (served by the server, a real JPEG); the coach sees what waits to be marked and the report.
import { describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../../server/db/seed/clubs';
import { useServerAndBrowser } from './support/server-and-browser';
import { DEMO, signInViaApi } from './support/sign-in';

describe('coach challenges in the browser', () => {
  const sb = useServerAndBrowser();

  it('shows the demo player their challenges and their uploaded picture', { timeout: 120_000 }, async () => {
    const page = await sb.browser.context.newPage();
    await signInViaApi(page, sb.server.url, DEMO_PLAYER.email, DEMO.coach.password);
    await page.goto(`${sb.server.url}/secure/homework`);
    const todo = page.getByRole('region', { name: 'Outstanding' });
    await expect.poll(() => todo.getByRole('link').count(), { timeout: 30_000 }).toBe(2);
    await todo.getByRole('link', { name: /Cone dribbling slalom/ }).click();
    await page.getByRole('button', { name: /Show Max Harrington's answer/ }).click();
    const img = page.getByRole('img', { name: /Max Harrington's answer/ });
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth), { timeout: 30_000 }).toBe(480);
    await page.screenshot({ path: '/tmp/hw-player.png', fullPage: true });
    await page.close();
  });

  it('shows the demo coach the answers waiting to be marked and the 30-day report', { timeout: 120_000 }, async () => {
    const page = await sb.browser.context.newPage();
    await signInViaApi(page, sb.server.url, DEMO.coach.email, DEMO.coach.password);
    await page.goto(`${sb.server.url}/secure/homework`);
    const toMark = page.getByRole('region', { name: 'Waiting to be marked' });
    await expect.poll(() => toMark.getByRole('link').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/hw-coach.png', fullPage: true });
    await page.goto(`${sb.server.url}/secure/homework/report`);
    await expect.poll(() => page.getByRole('region', { name: 'U14' }).count(), { timeout: 30_000 }).toBe(1);
    await page.screenshot({ path: '/tmp/hw-report.png', fullPage: true });
    await page.close();
  });
});
