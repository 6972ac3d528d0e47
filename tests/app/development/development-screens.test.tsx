// The development screens (issue 21 items 5-6): a coach's players as a list or cards with the
// filters and the fair-playing-time mark; a player's development profile with the 99 Rating the
// device works out from the server's inputs (the same number), its breakdown and what moved it,
// the help panel, the insights as sentences, and the five words changed through the outbox; kept
// on the device and shown "As of" offline; 'You do not have access to this screen' for others.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApi } from '../../../src/api/client';
import { setProfile } from '../../../src/api/profile-store';
import { setMember } from '../../../src/api/session-store';
import { setSharedDb, TouchlineDb } from '../../../src/db/database';
import { writeSessionMirror } from '../../../src/db/session-mirror';
import type { DevelopmentPlayers, DevelopmentProfile, PlayerInsights } from '../../../src/domain/development/profile-types';
import { computeRating, ratingChange, type RatingInputs } from '../../../src/domain/rating/rating';
import { RoleId, type RoleName } from '../../../src/domain/roles';
import type { StoredMember } from '../../../src/domain/session';
import { renderApp } from '../support/render-app';

const CLUB = '00000000-0000-4000-8000-0000000000c1';
const TEAM = '00000000-0000-4000-8000-0000000000a1';
const TEAM2 = '00000000-0000-4000-8000-0000000000a2';
const ME = '00000000-0000-4000-8000-0000000000f1';
const P1 = '00000000-0000-4000-8000-0000000000d1';
const P2 = '00000000-0000-4000-8000-0000000000d2';
const P3 = '00000000-0000-4000-8000-0000000000d3';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const season = { startDate: '2026-08-01', endDate: '2027-07-31' };
const time = (share: number | null, under: boolean) => ({ played: share === null ? 0 : share * 6, available: share === null ? 0 : 600, share, threshold: 50, under });
const players = (computedAt: string): DevelopmentPlayers => ({
  clubId: CLUB,
  teams: [
    { id: TEAM, name: 'U14' },
    { id: TEAM2, name: 'U10' },
  ],
  season,
  computedAt,
  players: [
    { playerId: P1, name: 'Ava Stone', teamId: TEAM, teamName: 'U14', position: 'CM', onTrial: false, active: true, minutes: time(80, false), rating: 72 },
    { playerId: P2, name: 'Ben Cole', teamId: TEAM, teamName: 'U14', position: 'GK', onTrial: true, active: true, minutes: time(30, true), rating: 41 },
    { playerId: P3, name: 'Cal Reed', teamId: TEAM2, teamName: 'U10', position: 'CM', onTrial: false, active: false, minutes: time(null, false), rating: null },
  ],
});

const before: RatingInputs = { grades: [{ grade: 'developing', level: 3 }], matchRatings: [7], practiceWeeks: 2, trainingAttendance: 80, objectives: { met: 1, total: 2 } };
const now: RatingInputs = { ...before, practiceWeeks: 6 };
const profile = (computedAt: string): DevelopmentProfile => ({
  playerId: P1,
  clubId: CLUB,
  teamId: TEAM,
  teamName: 'U14',
  name: 'Ava Stone',
  onTrial: false,
  active: true,
  season,
  computedAt,
  staff: true,
  details: { favouritePosition: 'CM', foot: 'left', favouriteSkill: 'Step-over', favouriteCoreSkill: null, favouriteTeam: null, favouritePlayer: null, whyFootball: null },
  words: ['brave', 'calm', 'kind', 'leader', 'loyal'],
  grades: [{ id: 'g1', playerId: P1, clubId: CLUB, coreSkill: 'Passing', grade: 'developing', level: 3, note: null, gradedBy: null, gradedByName: null, gradedAt: '2026-11-01T10:00:00.000Z' }],
  minutes: { played: 240, available: 600, share: 40, threshold: 50, under: true },
  attendance: { training: 80, games: 100 },
  matchRatings: [{ fixtureId: 'f1', kickoffAt: '2026-11-21T10:00:00.000Z', opponent: 'Kingsmead Youth', rating: 7 }],
  motmAwards: 2,
  practice: { seasonMinutes: 640, weeks: 6 },
  objectives: { met: 1, total: 2, open: 1 },
  rating: { rating: computeRating(now).rating, inputs: now, change: ratingChange(computeRating(now), computeRating(before), '2026-10'), history: [{ month: '2026-10', rating: computeRating(before).rating }] },
});
const insights = (computedAt: string): PlayerInsights => ({ playerId: P1, computedAt, insights: [{ kind: 'practice_up', recent: 150, before: 40 }] });

async function world(role: RoleName, answers: Record<string, unknown> = {}, status = 200): Promise<{ db: TouchlineDb; fetch: ReturnType<typeof vi.fn> }> {
  const db = new TouchlineDb(`development-${Math.random().toString(36).slice(2)}`);
  setSharedDb(db);
  const roleId = { club_admin: RoleId.clubAdmin, coach: RoleId.coach, assistant_coach: RoleId.assistantCoach, parent: RoleId.parent, player: RoleId.player, user: RoleId.user }[role];
  const member: StoredMember = { id: ME, accessToken: 't', roleId, selectedChildId: null, clubId: CLUB, clubs: [{ clubId: CLUB, colour: null }] };
  localStorage.clear();
  setMember(member);
  setProfile({
    user: { id: ME, email: 'x@y.co', firstName: 'Sam', lastName: 'Lee', isSuperAdmin: false, termsAccepted: true, mustChangePassword: false },
    memberships: [{ clubId: CLUB, clubName: 'Rovers', colour: null, teamId: TEAM, teamName: 'U14', role, roleId }],
    children: [],
    clubs: [{ clubId: CLUB, clubName: 'Rovers', teams: [{ id: TEAM, name: 'U14' }] }],
    teamId: null,
  } as never);
  await writeSessionMirror(member, db);
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const hit = Object.entries(answers).find(([part]) => url.includes(part));
    if (!hit) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(status === 200 ? hit[1] : { error: { message: 'You do not have access to this screen' } }), { status, headers: { 'content-type': 'application/json' } });
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

describe('development screens', { timeout: 20_000 }, () => {
  it("lists a coach's active players with their playing time, filters them and shows them as cards", async () => {
    await world('coach', { '/development/': players(new Date().toISOString()) });
    await renderApp('/secure/development');
    expect(await screen.findByRole('heading', { name: 'Player development' })).toBeInTheDocument();
    await screen.findByText('Ava Stone');
    // Active players by default: Cal (inactive) is not shown.
    expect(screen.queryByText('Cal Reed')).not.toBeInTheDocument();
    const ben = screen.getByRole('link', { name: /Ben Cole/ });
    expect(within(ben).getByText('Under fair playing time')).toBeInTheDocument();
    expect(within(ben).getByText(/U14 · GK · On trial/)).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /Ava Stone/ })).queryByText('Under fair playing time')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Position'), { target: { value: 'GK' } });
    expect(screen.queryByText('Ava Stone')).not.toBeInTheDocument();
    expect(screen.getByText('Players shown: 1')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Position'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Active'), { target: { value: 'all' } });
    fireEvent.change(screen.getByLabelText('Team'), { target: { value: TEAM2 } });
    expect(screen.getByText('Cal Reed')).toBeInTheDocument();
    expect(screen.getByText('No games played yet')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Team'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Trial status'), { target: { value: 'trial' } });
    expect(screen.getByText('Ben Cole')).toBeInTheDocument();
    expect(screen.queryByText('Cal Reed')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show as cards' }));
    expect(screen.getByRole('button', { name: 'Show as a list' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: /Ben Cole/ })).toHaveAttribute('href', `/secure/development/${P2}`);
  });

  it("shows a player's profile with the device's own rating, what moved it, the help panel and the insights", async () => {
    const computedAt = new Date().toISOString();
    const { db } = await world('coach', { '/development/player/': profile(computedAt), '/insights': insights(computedAt) });
    await renderApp(`/secure/development/${P1}`);
    expect(await screen.findByRole('heading', { name: 'Ava Stone' })).toBeInTheDocument();
    const rating = computeRating(now).rating;
    expect(screen.getByLabelText(`Rating ${rating} out of 99`)).toHaveTextContent(String(rating));
    const change = rating - computeRating(before).rating;
    expect(screen.getByText(`+${change} since October 2026, mostly Practice consistency`)).toBeInTheDocument();
    const practice = screen.getByRole('row', { name: /Practice consistency/ });
    expect(within(practice).getAllByRole('cell').map((c) => c.textContent)).toEqual(['15 of 20', '+10']);
    expect(screen.getByText('How the rating works')).toBeInTheDocument();
    expect(screen.getByText(/Practice consistency: of the last 8 full weeks/)).toBeInTheDocument();
    expect(await screen.findByText('Practice is up: 150 minutes in the last 4 weeks, against 40 in the 4 weeks before.')).toBeInTheDocument();
    expect(screen.getByText(/240 of 600 available \(40%\)/)).toBeInTheDocument();
    expect(screen.getByText("Under the club's fair playing time (50%)")).toBeInTheDocument();
    expect(screen.getByText('7 of 10 v Kingsmead Youth')).toBeInTheDocument();
    expect(screen.getByText('Developing, level 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open objectives' })).toHaveAttribute('href', `/secure/development/${P1}/objectives`);
    await waitFor(async () => expect(await db.analyticsResults.get(`${ME}:development:profile:${P1}:${CLUB}`)).toMatchObject({ computedAt }));
  });

  it('lets a coach change the five words: saved on the device and queued as PUT characteristic', async () => {
    const { db } = await world('coach', { '/development/player/': profile(new Date().toISOString()) });
    await renderApp(`/secure/development/${P1}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Change words' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'loyal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save words' }));
    expect(await screen.findByText('Please choose five describing words')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
    fireEvent.click(screen.getByRole('checkbox', { name: 'funny' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save words' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ method: 'PUT', path: '/api/v1/characteristic', body: { playerId: P1, words: ['brave', 'calm', 'kind', 'leader', 'funny'] } });
    expect(within(screen.getByRole('region', { name: 'Characteristics' })).getByText('funny')).toBeInTheDocument();
  });

  it('opens the kept profile with no signal, "As of" when it was computed', async () => {
    const { db } = await world('coach');
    const computedAt = todayAt(14, 2);
    await db.analyticsResults.put({ key: `${ME}:development:profile:${P1}:${CLUB}`, userId: ME, computedAt, value: profile(computedAt) });
    offline();
    await renderApp(`/secure/development/${P1}`);
    expect(await screen.findByText('As of 14:02')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ava Stone' })).toBeInTheDocument();
  });

  it("says 'You do not have access to this screen' to a parent on the list, a player on another's profile, and when the server refuses", async () => {
    await world('parent');
    await renderApp('/secure/development');
    expect(await screen.findByText('You do not have access to this screen')).toBeInTheDocument();
    cleanup();
    await world('player');
    await renderApp(`/secure/development/${P1}`);
    expect(await screen.findByText('You do not have access to this screen')).toBeInTheDocument();
    cleanup();
    await world('coach', { '/development/player/': {} }, 403);
    await renderApp(`/secure/development/${P1}`);
    expect(await screen.findByText('You do not have access to this screen')).toBeInTheDocument();
  });
});
