// Issue 5, pitch-side: on the built app served by the real server, the demo coach (U14) opens
// an upcoming session, goes offline, marks the demo player shown up and checked in, adds a
// drill, starts the session, writes a note on the player, ends it, reloads offline (all still
// there), comes back online and the queue drains. The demo player then gives a reflection from
// another browser. The server holds the attendance, drill, note and reflection once each, and
// the coach's report tab shows the player's feedback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, type Browser } from './support/browser';
import { signInCoachAtU14, signInViaApi } from './support/sign-in';

const PLAYER = { email: 'player@touchline.demo', password: 'Touchline1!' };

/** All rows of a store of the app's IndexedDB, read from inside the page. */
async function idb<T>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(
    (store) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('touchline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction(store).objectStore(store).getAll();
          req.onsuccess = () => {
            open.result.close();
            resolve(req.result as T[]);
          };
          req.onerror = () => reject(req.error);
        };
      }),
    store,
  );
}

/** A GET of the API with the signed-in member's token, from inside the page. */
async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (path) => {
    const m = JSON.parse(localStorage.getItem('touchlinemember')!);
    const sep = path.includes('?') ? '&' : '?';
    const res = await fetch(`/api/v1${path.replace('{club}', m.clubId)}${sep}userId=${m.id}`, { headers: { touchlinetoken: m.accessToken } });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  }, path) as Promise<T>;
}

const drained = async (page: Page) => (await idb<unknown>(page, 'outbox')).length;

/** Waits for the page's outbox to empty; on a timeout, says what is left and why. */
async function waitDrained(page: Page, serverLog: () => string): Promise<void> {
  try {
    await expect.poll(() => drained(page), { timeout: 60_000 }).toBe(0);
  } catch (e) {
    const left = await idb<{ path: string; state: string; attempts: number; lastError: unknown }>(page, 'outbox');
    throw new Error(`outbox not drained: ${JSON.stringify(left.map((x) => ({ path: x.path, state: x.state, attempts: x.attempts, lastError: x.lastError })))}\nserver: ${serverLog().slice(-4000)}`, { cause: e });
  }
}

describe('training session in the browser, offline', { timeout: 180_000 }, () => {
  let server: RunningServer;
  let coach: Browser;
  let player: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startServer({ startTimeoutMs: 100_000 });
    coach = await launchBrowser({ locale: 'en-GB' });
    page = coach.context.pages()[0] ?? (await coach.context.newPage());
  });
  afterAll(async () => {
    await coach?.close();
    await coach?.dispose();
    await player?.close();
    await player?.dispose();
    await server?.stop();
  });

  it("runs a session offline from attendance through drills and notes to a player's reflection, reconnects, and checks the server and the coach's report", async () => {
    await signInCoachAtU14(page, server.url);

    // The next U14 session, and the demo player (their id from their own sign-in).
    const { sessions } = await api<{ sessions: { id: string; teamName: string; status: string; startsAt: string }[] }>(page, '/training/{club}');
    const next = sessions.filter((s) => s.teamName.includes('U14') && s.status === 'setup' && s.startsAt > new Date().toISOString()).sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0];
    expect(next).toBeDefined();
    const trainingId = next!.id;
    player = await launchBrowser({ locale: 'en-GB' });
    const playerPage = player.context.pages()[0] ?? (await player.context.newPage());
    await signInViaApi(playerPage, server.url, PLAYER.email, PLAYER.password);
    const playerId = await playerPage.evaluate(() => JSON.parse(localStorage.getItem('touchlinemember')!).id as string);

    await page.goto(`${server.url}/secure/training/${trainingId}`);
    // The session and the squad are on the device before the signal goes.
    await expect.poll(async () => (await idb<{ id: string }>(page, 'trainingDetails')).some((d) => d.id === trainingId), { timeout: 30_000 }).toBe(true);
    await expect.poll(async () => (await idb<{ playerId: string }>(page, 'teamPlayers')).some((p) => p.playerId === playerId), { timeout: 30_000 }).toBe(true);
    const me = (await idb<{ playerId: string; firstName: string; lastName: string }>(page, 'teamPlayers')).find((p) => p.playerId === playerId)!;
    const name = `${me.firstName} ${me.lastName}`;

    await coach.context.setOffline(true);
    await page.getByRole('button', { name: `Shown up: ${name}` }).click();
    await expect.poll(() => page.getByRole('button', { name: `Shown up: ${name}` }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: `Check in: ${name}` }).click();
    await page.getByRole('button', { name: `Check in: ${name}` }).waitFor({ state: 'detached' });

    const drills = page.getByRole('form', { name: 'Add a drill' });
    await drills.getByLabel('Drill name').fill('Rondo 5v2');
    await drills.getByLabel('Core skill').selectOption('Passing');
    await drills.getByLabel('Duration (minutes)').fill('15');
    await drills.getByLabel('Drill notes').fill('Two touch, then one touch');
    await drills.getByRole('button', { name: 'Add drill' }).click();
    await page.getByRole('button', { name: 'Remove: Rondo 5v2' }).waitFor();

    await page.getByRole('button', { name: 'Start session' }).click();
    await page.getByRole('button', { name: 'Yes, start' }).click();
    await page.getByRole('timer').waitFor();
    await page.getByRole('textbox', { name: `Note on ${name}` }).fill('Scanned well before receiving');
    await page.getByRole('button', { name: `Save: Note on ${name}` }).click();
    await page.getByRole('status').filter({ hasText: 'Saved on this device' }).waitFor();
    await page.getByRole('button', { name: 'End session' }).click();
    await page.getByRole('button', { name: 'Yes, end' }).click();
    await page.getByRole('heading', { name: 'Report' }).waitFor();

    // Reload with no signal: the service worker serves the app, the store brings the session back.
    await page.reload();
    await page.getByRole('heading', { name: 'Report' }).waitFor({ timeout: 30_000 });
    await page.getByText('Rondo 5v2').first().waitFor();
    await expect.poll(() => page.getByText(/Shown up.*Checked in/).count()).toBeGreaterThan(0);
    expect(await drained(page)).toBeGreaterThanOrEqual(6);
    // Nothing reached the server while offline (asked from the test process, not the browser).
    const member = await page.evaluate(() => JSON.parse(localStorage.getItem('touchlinemember')!) as { id: string; clubId: string; accessToken: string });
    const before = await (await fetch(`${server.url}/api/v1/training/${member.clubId}/${trainingId}?userId=${member.id}`, { headers: { touchlinetoken: member.accessToken } })).json();
    expect(before).toMatchObject({ status: 'setup', drills: [] });

    await coach.context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await waitDrained(page, () => server.output());
    await expect.poll(() => page.getByText('All saved').count(), { timeout: 30_000 }).toBeGreaterThan(0);

    // The player gives a reflection for that session from their own browser.
    await playerPage.goto(`${server.url}/secure/training/${trainingId}`);
    await playerPage.getByRole('link', { name: 'Give feedback' }).click({ timeout: 30_000 });
    await playerPage.getByLabel('Session rating (1–10)').fill('8');
    await playerPage.getByLabel('Enjoyment (1–10)').fill('9');
    await playerPage.getByLabel('Wish to repeat (1–10)').fill('7');
    await playerPage.getByLabel('Confidence (1–10)').fill('6');
    await playerPage.getByLabel('What did you learn?').fill('Check my shoulder before the ball arrives');
    await playerPage.getByRole('button', { name: 'Save feedback' }).click();
    await playerPage.getByRole('status').filter({ hasText: 'Feedback saved' }).waitFor();
    await waitDrained(playerPage, () => server.output());

    // The server holds each piece once.
    const c = '{club}';
    const detail = await api<{ status: string; drills: { name: string; coreSkill: string; durationMinutes: number; notes: string }[] }>(page, `/training/${c}/${trainingId}`);
    expect(detail.status).toBe('ended');
    expect(detail.drills.filter((d) => d.name === 'Rondo 5v2')).toEqual([expect.objectContaining({ coreSkill: 'Passing', durationMinutes: 15, notes: 'Two touch, then one touch' })]);
    const mine = await api<{ attendance: { shownUp: boolean; checkedInAt: string | null } | null; note: string | null; feedback: { sessionRating: number; learned: string } | null }>(
      page,
      `/player-training/${c}/${trainingId}/player/${playerId}`,
    );
    expect(mine.attendance).toMatchObject({ shownUp: true, checkedInAt: expect.any(String) });
    expect(mine.note).toBe('Scanned well before receiving');
    expect(mine.feedback).toMatchObject({ sessionRating: 8, learned: 'Check my shoulder before the ball arrives' });
    const { reflections } = await api<{ reflections: { playerId: string }[] }>(page, `/training/${c}/${trainingId}/reflections`);
    expect(reflections.filter((r) => r.playerId === playerId)).toHaveLength(1);

    // The coach's report tab shows the player's feedback (pulled when the session opens online).
    await page.reload();
    await page.getByRole('tab', { name: 'Player feedback' }).click({ timeout: 30_000 });
    await expect.poll(() => page.getByText('Learned: Check my shoulder before the ball arrives').count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => page.locator(`#feedback-${playerId}`).textContent()).toContain(name);
  });
});
