// Safeguarding (issue 23 "Done means"): no private conversation between an adult and a child, and
// no conversation with a child without one of their parents, through ANY route: a direct message
// (either way), creating a group, adding a member to a group, and replying in a group whose
// parent has since gone. The team group is the one exception (it always holds the parents). The
// device shows the same explanation before sending (src/domain/chat/safeguarding.ts).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages as m } from '../../../src/domain/chat/messages';
import { createClubWorld, type ClubWorld } from '../../support/club-world';
import type { TestClient } from '../../support/test-app';
import { DB_KINDS } from '../../support/test-db';

describe.each(DB_KINDS)('safeguarding in the locker room on %s', (kind) => {
  let w: ClubWorld;
  let LR: string;
  let CHAT: string;
  const create = (c: TestClient, body: Record<string, unknown>) => c.post(`${LR}/group`, body);
  const refused = (res: { statusCode: number; json(): { error: { code: string; message: string } } }, message: string) => {
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'safeguarding', message });
  };
  const messageCount = async () => (await w.t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM chat_messages')).n;

  beforeAll(async () => {
    w = await createClubWorld(kind);
    LR = `/api/v1/locker-room/${w.clubA}`;
    CHAT = `/api/v1/chat/${w.clubA}`;
    await w.t.db.query('UPDATE clubs SET locker_room_enabled = true');
    // Tara is an adult player; Pete (no date of birth) counts as a child; Chris is a child with a parent.
    await w.t.db.query(`UPDATE users SET date_of_birth = '2000-01-01' WHERE id = $1`, [w.ids.target]);
    await w.t.db.query(`UPDATE users SET date_of_birth = (now() - interval '12 years')::date WHERE id = $1`, [w.ids.child]);
  });
  afterAll(() => w?.t.close());

  it('refuses a direct message between a coach and a child, either way, and keeps adults free to talk', async () => {
    for (const staff of ['coach', 'assistant_coach', 'club_admin'] as const) {
      refused(await create(w.client(staff), { kind: 'direct', memberIds: [w.ids.child] }), m.directAdults);
      refused(await create(w.client(staff), { kind: 'direct', memberIds: [w.ids.player] }), m.directAdults);
    }
    refused(await create(w.client('player'), { kind: 'direct', memberIds: [w.ids.coach] }), m.directAdults);
    // A player of unknown age is a child; 18 and over is an adult.
    expect((await create(w.client('coach'), { kind: 'direct', memberIds: [w.ids.target] })).statusCode).toBe(201);
    expect((await create(w.client('parent'), { kind: 'direct', memberIds: [w.ids.coach] })).statusCode).toBe(201);
    // Adding the parent does not make a "direct" message to a child acceptable: a group is the way.
    expect((await create(w.client('coach'), { kind: 'direct', memberIds: [w.ids.child, w.ids.parent] })).statusCode).toBe(400);
    expect(await w.t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM chat_group_members gm JOIN chat_groups g ON g.id = gm.group_id WHERE gm.user_id = ANY($1::uuid[]) AND g.kind <> 'team'`, [[w.ids.child, w.ids.player]])).toEqual({ n: 0 });
  });

  it('refuses a group that puts a child with adults without one of their parents', async () => {
    refused(await create(w.client('coach'), { kind: 'group', name: 'Extra session', memberIds: [w.ids.child] }), m.childNeedsParent);
    refused(await create(w.client('coach'), { kind: 'group', name: 'Extra session', memberIds: [w.ids.child, w.ids.assistant_coach] }), m.childNeedsParent);
    // Two children, one parent: the other child is still alone.
    refused(await create(w.client('coach'), { kind: 'group', name: 'Two', memberIds: [w.ids.child, w.ids.parent, w.ids.player] }), m.childNeedsParent);
    // Children cannot start groups at all.
    expect((await create(w.client('player'), { kind: 'group', name: 'Mates', memberIds: [w.ids.child] })).statusCode).toBe(403);
    const ok = await create(w.client('coach'), { kind: 'group', name: 'Chris and family', memberIds: [w.ids.child, w.ids.parent] });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('refuses adding a child to a group without their parent, and adding a parent-less child to a safe group', async () => {
    const adults = await create(w.client('coach'), { kind: 'group', name: 'Staff', memberIds: [w.ids.assistant_coach] });
    const groupId = adults.json().id as string;
    const add = (c: TestClient, ids: string[]) => c.post(`${LR}/group/${groupId}/members`, { memberIds: ids });
    refused(await add(w.client('coach'), [w.ids.child]), m.childNeedsParent);
    refused(await add(w.client('coach'), [w.ids.player]), m.childNeedsParent);
    // With the parent in the same request it is a proper family group.
    const fine = await add(w.client('coach'), [w.ids.child, w.ids.parent]);
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json().members.map((x: { id: string }) => x.id)).toEqual(expect.arrayContaining([w.ids.child, w.ids.parent]));
    // Members are not added to the team group or a direct conversation.
    const team = (await w.client('coach').get(`${LR}/group`)).json().groups.find((g: { kind: string }) => g.kind === 'team');
    expect((await w.client('coach').post(`${LR}/group/${team.id}/members`, { memberIds: [w.ids.user] })).statusCode).toBe(400);
    // Non-staff cannot add anyone.
    expect((await w.client('parent').post(`${LR}/group/${groupId}/members`, { memberIds: [w.ids.user] })).statusCode).toBe(403);
  });

  it("refuses a reply once the child's parent has left the group's club", async () => {
    const made = await create(w.client('coach'), { kind: 'group', name: 'Reply test', memberIds: [w.ids.child, w.ids.parent] });
    const groupId = made.json().id as string;
    const reply = (c: TestClient) => c.post(`${CHAT}/send`, { id: randomUUID(), groupId, body: 'See you Saturday' });
    expect((await reply(w.client('coach'))).statusCode).toBe(201);
    const before = await messageCount();
    await w.t.db.query('UPDATE memberships SET active = false WHERE user_id = $1 AND club_id = $2', [w.ids.parent, w.clubA]);
    refused(await reply(w.client('coach')), m.childNeedsParent);
    expect(await messageCount()).toBe(before);
    await w.t.db.query('UPDATE memberships SET active = true WHERE user_id = $1 AND club_id = $2', [w.ids.parent, w.clubA]);
    expect((await reply(w.client('coach'))).statusCode).toBe(201);
  });

  it('refuses a reply in a direct conversation once one side turns out to be a child', async () => {
    const dm = await create(w.client('coach'), { kind: 'direct', memberIds: [w.ids.target] });
    const groupId = dm.json().id as string;
    // Her date of birth is corrected: she is 16.
    await w.t.db.query(`UPDATE users SET date_of_birth = (now() - interval '16 years')::date WHERE id = $1`, [w.ids.target]);
    refused(await w.client('coach').post(`${CHAT}/send`, { id: randomUUID(), groupId, body: 'Hello' }), m.directAdults);
    const tara = await w.asUser(w.ids.target);
    refused(await tara.post(`${CHAT}/send`, { id: randomUUID(), groupId, body: 'Hello coach' }), m.directAdults);
    await w.t.db.query(`UPDATE users SET date_of_birth = '2000-01-01' WHERE id = $1`, [w.ids.target]);
  });

  it('lets the team group reach the children, with their parents in it', async () => {
    const team = (await w.client('coach').get(`${LR}/group`)).json().groups.find((g: { kind: string }) => g.kind === 'team');
    const res = await w.client('coach').post(`${CHAT}/send`, { id: randomUUID(), groupId: team.id, body: 'Training moved to 6pm' });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses through the sync batch too (the outbox route)', async () => {
    const res = await w.client('coach').post('/api/v1/sync', {
      items: [{ key: randomUUID(), method: 'POST', path: `/api/v1/locker-room/${w.clubA}/group`, body: { kind: 'direct', memberIds: [w.ids.child] }, stream: 'chat' }],
    });
    const text = res.body;
    expect(res.statusCode).toBeLessThan(500);
    expect(text).toContain(m.directAdults);
  });
});
