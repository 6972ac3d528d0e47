// Issue 19 item 4: the club admin saw an empty club until a hidden "Admin view (all teams)" box
// in the fixture list's collapsed filters was ticked. A club admin (in no team) sees every team's
// games and sessions by default on the dashboard, Fixtures and Training; the team filter says
// "All teams" and still narrows to one team. Offline here: the screens read the local store, as
// the club pull (which the server now answers with the whole club) fills it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setProfile } from '../../../src/api/profile-store';
import { setMember } from '../../../src/api/session-store';
import { setSharedDb, TouchlineDb } from '../../../src/db/database';
import type { FixtureRow, TrainingRow } from '../../../src/db/schema';
import { writeSessionMirror } from '../../../src/db/session-mirror';
import { RoleId } from '../../../src/domain/roles';
import type { StoredMember } from '../../../src/domain/session';
import { listPulledKey } from '../../../src/features/fixtures/data/fixture-list';
import { pulledKey } from '../../../src/sync/pull';
import { renderApp } from '../support/render-app';

const CLUB = '0190a0a0-0000-7000-8000-0000000000a1';
const U10 = '0190a0a0-0000-7000-8000-0000000000a2';
const U14 = '0190a0a0-0000-7000-8000-0000000000a3';
const hours = (n: number) => new Date(Date.now() + n * 3600_000).toISOString();

const game = (id: string, teamId: string, teamName: string, opponent: string, kickoffAt: string): FixtureRow => ({
  id, clubId: CLUB, teamId, teamName, opponent, homeAway: 'home', kickoffAt, venue: 'Park Lane', occasion: 'league', status: 'setup', goalsFor: null, goalsAgainst: null, active: true,
});
const practice = (id: string, teamId: string, teamName: string, topic: string, startsAt: string): TrainingRow => ({
  id, clubId: CLUB, teamId, teamName, startsAt, endsAt: hours(1 + (Date.parse(startsAt) - Date.now()) / 3600_000), location: 'Pitch 2', topic, coreSkill: 'Passing', intensity: 'standard', status: 'setup', active: true,
});

let db: TouchlineDb;
beforeEach(async () => {
  localStorage.clear();
  db = new TouchlineDb(`admin-views-${Math.random()}`);
  setSharedDb(db);
  const member: StoredMember = { id: '0190a0a0-0000-7000-8000-0000000000a9', accessToken: 't', roleId: RoleId.clubAdmin, selectedChildId: null, clubId: CLUB, clubs: [{ clubId: CLUB, colour: null }] };
  setMember(member);
  // The club admin of the demo: a club-wide membership, in no team, no team chosen.
  setProfile({
    user: { id: member.id, email: 'clubadmin@x.co', firstName: 'Helen', lastName: 'Whitmore', isSuperAdmin: false, termsAccepted: true, mustChangePassword: false },
    memberships: [{ clubId: CLUB, clubName: 'Rovers FC', colour: null, teamId: null, teamName: null, role: 'club_admin', roleId: RoleId.clubAdmin }],
    children: [],
    teamId: null,
  } as never);
  await writeSessionMirror(member, db);
  await db.fixtures.bulkPut([game('f-u10', U10, 'U10', 'Lakeside', hours(30)), game('f-u14', U14, 'U14', 'Hill Park', hours(50))]);
  await db.trainings.bulkPut([practice('s-u10', U10, 'U10', 'Rondos', hours(20)), practice('s-u14', U14, 'U14', 'Pressing', hours(44))]);
  await db.meta.bulkPut([{ key: pulledKey(CLUB), value: Date.now() }, { key: listPulledKey(CLUB), value: Date.now() }]);
  vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
});
afterEach(() => vi.unstubAllGlobals());

describe("the club admin's default views", { timeout: 30_000 }, () => {
  it('the dashboard shows the next game and the next session of any team', async () => {
    await renderApp('/secure');
    // The soonest of either team: the U10's game and session.
    const fixtureCard = await screen.findByRole('region', { name: 'Next fixture' }, { timeout: 8_000 });
    await waitFor(() => expect(fixtureCard).toHaveTextContent('Lakeside'));
    const trainingCard = screen.getByRole('region', { name: 'Next training' });
    await waitFor(() => expect(trainingCard).toHaveTextContent('Rondos'));
  });

  it('Fixtures lists every team with no admin box to tick; the team filter says all teams and narrows to one', async () => {
    await renderApp('/secure/fixtures');
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' }, { timeout: 8_000 });
    expect(within(upcoming).getByText(/Lakeside/)).toBeInTheDocument();
    expect(within(upcoming).getByText(/Hill Park/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Admin view (all teams)')).toBeNull();
    const team = screen.getByLabelText('Team');
    expect(within(team).getAllByRole('option').map((o) => o.textContent)).toEqual(['All teams', 'U10', 'U14']);
    fireEvent.change(team, { target: { value: U14 } });
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Upcoming' })).queryByText(/Lakeside/)).toBeNull());
    expect(within(screen.getByRole('region', { name: 'Upcoming' })).getByText(/Hill Park/)).toBeInTheDocument();
  });

  it('Training lists every team; its team filter offers the teams it shows and narrows to one', async () => {
    await renderApp('/secure/training');
    expect(await screen.findByText('Rondos', {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(screen.getByText('Pressing')).toBeInTheDocument();
    const team = screen.getByLabelText('Team');
    expect(within(team).getAllByRole('option').map((o) => o.textContent)).toEqual(['All teams', 'U10', 'U14']);
    fireEvent.change(team, { target: { value: U10 } });
    await waitFor(() => expect(screen.queryByText('Pressing')).toBeNull());
    expect(screen.getByText('Rondos')).toBeInTheDocument();
  });
});
