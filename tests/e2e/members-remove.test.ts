// Issue 6, members: on the built app served by the real server, the demo club admin opens the
// club's players, selects one, is asked before removing, says no (nothing changes), then yes:
// the player leaves the list and the server no longer lists them. Screenshots at a phone-size
// viewport go to /tmp/members-*.png.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from './support/server-and-browser';
import { signInViaApi } from './support/sign-in';

const ADMIN = { email: 'clubadmin@touchline.demo', password: 'Touchline1!' };

async function players(page: Page, clubId: string): Promise<{ id: string; firstName: string; lastName: string }[]> {
  return page.evaluate(async (clubId) => {
    const m = JSON.parse(localStorage.getItem('touchlinemember')!);
    const res = await fetch(`/api/v1/club/${clubId}/players?userId=${m.id}&limit=200`, { headers: { touchlinetoken: m.accessToken } });
    if (!res.ok) throw new Error(`players: ${res.status}`);
    return (await res.json()).members;
  }, clubId);
}

describe('removing a member in the browser', { timeout: 180_000 }, () => {
  const env = useServerAndBrowser({ startTimeoutMs: 120_000, hookTimeoutMs: 150_000 });

  it('asks first, and removes the player only after yes', async () => {
    const { server, browser } = env;
    const page = await browser.context.newPage();
    await signInViaApi(page, server.url, ADMIN.email, ADMIN.password);
    const clubId: string = await page.evaluate(() => JSON.parse(localStorage.getItem('touchlinemember')!).clubId);
    expect(clubId).toBeTruthy();
    const before = await players(page, clubId);
    expect(before.length).toBeGreaterThan(1);
    const target = before[0]!;
    const name = `${target.firstName} ${target.lastName}`;

    await page.goto(`${server.url}/secure/club/${clubId}/members?kind=players`);
    await page.getByRole('heading', { name: 'Players', level: 1 }).waitFor();
    await page.getByRole('link', { name, exact: true }).waitFor({ timeout: 30_000 });
    await page.screenshot({ path: '/tmp/members-1-list.png', fullPage: true });
    await page.getByLabel(`Select ${name}`, { exact: true }).check();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();

    const question = page.getByRole('alertdialog');
    await question.waitFor();
    expect(await question.textContent()).toContain('Remove this member from this club? They lose access to it.');
    await page.screenshot({ path: '/tmp/members-2-question.png' });
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    expect((await players(page, clubId)).some((p) => p.id === target.id)).toBe(true);

    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await page.getByText('The members were removed.').waitFor();
    await page.getByRole('link', { name, exact: true }).waitFor({ state: 'detached' });
    await page.screenshot({ path: '/tmp/members-3-removed.png', fullPage: true });
    const after = await players(page, clubId);
    expect(after.some((p) => p.id === target.id)).toBe(false);
    expect(after).toHaveLength(before.length - 1);
  });
});
