// Issue 6, registration: on the built app served by the real server, a parent opens /register,
// walks the 9-step wizard with the demo invite code ROVERS-U10, reloads the page in the middle
// (the wizard resumes at the same step with the answers), creates the account, goes offline for
// steps 5-7 (queued on the device), reloads again, comes back online, adds a child, and lands in
// the app signed in; the server then holds the words, the photo and the child in the U10. Screenshots at a phone-size viewport go to
// /tmp/registration-*.png.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from './support/server-and-browser';
import { png } from '../support/png';


const focusedHeading = (page: Page) => page.evaluate(() => (document.activeElement?.tagName === 'H1' ? document.activeElement.textContent : null));

describe('registration wizard in the browser', { timeout: 180_000 }, () => {
  const env = useServerAndBrowser({ startTimeoutMs: 120_000, hookTimeoutMs: 150_000 });

  it('walks the 9 steps with ROVERS-U10, survives a reload, and signs the parent in', async () => {
    const { server, browser } = env;
    const page = await browser.context.newPage();
    let shot = 0;
    const snap = async (name: string) => void (await page.screenshot({ path: `/tmp/registration-${++shot}-${name}.png`, fullPage: true }));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${server.url}/register`);

    await page.getByRole('heading', { name: 'Your invite' }).waitFor({ timeout: 20_000 }).catch(async (e) => {
      await snap('failed');
      throw new Error(`${e}\npage errors: ${errors.join('\n')}`);
    });
    await expect.poll(() => focusedHeading(page)).toBe('Your invite');
    await expect.poll(() => page.getByText('Step 1 of 9').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Please enter a valid invite code').waitFor();
    await page.getByLabel('Invite code').fill('rovers-u10');
    await page.getByLabel('Email').fill('new.parent@example.com');
    await page.getByLabel('Country code').fill('+44');
    await page.getByLabel('Mobile number').fill('07700 900123');
    await snap('invite');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect.poll(() => focusedHeading(page)).toBe('Terms of use');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Please accept the terms of use to continue').waitFor();
    await page.getByLabel('I accept the terms of use').check();
    await snap('terms');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect.poll(() => focusedHeading(page)).toBe('About you');
    await page.getByLabel('First name').fill('Nora');
    await page.getByLabel('Last name').fill('Quinn');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => focusedHeading(page)).toBe('Choose a password');

    // Reload in the middle: the wizard comes back at the password step, the answers kept.
    await page.reload();
    await expect.poll(() => focusedHeading(page)).toBe('Choose a password');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('Nora');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByLabel('Password', { exact: true }).fill('Str0ng!pass');
    await page.getByLabel('Confirm password').fill('Str0ng!pasx');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Please ensure passwords match').waitFor();
    await page.getByLabel('Confirm password').fill('Str0ng!pass');
    await snap('password');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect.poll(() => focusedHeading(page), { timeout: 30_000 }).toBe('Notifications');
    const member = await page.evaluate(() => JSON.parse(localStorage.getItem('touchlinemember') ?? 'null'));
    expect(member?.roleId).toBe(4);
    await snap('notifications');
    // Offline between steps: steps 5-7 are queued on the device and sent when the network is back.
    // The service worker must control the page first, so a reload without a network still opens it.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 }).toBe(true);
    await browser.context.setOffline(true);
    await page.getByText('You are offline.', { exact: false }).waitFor();
    await page.getByLabel('News and offers from Touchline').check();
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await expect.poll(() => focusedHeading(page)).toBe('Your photo');
    await page.getByLabel('Choose a photo').setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: png(150, 150) });
    await page.getByText('The photo must be at least 400 × 400 pixels').waitFor();
    await page.getByLabel('Choose a photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(400, 400) });
    await page.getByAltText('Your photo').waitFor();
    await snap('photo');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect.poll(() => focusedHeading(page)).toBe('Five words that describe you');
    for (const w of ['brave', 'calm', 'kind', 'loyal']) await page.getByLabel(w, { exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Please choose five describing words').waitFor();
    await page.getByLabel('quick', { exact: true }).check();
    await snap('words');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect.poll(() => focusedHeading(page), { timeout: 15_000 }).toBe('Add your child');
    await page.reload();
    await expect.poll(() => focusedHeading(page)).toBe('Add your child');
    await browser.context.setOffline(false);
    await page.getByLabel("Child's first name").fill('Max');
    await page.getByLabel('Date of birth').fill('2016-05-04');
    await snap('child');
    await page.getByRole('button', { name: 'Add child' }).click();
    await expect.poll(() => focusedHeading(page)).toBe('Add another child');
    await page.getByText('Max Quinn').waitFor();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect.poll(() => focusedHeading(page)).toBe('Thank you');
    await page.getByText('Thank you for registering, Nora.', { exact: false }).waitFor();
    await snap('thanks');
    await page.getByRole('button', { name: 'Go to Touchline' }).click();
    await page.waitForURL(/\/secure/);

    // The server has the account, the notifications, words and child queued in steps 5-8.
    const read = (path: string) =>
      page.evaluate(async (path) => {
        const m = JSON.parse(localStorage.getItem('touchlinemember')!);
        const res = await fetch(`/api/v1${path}${path.includes('?') ? '&' : '?'}userId=${m.id}`, { headers: { touchlinetoken: m.accessToken } });
        return res.json();
      }, path);
    await expect.poll(async () => (await read('/user/profile')).user?.profile?.words, { timeout: 60_000 }).toEqual(['brave', 'calm', 'kind', 'loyal', 'quick']);
    const profile = await read('/user/profile');
    expect(profile.user).toMatchObject({ firstName: 'Nora', lastName: 'Quinn', email: 'new.parent@example.com', countryCode: '+44', hasProfilePicture: true });
    await expect.poll(async () => ((await read('/auth/validate?playerId=')).children ?? []).map((c: { firstName: string; teamName: string }) => `${c.firstName} ${c.teamName}`), { timeout: 60_000 }).toEqual(['Max U10']);
  });
});
