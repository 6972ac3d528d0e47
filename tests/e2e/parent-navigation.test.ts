// Issue 19, item 3, on the built app served by the real server at phone size (390x844): the demo
// parent's bottom navigation has no Clubs tab, and the club's member list (typed in by address)
// says at once that they may not see it, with no filters and no "Try again"; the demo coach keeps
// the Clubs tab. Screenshots go to /tmp/parent-nav-*.png.
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/server-and-browser';
import { DEMO, signInViaApi } from './support/sign-in';

const PARENT = { email: 'parent@touchline.demo', password: 'Touchline1!' };

describe('navigation follows the member\'s permissions in the browser', { timeout: 180_000 }, () => {
  const env = useServerAndBrowser({ startTimeoutMs: 120_000, hookTimeoutMs: 150_000 });

  it('gives a parent no Clubs tab and the permission message on the member list; a coach keeps Clubs', async () => {
    const { server, browser } = env;
    const page = await browser.context.newPage();
    await signInViaApi(page, server.url, PARENT.email, PARENT.password);
    const clubId: string = await page.evaluate(() => JSON.parse(localStorage.getItem('touchlinemember')!).clubId);
    expect(clubId).toBeTruthy();
    await page.goto(`${server.url}/secure/more`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'More' }).waitFor();
    // Give the app time to read the permissions from the server before looking for what is absent.
    await page.waitForResponse((r) => r.url().includes(`/club/${clubId}/permissions/mine`), { timeout: 15_000 }).catch(() => undefined);
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Dashboard', 'Fixtures', 'Training', 'More']);
    await page.screenshot({ path: '/tmp/parent-nav-1-more.png' });

    await page.goto(`${server.url}/secure/club/${clubId}/members`);
    await page.getByText('You do not have the correct permissions to access this screen').waitFor();
    expect(await page.getByRole('search', { name: 'Filter members' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/parent-nav-2-members.png' });
    await page.close();

    const coach = await browser.context.newPage();
    await coach.evaluate(() => localStorage.clear()).catch(() => undefined);
    await signInViaApi(coach, server.url, DEMO.coach.email, DEMO.coach.password);
    await coach.goto(`${server.url}/secure/more`);
    await coach.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clubs' }).waitFor();
    await coach.screenshot({ path: '/tmp/parent-nav-3-coach.png' });

    // French on a 360 px phone: the five tabs share the width and none runs off the screen
    // (issue 19: "Tableau de bord" widened its tab and "Plus" was cut at the edge).
    await coach.setViewportSize({ width: 360, height: 740 });
    await coach.locator('header select').first().selectOption('fr');
    const frNav = coach.locator('nav.bottom-nav');
    await frNav.getByRole('link', { name: 'Plus' }).waitFor();
    const edges = await coach.locator('nav.bottom-nav a').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().right)));
    expect(edges).toHaveLength(5);
    expect(Math.max(...edges)).toBeLessThanOrEqual(360);
    expect(await coach.locator('nav.bottom-nav a').allTextContents()).toEqual(['Accueil', 'Matchs', 'Séances', 'Clubs', 'Plus']);
    await coach.screenshot({ path: '/tmp/parent-nav-4-coach-fr.png' });
  });
});
