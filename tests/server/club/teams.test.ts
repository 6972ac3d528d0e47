// Teams: add (with coaches), read, edit (colours that reuse the club's, badge, coaches), move
// players between teams and the season roll-over. Another club's teams and players are never
// reachable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createClubWorld, type ClubWorld } from '../../support/club-world';
import { createTeam, createUser } from '../../support/factories';
import { DB_KINDS } from '../../support/test-db';
import { b64png } from '../../support/png';

const newTeam = (over: Record<string, unknown> = {}) => ({
  name: 'Alder U10 Reds', teamType: 'competitive', groupType: 'girls', ageGroup: 'U10', matchFormat: '9v9',
  leadCoach: { firstName: 'Nia', lastName: 'Coach', email: 'nia.coach@alder.test' },
  ...over,
});

describe.each(DB_KINDS)('teams on %s', (kind) => {
  let w: ClubWorld;
  beforeAll(async () => {
    w = await createClubWorld(kind);
    await w.t.db.query("UPDATE clubs SET primary_colour = '#aa0000', secondary_colour = '#00aa00', tertiary_colour = '#0000aa', season_start = '2025-08-01', season_end = '2026-05-31' WHERE id = $1", [w.clubA]);
  });
  afterAll(() => w?.t.close());

  it('adds a team with a new lead coach (invited) and an existing member as assistant', async () => {
    const admin = w.client('club_admin');
    const mails = w.t.mail.length;
    const res = await admin.post(`/api/v1/club/${w.clubA}/team`, newTeam({ assistantCoach: { userId: w.ids.assistant_coach } }), { 'idempotency-key': randomUUID() });
    expect(res.statusCode, res.body).toBe(201);
    const team = res.json().team;
    expect(team).toMatchObject({ name: 'Alder U10 Reds', teamType: 'competitive', groupType: 'girls', ageGroup: 'U10', matchFormat: '9v9', useClubColours: true, primaryColour: '#aa0000', tertiaryColour: '#0000aa' });
    expect(team.leadCoach).toMatchObject({ firstName: 'Nia', email: 'nia.coach@alder.test' });
    expect(team.assistantCoach.userId).toBe(w.ids.assistant_coach);
    expect(w.t.mail.length - mails).toBe(1);
    expect(w.t.mail.at(-1)!.to).toBe('nia.coach@alder.test');
    const read = await w.client('player').get(`/api/v1/club/${w.clubA}/team/${team.id}`);
    expect(read.json().team.name).toBe('Alder U10 Reds');
    // The club detail lists it with its fields, and the club's own fields for the edit screens.
    const detail = (await w.client('player').get(`/api/v1/club/${w.clubA}`)).json();
    expect(detail.teams.find((t: { id: string }) => t.id === team.id)).toMatchObject({ teamType: 'competitive', groupType: 'girls', matchFormat: '9v9', useClubColours: true, primaryColour: '#aa0000' });
    expect(detail.club).toMatchObject({ dateFormat: 'DD/MM/YYYY', hasBadge: false, active: true });
    expect(detail.club).not.toHaveProperty('chatApiKey');
  });

  it('refuses bad team fields with the spec words, and non-admins', async () => {
    const admin = w.client('club_admin');
    const bad = async (over: Record<string, unknown>) => (await admin.post(`/api/v1/club/${w.clubA}/team`, newTeam(over))).json().error;
    expect((await bad({ name: '' })).message).toBe('Please enter a valid team name');
    expect((await bad({ ageGroup: '19+' })).message).toBe('Please choose a valid age group');
    expect((await bad({ teamType: 'x' })).message).toBe('Please choose a valid team type');
    expect((await bad({ matchFormat: undefined })).message).toBe('Please choose a default match format');
    expect((await bad({ leadCoach: undefined })).fields.leadCoach).toBe('Please enter a valid coach and their details');
    expect((await bad({ useClubColours: false, primaryColour: '#101010' })).fields.primaryColour).toBe('Please set the team colours');
    expect((await bad({ badge: b64png(50, 50) })).message).toBe('The image must be at least 100x100 pixels');
    // Another club's member cannot be made a coach here.
    expect((await bad({ name: 'Alder U10 Greens', leadCoach: { userId: w.ids.outsider } })).fields.leadCoach).toBe('Please enter a valid coach and their details');
    const coach = await w.client('coach').post(`/api/v1/club/${w.clubA}/team`, newTeam());
    expect(coach.json().error.message).toBe('This section is only available to administrators');
    const outsider = await w.client('outsider').post(`/api/v1/club/${w.clubA}/team`, newTeam());
    expect(outsider.json().error.message).toBe('You do not have access to this screen');
    expect((await w.t.db.one<{ n: number }>("SELECT count(*)::int AS n FROM teams WHERE name = 'Alder U10 Reds'")).n).toBe(1);
  });

  it('makes only adults with a staff role of the club a coach (issue 19, item 9), and says who may in the member list', async () => {
    const admin = w.client('club_admin');
    const coachField = async (body: Record<string, unknown>) => (await admin.post(`/api/v1/club/${w.clubA}/team`, newTeam(body))).json().error?.fields ?? {};
    // A 15-year-old holding a coach role, a child player, a parent, a plain user: refused, nothing written.
    const teen = (await createUser(w.t.db, { clubId: w.clubA, teamId: w.teamA, role: 'assistant_coach', firstName: 'Tia', lastName: 'Teen' })).id;
    const fifteen = new Date(Date.now() - 15 * 365.25 * 86_400_000).toISOString().slice(0, 10);
    await w.t.db.query('UPDATE users SET date_of_birth = $2 WHERE id = $1', [teen, fifteen]);
    for (const userId of [w.ids.child, w.ids.player, w.ids.parent, w.ids.user, teen]) {
      expect((await coachField({ name: 'Alder Kids', leadCoach: { userId } })).leadCoach, userId).toBe('Please enter a valid coach and their details');
      expect((await coachField({ name: 'Alder Kids', assistantCoach: { userId } })).assistantCoach, userId).toBe('Please enter a valid assistant coach and their details');
    }
    expect((await w.t.db.one<{ n: number }>("SELECT count(*)::int AS n FROM teams WHERE name = 'Alder Kids'")).n).toBe(0);
    // Editing a team is held to the same rule.
    const edit = await admin.put(`/api/v1/club/${w.clubA}/team/${w.teamA}`, { leadCoach: { userId: w.ids.child } });
    expect(edit.json().error.fields.leadCoach).toBe('Please enter a valid coach and their details');
    // An adult club admin (no team) may coach.
    const ok = await admin.post(`/api/v1/club/${w.clubA}/team`, newTeam({ name: 'Alder Admins', leadCoach: { userId: w.ids.club_admin } }));
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().team.leadCoach.userId).toBe(w.ids.club_admin);
    // The member list says who may be chosen, so the app offers only them.
    const members: { id: string; mayCoach: boolean }[] = (await admin.get(`/api/v1/club/${w.clubA}/users?limit=200`)).json().members;
    const mayCoach = (id: string) => members.find((m) => m.id === id)?.mayCoach;
    expect([w.ids.club_admin, w.ids.coach, w.ids.assistant_coach].map(mayCoach)).toEqual([true, true, true]);
    expect([w.ids.child, w.ids.player, w.ids.parent, w.ids.user, teen].map(mayCoach)).toEqual([false, false, false, false, false]);
  });

  it('edits a team: own colours and badge, a new lead coach; never another club\'s team', async () => {
    const admin = w.client('club_admin');
    const noColours = await admin.put(`/api/v1/club/${w.clubA}/team/${w.teamA}`, { useClubColours: false });
    expect(noColours.json().error.message).toBe('Please set the team colours');
    const res = await admin.put(`/api/v1/club/${w.clubA}/team/${w.teamA}`, {
      name: 'Alder U12 Blues', useClubColours: false, primaryColour: '#0000FF', secondaryColour: '#ffffff', badge: b64png(100, 100), leadCoach: { userId: w.ids.coach },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().team).toMatchObject({ name: 'Alder U12 Blues', useClubColours: false, primaryColour: '#0000ff', secondaryColour: '#ffffff', tertiaryColour: '#0000aa', hasBadge: true });
    expect(res.json().team.leadCoach.userId).toBe(w.ids.coach);
    const back = await admin.put(`/api/v1/club/${w.clubA}/team/${w.teamA}`, { useClubColours: true });
    expect(back.json().team.primaryColour).toBe('#aa0000');
    // Club B's team through club A's path: not found, unchanged.
    const cross = await admin.put(`/api/v1/club/${w.clubA}/team/${w.teamB}`, { name: 'Hijacked' });
    expect(cross.statusCode).toBe(404);
    expect((await admin.get(`/api/v1/club/${w.clubA}/team/${w.teamB}`)).statusCode).toBe(404);
    const outsider = await w.client('outsider').put(`/api/v1/club/${w.clubA}/team/${w.teamA}`, { name: 'Hijacked' });
    expect(outsider.statusCode).toBe(403);
    expect((await w.t.db.one<{ name: string }>('SELECT name FROM teams WHERE id = $1', [w.teamB])).name).toBe('Birch U12');
  });

  it("refuses a second active team with the same name in the club (issue 19), not another club's or a retired one's", async () => {
    const admin = w.client('club_admin');
    const taken = { message: 'The club already has a team with this name', fields: { name: 'The club already has a team with this name' } };
    const first = await admin.post(`/api/v1/club/${w.clubA}/team`, newTeam({ name: 'Alder Hawks', leadCoach: { userId: w.ids.coach } }), { 'idempotency-key': randomUUID() });
    expect(first.statusCode, first.body).toBe(201);
    const twin = await admin.post(`/api/v1/club/${w.clubA}/team`, newTeam({ name: '  alder HAWKS ', leadCoach: { userId: w.ids.coach } }), { 'idempotency-key': randomUUID() });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().error).toMatchObject({ code: 'team_name_taken', ...taken });
    // Renaming another team to it: refused; keeping a team's own name: fine.
    const rename = await admin.put(`/api/v1/club/${w.clubA}/team/${w.teamA}`, { name: 'Alder Hawks' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().error).toMatchObject(taken);
    const own = await admin.put(`/api/v1/club/${w.clubA}/team/${first.json().team.id}`, { name: 'Alder Hawks' });
    expect(own.statusCode, own.body).toBe(200);
    // Another club's team name, and a retired team's, are free.
    await createTeam(w.t.db, { clubId: w.clubB, name: 'Alder Owls' });
    const retired = (await createTeam(w.t.db, { clubId: w.clubA, name: 'Alder Kites' })).id;
    await w.t.db.query('UPDATE teams SET active = false WHERE id = $1', [retired]);
    for (const name of ['Alder Owls', 'Alder Kites']) {
      const res = await admin.post(`/api/v1/club/${w.clubA}/team`, newTeam({ name, leadCoach: { userId: w.ids.coach } }), { 'idempotency-key': randomUUID() });
      expect(res.statusCode, res.body).toBe(201);
    }
    await w.t.db.query("UPDATE teams SET active = false WHERE club_id = $1 AND name IN ('Alder Hawks', 'Alder Owls', 'Alder Kites')", [w.clubA]);
  });

  it('moves players between teams of the club, all or nothing', async () => {
    const admin = w.client('club_admin');
    const to = (await createTeam(w.t.db, { clubId: w.clubA, name: 'Alder U13', ageGroup: 'U13' })).id;
    const moved = await admin.put(`/api/v1/club/${w.clubA}/team/move`, { fromTeamId: w.teamA, toTeamId: to, playerIds: [w.ids.player] }, { 'idempotency-key': randomUUID() });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().moved).toBe(1);
    const team = await w.t.db.one<{ team_id: string }>("SELECT team_id FROM memberships WHERE user_id = $1 AND role = 'player'", [w.ids.player]);
    expect(team.team_id).toBe(to);
    // One id not in the from-team (the player already moved): nothing moves.
    const partial = await admin.put(`/api/v1/club/${w.clubA}/team/move`, { fromTeamId: w.teamA, toTeamId: to, playerIds: [w.ids.target, w.ids.player] });
    expect(partial.json().error.message).toBe('Please choose players of the team to move');
    expect((await w.t.db.one<{ team_id: string }>("SELECT team_id FROM memberships WHERE user_id = $1 AND role = 'player'", [w.ids.target])).team_id).toBe(w.teamA);
    const same = await admin.put(`/api/v1/club/${w.clubA}/team/move`, { fromTeamId: w.teamA, toTeamId: w.teamA, playerIds: [w.ids.target] });
    expect(same.json().error.message).toBe('Please choose a different team to move the players to');
    // Into another club's team, or with another club's player: refused.
    const crossTeam = await admin.put(`/api/v1/club/${w.clubA}/team/move`, { fromTeamId: w.teamA, toTeamId: w.teamB, playerIds: [w.ids.target] });
    expect(crossTeam.json().error.fields.toTeamId).toBe('Please choose a team of this club');
    const birchPlayer = (await createUser(w.t.db, { clubId: w.clubB, teamId: w.teamB, role: 'player', firstName: 'Bo', lastName: 'Birch' })).id;
    const crossPlayer = await admin.put(`/api/v1/club/${w.clubA}/team/move`, { fromTeamId: w.teamB, toTeamId: w.teamA, playerIds: [birchPlayer] });
    expect(crossPlayer.statusCode).toBe(400);
    expect((await w.t.db.one<{ team_id: string }>('SELECT team_id FROM memberships WHERE user_id = $1', [birchPlayer])).team_id).toBe(w.teamB);
    expect((await w.client('coach').put(`/api/v1/club/${w.clubA}/team/move`, { fromTeamId: w.teamA, toTeamId: to, playerIds: [w.ids.target] })).statusCode).toBe(403);
  });

  it('rolls the season over: new dates, teams move up an age group', async () => {
    const admin = w.client('club_admin');
    const u18 = (await createTeam(w.t.db, { clubId: w.clubA, name: 'Alder U18', ageGroup: 'U18' })).id;
    const backwards = await admin.put(`/api/v1/club/${w.clubA}/team/season`, { seasonStart: '2027-08-01', seasonEnd: '2027-05-31' });
    expect(backwards.json().error).toMatchObject({ message: 'Season start cannot be after season end', fields: { seasonEnd: 'Season start cannot be after season end' } });
    const overlap = await admin.put(`/api/v1/club/${w.clubA}/team/season`, { seasonStart: '2026-05-01', seasonEnd: '2027-05-31' });
    expect(overlap.json().error.message).toBe('The new season must start after the current season ends');
    const cross = await admin.put(`/api/v1/club/${w.clubA}/team/season`, { seasonStart: '2026-08-01', seasonEnd: '2027-05-31', teams: [{ teamId: w.teamB }] });
    expect(cross.json().error.message).toBe('Please choose a team of this club');
    const res = await admin.put(`/api/v1/club/${w.clubA}/team/season`, {
      seasonStart: '2026-08-01', seasonEnd: '2027-05-31', teams: [{ teamId: w.teamA, name: 'Alder U13 Blues' }, { teamId: u18 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().teams).toEqual([{ teamId: w.teamA, ageGroup: 'U13' }, { teamId: u18, ageGroup: '18+' }]);
    const club = await w.t.db.one<{ s: string; e: string }>('SELECT season_start::text AS s, season_end::text AS e FROM clubs WHERE id = $1', [w.clubA]);
    expect(club).toEqual({ s: '2026-08-01', e: '2027-05-31' });
    expect((await w.t.db.one<{ name: string; age_group: string }>('SELECT name, age_group FROM teams WHERE id = $1', [w.teamA]))).toEqual({ name: 'Alder U13 Blues', age_group: 'U13' });
    expect((await w.t.db.one<{ age_group: string }>('SELECT age_group FROM teams WHERE id = $1', [w.teamB])).age_group).toBe('U12');
  });
});
