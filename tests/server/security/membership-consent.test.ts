// Issue 18, findings 1, 2, 6 and 9: membership needs consent, no club reaches another club's
// people, a parent cannot put a child into any team, and sensitive records follow least
// privilege. Club B's admin (the outsider of the club world) is the attacker; club A the victim.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createClubWorld, type ClubWorld } from '../../support/club-world';
import { clubWizardBody } from '../../support/club-wizard';
import { addMembership, createTeam, createUser, signIn } from '../../support/factories';
import { DB_KINDS } from '../../support/test-db';

const key = () => ({ 'idempotency-key': randomUUID() });
const coachBody = (email: string) => ({ firstName: 'Vic', lastName: 'Tim', email });
const teamBody = (over: Record<string, unknown> = {}) => ({
  name: `Birch U${Math.floor(Math.random() * 1000)}`, teamType: 'competitive', groupType: 'mixed', ageGroup: 'U12', matchFormat: '9v9', ...over,
});
const register = (email: string) => ({ email, countryCode: '+44', mobile: '07700 900123', firstName: 'Vic', lastName: 'Tim', password: 'Real-pass1', confirmPassword: 'Real-pass1', termsAccepted: true });

describe.each(DB_KINDS)('membership with consent on %s', (kind) => {
  let w: ClubWorld;
  beforeAll(async () => {
    w = await createClubWorld(kind);
  });
  afterAll(() => w?.t.close());

  const membershipsIn = (userId: string, clubId: string) =>
    w.t.db.query<{ role: string; status: string; active: boolean }>('SELECT role, status, active FROM memberships WHERE user_id = $1 AND club_id = $2', [userId, clubId]);

  it("finding 1: another club's admin naming club A's pending invitee gets an invitation, never the account", async () => {
    // Club A invites a new coach: an account club A made, invited, no password yet.
    const admin = w.client('club_admin');
    const invited = await admin.post('/api/v1/user', { clubId: w.clubA, role: 'coach', teamId: w.teamA, firstName: 'Vic', lastName: 'Tim', email: 'victim.coach@alder.test' });
    expect(invited.statusCode, invited.body).toBe(201);
    const victim = invited.json().invite.userId as string;
    const guid = invited.json().invite.guid as string;

    // Club B's admin names that e-mail as lead coach in every way the review found.
    const attacker = w.client('outsider');
    const made = await attacker.post(`/api/v1/club/${w.clubB}/team`, teamBody({ leadCoach: coachBody('victim.coach@alder.test') }), key());
    expect(made.statusCode, made.body).toBe(201);
    const edited = await attacker.put(`/api/v1/club/${w.clubB}/team/${w.teamB}`, { leadCoach: coachBody('Victim.Coach@alder.test') }, key());
    expect(edited.statusCode, edited.body).toBe(200);
    const club = await attacker.post('/api/v1/club', clubWizardBody({ users: [{ role: 'coach', firstName: 'Vic', lastName: 'Tim', email: 'victim.coach@alder.test', inTeam: true }] }), key());
    expect(club.statusCode, club.body).toBe(201);
    const clubC = club.json().clubId as string;

    // No membership of the victim's account in club B or C: only invitations naming the e-mail.
    expect(await membershipsIn(victim, w.clubB)).toEqual([]);
    expect(await membershipsIn(victim, clubC)).toEqual([]);
    const invites = await w.t.db.query<{ user_id: string | null }>('SELECT user_id FROM invites WHERE club_id = ANY($1::uuid[]) AND lower(email) = $2', [[w.clubB, clubC], 'victim.coach@alder.test']);
    expect(invites.length).toBeGreaterThanOrEqual(3);
    expect(invites.every((i) => i.user_id === null)).toBe(true);

    // Setting the account's password: refused in club B (not a member) and in club A's name.
    const pw = { password: 'Attack3r!!', confirmPassword: 'Attack3r!!' };
    for (const clubId of [w.clubB, clubC, w.clubA]) {
      const res = await attacker.put(`/api/v1/user/${victim}/register`, { clubId, ...pw });
      expect(res.statusCode, res.body).toBe(403);
    }
    expect((await w.t.db.one<{ set: boolean }>('SELECT password_hash IS NOT NULL AS set FROM users WHERE id = $1', [victim])).set).toBe(false);
    expect((await w.t.client().post('/api/v1/auth/login', { email: 'victim.coach@alder.test', password: 'Attack3r!!' })).statusCode).toBe(400);

    // The real person registers through club A's mailed link and is club A's coach only.
    const joined = await w.t.client().post(`/api/v1/open/${guid}/club/invites/password`, register('victim.coach@alder.test'));
    expect(joined.statusCode, joined.body).toBe(201);
    expect(await membershipsIn(victim, w.clubA)).toEqual([{ role: 'coach', status: 'accepted', active: true }]);
    expect(await membershipsIn(victim, w.clubB)).toEqual([]);

    // Club B's invitation waits for their consent: signed in, they confirm it from its link.
    const me = w.t.client();
    await signIn(me, 'victim.coach@alder.test', 'Real-pass1');
    const bInvite = await w.t.db.one<{ guid: string }>('SELECT guid FROM invites WHERE club_id = $1 AND lower(email) = $2 ORDER BY created_at LIMIT 1', [w.clubB, 'victim.coach@alder.test']);
    expect((await me.post('/api/v1/auth/confirm', { data: bInvite.guid })).statusCode).toBe(200);
    expect((await membershipsIn(victim, w.clubB)).map((m) => m.status)).toEqual(['accepted']);
  });

  it("finding 2: another club's admin naming a child's e-mail reaches none of the child's records", async () => {
    const child = await createUser(w.t.db, { clubId: w.clubA, teamId: w.teamA, role: 'player', firstName: 'Kit', lastName: 'Young', email: 'kit.young@alder.test' });
    await w.t.db.query(`UPDATE users SET date_of_birth = now() - interval '13 years', profile = '{"medical":{"information":"asthma"},"emergency":[{"name":"Mum"}]}' WHERE id = $1`, [child.id]);
    const attacker = w.client('outsider');
    // As a user of a new club, and as a team's coach: both only invitations.
    expect((await attacker.post('/api/v1/club', clubWizardBody({ club: { ...clubWizardBody().club, name: 'Kit Grabbers' }, users: [{ role: 'parent', firstName: 'K', lastName: 'Y', email: 'kit.young@alder.test' }] }), key())).statusCode).toBe(201);
    expect((await attacker.put(`/api/v1/club/${w.clubB}/team/${w.teamB}`, { assistantCoach: coachBody('kit.young@alder.test') }, key())).statusCode).toBe(200);
    expect((await w.t.db.query('SELECT 1 FROM memberships WHERE user_id = $1 AND club_id <> $2', [child.id, w.clubA])).length).toBe(0);
    for (const path of ['', '/medical', '/emergency', '/roles', '/playStatus']) {
      const res = await attacker.get(`/api/v1/user/${child.id}${path}`);
      expect(res.statusCode, `${path} ${res.body}`).toBe(403);
      expect(res.body).not.toContain('asthma');
    }
    expect((await attacker.put(`/api/v1/user/${child.id}`, { firstName: 'Owned' })).statusCode).toBe(403);
    expect((await attacker.put(`/api/v1/user/${child.id}/picture`, { image: 'aGVsbG8=' })).statusCode).toBe(403);
    expect((await w.t.db.one<{ first_name: string }>('SELECT first_name FROM users WHERE id = $1', [child.id])).first_name).toBe('Kit');
  });

  it('finding 6: a child a parent adds to another team waits for that team\'s staff, and opens nothing meanwhile', async () => {
    const otherTeam = (await createTeam(w.t.db, { clubId: w.clubA, name: 'Alder U14' })).id;
    const otherCoach = await createUser(w.t.db, { clubId: w.clubA, teamId: otherTeam, role: 'coach', firstName: 'Otto' });
    const parent = w.client('parent');
    const add = await parent.post(`/api/v1/onboarding/${w.ids.parent}/parent`, { step: 'child', clubId: w.clubA, teamId: otherTeam, child: { firstName: 'Sneaky', lastName: 'Alder', dateOfBirth: '2014-05-01' } }, key());
    expect(add.statusCode, add.body).toBe(201);
    const added = (add.json().onboarding.children as { id: string; firstName: string; status: string }[]).find((c) => c.firstName === 'Sneaky')!;
    expect(added.status).toBe('pending');
    expect(await membershipsIn(added.id, w.clubA)).toEqual([{ role: 'player', status: 'pending', active: false }]);
    // The parent sees nothing of that team's fixtures while the child is pending.
    await w.t.db.query(`INSERT INTO fixtures (club_id, team_id, opponent, home_away, kickoff_at) VALUES ($1, $2, 'Secret FC', 'home', now() + interval '2 days')`, [w.clubA, otherTeam]);
    const seen = await parent.get(`/api/v1/fixture/${w.clubA}?teamId=${otherTeam}`);
    expect(seen.body).not.toContain('Secret FC');
    // The parent giving the child a login of its own does not approve it either.
    const login = await parent.post(`/api/v1/user/${added.id}/invite/send`, { clubId: w.clubA, email: 'sneaky.kid@alder.test' });
    expect(login.statusCode, login.body).toBe(200);
    const kid = await w.t.client().post('/api/v1/auth', { ...register('sneaky.kid@alder.test'), inviteCode: login.json().invite.code });
    expect(kid.statusCode, kid.body).toBe(201);
    expect(await membershipsIn(added.id, w.clubA)).toEqual([{ role: 'player', status: 'pending', active: false }]);
    // Staff of another team cannot approve; the team's own coach can, and lists it as pending.
    const coachA = w.client('coach');
    expect((await coachA.put(`/api/v1/club/${w.clubA}/users/approve`, { userIds: [added.id], approve: true })).statusCode).toBe(400);
    const otto = await w.asUser(otherCoach.id);
    const pending = await otto.get(`/api/v1/club/${w.clubA}/players?status=pending`);
    expect(pending.json().members.map((m: { id: string }) => m.id)).toContain(added.id);
    expect((await parent.put(`/api/v1/club/${w.clubA}/users/approve`, { userIds: [added.id], approve: true })).statusCode).toBe(403);
    const ok = await otto.put(`/api/v1/club/${w.clubA}/users/approve`, { userIds: [added.id], approve: true });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await membershipsIn(added.id, w.clubA)).toEqual([{ role: 'player', status: 'accepted', active: true }]);
    expect((await parent.get(`/api/v1/fixture/${w.clubA}?teamId=${otherTeam}`)).body).toContain('Secret FC');
  });

  it("finding 6: a child added to the team the parent's own invitation named joins at once", async () => {
    const parent = w.client('parent');
    const add = await parent.post(`/api/v1/onboarding/${w.ids.parent}/parent`, { step: 'child', clubId: w.clubA, teamId: w.teamA, child: { firstName: 'Sibling', lastName: 'Alder', dateOfBirth: '2016-05-01' } }, key());
    expect(add.statusCode, add.body).toBe(201);
    const added = (add.json().onboarding.children as { id: string; firstName: string; status: string }[]).find((c) => c.firstName === 'Sibling')!;
    expect(added.status).toBe('accepted');
  });

  it('finding 9: medical and emergency details follow least privilege', async () => {
    const otherTeam = (await createTeam(w.t.db, { clubId: w.clubA, name: 'Alder U16' })).id;
    const otherCoach = await w.asUser((await createUser(w.t.db, { clubId: w.clubA, teamId: otherTeam, role: 'coach' })).id);
    const lead = await createUser(w.t.db, { clubId: w.clubA, teamId: otherTeam, role: 'assistant_coach' });
    await w.t.db.query('UPDATE memberships SET safeguarding_lead = true WHERE user_id = $1', [lead.id]);
    const safeguarding = await w.asUser(lead.id);
    const player = w.ids.target;
    const adult = w.ids.parent;
    const status = async (client: ReturnType<ClubWorld['client']>, userId: string) => [
      (await client.get(`/api/v1/user/${userId}/medical`)).statusCode,
      (await client.get(`/api/v1/user/${userId}/emergency`)).statusCode,
    ];
    // A player's: their team's staff, club admins, the safeguarding lead, themself.
    expect(await status(w.client('coach'), player)).toEqual([200, 200]);
    expect(await status(w.client('assistant_coach'), player)).toEqual([200, 200]);
    expect(await status(w.client('club_admin'), player)).toEqual([200, 200]);
    expect(await status(safeguarding, player)).toEqual([200, 200]);
    expect(await status(await w.asUser(player), player)).toEqual([200, 200]);
    expect(await status(otherCoach, player)).toEqual([403, 403]);
    // The parent's child: the parent.
    expect(await status(w.client('parent'), w.ids.child)).toEqual([200, 200]);
    // An adult who is not a player: themself and club admins only.
    expect(await status(w.client('coach'), adult)).toEqual([403, 403]);
    expect(await status(safeguarding, adult)).toEqual([403, 403]);
    expect(await status(w.client('club_admin'), adult)).toEqual([200, 200]);
    // A permission of the table: a club withdrawing it from coaches withdraws it.
    await w.t.db.query(`INSERT INTO club_role_permissions (club_id, role, permission, granted) VALUES ($1, 'coach', 'members.sensitive', false)`, [w.clubA]);
    expect(await status(w.client('coach'), player)).toEqual([403, 403]);
    await w.t.db.query('DELETE FROM club_role_permissions WHERE club_id = $1', [w.clubA]);
  });

  it('finding 5: a staff invite code gives neither the role nor the way to the link (its guid)', async () => {
    const admin = w.client('club_admin');
    const made = await admin.put(`/api/v1/club/${w.clubA}/registration/invite`, { role: 'coach', teamId: w.teamA, email: 'code.holder@alder.test' });
    expect(made.statusCode, made.body).toBeLessThan(300);
    const { code, guid } = made.json().invite as { code: string; guid: string };
    const lookup = await w.t.client().get(`/api/v1/open/invite?code=${code}`);
    expect(lookup.statusCode).toBe(403);
    expect(lookup.json().error.code).toBe('invite_link_required');
    expect(lookup.body).not.toContain(guid);
    const byCode = await w.t.client().post('/api/v1/auth', { ...register('code.holder@alder.test'), inviteCode: code });
    expect(byCode.statusCode).toBe(403);
    // The mailed link still works, for its own e-mail only.
    expect((await w.t.client().post(`/api/v1/open/${guid}/club/invites/password`, register('someone.else@alder.test'))).statusCode).toBe(400);
    expect((await w.t.client().post(`/api/v1/open/${guid}/club/invites/password`, register('code.holder@alder.test'))).statusCode).toBe(201);
  });

  it('a disabled, declined or pending membership grants nothing, and an admin cannot switch an invitation on', async () => {
    const invitee = await createUser(w.t.db, { firstName: 'Ina', lastName: 'Vited' });
    await addMembership(w.t.db, { userId: invitee.id, clubId: w.clubA, teamId: w.teamA, role: 'coach', status: 'invited' });
    const res = await w.client('club_admin').put(`/api/v1/club/${w.clubA}/users/active`, { userIds: [invitee.id], active: true });
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(await membershipsIn(invitee.id, w.clubA)).toEqual([{ role: 'coach', status: 'invited', active: false }]);
    const client = await w.asUser(invitee.id);
    expect((await client.get(`/api/v1/fixture/${w.clubA}`)).statusCode).toBe(403);
    // The database itself refuses an active membership that is not accepted.
    await expect(w.t.db.query(`UPDATE memberships SET active = true WHERE user_id = $1`, [invitee.id])).rejects.toThrow();
  });
});
