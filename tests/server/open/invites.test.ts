import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InviteAnswer } from '../../../src/domain/club/invite-schema';
import type { SessionAnswer } from '../../../src/domain/auth/types';
import { createClubWorld, type ClubWorld } from '../../support/club-world';
import { DB_KINDS } from '../../support/test-db';

const joinBody = (email: string) => ({
  email,
  countryCode: '+44',
  mobile: '07700 900456',
  firstName: 'Nina',
  lastName: 'New',
  password: 'Str0ng!pass',
  confirmPassword: 'Str0ng!pass',
  termsAccepted: true,
});

describe.each(DB_KINDS)('invitations and open invite pages on %s', (kind) => {
  let w: ClubWorld;
  beforeAll(async () => {
    w = await createClubWorld(kind);
  });
  afterAll(() => w?.t.close());

  it('quick-invites by email: a code, a guid and a mail with both', async () => {
    const res = await w.client('coach').put(`/api/v1/club/${w.clubA}/registration/invite`, { role: 'parent', teamId: w.teamA, email: 'Quick.Parent@Example.test' });
    expect(res.statusCode, res.body).toBe(201);
    const { invite } = res.json() as InviteAnswer;
    expect(invite).toMatchObject({ role: 'parent', teamId: w.teamA, email: 'quick.parent@example.test', status: 'sent' });
    expect(invite.code).toMatch(/^[A-HJ-KM-NP-Z2-9]{8}$/);
    const mail = w.t.mail.at(-1)!;
    expect(mail.to).toBe('quick.parent@example.test');
    expect(mail.subject).toBe('You have been invited to join Alder Park FC on Touchline');
    expect(mail.text).toContain(invite.code);
    expect(mail.text).toContain(`/invite/${invite.guid}`);
  });

  it('refuses bad invites with the field named, and staff invites from a coach', async () => {
    const coach = w.client('coach');
    const none = await coach.put(`/api/v1/club/${w.clubA}/registration/invite`, { role: 'player' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.email).toBe('Please enter an email address, or a country code and mobile number');
    const badMobile = await coach.put(`/api/v1/club/${w.clubA}/registration/invite`, { role: 'player', mobile: '07700900456' });
    expect(badMobile.json().error.fields.mobile).toBe('Please enter a valid country code and mobile number');
    const foreignTeam = await coach.put(`/api/v1/club/${w.clubA}/registration/invite`, { role: 'player', teamId: w.teamB, email: 'x@example.test' });
    expect(foreignTeam.json().error.message).toBe('Please choose a team of this club');
    const staff = await coach.put(`/api/v1/club/${w.clubA}/registration/invite`, { role: 'club_admin', email: 'boss@example.test' });
    expect(staff.statusCode).toBe(403);
    const parent = await w.client('parent').put(`/api/v1/club/${w.clubA}/registration/invite`, { role: 'player', email: 'kid@example.test' });
    expect(parent.json().error.message).toBe('You do not have the correct permissions to access this screen');
  });

  it('creates a member with an invite; they join through the open page and become active', async () => {
    const admin = w.client('club_admin');
    const created = await admin.post('/api/v1/user', { clubId: w.clubA, role: 'coach', teamId: w.teamA, firstName: 'Nina', lastName: 'New', email: 'nina@example.test' });
    expect(created.statusCode, created.body).toBe(201);
    const { invite } = created.json() as InviteAnswer;
    const listed = (await admin.get(`/api/v1/club/${w.clubA}/coaches?status=inactive`)).json();
    expect(listed.members).toEqual([expect.objectContaining({ firstName: 'Nina', active: false, registered: false, inviteStatus: 'sent' })]);

    const anon = w.t.client();
    const page = await anon.get(`/api/v1/open/${invite.guid}/club`);
    expect(page.json().club).toMatchObject({ id: w.clubA, name: 'Alder Park FC' });
    const details = await anon.get(`/api/v1/open/${invite.guid}/club/invites`);
    expect(details.json().invite).toMatchObject({ role: 'coach', email: 'nina@example.test', firstName: 'Nina', teamName: 'Alder U12' });

    const wrongEmail = await anon.post(`/api/v1/open/${invite.guid}/club/invites/password`, joinBody('other@example.test'));
    expect(wrongEmail.json().error.message).toBe('Please use the email address this invite was sent to');
    const weak = await anon.post(`/api/v1/open/${invite.guid}/club/invites/password`, { ...joinBody('nina@example.test'), password: 'weak', confirmPassword: 'weak' });
    expect(weak.statusCode).toBe(400);
    const joined = await anon.post(`/api/v1/open/${invite.guid}/club/invites/password`, joinBody('nina@example.test'));
    expect(joined.statusCode, joined.body).toBe(201);
    const session = joined.json() as SessionAnswer;
    expect(session.member.clubId).toBe(w.clubA);
    const after = (await admin.get(`/api/v1/club/${w.clubA}/coaches?search=Nina`)).json();
    expect(after.members[0]).toMatchObject({ active: true, registered: true, inviteStatus: 'accepted' });
    const again = await w.t.client().get(`/api/v1/open/${invite.guid}/club`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('Please enter a valid invite code');
    expect((await w.t.client().get('/api/v1/open/not-a-guid/club')).statusCode).toBe(400);
  });

  it('resends all open invites, and one member’s invite', async () => {
    const admin = w.client('club_admin');
    const before = w.t.mail.length;
    const all = await admin.get(`/api/v1/club/${w.clubA}/users/invite`);
    expect(all.statusCode).toBe(200);
    const open = await w.t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM invites WHERE club_id = $1 AND status = 'sent' AND email IS NOT NULL`, [w.clubA]);
    expect(all.json()).toEqual({ sent: open.n });
    expect(w.t.mail.length - before).toBe(open.n);

    const created = (await admin.post('/api/v1/user', { clubId: w.clubA, role: 'player', teamId: w.teamA, firstName: 'Rae', lastName: 'Resend', email: 'rae@example.test' })).json() as InviteAnswer;
    const one = await admin.post(`/api/v1/user/${created.invite.userId}/invite/send`, { clubId: w.clubA });
    expect(one.statusCode, one.body).toBe(200);
    expect(w.t.mail.at(-1)!.to).toBe('rae@example.test');
    const count = await w.t.db.one<{ send_count: number }>('SELECT send_count FROM invites WHERE id = $1', [created.invite.id]);
    expect(count.send_count).toBe(2);
    expect((await admin.post(`/api/v1/user/${created.invite.userId}/invite/send`, {})).json().error.message).toBe('Need to switch into a club to manage users');
  });

  it('lets a parent give their child a login of its own, and add a child after joining', async () => {
    const parent = w.client('parent');
    const res = await parent.post(`/api/v1/user/${w.ids.child}/invite/send`, { clubId: w.clubA, email: 'chris@example.test' });
    expect(res.statusCode, res.body).toBe(200);
    const { invite } = res.json() as InviteAnswer;
    expect(w.t.mail.at(-1)!.to).toBe('chris@example.test');
    const joined = await w.t.client().post(`/api/v1/open/${invite.guid}/club/invites/password`, { ...joinBody('chris@example.test'), firstName: 'Chris', lastName: 'Alder' });
    expect(joined.statusCode, joined.body).toBe(201);
    expect((joined.json() as SessionAnswer).member.id).toBe(w.ids.child);
    // Another parent's child: refused.
    expect((await w.client('parent').post(`/api/v1/user/${w.ids.target}/invite/send`, { clubId: w.clubA, email: 'x@example.test' })).statusCode).toBe(403);

    // A new parent joins by invite, then adds a child on the open page.
    const quick = (await w.client('club_admin').put(`/api/v1/club/${w.clubA}/registration/invite`, { role: 'parent', teamId: w.teamA, email: 'dan@example.test' })).json() as InviteAnswer;
    const dan = w.t.client();
    const session = (await dan.post(`/api/v1/open/${quick.invite.guid}/club/invites/password`, { ...joinBody('dan@example.test'), firstName: 'Dan' })).json() as SessionAnswer;
    dan.token = session.member.accessToken;
    const added = await dan.post(`/api/v1/open/${quick.invite.guid}/club/invites/player`, { firstName: 'Dot', lastName: 'Dan', dateOfBirth: '2016-05-05' });
    expect(added.statusCode, added.body).toBe(201);
    const childId = added.json().child.id as string;
    const fixed = await dan.put(`/api/v1/open/${quick.invite.guid}/club/invites/player/${childId}`, { firstName: 'Dottie', lastName: 'Dan' });
    expect(fixed.json().child.firstName).toBe('Dottie');
    const stranger = await w.client('coach').post(`/api/v1/open/${quick.invite.guid}/club/invites/player`, { firstName: 'X', lastName: 'Y' });
    expect(stranger.statusCode).toBe(403);
    const badDate = await dan.post(`/api/v1/open/${quick.invite.guid}/club/invites/player`, { firstName: 'Z', lastName: 'Dan', dateOfBirth: '2099-01-01' });
    expect(badDate.json().error.fields.dateOfBirth).toBe('Please enter a date of birth within the last 25 years, not in the future');
  });

  it("refuses a player invite once the contract's players are reached", async () => {
    const players = await w.t.db.one<{ n: number }>(`SELECT count(DISTINCT user_id)::int AS n FROM memberships WHERE club_id = $1 AND role = 'player' AND active`, [w.clubA]);
    const pending = await w.t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM invites WHERE club_id = $1 AND role = 'player' AND status = 'sent' AND child_id IS NULL`, [w.clubA]);
    await w.t.db.query('INSERT INTO contracts (club_id, total_players) VALUES ($1, $2)', [w.clubA, players.n + pending.n]);
    const res = await w.client('club_admin').put(`/api/v1/club/${w.clubA}/registration/invite`, { role: 'player', email: 'one.too.many@example.test' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Player Limit Reached');
    expect((await w.client('club_admin').put(`/api/v1/club/${w.clubA}/registration/invite`, { role: 'parent', email: 'parent.ok@example.test' })).statusCode).toBe(201);
  });

  it('serves the describing words without a session', async () => {
    const res = await w.t.client().get('/api/v1/open/characteristics');
    expect(res.json().characteristics).toContain('brave');
  });
});
