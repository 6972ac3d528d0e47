// Issue 19, item 8, a parent's view of a game with a note and an injury: the demo coach records,
// on the match screen, an injury with a note on it, a note kept to the staff and a note shared
// with families. The demo parent (her son plays for the U14), following the game live and then
// on its game page, sees the shared note and the rest of the match, never the injury or the
// private note, and her device holds neither (Dexie's events and the kept live state).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, type Browser } from './support/browser';
import { signInCoachAtU14, signInViaApi } from './support/sign-in';

const PARENT = { email: 'parent@touchline.demo', password: 'Touchline1!' };
const INJURY_TEXT = 'Twisted his ankle, ice pack';
const PRIVATE_TEXT = 'Talk to the physio after the game';
const SHARED_TEXT = 'Brilliant team spirit today';

/** Every record of a store in the page's IndexedDB, as JSON text. */
async function storeText(page: Page, store: string): Promise<string> {
  return page.evaluate(
    (store) =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('touchline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction(store).objectStore(store).getAll();
          req.onsuccess = () => {
            open.result.close();
            resolve(JSON.stringify(req.result));
          };
          req.onerror = () => reject(req.error);
        };
      }),
    store,
  );
}

describe('a parent’s view of a game with a note and an injury', () => {
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

  it('shows the parent the shared note and the goal, never the injury or the private note', async () => {
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

    const pad = coach.getByRole('group', { name: 'Record an event' });
    await pad.getByRole('button', { name: 'Goal', exact: true }).click();
    await coach.getByText('Goal recorded').waitFor();
    // An injury, then what happened written on it from the timeline.
    await pad.getByRole('button', { name: 'Injury', exact: true }).click();
    await coach.getByText('Injury recorded').waitFor();
    await coach.getByRole('button', { name: /^Edit Injury/ }).first().click();
    await coach.getByRole('textbox', { name: 'Note', exact: true }).fill(INJURY_TEXT);
    await coach.getByRole('button', { name: 'Save details' }).click();
    await coach.getByRole('list', { name: 'Match events' }).getByText(INJURY_TEXT, { exact: false }).waitFor();
    // A note for the staff (the box left unticked), and one shared with families.
    const note = async (text: string, share: boolean) => {
      await pad.getByRole('button', { name: 'Note', exact: true }).click();
      await coach.getByRole('heading', { name: 'Note', exact: true }).waitFor();
      await coach.getByRole('textbox', { name: 'Note', exact: true }).fill(text);
      if (share) await coach.getByRole('checkbox', { name: 'Share with families' }).check();
      await coach.getByRole('button', { name: 'Save details' }).click();
      await coach.getByRole('list', { name: 'Match events' }).getByText(text, { exact: false }).waitFor();
    };
    await note(PRIVATE_TEXT, false);
    await note(SHARED_TEXT, true);
    await coach.getByRole('list', { name: 'Match events' }).getByText('shared with families').waitFor();

    // The parent follows the game live.
    await signInViaApi(parent, server.url, PARENT.email, PARENT.password);
    await parent.goto(`${server.url}/secure/fixtures/${fixtureId}/follow`);
    const followed = parent.getByRole('list', { name: 'Match events' });
    await expect.poll(() => followed.textContent(), { timeout: 30_000 }).toContain(SHARED_TEXT);
    await expect.poll(() => parent.getByTestId('score').textContent(), { timeout: 30_000 }).toMatch(/1–0|0–1/);
    const followText = (await followed.textContent()) ?? '';
    expect(followText).toContain('Goal');
    for (const hidden of ['Injury', INJURY_TEXT, PRIVATE_TEXT]) expect(followText).not.toContain(hidden);
    expect(await parent.locator('body').textContent()).not.toContain(PRIVATE_TEXT);
    await parent.screenshot({ path: '/tmp/staff-only-follow-parent.png', fullPage: true });

    // The game page, from the events the parent's device pulled.
    await parent.goto(`${server.url}/secure/fixtures/${fixtureId}`);
    const timeline = parent.getByRole('list', { name: 'Match events' });
    await expect.poll(() => timeline.textContent(), { timeout: 30_000 }).toContain(SHARED_TEXT);
    const pageText = (await parent.locator('body').textContent()) ?? '';
    for (const hidden of [INJURY_TEXT, PRIVATE_TEXT]) expect(pageText).not.toContain(hidden);
    expect(await timeline.textContent()).not.toContain('Injury');
    await parent.screenshot({ path: '/tmp/staff-only-game-parent.png', fullPage: true });

    // Nothing staff-only is kept on the parent's device.
    const stored = (await storeText(parent, 'fixtureEvents')) + (await storeText(parent, 'meta'));
    expect(stored).toContain(SHARED_TEXT);
    for (const hidden of [INJURY_TEXT, PRIVATE_TEXT, '"injury"']) expect(stored).not.toContain(hidden);

    // The coach, on the same game page, still has all of it.
    await coach.goto(`${server.url}/secure/fixtures/${fixtureId}`);
    const staffTimeline = coach.getByRole('list', { name: 'Match events' });
    await expect.poll(() => staffTimeline.textContent(), { timeout: 30_000 }).toContain(PRIVATE_TEXT);
    expect(await staffTimeline.textContent()).toContain(INJURY_TEXT);
  });
});
