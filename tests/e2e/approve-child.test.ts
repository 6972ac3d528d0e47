// Membership states, children awaiting approval: on the built app served by the real server, the
// demo coach (signed in through the sign-in screen, at the U14) opens the members screen at phone
// size, chooses "Waiting for approval", sees Conor Brennan waiting to join the U14 (the demo seed's
// pending child) and approves him; he leaves the list and joins the U14's players. Screenshots go
// to /tmp/approve-child-*.png.
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/server-and-browser';
import { signInCoachAtU14 } from './support/sign-in';

describe('approving a child a parent added', { timeout: 180_000 }, () => {
  const env = useServerAndBrowser({ startTimeoutMs: 120_000, hookTimeoutMs: 150_000 });

  it('lists the waiting child for the coach, who approves him into the team', async () => {
    const { server, browser } = env;
    const page = await browser.context.newPage();
    await signInCoachAtU14(page, server.url);
    await page.goto(`${server.url}/secure/members?kind=players`);
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await page.getByLabel('Status').selectOption('pending');
    const row = page.getByRole('list', { name: 'Children waiting for approval' }).getByRole('listitem').filter({ hasText: 'Conor Brennan' });
    await row.waitFor({ timeout: 30_000 });
    expect(await row.textContent()).toContain('Waiting to join U14');
    await page.screenshot({ path: '/tmp/approve-child-1-waiting.png', fullPage: true });

    // Decline asks first; cancel leaves him waiting.
    await row.getByRole('button', { name: 'Decline Conor Brennan' }).click();
    const question = page.getByRole('alertdialog');
    expect(await question.textContent()).toContain('Decline Conor Brennan? They will not join U14.');
    await page.screenshot({ path: '/tmp/approve-child-2-question.png', fullPage: true });
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });

    await row.getByRole('button', { name: 'Approve Conor Brennan' }).click();
    await page.getByText('Conor Brennan was approved and joins U14.').waitFor();
    await page.getByText('No children are waiting for approval').waitFor();
    await page.screenshot({ path: '/tmp/approve-child-3-approved.png', fullPage: true });

    await page.getByLabel('Status').selectOption('active');
    await page.getByRole('link', { name: 'Conor Brennan', exact: true }).waitFor();
  });
});
