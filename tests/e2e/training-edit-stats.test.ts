// Issue 5 on the built app served by the real server, phone-sized: the demo coach sees the
// training list lead with the upcoming sessions, opens the next U14 session, edits its details
// (through the outbox), adds a drill and edits it in place, uploads the session plan (with
// progress), runs the session to its end, then opens the post-training stats (uPlot charts with
// tables beside them). The demo player sees the drills read-only. The server holds each change.
// Screenshots of each screen go to /tmp/training-*.png for a look by eye.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, type Browser } from './support/browser';
import { signInCoachAtU14, signInViaApi } from './support/sign-in';
import { outboxSize } from './support/outbox';

const PLAYER = { email: 'player@touchline.demo', password: 'Touchline1!' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

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

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/training-${name}.png`, fullPage: true });

describe('training edit, drills, files and stats in the browser', { timeout: 240_000 }, () => {
  let server: RunningServer;
  let coach: Browser;
  let player: Browser | undefined;
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

  it('edits a session, edits a drill in place, uploads the plan, ends it and sees the stats', async () => {
    await signInCoachAtU14(page, server.url);
    await page.goto(`${server.url}/secure/training`);
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    await upcoming.getByRole('link').first().waitFor({ timeout: 30_000 });
    const past = page.getByRole('region', { name: 'Past' });
    // Upcoming first, soonest first; then past, most recent first.
    const times = async (region: typeof upcoming) => region.locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!));
    const up = await times(upcoming);
    const before = await times(past);
    expect(up.length).toBeGreaterThan(0);
    expect(before.length).toBeGreaterThan(0);
    expect([...up].sort()).toEqual(up);
    expect([...before].sort().reverse()).toEqual(before);
    expect(up[0]! > before[0]!).toBe(true);
    await shot(page, 'list');

    const { sessions } = await api<{ sessions: { id: string; teamName: string; status: string; startsAt: string }[] }>(page, '/training/{club}');
    const next = sessions.filter((s) => s.teamName.includes('U14') && s.status === 'setup' && s.startsAt > new Date().toISOString()).sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0]!;
    await page.goto(`${server.url}/secure/training/${next.id}`);

    // Edit the details.
    await page.getByRole('button', { name: 'Edit details' }).click({ timeout: 30_000 });
    const form = page.getByRole('form', { name: 'Edit training session' });
    await form.getByLabel('Topic').fill('Edited: playing through the lines');
    await form.getByLabel('Weather').fill('Windy');
    await form.getByLabel('Pitch size').selectOption('small');
    await form.getByLabel('Date').fill('2020-01-01');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByRole('alert').filter({ hasText: 'Please enter a training session date/time in the future' }).waitFor();
    const day = new Date(next.startsAt);
    const pad = (n: number) => String(n).padStart(2, '0');
    await form.getByLabel('Date').fill(`${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`);
    await form.screenshot({ path: '/tmp/training-edit-form.png' });
    await form.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edited: playing through the lines' }).waitFor();

    // A drill, then edited in place.
    const add = page.getByRole('form', { name: 'Add a drill' });
    await add.getByLabel('Drill name').fill('Third-man runs');
    await add.getByLabel('Core skill').selectOption('Passing');
    await add.getByLabel('Duration (minutes)').fill('15');
    await add.getByRole('button', { name: 'Add drill' }).click();
    await page.getByRole('button', { name: 'Edit: Third-man runs' }).click();
    const edit = page.getByRole('form', { name: 'Edit drill: Third-man runs' });
    await edit.getByLabel('Duration (minutes)').fill('25');
    await edit.getByLabel('Drill notes').fill('Find the free man');
    await page.getByRole('region', { name: 'Core skill focus drills' }).screenshot({ path: '/tmp/training-drill-edit.png' });
    await edit.getByRole('button', { name: 'Save drill' }).click();
    await page.getByText('Find the free man').waitFor();
    await expect.poll(() => outboxSize(page), { timeout: 60_000 }).toBe(0);

    // The session plan, uploaded with progress.
    const files = page.getByRole('region', { name: 'Files' });
    await files.getByLabel('Upload: Session plan').setInputFiles({ name: 'Week plan.pdf', mimeType: 'application/pdf', buffer: PDF });
    await files.getByRole('status').filter({ hasText: 'Uploaded' }).waitFor({ timeout: 30_000 });
    await files.getByText(/Week plan\.pdf/).waitFor({ timeout: 30_000 });
    await files.screenshot({ path: '/tmp/training-files.png' });
    await page.getByRole('region', { name: 'Core skill focus drills' }).screenshot({ path: '/tmp/training-drills.png' });

    const detail = await api<{ topic: string; weather: string; pitchSize: string; drills: { name: string; durationMinutes: number; notes: string }[]; files: Record<string, { name: string; mime: string }> }>(
      page,
      `/training/{club}/${next.id}`,
    );
    expect(detail).toMatchObject({ topic: 'Edited: playing through the lines', weather: 'Windy', pitchSize: 'small' });
    expect(detail.drills).toEqual([expect.objectContaining({ name: 'Third-man runs', durationMinutes: 25, notes: 'Find the free man' })]);
    expect(detail.files.plan).toMatchObject({ name: 'Week plan.pdf', mime: 'application/pdf' });

    // The player sees the drills read-only.
    player = await launchBrowser({ locale: 'en-GB' });
    const playerPage = player.context.pages()[0] ?? (await player.context.newPage());
    await signInViaApi(playerPage, server.url, PLAYER.email, PLAYER.password);
    await playerPage.goto(`${server.url}/secure/training/${next.id}`);
    const drills = playerPage.getByRole('list', { name: 'Drills in order' });
    await drills.getByText('Third-man runs').waitFor({ timeout: 30_000 });
    expect(await drills.getByText('Find the free man').count()).toBe(1);
    expect(await playerPage.getByRole('button', { name: /^(Edit|Remove|Move)/ }).count()).toBe(0);
    expect(await playerPage.getByRole('button', { name: 'Edit details' }).count()).toBe(0);
    await shot(playerPage, 'detail-player');

    // The minutes of Passing on the stats screen before this session counts (the demo's past
    // sessions have drills of their own).
    const passingMinutes = async () => {
      await page.goto(`${server.url}/secure/training/stats`);
      await page.getByText(/Overall attendance: \d+% over \d+ sessions\./).waitFor({ timeout: 30_000 });
      const row = page.getByRole('table', { name: 'Minutes per core skill' }).getByRole('row').filter({ hasText: 'Passing' });
      return (await row.count()) === 0 ? 0 : Number((await row.getByRole('cell').first().textContent())?.trim());
    };
    const passingBefore = await passingMinutes();
    await page.goto(`${server.url}/secure/training/${next.id}`);

    // Run it to the end, then the stats.
    await page.getByRole('button', { name: 'Start session' }).click();
    await page.getByRole('button', { name: 'Yes, start' }).click();
    await expect.poll(() => outboxSize(page), { timeout: 60_000 }).toBe(0);
    // The player's reflection, so the stats have feedback to average.
    await playerPage.goto(`${server.url}/secure/training/${next.id}`);
    await playerPage.getByRole('link', { name: 'Give feedback' }).click({ timeout: 30_000 });
    await playerPage.getByLabel('Session rating (1–10)').fill('8');
    await playerPage.getByLabel('Enjoyment (1–10)').fill('9');
    await playerPage.getByLabel('Wish to repeat (1–10)').fill('7');
    await playerPage.getByLabel('Confidence (1–10)').fill('6');
    await playerPage.getByRole('button', { name: 'Save feedback' }).click();
    await playerPage.getByRole('status').filter({ hasText: 'Feedback saved' }).waitFor();
    await expect.poll(() => outboxSize(playerPage), { timeout: 60_000 }).toBe(0);
    await page.getByRole('button', { name: 'End session' }).click();
    await page.getByRole('button', { name: 'Yes, end' }).click();
    await page.getByRole('heading', { name: 'Report' }).waitFor();
    await expect.poll(() => outboxSize(page), { timeout: 60_000 }).toBe(0);

    await page.goto(`${server.url}/secure/training/stats`);
    await page.getByText(/Overall attendance: \d+% over \d+ sessions\./).waitFor({ timeout: 30_000 });
    const attendance = page.getByRole('table', { name: 'Attendance rate per session' });
    expect(await attendance.getByRole('row').count()).toBeGreaterThan(2);
    const minutes = page.getByRole('table', { name: 'Minutes per core skill' });
    await minutes.getByRole('rowheader', { name: 'Passing' }).waitFor();
    // The edited drill's 25 minutes of Passing are counted, once.
    expect(Number((await minutes.getByRole('row').filter({ hasText: 'Passing' }).getByRole('cell').first().textContent())?.trim())).toBe(passingBefore + 25);
    const feedback = page.getByRole('table', { name: 'Player feedback averages per session' });
    expect(await feedback.getByRole('row').last().textContent()).toMatch(/8.*9.*7.*6.*1/);
    await page.getByText('Average over all sessions: session rating 8, enjoyment 9, wish to repeat 7, confidence 6 (out of 10).').waitFor();
    // uPlot drew both charts (canvases in boxes hidden from screen readers).
    await expect.poll(() => page.locator('.time-chart canvas').count(), { timeout: 30_000 }).toBe(2);
    expect(await page.locator('.time-chart').first().getAttribute('aria-hidden')).toBe('true');
    await shot(page, 'stats');
  });
});
