import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApi } from '../../../src/api/client';
import { png } from '../../support/png';
import { json } from '../api/fake-server';
import { renderApp } from '../support/render-app';
import { chooseBadgeAfterRefusals } from './badge-checks';
import { adminWorld, ANN, BEN, CLUB, member, TEAM } from './member-world';
import { asCoach, clubDetail, error, TEAM2 } from './settings-world';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  configureApi({});
  vi.unstubAllGlobals();
});

const base = `/api/v1/club/${CLUB}`;
const COACH = '00000000-0000-4000-8000-0000000000b1';
const HAL = '00000000-0000-4000-8000-0000000000b2';
const teamDetail = {
  id: TEAM, clubId: CLUB, name: 'U10 Reds', teamType: 'competitive', groupType: 'mixed', ageGroup: 'U10', matchFormat: '7v7', useClubColours: false,
  primaryColour: '#aa0000', secondaryColour: '#ffffff', tertiaryColour: null, ownColours: { primary: '#aa0000', secondary: '#ffffff', tertiary: null }, hasBadge: false,
  leadCoach: { userId: COACH, firstName: 'Cara', lastName: 'Coach', email: 'c@x.co' }, assistantCoach: null,
};

function teamsWorld(extra: (req: { method: string; path: string; body: unknown; url: string }) => ReturnType<typeof json> | undefined = () => undefined, teams?: unknown[]) {
  return adminWorld((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.method === 'GET' && req.path === base) return json(200, clubDetail(teams));
    if (req.method === 'GET' && req.path === `${base}/team/${TEAM}`) return json(200, { team: teamDetail });
    if (req.method === 'GET' && req.path === `${base}/users`) return json(200, {
        members: [
          member(COACH, 'Cara', { roles: ['coach'], mayCoach: true }),
          member(HAL, 'Hal', { roles: ['club_admin'], teams: [{ teamId: null, teamName: null, role: 'club_admin' }], mayCoach: true }),
          member(ANN, 'Ann', { mayCoach: false }),
          member(BEN, 'Ben', { roles: ['parent'], teams: [{ teamId: TEAM, teamName: 'U10', role: 'parent' }], mayCoach: false }),
        ],
        total: 4,
      });
    if (req.method === 'GET' && req.path === `${base}/players`) {
      const teamId = new URL(req.url, 'http://x').searchParams.get('teamId');
      return json(200, { members: teamId === TEAM ? [member(ANN, 'Ann'), member(BEN, 'Ben')] : [], total: teamId === TEAM ? 2 : 0 });
    }
    return undefined;
  });
}

describe('teams screen', () => {
  it('lists the club\'s teams with their age group, group type, team type and match format', async () => {
    teamsWorld();
    await renderApp(`/secure/club/${CLUB}/teams`);
    const reds = (await screen.findByText('U10 Reds')).closest('li')!;
    expect(reds).toHaveTextContent('U10 · Mixed · Competitive · 7v7');
    expect(screen.getByText('U11 Blues').closest('li')).toHaveTextContent('U11 · Girls · Recreational · 9v9');
    expect(within(reds).getByRole('link', { name: 'Players of U10 Reds' })).toHaveAttribute('href', `/secure/club/${CLUB}/members?kind=players&teamId=${TEAM}`);
  });

  it('says when the club has no teams, and offers no move without two teams', async () => {
    teamsWorld(undefined, []);
    await renderApp(`/secure/club/${CLUB}/teams`);
    expect(await screen.findByText('This club has no teams yet. Add the first team.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move players' })).toBeDisabled();
  });

  it('shows the failure with a retry when the club cannot be loaded', async () => {
    teamsWorld((req) => (req.method === 'GET' && req.path === base ? json(500, error('x')) : undefined));
    await renderApp(`/secure/club/${CLUB}/teams`);
    expect(await screen.findByText('There has been an error retrieving this club')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is only for administrators', async () => {
    teamsWorld();
    asCoach();
    await renderApp(`/secure/club/${CLUB}/teams`);
    expect(await screen.findByText('This section is only available to administrators')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a team' })).not.toBeInTheDocument();
  });

  it('adds a team: checks name and coach first, then POSTs every field with a new coach and own colours', async () => {
    const api = teamsWorld((req) => (req.method === 'POST' ? json(201, { team: { ...teamDetail, name: 'U12 Greens' } }) : undefined));
    await renderApp(`/secure/club/${CLUB}/teams`);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a team' }));
    const form = screen.getByRole('heading', { name: 'Add a team', level: 2 }).closest('section')!;
    fireEvent.click(within(form).getByRole('button', { name: 'Add team' }));
    expect(await within(form).findByText('Please enter a valid team name')).toBeInTheDocument();
    expect(within(form).getByText('Please enter a valid coach and their details')).toBeInTheDocument();
    expect(api.seen.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.change(within(form).getByLabelText('Team name'), { target: { value: 'U12 Greens' } });
    fireEvent.change(within(form).getByLabelText('Team type'), { target: { value: 'academy' } });
    fireEvent.change(within(form).getByLabelText('Group type'), { target: { value: 'boys' } });
    fireEvent.change(within(form).getByLabelText('Age group'), { target: { value: 'U12' } });
    fireEvent.change(within(form).getByLabelText('Default match format'), { target: { value: '9v9' } });
    const lead = within(form).getByRole('group', { name: 'Coach' });
    fireEvent.change(within(lead).getByLabelText('First name'), { target: { value: 'Gus' } });
    fireEvent.change(within(lead).getByLabelText('Last name'), { target: { value: 'Green' } });
    fireEvent.change(within(lead).getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add team' }));
    expect(await within(form).findByText('Please enter a valid coach and their details')).toBeInTheDocument();
    fireEvent.change(within(lead).getByLabelText('Email'), { target: { value: 'gus@x.co' } });
    fireEvent.click(within(form).getByLabelText("Use the club's colours and badge"));
    fireEvent.change(within(form).getByLabelText('Primary colour'), { target: { value: '#00aa00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add team' }));
    expect(await screen.findByText('The team U12 Greens has been added.')).toBeInTheDocument();
    const post = api.seen.find((r) => r.method === 'POST')!;
    expect(post.path).toBe(`${base}/team`);
    expect(post.body).toMatchObject({
      name: 'U12 Greens', teamType: 'academy', groupType: 'boys', ageGroup: 'U12', matchFormat: '9v9', useClubColours: false, primaryColour: '#00aa00', secondaryColour: '#ffffff',
      leadCoach: { firstName: 'Gus', lastName: 'Green', email: 'gus@x.co', countryCode: null, mobile: null }, assistantCoach: null,
    });
    // The list is asked for again after the add.
    await waitFor(() => expect(api.seen.filter((r) => r.method === 'GET' && r.path === base).length).toBeGreaterThanOrEqual(2));
  });

  it('edits a team: loads it, keeps the coach unless changed, reuses the club colours, and shows a refusal', async () => {
    let status = 403;
    const api = teamsWorld((req) =>
      req.method === 'PUT' && req.path === `${base}/team/${TEAM}` ? (status === 200 ? json(200, { team: teamDetail }) : json(status, error('This section is only available to administrators', 'permission_denied'))) : undefined,
    );
    await renderApp(`/secure/club/${CLUB}/teams`);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit U10 Reds' }));
    const form = (await screen.findByRole('heading', { name: 'Edit U10 Reds' })).closest('section')!;
    expect(within(form).getByLabelText('Team name')).toHaveValue('U10 Reds');
    expect(within(form).getByLabelText('Team type')).toHaveValue('competitive');
    expect(within(form).getByLabelText('Coach')).toHaveValue('keep');
    expect(within(form).getByLabelText('Primary colour')).toHaveValue('#aa0000');
    fireEvent.change(within(form).getByLabelText('Default match format'), { target: { value: '11v11' } });
    fireEvent.click(within(form).getByLabelText("Use the club's colours and badge"));
    fireEvent.click(within(form).getByRole('button', { name: 'Save team' }));
    expect(await within(form).findByText('This section is only available to administrators')).toBeInTheDocument();
    status = 200;
    fireEvent.click(within(form).getByRole('button', { name: 'Save team' }));
    expect(await screen.findByText('The team U10 Reds has been saved.')).toBeInTheDocument();
    const put = api.seen.filter((r) => r.method === 'PUT').at(-1)!;
    expect(put.body).toMatchObject({ matchFormat: '11v11', useClubColours: true });
    expect(put.body).not.toHaveProperty('leadCoach');
    expect(put.body).not.toHaveProperty('assistantCoach');
    expect(put.body).not.toHaveProperty('primaryColour');
  });

  it('makes a member of the club the coach: checks one is chosen, then sends their id', async () => {
    const api = teamsWorld((req) => (req.method === 'PUT' && req.path === `${base}/team/${TEAM}` ? json(200, { team: teamDetail }) : undefined));
    await renderApp(`/secure/club/${CLUB}/teams`);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit U10 Reds' }));
    const form = (await screen.findByRole('heading', { name: 'Edit U10 Reds' })).closest('section')!;
    const lead = within(form).getByRole('group', { name: 'Coach' });
    fireEvent.change(within(lead).getByLabelText('Coach'), { target: { value: 'member' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save team' }));
    expect(await within(form).findByText('Please enter a valid coach and their details')).toBeInTheDocument();
    expect(api.seen.some((r) => r.method === 'PUT')).toBe(false);
    fireEvent.change(within(lead).getByLabelText('Member who coaches the team'), { target: { value: HAL } });
    fireEvent.change(within(form).getByLabelText('Assistant coach', { selector: 'select' }), { target: { value: 'member' } });
    fireEvent.change(within(form).getByLabelText('Member who assists'), { target: { value: COACH } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save team' }));
    expect(await screen.findByText('The team U10 Reds has been saved.')).toBeInTheDocument();
    expect(api.seen.find((r) => r.method === 'PUT')!.body).toMatchObject({ leadCoach: { userId: HAL }, assistantCoach: { userId: COACH } });
  });

  it('offers as coach only adult staff of the club, never a child player or a parent (issue 19, item 9)', async () => {
    teamsWorld();
    await renderApp(`/secure/club/${CLUB}/teams`);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a team' }));
    const form = (await screen.findByRole('heading', { name: 'Add a team' })).closest('section')!;
    fireEvent.change(within(within(form).getByRole('group', { name: 'Coach' })).getByLabelText('Coach'), { target: { value: 'member' } });
    const picker = within(form).getByLabelText('Member who coaches the team');
    await waitFor(() => expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a member', 'Cara Lee', 'Hal Lee']));
    fireEvent.change(within(form).getByLabelText('Assistant coach', { selector: 'select' }), { target: { value: 'member' } });
    expect(within(within(form).getByLabelText('Member who assists')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a member', 'Cara Lee', 'Hal Lee']);
  });

  it('moves chosen players to another team after asking; cancel sends nothing', async () => {
    const api = teamsWorld((req) => (req.method === 'PUT' && req.path === `${base}/team/move` ? json(200, { moved: 1 }) : undefined));
    await renderApp(`/secure/club/${CLUB}/teams`);
    fireEvent.click(await screen.findByRole('button', { name: 'Move players' }));
    const panel = screen.getByRole('heading', { name: 'Move players between teams' }).closest('section')!;
    await within(panel).findByLabelText('Ann Lee');
    fireEvent.click(within(panel).getByRole('button', { name: 'Move players' }));
    expect(await within(panel).findByText('Please choose players of the team to move')).toBeInTheDocument();
    fireEvent.click(within(panel).getByLabelText('Ann Lee'));
    fireEvent.click(within(panel).getByRole('button', { name: 'Move players' }));
    expect(await within(panel).findByText('Please choose a team of this club')).toBeInTheDocument();
    fireEvent.change(within(panel).getByLabelText('To team'), { target: { value: TEAM2 } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Move players' }));
    const question = await within(panel).findByRole('alertdialog');
    expect(question).toHaveTextContent('Move the chosen players (1) to U11 Blues? They leave their current team.');
    expect(question).toHaveFocus();
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(api.seen.some((r) => r.method === 'PUT')).toBe(false);
    fireEvent.click(within(panel).getByRole('button', { name: 'Move players' }));
    fireEvent.click(within(await within(panel).findByRole('alertdialog')).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Players moved: 1.')).toBeInTheDocument();
    expect(api.seen.find((r) => r.method === 'PUT')!.body).toMatchObject({ fromTeamId: TEAM, toTeamId: TEAM2, playerIds: [ANN] });
  });

  it('says when the chosen team has no players', async () => {
    teamsWorld();
    await renderApp(`/secure/club/${CLUB}/teams`);
    fireEvent.click(await screen.findByRole('button', { name: 'Move players' }));
    fireEvent.change(screen.getByLabelText('From team'), { target: { value: TEAM2 } });
    expect(await screen.findByText('There are no players associated with this club or team')).toBeInTheDocument();
  });

  it('season roll-over: explains what happens, checks the dates, asks first, then moves the chosen teams up', async () => {
    let status = 500;
    const api = teamsWorld((req) => (req.method === 'PUT' && req.path === `${base}/team/season` ? (status === 200 ? json(200, { seasonStart: '2027-08-01', seasonEnd: '2028-05-31', teams: [] }) : json(500, error('x'))) : undefined));
    await renderApp(`/secure/club/${CLUB}/teams`);
    fireEvent.click(await screen.findByRole('button', { name: 'Start a new season' }));
    const panel = screen.getByRole('heading', { name: 'Start a new season', level: 2 }).closest('section')!;
    expect(panel).toHaveTextContent('Each team that moves up goes to the next age group');
    expect(within(panel).getByLabelText('U10 Reds (U10 → U11)')).toBeChecked();
    const go = () => fireEvent.click(within(panel).getByRole('button', { name: 'Start a new season' }));
    go();
    expect(await within(panel).findAllByText('Please enter valid season start and end dates')).not.toHaveLength(0);
    fireEvent.change(within(panel).getByLabelText('New season start'), { target: { value: '2028-08-01' } });
    fireEvent.change(within(panel).getByLabelText('New season end'), { target: { value: '2028-05-31' } });
    go();
    expect(await within(panel).findByText('Season start cannot be after season end')).toBeInTheDocument();
    fireEvent.change(within(panel).getByLabelText('New season start'), { target: { value: '2027-05-01' } });
    go();
    expect(await within(panel).findByText('The new season must start after the current season ends')).toBeInTheDocument();
    fireEvent.change(within(panel).getByLabelText('New season start'), { target: { value: '2027-08-01' } });
    fireEvent.click(within(panel).getByLabelText('U11 Blues (U11 → U12)'));
    go();
    const question = await within(panel).findByRole('alertdialog');
    expect(question).toHaveTextContent('Start the new season now?');
    fireEvent.click(within(question).getByRole('button', { name: 'Start the new season' }));
    expect(await within(panel).findByText('There has been a problem updating this team')).toBeInTheDocument();
    status = 200;
    go();
    fireEvent.click(within(await within(panel).findByRole('alertdialog')).getByRole('button', { name: 'Start the new season' }));
    expect(await screen.findByText('The new season has started.')).toBeInTheDocument();
    expect(api.seen.filter((r) => r.method === 'PUT').at(-1)!.body).toMatchObject({
      seasonStart: '2027-08-01', seasonEnd: '2028-05-31', teams: [{ teamId: TEAM, promote: true }, { teamId: TEAM2, promote: false }],
    });
  });

  describe('team badge', () => {
    const badgeBytes = new Uint8Array(png(128, 128));
    /** Badges are fetched with the session's token by the screen itself; the rest goes to the fake API. */
    function withBadges(api: ReturnType<typeof teamsWorld>, teamsWithBadge: string[]) {
      const badgeAsks: { path: string; token: string | null }[] = [];
      const apiFetch = globalThis.fetch;
      vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        const path = new URL(String(input), 'http://x').pathname;
        const m = /^\/api\/v1\/club\/[^/]+\/team\/([^/]+)\/badge$/.exec(path);
        if (!m) return apiFetch(input, init);
        badgeAsks.push({ path, token: new Headers(init.headers).get('touchlinetoken') });
        return teamsWithBadge.includes(m[1]!)
          ? new Response(badgeBytes, { status: 200, headers: { 'content-type': 'image/png' } })
          : new Response(JSON.stringify(error('This team has no badge', 'no_badge')), { status: 404, headers: { 'content-type': 'application/json' } });
      }));
      return { api, badgeAsks };
    }

    it('shows a team\'s badge in the list, fetched with the session; a team without one shows its colour', async () => {
      const { badgeAsks } = withBadges(teamsWorld(undefined, (clubDetail().teams as { id: string }[]).map((t, i) => ({ ...t, hasBadge: i === 0 }))), [TEAM]);
      await renderApp(`/secure/club/${CLUB}/teams`);
      const img = await screen.findByRole('img', { name: 'Badge of U10 Reds' });
      expect(img.getAttribute('src')).toBe(`data:image/png;base64,${btoa(String.fromCharCode(...badgeBytes))}`);
      expect(screen.queryByRole('img', { name: 'Badge of U11 Blues' })).not.toBeInTheDocument();
      expect(badgeAsks).toEqual([{ path: `${base}/team/${TEAM}/badge`, token: 't' }]);
    });

    it('lets the admin upload a badge with the team\'s own colours, checked on the device first', async () => {
      const world = teamsWorld((req) => {
        if (req.method === 'GET' && req.path === `${base}/team/${TEAM}`) return json(200, { team: { ...teamDetail, hasBadge: true, hasOwnBadge: true } });
        if (req.method === 'PUT' && req.path === `${base}/team/${TEAM}`) return json(200, { team: { ...teamDetail, hasBadge: true, hasOwnBadge: true } });
        return undefined;
      }, (clubDetail().teams as { id: string }[]).map((t) => ({ ...t, hasBadge: t.id === TEAM })));
      const { api, badgeAsks } = withBadges(world, [TEAM]);
      await renderApp(`/secure/club/${CLUB}/teams`);
      fireEvent.click(await screen.findByRole('button', { name: 'Edit U10 Reds' }));
      const form = (await screen.findByRole('heading', { name: 'Edit U10 Reds' })).closest('section')!;
      // The current own badge is shown.
      expect(await within(form).findByRole('img', { name: 'Current team badge' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
      await chooseBadgeAfterRefusals(form, within(form).getByLabelText('Team badge (optional)'), 'Save team');
      const asked = badgeAsks.length;
      fireEvent.click(within(form).getByRole('button', { name: 'Save team' }));
      expect(await screen.findByText('The team U10 Reds has been saved.')).toBeInTheDocument();
      const put = api.seen.find((r) => r.method === 'PUT')!.body as Record<string, unknown>;
      expect(put).toMatchObject({ useClubColours: false, primaryColour: '#aa0000' });
      expect(Uint8Array.from(atob(put.badge as string), (c) => c.charCodeAt(0))).toEqual(new Uint8Array(png(120, 120)));
      // Back on the list, the badge is asked for again (same path, new image).
      await waitFor(() => expect(badgeAsks.length).toBeGreaterThan(asked));
      expect(badgeAsks.at(-1)).toEqual({ path: `${base}/team/${TEAM}/badge`, token: 't' });
      expect(await screen.findByRole('img', { name: 'Badge of U10 Reds' })).toBeInTheDocument();
    });

    it('offers no badge upload while the team uses the club\'s colours and badge', async () => {
      withBadges(teamsWorld(), []);
      await renderApp(`/secure/club/${CLUB}/teams`);
      fireEvent.click(await screen.findByRole('button', { name: 'Add a team' }));
      const form = screen.getByRole('heading', { name: 'Add a team', level: 2 }).closest('section')!;
      expect(within(form).queryByLabelText('Team badge (optional)')).not.toBeInTheDocument();
      fireEvent.click(within(form).getByLabelText("Use the club's colours and badge"));
      expect(within(form).getByLabelText('Team badge (optional)')).toBeInTheDocument();
    });
  });
});
