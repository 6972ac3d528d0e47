// Issue 6, the whole club journey on the built app served by the real server:
// 1. a club admin (clubadmin@touchline.demo, club admin of the demo club, not a super admin)
//    creates a club with a team through the 8-step wizard in the browser (a reload in the middle
//    resumes the wizard at the same step with the answers), becomes the new club's club admin and
//    finds it in the club list the "club created" message leads to;
// 2. the club admin invites a parent to the new team on the invite screen and takes the code shown;
// 3. in a fresh browser (its own profile) the parent registers through all 9 steps with that code
//    and adds a child;
// 4. the team's lead coach, named in the wizard, accepts the invite mailed to them (the invite
//    link read from the mail file the server writes without SMTP; the account made through the
//    open invite API, as the registration wizard's password step does for an invite link) and,
//    in a third browser, sees the child as a player in the team's member list.
// The server's state is then checked through the API. Phone-size screenshots: /tmp/club-journey-*.png.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { useServerAndBrowser } from './support/server-and-browser';
import { signInViaApi } from './support/sign-in';
import { png } from '../support/png';

const focusedHeading = (page: Page) => page.evaluate(() => (document.activeElement?.tagName === 'H1' ? document.activeElement.textContent : null));
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ timeout: 30_000 });

/** A GET through the API with the page's signed-in member. */
const read = (page: Page, p: string) =>
  page.evaluate(async (p) => {
    const m = JSON.parse(localStorage.getItem('touchlinemember')!);
    const res = await fetch(`/api/v1${p}${p.includes('?') ? '&' : '?'}userId=${m.id}`, { headers: { touchlinetoken: m.accessToken } });
    return { status: res.status, body: await res.json() };
  }, p);

const CLUB_NAME = 'Meadow Lane FC';
const TEAM_NAME = 'Meadow Lane U10';
const COACH = { email: 'cara.coach@example.com', firstName: 'Cara', lastName: 'Doyle' };
const PARENT = { email: 'dana.parent@example.com', firstName: 'Dana', lastName: 'Reid' };

describe('club journey in the browser', { timeout: 420_000 }, () => {
  const env = useServerAndBrowser({ startTimeoutMs: 120_000, hookTimeoutMs: 150_000 });

  it('club admin creates a club and team, invites a parent, the parent registers a child, the coach sees the player', async () => {
    const { server, browser } = env;
    const admin = await browser.context.newPage();
    const errors: string[] = [];
    admin.on('pageerror', (e) => errors.push(String(e)));
    let shot = 0;
    const snap = async (page: Page, name: string) => void (await page.screenshot({ path: `/tmp/club-journey-${String(++shot).padStart(2, '0')}-${name}.png`, fullPage: true }));

    // 1. The club creation wizard, by a club admin (a super admin or a club admin may create a club).
    await signInViaApi(admin, server.url, 'clubadmin@touchline.demo', 'Touchline1!');
    await admin.goto(`${server.url}/secure/configuration/new-club`);
    await heading(admin, 'Club info').catch(async (e) => {
      await snap(admin, 'failed');
      throw new Error(`${e}\npage errors: ${errors.join('\n')}`);
    });
    await admin.getByLabel('Club name').fill(CLUB_NAME);
    await admin.getByLabel('Season start').fill('2026-09-01');
    await admin.getByLabel('Season end').fill('2027-05-31');
    await admin.getByLabel('Age group').selectOption('U10');
    await snap(admin, 'wizard-club');
    await admin.getByRole('button', { name: 'Continue' }).click();

    await expect.poll(() => focusedHeading(admin)).toBe('Contract');
    for (const [label, value] of [['Cost per player', '5'], ['Total players', '60'], ['Term in months', '12'], ['Amount', '300'], ['Free trial period in days', '30']] as const) {
      await admin.getByLabel(label).fill(value);
    }
    await admin.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => focusedHeading(admin)).toBe('Subscription');
    await admin.getByRole('button', { name: 'Continue' }).click();

    await expect.poll(() => focusedHeading(admin)).toBe('Team');
    await admin.getByLabel('Team name').fill(TEAM_NAME);
    await admin.getByLabel('Age group').selectOption('U10');
    const lead = admin.getByRole('group', { name: 'Lead coach' });
    await lead.getByLabel('First name').fill(COACH.firstName);
    await lead.getByLabel('Last name').fill(COACH.lastName);
    await lead.getByLabel('Email').fill(COACH.email);
    await snap(admin, 'wizard-team');
    // Give the draft a moment to be stored, then reload: the wizard resumes at the team step.
    await admin.waitForTimeout(500);
    await admin.reload();
    await heading(admin, 'Team');
    await expect.poll(() => admin.getByText('Step 4 of 8').isVisible()).toBe(true);
    expect(await admin.getByLabel('Team name').inputValue()).toBe(TEAM_NAME);
    expect(await admin.getByRole('group', { name: 'Lead coach' }).getByLabel('Email').inputValue()).toBe(COACH.email);
    await admin.getByRole('button', { name: 'Continue' }).click();

    await expect.poll(() => focusedHeading(admin)).toBe('Personalisation');
    await admin.getByLabel('Club badge').setInputFiles({ name: 'badge.png', mimeType: 'image/png', buffer: png(120, 120) });
    await admin.getByText('Badge chosen: 120 × 120').waitFor();
    await snap(admin, 'wizard-badge');
    await admin.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => focusedHeading(admin)).toBe('Emails');
    await admin.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => focusedHeading(admin)).toBe('Permissions');
    await admin.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => focusedHeading(admin)).toBe('Users');
    await admin.getByRole('button', { name: 'Create club' }).click();
    await expect.poll(() => focusedHeading(admin), { timeout: 30_000 }).toBe('The club has been created');
    await snap(admin, 'club-created');
    // The message leads to the club list, where the new club is the club admin's.
    await admin.getByRole('link', { name: 'Go to the club list' }).click();
    await heading(admin, 'Clubs');
    await admin.getByRole('link', { name: CLUB_NAME, exact: true }).waitFor({ timeout: 30_000 });
    // The list holds a club the stored profile did not know yet: the profile is refreshed, so the
    // new club's admin link shows.
    await admin.getByRole('link', { name: `Club settings for ${CLUB_NAME}` }).waitFor({ timeout: 30_000 });
    await snap(admin, 'club-list');

    const clubs = await read(admin, `/club?clubName=${encodeURIComponent(CLUB_NAME)}`);
    const club = (clubs.body.clubs as { id: string; name: string }[]).find((c) => c.name === CLUB_NAME)!;
    expect(club).toBeTruthy();
    const detail = await read(admin, `/club/${club.id}`);
    expect(detail.status).toBe(200);
    const team = (detail.body.teams as { id: string; name: string }[]).find((t) => t.name === TEAM_NAME)!;
    expect(team).toBeTruthy();

    // 2. Invite a parent to the new team; the screen shows the invite code.
    await admin.goto(`${server.url}/secure/club/${club.id}/invite`);
    await heading(admin, 'Quick invite');
    await admin.getByRole('option', { name: TEAM_NAME }).waitFor({ state: 'attached' });
    await admin.getByLabel('Role').selectOption('parent');
    await admin.getByLabel('Team').selectOption(team.id);
    await admin.getByLabel('Email').fill(PARENT.email);
    await admin.getByRole('button', { name: 'Send invite' }).click();
    const codeText = admin.getByRole('status').locator('strong');
    await codeText.waitFor({ timeout: 20_000 });
    const code = (await codeText.textContent())!.trim();
    expect(code).toMatch(/^\S{4,}$/);
    await snap(admin, 'invite-sent');

    // 3. The parent, in a fresh browser, registers through the 9 steps and adds a child.
    const parentBrowser = await launchBrowser();
    try {
      const parent = await parentBrowser.context.newPage();
      await parent.goto(`${server.url}/register`);
      await heading(parent, 'Your invite');
      await expect.poll(() => parent.getByText('Step 1 of 9').isVisible()).toBe(true);
      await parent.getByLabel('Invite code').fill(code);
      await parent.getByLabel('Email').fill(PARENT.email);
      await parent.getByLabel('Country code').fill('+44');
      await parent.getByLabel('Mobile number').fill('07700 900321');
      await snap(parent, 'parent-invite');
      await parent.getByRole('button', { name: 'Continue' }).click();
      await expect.poll(() => focusedHeading(parent)).toBe('Terms of use');
      await parent.getByLabel('I accept the terms of use').check();
      await parent.getByRole('button', { name: 'Continue' }).click();
      await expect.poll(() => focusedHeading(parent)).toBe('About you');
      await parent.getByLabel('First name').fill(PARENT.firstName);
      await parent.getByLabel('Last name').fill(PARENT.lastName);
      await parent.getByRole('button', { name: 'Continue' }).click();
      await expect.poll(() => focusedHeading(parent)).toBe('Choose a password');
      await parent.getByLabel('Password', { exact: true }).fill('Str0ng!pass');
      await parent.getByLabel('Confirm password').fill('Str0ng!pass');
      await parent.getByRole('button', { name: 'Create account' }).click();
      await expect.poll(() => focusedHeading(parent), { timeout: 30_000 }).toBe('Notifications');
      await parent.getByRole('button', { name: 'Save and continue' }).click();
      await expect.poll(() => focusedHeading(parent)).toBe('Your photo');
      await parent.getByLabel('Choose a photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(400, 400) });
      await parent.getByAltText('Your photo').waitFor();
      await parent.getByRole('button', { name: 'Continue' }).click();
      await expect.poll(() => focusedHeading(parent)).toBe('Five words that describe you');
      for (const w of ['brave', 'calm', 'kind', 'loyal', 'quick']) await parent.getByLabel(w, { exact: true }).check();
      await parent.getByRole('button', { name: 'Continue' }).click();
      await expect.poll(() => focusedHeading(parent), { timeout: 15_000 }).toBe('Add your child');
      await parent.getByLabel("Child's first name").fill('Ellis');
      await parent.getByLabel('Date of birth').fill('2016-05-04');
      await snap(parent, 'parent-child');
      await parent.getByRole('button', { name: 'Add child' }).click();
      await expect.poll(() => focusedHeading(parent), { timeout: 15_000 }).toBe('Add another child');
      await parent.getByText(`Ellis ${PARENT.lastName}`).waitFor();
      await parent.getByRole('button', { name: 'Finish' }).click();
      await expect.poll(() => focusedHeading(parent)).toBe('Thank you');
      await snap(parent, 'parent-thanks');
      // The child is on the server in the new team (the child step may be queued a moment).
      await expect
        .poll(async () => (((await read(parent, '/auth/validate?playerId=')).body.children ?? []) as { firstName: string; teamName: string }[]).map((c) => `${c.firstName} ${c.teamName}`), { timeout: 60_000 })
        .toEqual([`Ellis ${TEAM_NAME}`]);
    } finally {
      await parentBrowser.close();
      await parentBrowser.dispose();
    }

    // 4. The lead coach takes the invite from the mail and makes the account.
    const mailDir = path.join(server.dataDir, 'mail');
    const coachMail = (await readdir(mailDir)).find((f) => f.includes(COACH.email));
    expect(coachMail).toBeTruthy();
    const mail = await readFile(path.join(mailDir, coachMail!), 'utf8');
    expect(mail).toMatch(/Your invite code: \S+/);
    // The wizard made the coach's user already: the invite link (by guid) claims it. (Registering
    // with the code alone, POST auth, answers 'email unavailable' for such a pre-made user.)
    const guid = /\/invite\/([0-9a-f-]{36})/.exec(mail.replace(/=\r?\n/g, ''))?.[1];
    expect(guid).toBeTruthy();

    const coachBrowser = await launchBrowser();
    try {
      const coach = await coachBrowser.context.newPage();
      await coach.goto(server.url);
      const registered = await coach.evaluate(
        async ({ guid, c }) => {
          await fetch('/api/v1/auth/xsrf', { credentials: 'include' });
          const xsrf = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
          const res = await fetch(`/api/v1/open/${guid}/club/invites/password`, {
            method: 'POST',
            credentials: 'include',
            headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf },
            body: JSON.stringify({ email: c.email, countryCode: '+44', mobile: '07700 900654', firstName: c.firstName, lastName: c.lastName, termsAccepted: true, password: 'Str0ng!coach', confirmPassword: 'Str0ng!coach' }),
          });
          const answer = await res.json();
          if (res.ok) localStorage.setItem('touchlinemember', JSON.stringify(answer.member));
          return { status: res.status, answer };
        },
        { guid: guid!, c: COACH },
      );
      expect(registered.status, JSON.stringify(registered.answer)).toBe(201);

      await coach.goto(`${server.url}/secure/club/${club.id}/members?kind=players&teamId=${team.id}`);
      await coach.getByText(`Ellis ${PARENT.lastName}`).waitFor({ timeout: 30_000 });
      await snap(coach, 'coach-sees-player');

      // 5. The server's state, through the API: the child is an active player of the team, the
      // parent a parent of the club, the coach the team's coach.
      const players = await read(coach, `/club/${club.id}/players?teamId=${team.id}`);
      expect(players.status).toBe(200);
      const child = (players.body.members as { firstName: string; lastName: string; active: boolean; teams: { teamId: string; role: string }[] }[]).find((m) => m.firstName === 'Ellis')!;
      expect(child).toMatchObject({ lastName: PARENT.lastName, active: true });
      expect(child.teams).toEqual(expect.arrayContaining([expect.objectContaining({ teamId: team.id, role: 'player' })]));
    } finally {
      await coachBrowser.close();
      await coachBrowser.dispose();
    }
    const parents = await read(admin, `/club/${club.id}/parents`);
    expect((parents.body.members as { email: string }[]).map((m) => m.email)).toContain(PARENT.email);
    const coaches = await read(admin, `/club/${club.id}/coaches?teamId=${team.id}`);
    expect((coaches.body.members as { email: string; registered: boolean }[]).find((m) => m.email === COACH.email)).toMatchObject({ registered: true });
    expect(errors).toEqual([]);
  });
  it('bulk upload and clear data against the real server: device check, dry run, upload, summary; clear asks for the club name', async () => {
    const { server, browser } = env;
    const page = await browser.context.newPage();
    const snap = async (name: string) => void (await page.screenshot({ path: `/tmp/club-journey-upload-${name}.png`, fullPage: true }));
    await signInViaApi(page, server.url, 'admin@touchline.demo', 'Touchline1!');
    const clubs = await read(page, '/club?clubName=Millbrook');
    const club = (clubs.body.clubs as { id: string; name: string }[])[0]!;
    expect(club.name).toBe('Millbrook Rovers JFC');
    const file = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

    await page.goto(`${server.url}/secure/club/${club.id}/upload`);
    await heading(page, 'Bulk upload');
    // Refused on the device: a bad date and a bad email, each on its row; nothing sent.
    await page.getByLabel('CSV file').setInputFiles(file('bad.csv', 'type,first_name,last_name,email,team,date_of_birth\nplayer,Sam,Jones,,U10,12/04/2016\nparent,Alex,Jones,alex-at-x,U10,\n'));
    await page.getByText('Please enter a valid date of birth (YYYY-MM-DD)').waitFor();
    await page.getByText('Please enter a valid email address').waitFor();
    await snap('device-errors');
    // Valid on the device, refused by the server's dry run: the team does not exist.
    await page.getByLabel('CSV file').setInputFiles(file('unknown-team.csv', 'type,first_name,last_name,email,team\nplayer,Sam,Jones,,Nowhere FC\n'));
    await page.getByText('There is no team called "Nowhere FC" in this club or this file').waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: 'Upload' }).count()).toBe(0);
    await snap('server-errors');
    // A valid file: a new team and a player in it.
    const csv = 'type,first_name,last_name,email,team,date_of_birth,age_group\nteam,,,,Upload U9,,U9\nplayer,Robin,Hale,,Upload U9,2017-03-02,\n';
    await page.getByLabel('CSV file').setInputFiles(file('good.csv', csv));
    await page.getByText('Every row is valid.').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByRole('heading', { name: 'Upload complete' }).waitFor({ timeout: 30_000 });
    await page.getByText('1 team added').waitFor();
    await page.getByText('1 player added').waitFor();
    await snap('summary');
    const detail = await read(page, `/club/${club.id}`);
    const team = (detail.body.teams as { id: string; name: string }[]).find((t) => t.name === 'Upload U9')!;
    expect(team).toBeTruthy();
    const players = await read(page, `/club/${club.id}/players?teamId=${team.id}`);
    expect((players.body.members as { firstName: string }[]).map((m) => m.firstName)).toEqual(['Robin']);

    // Clear data: the club's parents, after typing the club's name.
    await page.goto(`${server.url}/secure/club/${club.id}/clear-data`);
    await heading(page, 'Clear data');
    await page.getByLabel('All parents').check();
    await page.getByRole('button', { name: 'Clear data' }).click();
    await page.getByRole('alertdialog').waitFor();
    expect(await page.getByRole('button', { name: 'Remove data' }).isDisabled()).toBe(true);
    await page.getByLabel('Club name').fill('Millbrook Rovers JFC');
    await snap('clear-ask');
    await page.getByRole('button', { name: 'Remove data' }).click();
    await page.getByText(/^Removed 0 players, \d+ parents and 0 teams\.$/).waitFor({ timeout: 20_000 });
    await snap('cleared');
    const parents = await read(page, `/club/${club.id}/parents`);
    expect(parents.body.members).toEqual([]);
  });
});
