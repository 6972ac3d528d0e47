// Signing in for browser tests: through the real sign-in screen, or (for tests about other
// things) through the API from inside the page, storing the member as the app does.
import type { Page } from 'playwright-core';

export const DEMO = {
  coach: { email: 'coach@touchline.demo', password: 'Touchline1!' },
};

export async function signInViaApi(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  if (!page.url().startsWith(baseUrl)) await page.goto(baseUrl);
  await page.evaluate(
    async ({ email, password }) => {
      await fetch('/api/v1/auth/xsrf', { credentials: 'include' });
      const xsrf = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const res = await fetch('/api/v1/auth/login', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf },
        body: JSON.stringify({ email, password }),
      });
      if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
      const answer = await res.json();
      localStorage.setItem('touchlinemember', JSON.stringify(answer.member));
    },
    { email, password },
  );
}

/**
 * Signs the demo coach in through the real sign-in screen and picks the U14 (the coach holds
 * two teams, so the app asks where to start); returns once the secure area is open and the
 * service worker is ready.
 */
export async function signInCoachAtU14(page: Page, baseUrl: string): Promise<void> {
  await page.goto(baseUrl);
  await page.getByLabel('Email').fill(DEMO.coach.email);
  await page.getByLabel('Password').fill(DEMO.coach.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: /U14/ }).first().click();
  await page.waitForURL(/\/secure/);
  await page.evaluate(() => navigator.serviceWorker.ready);
}
