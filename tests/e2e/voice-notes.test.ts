// Voice notes in a real browser: chromium's fake microphone (a test tone, permission granted by
// the fake UI) records through MediaRecorder on the live match screen. Online the note is
// uploaded by the outbox; offline it stays on the device, plays from there, and is uploaded when
// the connection returns; the server holds each note once and the device keeps no bytes after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, type Browser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { signInCoachAtU14 } from './support/sign-in';

async function count(page: Page, store: string): Promise<number> {
  return page.evaluate(
    (store) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('touchline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction(store).objectStore(store).count();
          req.onsuccess = () => {
            open.result.close();
            resolve(req.result);
          };
          req.onerror = () => reject(req.error);
        };
      }),
    store,
  );
}

async function serverRecordings(page: Page, fixtureId: string): Promise<{ kind: string; mime: string; sizeBytes: number }[]> {
  return page.evaluate(async (fixtureId) => {
    const member = JSON.parse(localStorage.getItem('touchlinemember') ?? 'null') as { accessToken: string; clubId: string };
    const res = await fetch(`/api/v1/fixture/${member.clubId}/${fixtureId}/recording`, { headers: { touchlinetoken: member.accessToken } });
    return ((await res.json()) as { recordings: { kind: string; mime: string; sizeBytes: number }[] }).recordings;
  }, fixtureId);
}

describe('voice notes in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    server = await startServer({ startTimeoutMs: 120_000 });
    browser = await launchBrowser({ locale: 'en-GB', fakeMedia: true });
    page = browser.context.pages()[0] ?? (await browser.context.newPage());
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await browser?.dispose();
    await server?.stop();
  });

  async function record(ms: number) {
    await page.getByRole('button', { name: 'Record a voice note' }).click();
    const stop = page.getByRole('button', { name: /^Stop recording/ });
    await stop.waitFor();
    await page.waitForTimeout(ms);
    await expect.poll(() => page.getByRole('timer').textContent()).toMatch(/^0:0[1-9]$/);
    await stop.click();
  }

  it('records online and offline; the outbox uploads each note once and then drops its bytes', async () => {
    await signInCoachAtU14(page, server.url);
    await page.goto(`${server.url}/secure/fixtures`);
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    await expect.poll(() => upcoming.getByRole('link').filter({ hasText: 'U14' }).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await upcoming.getByRole('link').filter({ hasText: 'U14' }).first().click();
    await page.waitForURL(/\/secure\/fixtures\/[0-9a-f-]+$/);
    const fixtureId = page.url().split('/').at(-1)!;
    await page.getByRole('link', { name: 'Open the match screen' }).click();
    await page.waitForURL(/\/live$/);

    // Online: recorded, then uploaded by the queue.
    await record(1500);
    await page.getByText(/^Voice note 1 \(0:0\d\)$/).waitFor();
    await expect.poll(() => page.getByText('Uploaded', { exact: true }).count(), { timeout: 60_000 }).toBe(1);
    expect(await count(page, 'recordingBlobs')).toBe(0);
    const first = await serverRecordings(page, fixtureId);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ kind: 'voice_note' });
    expect(first[0]!.sizeBytes).toBeGreaterThan(100);

    // Offline: kept on the device and playable from there.
    await browser.context.setOffline(true);
    await record(1500);
    await page.getByText(/^Voice note 2 \(0:0\d\)$/).waitFor();
    await expect.poll(() => page.getByText('Not uploaded yet', { exact: true }).count()).toBe(1);
    expect(await count(page, 'recordingBlobs')).toBe(1);
    await page.getByRole('button', { name: 'Play voice note 2' }).click();
    const audio = page.locator('audio[aria-label="Voice note 2"]');
    await audio.waitFor();
    expect(await audio.getAttribute('src')).toMatch(/^blob:/);
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.readyState), { timeout: 15_000 }).toBeGreaterThan(0);

    // Back online: uploaded, bytes gone, the server has both notes once.
    await browser.context.setOffline(false);
    await expect.poll(() => page.getByText('Uploaded', { exact: true }).count(), { timeout: 90_000 }).toBe(2);
    await expect.poll(() => count(page, 'recordingBlobs'), { timeout: 30_000 }).toBe(0);
    expect(await count(page, 'outbox')).toBe(0);
    expect(await serverRecordings(page, fixtureId)).toHaveLength(2);
  }, 300_000);
});
