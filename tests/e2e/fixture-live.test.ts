// Issue 4, pitch-side: on the built app served by the real server, the demo coach opens an
// upcoming U14 game, goes offline, kicks off, logs events (a booking, a substitution, an undo),
// reloads at half time (the clock and score come back from the recorded events), plays to full
// time, comes back online, and the server holds every event exactly once.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from './support/server-and-browser';
import { signInCoachAtU14 } from './support/sign-in';

/** Reads a store of the app's IndexedDB from inside the page. */
async function idb<T>(page: Page, store: string, key?: string): Promise<T> {
  return page.evaluate(
    ({ store, key }) =>
      new Promise<T>((resolve, reject) => {
        const open = indexedDB.open('touchline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = key === undefined ? open.result.transaction(store).objectStore(store).getAll() : open.result.transaction(store).objectStore(store).get(key);
          req.onsuccess = () => {
            open.result.close();
            resolve(req.result as T);
          };
          req.onerror = () => reject(req.error);
        };
      }),
    { store, key },
  );
}

interface Player {
  fixtureId: string;
  playerId: string;
  lineUp: string | null;
}

describe('live match in the browser, offline', () => {
  const env = useServerAndBrowser({ locale: 'en-GB' });
  let page: Page;

  beforeAll(async () => {
    page = env.browser.context.pages()[0] ?? (await env.browser.context.newPage());
  });

  it('records a match offline and the server gets each event exactly once', async () => {
    const { server, browser } = env;
    await signInCoachAtU14(page, server.url);

    await page.goto(`${server.url}/secure/fixtures`);
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    await expect.poll(() => upcoming.getByRole('link').filter({ hasText: 'U14' }).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await upcoming.getByRole('link').filter({ hasText: 'U14' }).first().click();
    await page.waitForURL(/\/secure\/fixtures\/[0-9a-f-]+$/);
    const fixtureId = page.url().split('/').at(-1)!;
    await page.getByRole('link', { name: 'Open the match screen' }).click();
    await page.waitForURL(/\/live$/);
    // The details and players are on the device before the signal goes (tables fixtureDetails
    // and fixturePlayers, filled by the pull when the screen opens).
    const playersOf = async () => (await idb<Player[]>(page, 'fixturePlayers')).filter((p) => p.fixtureId === fixtureId);
    await expect.poll(async () => (await playersOf()).length, { timeout: 30_000 }).toBeGreaterThan(3);
    await expect.poll(async () => Boolean(await idb(page, 'fixtureDetails', fixtureId)), { timeout: 30_000 }).toBe(true);
    const players = await playersOf();
    const starters = players.filter((p) => p.lineUp === 'starting');
    const bench = players.filter((p) => p.lineUp === 'substitute');
    // Without a line-up, whoever is named first started (the reducer infers it): the booked player goes off.
    const booked = starters[0]?.playerId ?? players[0]!.playerId;
    const comingOn = bench[0]?.playerId ?? players.find((p) => p.playerId !== booked)!.playerId;

    await browser.context.setOffline(true);
    await page.getByRole('button', { name: 'Kick-off' }).click();
    await page.getByRole('button', { name: 'Yes, kick off' }).click();
    await page.getByRole('button', { name: 'Half time' }).waitFor();
    const tap = async (name: string) => {
      await page.getByRole('group', { name: 'Record an event' }).getByRole('button', { name, exact: true }).click();
      await page.getByText(`${name} recorded`).waitFor();
    };
    await tap('Goal');
    await tap('Save');
    await tap('Tackle');
    await tap('Goal against');
    await tap('Chance');
    // A booking: player and card.
    await page.getByRole('group', { name: 'Record an event' }).getByRole('button', { name: 'Booking', exact: true }).click();
    await page.getByRole('heading', { name: 'Booking' }).waitFor().catch(async (e) => {
      await page.screenshot({ path: 'test-results/fixture-live-booking.png', fullPage: true });
      throw e;
    });
    await page.getByLabel('Player', { exact: true }).selectOption(booked);
    await page.getByRole('button', { name: 'Yellow' }).click();
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Booking recorded').waitFor();
    await tap('Key ball');
    await tap('Goal');
    await expect.poll(() => page.getByTestId('score').textContent()).toMatch(/2–1|1–2/);
    await page.getByRole('button', { name: 'Undo last event' }).click();
    await expect.poll(() => page.getByTestId('score').textContent()).toMatch(/1–1/);
    // A substitution.
    await page.getByRole('group', { name: 'Record an event' }).getByRole('button', { name: 'Substitution', exact: true }).click();
    await page.getByLabel('Player coming on').selectOption(comingOn);
    await page.getByLabel('Player going off').selectOption(booked);
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Substitution recorded').waitFor();
    await page.getByRole('button', { name: 'Half time' }).click();
    await page.getByRole('button', { name: 'Second half' }).waitFor();

    // Reload offline: the service worker serves the app, the store brings the match back.
    await page.reload();
    await page.getByRole('button', { name: 'Second half' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('score').textContent()).toMatch(/1–1/);
    expect(await page.getByTestId('clock').getAttribute('data-running')).toBe('false');
    await page.getByRole('button', { name: 'Second half' }).click();
    await page.getByRole('button', { name: 'Full time' }).click();
    await page.getByRole('button', { name: 'Yes, full time' }).click();
    await page.getByText('Full time recorded').waitFor();
    const local = await idb<{ id: string; fixtureId: string; kind: string }[]>(page, 'fixtureEvents');
    const mine = local.filter((e) => e.fixtureId === fixtureId);
    expect(mine.length).toBeGreaterThanOrEqual(14);

    await browser.context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(async () => (await idb<unknown[]>(page, 'outbox')).length, { timeout: 60_000 }).toBe(0);

    const server_ = await page.evaluate(
      async ({ fixtureId }) => {
        const m = JSON.parse(localStorage.getItem('touchlinemember')!);
        const res = await fetch(`/api/v1/fixture/${m.clubId}/${fixtureId}/event?userId=${m.id}`, { headers: { touchlinetoken: m.accessToken } });
        const fixture = await (await fetch(`/api/v1/fixture/${m.clubId}/${fixtureId}?userId=${m.id}`, { headers: { touchlinetoken: m.accessToken } })).json();
        return { events: (await res.json()).events as { id: string; kind: string }[], status: fixture.status as string };
      },
      { fixtureId },
    );
    const ids = server_.events.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(mine.map((e) => e.id).sort());
    const kinds = server_.events.map((e) => e.kind);
    for (const k of ['kick_off', 'goal', 'goal_against', 'booking', 'substitution', 'event_deleted', 'half_time', 'second_half', 'full_time']) expect(kinds).toContain(k);
    expect(server_.status).toBe('ended');
  });
});
