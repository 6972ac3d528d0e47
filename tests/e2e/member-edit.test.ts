// Issue 19 item 11: on the built app served by the real server, at 390x844, the demo club admin
// opens a player's profile, changes their first name and mobile, and the server holds the change;
// taking them out of a team asks first and a "Cancel" leaves them in it. Screenshots go to
// /tmp/member-edit-*.png.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from './support/server-and-browser';
import { signInViaApi } from './support/sign-in';

const ADMIN = { email: 'clubadmin@touchline.demo', password: 'Touchline1!' };

async function userOf(page: Page, userId: string): Promise<{ firstName: string; telephone: string | null; memberships: { teamId: string | null }[] }> {
  return page.evaluate(async (userId) => {
    const m = JSON.parse(localStorage.getItem('touchlinemember')!);
    const res = await fetch(`/api/v1/user/${userId}?userId=${m.id}`, { headers: { touchlinetoken: m.accessToken } });
    if (!res.ok) throw new Error(`user: ${res.status}`);
    return (await res.json()).user;
  }, userId);
}

describe('editing a member in the browser', { timeout: 180_000 }, () => {
  const env = useServerAndBrowser({ startTimeoutMs: 120_000, hookTimeoutMs: 150_000 });

  it('saves a player\'s name and mobile, and asks before taking them out of a team', async () => {
    const { server, browser } = env;
    const page = await browser.context.newPage();
    await signInViaApi(page, server.url, ADMIN.email, ADMIN.password);
    const clubId: string = await page.evaluate(() => JSON.parse(localStorage.getItem('touchlinemember')!).clubId);
    const list = await page.evaluate(async (clubId) => {
      const m = JSON.parse(localStorage.getItem('touchlinemember')!);
      const res = await fetch(`/api/v1/club/${clubId}/players?userId=${m.id}&limit=200`, { headers: { touchlinetoken: m.accessToken } });
      return (await res.json()).members as { id: string; firstName: string; lastName: string; teams: { teamName: string }[] }[];
    }, clubId);
    const target = list.find((p) => p.teams.length > 0)!;
    expect(target).toBeTruthy();

    await page.goto(`${server.url}/secure/club/${clubId}/members/${target.id}`);
    await page.getByRole('heading', { name: `${target.firstName} ${target.lastName}`, level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByLabel('First name').fill('Edited');
    await page.getByLabel('Mobile number').fill('7700900456');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('The details were saved.').waitFor();
    await page.getByRole('heading', { name: `Edited ${target.lastName}`, level: 1 }).waitFor();
    await page.screenshot({ path: '/tmp/member-edit-1-saved.png', fullPage: true });
    const saved = await userOf(page, target.id);
    expect(saved.firstName).toBe('Edited');
    expect(saved.telephone).toBe('7700900456');
    // Nothing is wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const team = target.teams[0]!.teamName;
    await page.getByRole('button', { name: `Remove from ${team}` }).click();
    const question = page.getByRole('alertdialog');
    await question.waitFor();
    expect(await question.textContent()).toContain(`Remove this member from ${team}?`);
    await page.screenshot({ path: '/tmp/member-edit-2-question.png' });
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    expect((await userOf(page, target.id)).memberships.some((m) => m.teamId)).toBe(true);
  });
});
