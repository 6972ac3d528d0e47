// Issue 4, live following: the demo coach logs a goal on the match screen in one browser; the
// demo parent (her son plays for the U14), following the same fixture in another browser, sees
// the score and the event arrive over the live stream; offline, a reload shows the last known
// state; back online the stream reconnects and the next goal arrives too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, type Browser } from './support/browser';
import { signInCoachAtU14, signInViaApi } from './support/sign-in';

const PARENT = { email: 'parent@touchline.demo', password: 'Touchline1!' };

describe('a parent follows a live match', () => {
  let server: RunningServer;
  let coachBrowser: Browser;
  let parentBrowser: Browser;
  let coach: Page;
  let parent: Page;

  beforeAll(async () => {
    server = await startServer();
    coachBrowser = await launchBrowser({ locale: 'en-GB' });
    parentBrowser = await launchBrowser({ locale: 'en-GB' });
    coach = coachBrowser.context.pages()[0] ?? (await coachBrowser.context.newPage());
    parent = parentBrowser.context.pages()[0] ?? (await parentBrowser.context.newPage());
  });
  afterAll(async () => {
    for (const b of [coachBrowser, parentBrowser]) {
      await b?.close();
      await b?.dispose();
    }
    await server?.stop();
  });

  it('shows the coach’s goal on the parent’s page, keeps it offline and reconnects', async () => {
    await signInCoachAtU14(coach, server.url);
    await coach.goto(`${server.url}/secure/fixtures`);
    const upcoming = coach.getByRole('region', { name: 'Upcoming' });
    await expect.poll(() => upcoming.getByRole('link').filter({ hasText: 'U14' }).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await upcoming.getByRole('link').filter({ hasText: 'U14' }).first().click();
    await coach.waitForURL(/\/secure\/fixtures\/[0-9a-f-]+$/);
    const fixtureId = coach.url().split('/').at(-1)!;
    await coach.getByRole('link', { name: 'Open the match screen' }).click();
    await coach.waitForURL(/\/live$/);
    await coach.getByRole('button', { name: 'Kick-off' }).click();
    await coach.getByRole('button', { name: 'Yes, kick off' }).click();
    await coach.getByRole('button', { name: 'Half time' }).waitFor();

    // The parent opens the follow screen of the same fixture.
    await signInViaApi(parent, server.url, PARENT.email, PARENT.password);
    // The service worker is in place before the next navigation, so an offline reload opens the app.
    await parent.evaluate(() => navigator.serviceWorker.ready);
    await parent.goto(`${server.url}/secure/fixtures/${fixtureId}/follow`);
    await expect.poll(() => parent.getByTestId('follow-status').textContent(), { timeout: 30_000 }).toBe('Live');
    await expect.poll(() => parent.getByTestId('score').textContent(), { timeout: 30_000 }).toMatch(/0–0/);
    // The clock runs from the kick-off event (first half).
    await expect.poll(() => parent.getByTestId('clock').getAttribute('data-running'), { timeout: 30_000 }).toBe('true');

    const tap = async (name: string) => {
      await coach.getByRole('group', { name: 'Record an event' }).getByRole('button', { name, exact: true }).click();
      await coach.getByText(`${name} recorded`).waitFor();
    };
    await tap('Goal');
    await expect.poll(() => parent.getByTestId('score').textContent(), { timeout: 30_000 }).toMatch(/1–0|0–1/);
    const timeline = parent.getByRole('list', { name: 'Match events' });
    await expect.poll(() => timeline.getByText('Goal', { exact: false }).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await parent.screenshot({ path: '/tmp/live-follow-parent.png', fullPage: true });

    // Offline: a reload shows the last known state from the device.
    await parentBrowser.context.setOffline(true);
    await parent.reload();
    await expect.poll(() => parent.getByTestId('follow-status').textContent(), { timeout: 30_000 }).toMatch(/Offline/);
    await expect.poll(() => parent.getByTestId('score').textContent(), { timeout: 30_000 }).toMatch(/1–0|0–1/);
    await parent.screenshot({ path: '/tmp/live-follow-offline.png', fullPage: true });

    // Back online: the stream reconnects and the next goal comes through.
    await parentBrowser.context.setOffline(false);
    await parent.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => parent.getByTestId('follow-status').textContent(), { timeout: 30_000 }).toBe('Live');
    await tap('Goal against');
    await expect.poll(() => parent.getByTestId('score').textContent(), { timeout: 30_000 }).toMatch(/1–1/);
  });
});
