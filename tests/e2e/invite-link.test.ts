// Issue 19 (for issue 18): an invited coach registers through the mailed link. On the built app
// served by the real server (mail written as .eml files to <data dir>/mail), the demo club admin
// invites a new coach to the U14; the test reads the mail, takes its absolute link, opens it at
// phone size in a signed-out browser, sees the club, team and role, fills in the form, registers,
// finishes the wizard and lands signed in as a coach of the club's U14. Screenshots at a
// phone-size viewport go to /tmp/invite-link-*.png.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { useServerAndBrowser } from './support/server-and-browser';
import { signInViaApi } from './support/sign-in';

const ADMIN = { email: 'clubadmin@touchline.demo', password: 'Touchline1!' };
const INVITEE = 'new.coach@example.com';

/** A signed-in call from inside the page, as the app makes it (token, XSRF on writes). */
function call(page: Page, method: string, url: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const m = JSON.parse(localStorage.getItem('touchlinemember')!);
      const xsrf = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const res = await fetch(`/api/v1${url}`, {
        method,
        credentials: 'include',
        headers: { 'content-type': 'application/json', touchlinetoken: m.accessToken, 'x-xsrf-token': xsrf },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: res.status, json: await res.json() };
    },
    { method, url, body },
  );
}

/** The text of the one .eml written to `to` (quoted-printable soft breaks and escapes undone). */
async function mailTo(dataDir: string, to: string): Promise<string> {
  const dir = path.join(dataDir, 'mail');
  const file = (await readdir(dir)).find((f) => f.endsWith(`-${to}.eml`));
  if (!file) throw new Error(`no mail to ${to} in ${dir}`);
  const raw = await readFile(path.join(dir, file), 'utf8');
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

const focusedHeading = (page: Page) => page.evaluate(() => (document.activeElement?.tagName === 'H1' ? document.activeElement.textContent : null));

describe('an invited coach registers through the mailed link', { timeout: 180_000 }, () => {
  const env = useServerAndBrowser({ startTimeoutMs: 120_000, hookTimeoutMs: 150_000 });

  it('the admin invites, the mail carries an absolute link, the coach opens it on a phone and joins', async () => {
    const { server, browser } = env;
    const adminPage = await browser.context.newPage();
    const errors: string[] = [];
    adminPage.on('pageerror', (e) => errors.push(String(e)));
    let page = adminPage;

    // The club admin invites a new coach to the U14.
    await signInViaApi(page, server.url, ADMIN.email, ADMIN.password);
    const clubId: string = await page.evaluate(() => JSON.parse(localStorage.getItem('touchlinemember')!).clubId);
    const club = await call(page, 'GET', `/club/${clubId}`);
    const teams = ((club.json.teams ?? (club.json.club as Record<string, unknown> | undefined)?.teams) ?? []) as { id: string; name: string }[];
    const u14 = teams.find((t) => t.name.includes('U14'));
    expect(u14, JSON.stringify(club.json).slice(0, 400)).toBeTruthy();
    const invited = await call(page, 'PUT', `/club/${clubId}/registration/invite`, { role: 'coach', teamId: u14!.id, email: INVITEE });
    expect(invited.status, JSON.stringify(invited.json)).toBe(201);
    const guid = (invited.json.invite as { guid: string }).guid;

    // The mail's link is absolute: without TOUCHLINE_PUBLIC_URL, the address the admin used.
    const mail = await mailTo(server.dataDir, INVITEE);
    const link = /https?:\/\/[^\s]+\/invite\/[0-9a-f-]{36}/.exec(mail)?.[0];
    expect(link).toBe(`${server.url}/invite/${guid}`);

    // The invitee's phone: a browser of its own, signed out. (Clearing the admin's storage in the
    // same browser raced the admin's app still writing its session back on a busy machine.)
    const phone = await launchBrowser();
    onTestFinished(async () => {
      await phone.close();
      await phone.dispose();
    });
    page = await phone.context.newPage();
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(link!);
    await page.getByRole('heading', { name: 'Your invite', level: 1 }).waitFor({ timeout: 20_000 }).catch(async (e) => {
      await page.screenshot({ path: '/tmp/invite-link-failed.png', fullPage: true });
      throw new Error(`${e}\npage errors: ${errors.join('\n')}`);
    });
    await expect.poll(() => focusedHeading(page)).toBe('Your invite');
    const facts = (await page.locator('dl').textContent()) ?? '';
    expect(facts).toContain('Millbrook Rovers JFC');
    expect(facts).toContain(u14!.name);
    expect(facts).toContain('Coach');
    expect(await page.getByLabel('Email').inputValue()).toBe(INVITEE);
    await page.screenshot({ path: '/tmp/invite-link-1-page.png', fullPage: true });

    await page.getByLabel('First name').fill('Nina');
    await page.getByLabel('Last name').fill('Newman');
    await page.getByLabel('Mobile number').fill('07700 900456');
    await page.getByLabel('Password', { exact: true }).fill('Str0ng!pass');
    await page.getByLabel('Confirm password').fill('Str0ng!pass');
    await page.getByLabel('I accept the terms of use').check();
    await page.screenshot({ path: '/tmp/invite-link-2-filled.png', fullPage: true });
    await page.getByRole('button', { name: 'Create account' }).click();

    // Signed in as the club's new coach; the wizard goes on at step 5.
    await expect.poll(() => focusedHeading(page), { timeout: 30_000 }).toBe('Notifications');
    expect(page.url()).toBe(`${server.url}/register`);
    const member = await page.evaluate(() => JSON.parse(localStorage.getItem('touchlinemember') ?? 'null'));
    expect(member).toMatchObject({ roleId: 3, clubId });
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect.poll(() => focusedHeading(page)).toBe('Your photo');
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect.poll(() => focusedHeading(page)).toBe('Five words that describe you');
    for (const w of ['brave', 'calm', 'kind', 'loyal', 'quick']) await page.getByLabel(w, { exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => focusedHeading(page), { timeout: 15_000 }).toBe('Thank you');
    await page.getByText('Thank you for registering, Nina. Welcome to Millbrook Rovers JFC!').waitFor();
    await page.getByRole('button', { name: 'Go to Touchline' }).click();
    await page.waitForURL(/\/secure/);
    await page.screenshot({ path: '/tmp/invite-link-3-signed-in.png', fullPage: true });

    // The server agrees: a coach of the club's U14, and the invite is used.
    const session = await call(page, 'GET', '/auth/validate?playerId=');
    expect(session.status).toBe(200);
    expect(session.json.user).toMatchObject({ email: INVITEE, firstName: 'Nina', lastName: 'Newman' });
    expect(session.json.memberships).toEqual([expect.objectContaining({ clubId, teamId: u14!.id, role: 'coach' })]);
    const again = await call(page, 'GET', `/open/${guid}/club/invites`);
    expect(again.status).toBe(404);
    expect(errors).toEqual([]);
  });
});
