// The analytics overview screens (issue 24 item 3): a club admin's club overview and a coach's
// team overview, asked of the server when online and kept on the device (Dexie v12) with when
// the server computed them; with no signal they open from there "As of 14:02", and never show
// zeros for what was never computed. Numbers in the reader's locale; the links only for the
// roles that may open them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { configureApi } from '../../../src/api/client';
import { setProfile } from '../../../src/api/profile-store';
import { setMember } from '../../../src/api/session-store';
import { setSharedDb, TouchlineDb } from '../../../src/db/database';
import { writeSessionMirror } from '../../../src/db/session-mirror';
import type { ClubOverview, TeamOverview } from '../../../src/domain/analytics/overview-types';
import { RoleId, type RoleName } from '../../../src/domain/roles';
import type { StoredMember } from '../../../src/domain/session';
import { renderApp } from '../support/render-app';

const CLUB = '00000000-0000-4000-8000-0000000000c1';
const TEAM = '00000000-0000-4000-8000-0000000000a1';
const ME = '00000000-0000-4000-8000-0000000000f1';
const P1 = '00000000-0000-4000-8000-0000000000d1';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const range = { startDate: '2025-11-29', endDate: '2026-11-28' };
const results = { played: 12, won: 7, drawn: 2, lost: 3 };

const clubAnswer = (computedAt: string): ClubOverview => ({
  clubId: CLUB,
  range,
  computedAt,
  results,
  goals: { for: 1234, against: 17, cleanSheets: 4 },
  attendance: { games: 87.5, sessions: null },
  players: { registered: 40, active: 31 },
  starPlayers: [{ playerId: P1, name: 'Ava Stone', motmAwards: 3, gamesAttended: 11 }],
  starMeasure: 'motmAwards',
  teams: [{ teamId: TEAM, name: 'U14', ...results, goalsFor: 30, goalsAgainst: 17, gameAttendance: 87.5, sessionAttendance: null }],
});

const teamAnswer = (computedAt: string): TeamOverview => ({
  clubId: CLUB,
  teamId: TEAM,
  teamName: 'U14',
  range,
  computedAt,
  results,
  goals: { for: 30, against: 17, cleanSheets: 4 },
  attendance: { games: 66.7, sessions: 90 },
  form: [{ fixtureId: '00000000-0000-4000-8000-0000000000e1', kickoffAt: '2026-11-21T10:00:00.000Z', opponent: 'Kingsmead Youth', goalsFor: 3, goalsAgainst: 1, outcome: 'W' }],
  trainingMinutes: [{ coreSkill: 'Passing', minutes: 1500 }],
  practiceMinutes: 420,
  players: [{ playerId: P1, name: 'Ava Stone', gamesAttended: 11, gameAttendance: 91.7, sessionsAttended: 20, sessionAttendance: 95, cards: 1, motmAwards: 3, minutesPlayed: 1234 }],
});

/** A signed-in member of the club with one role; fetch answers the overview calls with `answers`. */
async function world(role: RoleName, answers: Record<string, unknown> = {}): Promise<{ db: TouchlineDb; fetch: ReturnType<typeof vi.fn> }> {
  const db = new TouchlineDb(`analytics-${Math.random().toString(36).slice(2)}`);
  setSharedDb(db);
  const roleId = { club_admin: RoleId.clubAdmin, coach: RoleId.coach, assistant_coach: RoleId.assistantCoach, parent: RoleId.parent, player: RoleId.player, user: RoleId.user }[role];
  const member: StoredMember = { id: ME, accessToken: 't', roleId, selectedChildId: null, clubId: CLUB, clubs: [{ clubId: CLUB, colour: null }] };
  localStorage.clear();
  setMember(member);
  setProfile({
    user: { id: ME, email: 'x@y.co', firstName: 'Sam', lastName: 'Lee', isSuperAdmin: false, termsAccepted: true, mustChangePassword: false },
    memberships: [{ clubId: CLUB, clubName: 'Rovers', colour: null, teamId: role === 'club_admin' ? null : TEAM, teamName: role === 'club_admin' ? null : 'U14', role, roleId }],
    children: [],
    clubs: [{ clubId: CLUB, clubName: 'Rovers', teams: [{ id: TEAM, name: 'U14' }] }],
    teamId: null,
  } as never);
  await writeSessionMirror(member, db);
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const hit = Object.entries(answers).find(([part]) => url.includes(part));
    if (!hit) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(hit[1]), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  configureApi({ fetch: fetch as never, navigate: vi.fn() });
  return { db, fetch };
}

const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
const todayAt = (h: number, m: number) => {
  const d = new Date();
  d.setHours(h, m, 0, 0);
  return d.toISOString();
};
const tile = (group: string, label: string) => within(screen.getByLabelText(group)).getByText(label).nextElementSibling?.textContent;

describe('analytics overviews', { timeout: 20_000 }, () => {
  it('shows a club admin the club overview from the server, in their locale, and keeps it with its time', async () => {
    const computedAt = new Date().toISOString();
    const { db, fetch } = await world('club_admin', { '/analytics/club/dashboard/': clubAnswer(computedAt) });
    await renderApp('/secure/analytics/club');
    expect(await screen.findByRole('heading', { name: 'Club overview' })).toBeInTheDocument();
    await screen.findByText('Ava Stone');
    expect(tile('Goals', 'Goals for')).toBe('1,234');
    expect(tile('Attendance', 'At games')).toBe('87.5%');
    // Nothing recorded at sessions: a dash, not 0 %.
    expect(tile('Attendance', 'At sessions')).toBe('–');
    expect(tile('Players', 'Active players')).toBe('31');
    expect(screen.getByText('3 man-of-the-match awards · 11 games')).toBeInTheDocument();
    const row = within(screen.getByRole('table')).getByRole('row', { name: /U14/ });
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['12', '7', '2', '3', '30', '17', '87.5%', '–']);
    // Online and answered: no "As of".
    expect(screen.queryByText(/^As of/)).not.toBeInTheDocument();
    const asked = String(fetch.mock.calls.find(([u]) => String(u).includes('/analytics/'))![0]);
    expect(asked).toMatch(new RegExp(`/api/v1/analytics/club/dashboard/${CLUB}/overview\\?startDate=\\d{4}-\\d{2}-\\d{2}&endDate=\\d{4}-\\d{2}-\\d{2}`));
    await waitFor(async () => expect(await db.analyticsResults.get(`${ME}:club:${CLUB}:12m`)).toMatchObject({ computedAt, userId: ME }));
  });

  it('opens the kept club overview with no signal, "As of" when it was computed', async () => {
    const { db } = await world('club_admin');
    const computedAt = todayAt(14, 2);
    await db.analyticsResults.put({ key: `${ME}:club:${CLUB}:12m`, userId: ME, computedAt, value: clubAnswer(computedAt) });
    offline();
    await renderApp('/secure/analytics/club');
    expect(await screen.findByText('As of 14:02')).toBeInTheDocument();
    expect(tile('Results', 'Won')).toBe('7');
  });

  it('says the overview needs a connection when nothing was kept, rather than showing zeros', async () => {
    await world('club_admin');
    offline();
    await renderApp('/secure/analytics/club');
    expect(await screen.findByText('This overview needs a connection the first time. Connect and open it again.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Results')).not.toBeInTheDocument();
  });

  it('shows a coach their team: form, training minutes per core skill and each player, numbers in Spanish', async () => {
    const computedAt = new Date().toISOString();
    const { db } = await world('coach', { '/team-report/': teamAnswer(computedAt) });
    await renderApp('/secure/analytics/team', 'es');
    await screen.findAllByText('Ava Stone');
    const tables = screen.getAllByRole('table');
    expect(within(tables[0]!).getByRole('row', { name: /1500|1\.500|1 500/ })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Asistencia')).getByText('En los partidos').nextElementSibling?.textContent).toMatch(/^66,7\s?%$/);
    // The players' minutes (the match reducer's, summed on the server) in Spanish grouping.
    const ava = within(tables[1]!).getByRole('row', { name: /Ava Stone/ });
    expect(within(ava).getAllByRole('cell').at(-1)?.textContent).toBe('1234');
    await waitFor(async () => expect(await db.analyticsResults.get(`${ME}:team:${TEAM}:12m`)).toBeTruthy());
  });

  it('opens the kept team overview offline, and refuses the club overview to a coach', async () => {
    const { db } = await world('coach');
    const computedAt = todayAt(14, 2);
    await db.analyticsResults.put({ key: `${ME}:team:${TEAM}:12m`, userId: ME, computedAt, value: teamAnswer(computedAt) });
    offline();
    const { router } = await renderApp('/secure/analytics/team');
    expect(await screen.findByText('As of 14:02')).toBeInTheDocument();
    expect(screen.getByText('Won 3–1 v Kingsmead Youth')).toBeInTheDocument();
    await router.navigate({ to: '/secure/analytics/club' });
    expect(await screen.findByText('You do not have the correct permissions to access this screen')).toBeInTheDocument();
  });

  it('links the overviews from More for the right roles only', async () => {
    await world('club_admin');
    offline();
    await renderApp('/secure/more');
    expect(await screen.findByRole('link', { name: /Club overview/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Team overview/ })).toBeInTheDocument();

    cleanup();
    await world('coach');
    await renderApp('/secure/more');
    expect(await screen.findByRole('link', { name: /Team overview/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Club overview/ })).not.toBeInTheDocument();

    for (const role of ['player', 'parent'] as const) {
      cleanup();
      await world(role);
      await renderApp('/secure/more');
      expect(await screen.findByRole('link', { name: /My profile/ })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /overview/ })).not.toBeInTheDocument();
    }
  });
});
