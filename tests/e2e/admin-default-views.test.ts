// Issue 19 item 4, the admin's default views, on the built app and the real server at phone
// size: the demo club admin (in no team) signs in through the sign-in screen and, without
// touching a filter, sees the next game and the next session on the dashboard and both teams'
// games and sessions on Fixtures and Training; the team filter still narrows to one team.
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/server-and-browser';

const CLUB_ADMIN = { email: 'clubadmin@touchline.demo', password: 'Touchline1!' };

describe("the admin's default views", { timeout: 240_000 }, () => {
  const env = useServerAndBrowser({ locale: 'en-GB', startTimeoutMs: 100_000 });

  it('shows the club admin every team on the dashboard, Fixtures and Training with no filter touched', async () => {
    const page = env.browser.context.pages()[0] ?? (await env.browser.context.newPage());
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(env.server.url);
    await page.getByLabel('Email').fill(CLUB_ADMIN.email);
    await page.getByLabel('Password').fill(CLUB_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/secure/, { timeout: 30_000 });

    // The dashboard: a next game and a next session, not "No upcoming…".
    const nextFixture = page.getByRole('region', { name: 'Next fixture' });
    const nextTraining = page.getByRole('region', { name: 'Next training' });
    await nextFixture.locator('time').first().waitFor({ timeout: 30_000 });
    await nextTraining.locator('time').first().waitFor({ timeout: 30_000 });
    expect(await page.getByText('No upcoming fixtures.').count()).toBe(0);
    expect(await page.getByText('No upcoming training sessions.').count()).toBe(0);
    await page.screenshot({ path: '/tmp/admin-dashboard.png', fullPage: true });

    // Fixtures: both teams' games, and no admin box to find.
    await page.goto(`${env.server.url}/secure/fixtures`);
    const games = page.getByRole('region', { name: 'Upcoming' });
    await games.getByRole('link').first().waitFor({ timeout: 30_000 });
    await games.getByRole('link').filter({ hasText: 'U10' }).first().waitFor({ timeout: 30_000 });
    await games.getByRole('link').filter({ hasText: 'U14' }).first().waitFor();
    expect(await page.getByText('Admin view (all teams)').count()).toBe(0);
    await page.screenshot({ path: '/tmp/admin-fixtures.png', fullPage: true });
    // The team filter narrows to one team.
    await page.getByText('Filters').click();
    await page.getByLabel('Team').selectOption({ label: 'U10' });
    await expect.poll(() => games.getByRole('link').filter({ hasText: 'U14' }).count()).toBe(0);
    expect(await games.getByRole('link').filter({ hasText: 'U10' }).count()).toBeGreaterThan(0);

    // Training: both teams' sessions (the card names the team beside its link).
    await page.goto(`${env.server.url}/secure/training`);
    const sessions = page.getByRole('region', { name: 'Upcoming' });
    await sessions.getByRole('link').first().waitFor({ timeout: 30_000 });
    await sessions.getByRole('listitem').filter({ hasText: 'U10' }).first().waitFor({ timeout: 30_000 });
    await sessions.getByRole('listitem').filter({ hasText: 'U14' }).first().waitFor();
    await page.screenshot({ path: '/tmp/admin-training.png', fullPage: true });
    await page.getByLabel('Team').selectOption({ label: 'U14' });
    await expect.poll(() => sessions.getByRole('listitem').filter({ hasText: 'U10' }).count()).toBe(0);
    expect(await sessions.getByRole('listitem').filter({ hasText: 'U14' }).count()).toBeGreaterThan(0);
  });
});
