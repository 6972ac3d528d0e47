// Issue 21: on the built app served by the real server, the demo player opens Practice (six
// seeded weeks show), goes offline, logs practice on two days (today and three days back), reloads
// offline (both still there), comes back online and the queue drains. The server holds each entry
// once, and the streak the screen shows is the server's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, localDay } from '../../src/domain/practice/practice-days';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, type Browser } from './support/browser';
import { signInViaApi } from './support/sign-in';
import { outboxSize } from './support/outbox';

const PLAYER = { email: 'player@touchline.demo', password: 'Touchline1!' };

async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (path) => {
    const m = JSON.parse(localStorage.getItem('touchlinemember')!);
    const res = await fetch(`/api/v1${path.replace('{me}', m.id)}`, { headers: { touchlinetoken: m.accessToken } });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  }, path) as Promise<T>;
}

describe('practice diary in the browser, offline', { timeout: 180_000 }, () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startServer({ startTimeoutMs: 100_000 });
    browser = await launchBrowser({ locale: 'en-GB' });
    page = browser.context.pages()[0] ?? (await browser.context.newPage());
  });
  afterAll(async () => {
    await browser?.close();
    await browser?.dispose();
    await server?.stop();
  });

  it('logs two days offline, keeps them over a reload, and the server holds each once', async () => {
    await signInViaApi(page, server.url, PLAYER.email, PLAYER.password);
    await page.goto(`${server.url}/secure/practice`);
    await page.getByRole('heading', { name: 'Practice' }).waitFor({ timeout: 30_000 });
    await page.getByRole('list', { name: 'Practice diary' }).waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });

    // The device's own zone decides the day, as in the app.
    const today = localDay(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone));
    const back = addDays(today, -3);
    await browser.context.setOffline(true);
    const log = async (day: string, skill: string, minutes: string) => {
      await page.getByRole('button', { name: 'Log practice' }).click();
      const form = page.getByRole('form', { name: 'Log practice' });
      await form.getByLabel('Day').fill(day);
      await form.getByLabel('Core skill 1').selectOption(skill);
      await form.getByLabel('Minutes').fill(minutes);
      await form.getByRole('button', { name: 'Log practice' }).click();
      await page.getByRole('button', { name: `Edit practice of ${day}` }).first().waitFor();
    };
    await log(today, 'Passing', '20');
    await log(back, 'Shooting', '15');
    expect(await outboxSize(page)).toBe(2);

    await page.reload();
    await page.getByRole('button', { name: `Edit practice of ${back}` }).first().waitFor({ timeout: 30_000 });
    await page.getByText(/Passing 20/).first().waitFor();

    await browser.context.setOffline(false);
    await expect.poll(() => outboxSize(page), { timeout: 60_000 }).toBe(0);

    const { entries } = await api<{ entries: { day: string; skills: { coreSkill: string; minutes: number }[] }[] }>(page, '/practice/{me}');
    const same = (day: string, skill: string, minutes: number) => entries.filter((e) => e.day === day && e.skills.length === 1 && e.skills[0]!.coreSkill === skill && e.skills[0]!.minutes === minutes);
    expect(same(today, 'Passing', 20)).toHaveLength(1);
    expect(same(back, 'Shooting', 15)).toHaveLength(1);
    const streak = await api<{ current: number; thisWeekMinutes: number }>(page, '/user/{me}/streak');
    expect(streak.current).toBeGreaterThanOrEqual(6);
    await page.getByText(`Streak: ${streak.current} weeks`, { exact: false }).waitFor();
  });
});
