// Issue 23 "Done means", on the built app served by the real server with the demo club:
// - the demo parent, offline, sends a message in the U14 team group; it shows as waiting, the
//   device reconnects, the queue drains, and the coach reads it exactly once;
// - the demo coach tries to start a direct message with a child (Max, U14) and is stopped with the
//   explanation before anything is sent; the server refuses the same call too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, type Browser } from './support/browser';
import { signInViaApi } from './support/sign-in';
import { outboxSize } from './support/outbox';

const PARENT = { email: 'parent@touchline.demo', password: 'Touchline1!' };
const COACH = { email: 'coach@touchline.demo', password: 'Touchline1!' };

async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const m = JSON.parse(localStorage.getItem('touchlinemember')!);
      const xsrf = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const res = await fetch(`/api/v1${path.replace('{club}', m.clubId)}`, {
        method,
        credentials: 'include',
        headers: { touchlinetoken: m.accessToken, 'content-type': 'application/json', 'x-xsrf-token': xsrf },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: await res.json() };
    },
    { method, path, body },
  ) as Promise<{ status: number; json: T }>;
}

describe('locker room in the browser', { timeout: 240_000 }, () => {
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

  it('a parent sends a message with no signal; after reconnecting the coach sees it once', async () => {
    await signInViaApi(page, server.url, PARENT.email, PARENT.password);
    await page.goto(`${server.url}/secure/chat`);
    await page.getByRole('heading', { name: 'Locker room' }).waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: /^Team U14/ }).click();
    await page.getByRole('list', { name: 'Messages' }).getByText('Meet at 9:15 by the clubhouse', { exact: false }).waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });

    await browser.context.setOffline(true);
    const text = `Running late, sorry ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('list', { name: 'Messages' }).getByText(text).waitFor();
    await page.getByText('Waiting for a signal').waitFor();
    expect(await outboxSize(page)).toBeGreaterThanOrEqual(1);

    await browser.context.setOffline(false);
    await expect.poll(() => outboxSize(page), { timeout: 60_000 }).toBe(0);
    await page.getByText('Waiting for a signal').waitFor({ state: 'detached', timeout: 30_000 });

    await signInViaApi(page, server.url, COACH.email, COACH.password);
    const groups = await api<{ groups: { id: string; kind: string; name: string }[] }>(page, 'GET', '/locker-room/{club}/group');
    const team = groups.json.groups.find((g) => g.kind === 'team' && g.name === 'U14')!;
    const seen = await api<{ messages: { body: string }[] }>(page, 'GET', `/chat/{club}/messages?groupId=${team.id}`);
    expect(seen.json.messages.filter((x) => x.body === text)).toHaveLength(1);
  });

  it('stops a coach messaging a child alone, with the explanation, on the device and on the server', async () => {
    await browser.context.setOffline(false);
    await signInViaApi(page, server.url, COACH.email, COACH.password);
    await page.goto(`${server.url}/secure/chat/new`);
    await page.getByRole('heading', { name: 'New conversation' }).waitFor({ timeout: 30_000 });
    await page.getByLabel('Direct message (adults only)').check();
    await page.getByLabel(/Max Harrington/).check();
    const alert = page.getByRole('alert');
    await alert.getByText('Direct messages are only between adults.', { exact: false }).waitFor();
    await alert.getByText('Coaches cannot message a child privately. Please include a parent or guardian.').waitFor();
    expect(await page.getByRole('button', { name: 'Start conversation' }).isDisabled()).toBe(true);

    const people = await api<{ people: { id: string; name: string }[] }>(page, 'GET', '/locker-room/{club}/people');
    const max = people.json.people.find((p) => p.name === 'Max Harrington')!;
    const refused = await api<{ error: { message: string } }>(page, 'POST', '/locker-room/{club}/group', { kind: 'direct', memberIds: [max.id] });
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toMatch(/only between adults/);
  });
});
