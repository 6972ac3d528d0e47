// Locker room and chat (issue 23 item 4) on both databases: the club setting, the team group in
// step with the team, staff groups and direct messages, sending exactly once (device ids, replay),
// message states, who may read what (members, parents, the safeguarding lead, another club), report
// and remove, in-app notifications, live arrival over server-sent events, and bad input.
// The safeguarding bypass attempts (every route) are in safeguarding.test.ts.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages as m } from '../../../src/domain/chat/messages';
import { createClubWorld, type ClubWorld } from '../../support/club-world';
import { createUser, linkGuardian } from '../../support/factories';
import type { TestClient } from '../../support/test-app';
import { DB_KINDS } from '../../support/test-db';
import { openSse } from '../live/sse-client';

describe.each(DB_KINDS)('locker room and chat on %s', (kind) => {
  let w: ClubWorld;
  let LR: string;
  let CHAT: string;
  let teamGroup: string;
  let secondParent: string;
  const send = (c: TestClient, groupId: string, body: string, id = randomUUID(), headers?: Record<string, string>) => c.post(`${CHAT}/send`, { id, groupId, body }, headers);
  const groups = async (c: TestClient, q = '') => {
    const res = await c.get(`${LR}/group${q}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().groups as { id: string; kind: string; name: string; unread: number; canSend: boolean; members: { id: string }[] }[];
  };

  beforeAll(async () => {
    w = await createClubWorld(kind);
    LR = `/api/v1/locker-room/${w.clubA}`;
    CHAT = `/api/v1/chat/${w.clubA}`;
    // A second parent of the child who is not on the team: reads the child's conversations.
    secondParent = (await createUser(w.t.db, { clubId: w.clubA, role: 'parent', firstName: 'Pam', lastName: 'Alder' })).id;
    await linkGuardian(w.t.db, secondParent, w.ids.child);
  });
  afterAll(() => w?.t.close());

  it("answers the spec's message until the club turns the locker room on (club admins only)", async () => {
    const off = await w.client('coach').get(`${LR}/group`);
    expect(off.statusCode).toBe(403);
    expect(off.json().error.message).toBe('Locker room not configured. Please speak to the club administrator.');
    expect((await w.client('coach').post(`${CHAT}/send`, { id: randomUUID(), groupId: randomUUID(), body: 'hi' })).json().error.message).toBe(m.notConfigured);
    expect((await w.client('coach').put(`${LR}/settings`, { enabled: true })).statusCode).toBe(403);
    expect((await w.client('club_admin').put(`${LR}/settings`, { enabled: 'yes' })).statusCode).toBe(400);
    const on = await w.client('club_admin').put(`${LR}/settings`, { enabled: true });
    expect(on.statusCode, on.body).toBe(200);
    expect((await w.client('coach').get(`${LR}/group`)).statusCode).toBe(200);
  });

  it("makes a group per team holding its staff, players and parents, read from the team's memberships", async () => {
    const list = await groups(w.client('coach'));
    const team = list.find((g) => g.kind === 'team')!;
    expect(team.name).toBe('Alder U12');
    teamGroup = team.id;
    const ids = team.members.map((x) => x.id).sort();
    expect(ids).toEqual([w.ids.coach, w.ids.assistant_coach, w.ids.parent, w.ids.player, w.ids.target, w.ids.child, secondParent].sort());
    expect(team.canSend).toBe(true);
    // A member with no team (Uma) is in no team group; club B's team group is not club A's.
    expect(await groups(w.client('user'))).toEqual([]);
    // Kept in step: a player disabled in the club leaves the group at once, and comes back.
    await w.t.db.query('UPDATE memberships SET active = false WHERE user_id = $1', [w.ids.target]);
    expect((await groups(w.client('coach'))).find((g) => g.id === teamGroup)!.members.map((x) => x.id)).not.toContain(w.ids.target);
    expect((await w.client('player').get(`${LR}/group`)).json().groups.map((g: { id: string }) => g.id)).toContain(teamGroup);
    await w.t.db.query('UPDATE memberships SET active = true WHERE user_id = $1', [w.ids.target]);
  });

  it('sends a message exactly once, in order, whatever the replays', async () => {
    const id = randomUUID();
    const first = await send(w.client('coach'), teamGroup, 'Kit is in the car park', id);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ id, groupId: teamGroup, seq: 1, body: 'Kit is in the car park', state: 'sent', senderId: w.ids.coach });
    // The outbox resends after a lost answer, with and without its Idempotency-Key.
    const again = await send(w.client('coach'), teamGroup, 'Kit is in the car park', id);
    expect(again.statusCode).toBe(201);
    expect(again.json().seq).toBe(1);
    const key = randomUUID();
    const keyed = await send(w.client('coach'), teamGroup, 'Bring water', randomUUID(), { 'idempotency-key': key });
    const replay = await w.client('coach').post(`${CHAT}/send`, { id: keyed.json().id, groupId: teamGroup, body: 'Bring water' }, { 'idempotency-key': key });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().seq).toBe(2);
    const count = await w.t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM chat_messages WHERE group_id = $1', [teamGroup]);
    expect(count.n).toBe(2);
    // Someone else's id is never overwritten nor revealed.
    const stolen = await send(w.client('parent'), teamGroup, 'mine now', id);
    expect(stolen.statusCode).toBe(400);
    const list = await w.client('parent').get(`${CHAT}/messages?groupId=${teamGroup}`);
    expect(list.json().messages.map((x: { seq: number; body: string }) => [x.seq, x.body])).toEqual([
      [1, 'Kit is in the car park'],
      [2, 'Bring water'],
    ]);
    expect((await w.client('parent').get(`${CHAT}/messages?groupId=${teamGroup}&after=1`)).json().messages).toHaveLength(1);
  });

  it('shows unread counts and moves sent → delivered → read; tells members in the app', async () => {
    const dm = await w.client('coach').post(`${LR}/group`, { kind: 'direct', memberIds: [w.ids.club_admin] });
    expect(dm.statusCode, dm.body).toBe(201);
    const groupId = dm.json().id as string;
    // Asking again opens the same conversation.
    expect((await w.client('club_admin').post(`${LR}/group`, { kind: 'direct', memberIds: [w.ids.coach] })).json().id).toBe(groupId);
    await w.t.db.query(`INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, 'https://push.example.test/admin', 'k', 'a')`, [w.ids.club_admin]);
    const sent = await send(w.client('coach'), groupId, 'Can we talk about Saturday?');
    expect(sent.json().state).toBe('sent');
    const mine = () => w.client('coach').get(`${CHAT}/messages?groupId=${groupId}`).then((r) => r.json().messages[0].state as string);
    expect(await mine()).toBe('sent');
    expect((await groups(w.client('club_admin'))).find((g) => g.id === groupId)!.unread).toBe(1);
    // Web Push queued for the admin's subscribed browser, unless messages are switched off.
    const pushes = await w.t.db.query(`SELECT 1 FROM push_deliveries d JOIN notifications n ON n.id = d.notification_id WHERE n.user_id = $1 AND n.kind = 'message_received'`, [w.ids.club_admin]);
    expect(pushes).toHaveLength(1);
    const notes = (await w.client('club_admin').get('/api/v1/user-notification')).json().notifications as { kind: string; params: { groupId: string; senderName: string } }[];
    expect(notes.find((n) => n.kind === 'message_received')?.params).toMatchObject({ groupId, senderName: 'Colin Alder' });
    await w.client('club_admin').get(`${CHAT}/messages?groupId=${groupId}`);
    expect(await mine()).toBe('delivered');
    const read = await w.client('club_admin').put(`${CHAT}/read`, { groupId, seq: 1 });
    expect(read.statusCode, read.body).toBe(200);
    expect(await mine()).toBe('read');
    expect((await groups(w.client('club_admin'))).find((g) => g.id === groupId)!.unread).toBe(0);
    // The sender's own notices: none.
    expect(((await w.client('coach').get('/api/v1/user-notification')).json().notifications as { kind: string }[]).filter((n) => n.kind === 'message_received')).toEqual([]);
  });

  it("lets parents read (not write in) their child's conversations; others get 404", async () => {
    const made = await w.client('coach').post(`${LR}/group`, { kind: 'group', name: 'Chris and family', memberIds: [w.ids.child, w.ids.parent] });
    expect(made.statusCode, made.body).toBe(201);
    const groupId = made.json().id as string;
    await send(w.client('coach'), groupId, 'Well played today');
    const pam = await w.asUser(secondParent);
    const seen = (await groups(pam)).find((g) => g.id === groupId)!;
    expect(seen.canSend).toBe(false);
    expect((await pam.get(`${CHAT}/messages?groupId=${groupId}`)).json().messages[0].body).toBe('Well played today');
    expect((await send(pam, groupId, 'hello')).statusCode).toBe(403);
    // The child's list, asked for by the parent; another child's is refused.
    expect((await groups(pam, `?userId=${w.ids.child}`)).map((g) => g.id)).toContain(groupId);
    expect((await pam.get(`${LR}/group?userId=${w.ids.player}`)).statusCode).toBe(403);
    // Not a member, not a parent, not the lead: not even its existence.
    expect((await w.client('user').get(`${CHAT}/messages?groupId=${groupId}`)).statusCode).toBe(404);
    expect((await w.client('player').get(`${LR}/group?groupId=${groupId}`)).statusCode).toBe(404);
    expect((await w.client('assistant_coach').get(`${CHAT}/messages?groupId=${groupId}`)).statusCode).toBe(404);
  });

  it('lets the safeguarding lead see every group and remove a message; anyone reading may report', async () => {
    const made = await w.client('coach').post(`${LR}/group`, { kind: 'group', name: 'Coaches', memberIds: [w.ids.club_admin] });
    const groupId = made.json().id as string;
    const msg = await send(w.client('coach'), groupId, 'something unkind');
    const messageId = msg.json().id as string;
    expect((await w.client('assistant_coach').get(`${LR}/group?groupId=${groupId}`)).statusCode).toBe(404);
    await w.t.db.query(`UPDATE memberships SET safeguarding_lead = true WHERE user_id = $1`, [w.ids.assistant_coach]);
    expect((await groups(w.client('assistant_coach'))).map((g) => g.id)).toContain(groupId);
    // A report: once per member (a second is a no-op), and only by someone who may read it.
    const report = await w.client('club_admin').post(`${CHAT}/message/${messageId}/report`, { reason: 'unkind' });
    expect(report.statusCode, report.body).toBe(201);
    expect(report.json()).toMatchObject({ reported: true, new: true });
    expect((await w.client('club_admin').post(`${CHAT}/message/${messageId}/report`, {})).json().new).toBe(false);
    expect((await w.client('parent').post(`${CHAT}/message/${messageId}/report`, {})).statusCode).toBe(404);
    // Only the lead removes.
    const denied = await w.client('club_admin').delete(`${CHAT}/message/${messageId}`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe(m.removeDenied);
    const removed = await w.client('assistant_coach').delete(`${CHAT}/message/${messageId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const after = (await w.client('club_admin').get(`${CHAT}/messages?groupId=${groupId}`)).json().messages[0];
    expect(after).toMatchObject({ id: messageId, removed: true, body: '' });
    const stored = await w.t.db.one<{ body: string }>('SELECT body FROM chat_messages WHERE id = $1', [messageId]);
    expect(stored.body).toBe('');
    expect((await w.client('assistant_coach').delete(`${CHAT}/message/${messageId}`)).statusCode).toBe(200);
    await w.t.db.query(`UPDATE memberships SET safeguarding_lead = false WHERE user_id = $1`, [w.ids.assistant_coach]);
  });

  it("keeps another club out, both ways", async () => {
    expect((await w.client('outsider').get(`${LR}/group`)).statusCode).toBe(403);
    expect((await send(w.client('outsider'), teamGroup, 'hello')).statusCode).toBe(403);
    await w.t.db.query('UPDATE clubs SET locker_room_enabled = true WHERE id = $1', [w.clubB]);
    const theirs = await w.client('outsider').post(`/api/v1/chat/${w.clubB}/send`, { id: randomUUID(), groupId: teamGroup, body: 'hello' });
    expect(theirs.statusCode).toBe(404);
    expect((await w.client('outsider').get(`/api/v1/chat/${w.clubB}/messages?groupId=${teamGroup}`)).statusCode).toBe(404);
    // Club A's people cannot be put in club B's conversations.
    const cross = await w.client('outsider').post(`/api/v1/locker-room/${w.clubB}/group`, { kind: 'direct', memberIds: [w.ids.coach] });
    expect(cross.statusCode).toBe(400);
    expect(cross.json().error.message).toBe(m.notInClub);
  });

  it('answers bad input with a clear 4xx, never a 500, and keeps HTML as text', async () => {
    const c = w.client('coach');
    expect((await send(c, teamGroup, '   ')).json().error.message).toBe(m.emptyMessage);
    const long = await send(c, teamGroup, 'x'.repeat(100_000));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe(m.tooLong);
    expect((await c.post(`${CHAT}/send`, { id: 'nope', groupId: teamGroup, body: 'x' })).statusCode).toBe(400);
    expect((await c.post(`${CHAT}/send`, 'not json')).statusCode).toBe(400);
    expect((await send(c, randomUUID(), 'lost')).statusCode).toBe(404);
    expect((await c.get(`${CHAT}/messages?groupId=bad`)).statusCode).toBe(400);
    expect((await c.get(`${CHAT}/messages?groupId=${teamGroup}&after=-1`)).statusCode).toBe(400);
    expect((await c.put(`${CHAT}/read`, { groupId: teamGroup, seq: 'x' })).statusCode).toBe(400);
    expect((await c.post(`${LR}/group`, { kind: 'group', name: 'x'.repeat(81), memberIds: [w.ids.assistant_coach] })).statusCode).toBe(400);
    expect((await c.post(`${LR}/group`, { kind: 'group', name: 'No one', memberIds: [] })).json().error.message).toBe(m.members);
    expect((await c.post(`${LR}/group`, { kind: 'group', name: 'Me', memberIds: [w.ids.coach] })).json().error.message).toBe(m.members);
    expect((await c.post(`${LR}/group`, { kind: 'group', name: 'Ghost', memberIds: [randomUUID()] })).json().error.message).toBe(m.notInClub);
    expect((await c.delete(`${CHAT}/message/${randomUUID()}`)).statusCode).toBe(404);
    const html = await send(c, teamGroup, '<script>alert(1)</script>');
    expect(html.json().body).toBe('<script>alert(1)</script>');
  });

  it('delivers new messages live to the readers of the conversation only', async () => {
    await w.t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = w.t.app.server.address() as { port: number };
    const base = `http://127.0.0.1:${address.port}${CHAT}`;
    const ticketOf = async (c: TestClient) => (await c.get(`${CHAT}/live/ticket`)).json().ticket as string;
    const parent = await openSse(`${base}/live?ticket=${encodeURIComponent(await ticketOf(w.client('parent')))}`);
    const outsider = await openSse(`${base}/live`, { touchlinetoken: w.client('user').token! });
    expect(parent.status).toBe(200);
    expect(outsider.status).toBe(200);
    expect((await openSse(`${base}/live?ticket=forged`)).status).toBe(401);
    const sent = await send(w.client('coach'), teamGroup, 'Live now');
    const got = await parent.waitFor((x) => x.event === 'message');
    expect(JSON.parse(got.data)).toEqual({ groupId: teamGroup, seq: sent.json().seq });
    // Uma is not in the team group: a later message to her own direct conversation reaches her, the team's never did.
    const dm = await w.client('club_admin').post(`${LR}/group`, { kind: 'direct', memberIds: [w.ids.user] });
    await send(w.client('club_admin'), dm.json().id, 'Hi Uma');
    const hers = await outsider.waitFor((x) => x.event === 'message');
    expect(JSON.parse(hers.data).groupId).toBe(dm.json().id);
    expect(outsider.messages.filter((x) => x.event === 'message' && JSON.parse(x.data).groupId === teamGroup)).toEqual([]);
    parent.close();
    outsider.close();
  });
});
