// Issue 19 item 2, session notes after the end, on the built app and the real server at phone
// size: the demo coach starts the next U14 session, writes a session note and a note on a player,
// ends it, and finds both in the report (the session note in "Session report", the player's in
// "Player analysis"); after a reload they are still there, and the server holds them.
import { expect, it, describe } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from './support/server-and-browser';
import { signInCoachAtU14 } from './support/sign-in';
import { outboxSize } from './support/outbox';

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

const SESSION_NOTE = 'Cones short on pitch 2; bring more next week.';
const PLAYER_NOTE = 'Scanned before every first touch.';

describe('session notes after the end', { timeout: 240_000 }, () => {
  const env = useServerAndBrowser({ locale: 'en-GB', startTimeoutMs: 100_000 });

  it('writes a session note and a player note in session, ends it, and finds both in the report, after a reload too', async () => {
    const page = env.browser.context.pages()[0] ?? (await env.browser.context.newPage());
    await page.setViewportSize({ width: 390, height: 844 });
    await signInCoachAtU14(page, env.server.url);
    const { sessions } = await api<{ sessions: { id: string; teamName: string; status: string; startsAt: string }[] }>(page, '/training/{club}');
    const next = sessions.filter((s) => s.teamName.includes('U14') && s.status === 'setup' && s.startsAt > new Date().toISOString()).sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0]!;
    await page.goto(`${env.server.url}/secure/training/${next.id}`);

    await page.getByRole('button', { name: 'Start session' }).click({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Yes, start' }).click();
    await page.getByRole('textbox', { name: 'Session notes' }).fill(SESSION_NOTE);
    await page.getByRole('button', { name: 'Save: Session notes' }).click();
    const playerNote = page.getByRole('textbox', { name: /^Note on / }).first();
    await playerNote.waitFor({ timeout: 30_000 });
    const label = (await page.locator(`label[for="${await playerNote.getAttribute('id')}"]`).textContent())!;
    const player = label.replace(/^Note on /, '');
    await playerNote.fill(PLAYER_NOTE);
    await page.getByRole('button', { name: `Save: Note on ${player}` }).click();

    await page.getByRole('button', { name: 'End session' }).click();
    await page.getByRole('button', { name: 'Yes, end' }).click();

    const seeBoth = async () => {
      const report = page.getByRole('region', { name: 'Report' });
      await report.getByRole('tab', { name: 'Session report' }).click({ timeout: 30_000 });
      await report.getByRole('region', { name: 'Session notes' }).getByText(SESSION_NOTE).waitFor({ timeout: 30_000 });
      await report.getByRole('tab', { name: 'Player analysis' }).click();
      const row = report.getByRole('listitem').filter({ hasText: player });
      await row.getByText(PLAYER_NOTE).waitFor({ timeout: 30_000 });
    };
    await seeBoth();
    await page.screenshot({ path: '/tmp/training-notes-report.png', fullPage: true });
    await expect.poll(() => outboxSize(page), { timeout: 60_000 }).toBe(0);

    await page.reload();
    await seeBoth();

    // The server holds them too, so the coach's other devices get them.
    const detail = await api<{ status: string; notes: string; attendance: { note?: string | null }[] }>(page, `/training/{club}/${next.id}`);
    expect(detail.status).toBe('ended');
    expect(detail.notes).toBe(SESSION_NOTE);
    expect(detail.attendance.map((a) => a.note)).toContain(PLAYER_NOTE);
  });
});
