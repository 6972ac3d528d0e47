// The locker room on the device (issue 23 item 4): the conversation list from the device with
// unread counts; a conversation in order with the member's own states; a message written with
// no signal shown at once as waiting and queued once; report behind a question; a parent reading
// a child's conversation cannot write; the spec's sentence when the club has not turned the
// locker room on; and the safeguarding check explained before a coach can message a child alone.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApi } from '../../../src/api/client';
import type { ChatGroupRow, ChatMessageRow } from '../../../src/db/schema';
import { renderApp } from '../support/render-app';
import { CLUB, PLAYER, TEAM, world } from '../training/training-world';

afterEach(() => vi.unstubAllGlobals());

const ME = '00000000-0000-4000-8000-0000000000f1';
const COACH = '00000000-0000-4000-8000-0000000000c7';
const PARENT2 = '00000000-0000-4000-8000-0000000000a9';
const G = '01938f3e-0000-7000-8000-0000000000a1';
const member = (id: string, name: string, role = 'coach', child = false) => ({ id, name, role, child });

const group = (over: Partial<ChatGroupRow> = {}): ChatGroupRow => ({
  id: G, clubId: CLUB, kind: 'team', teamId: TEAM, name: 'U14', members: [member(ME, 'Sam Lee'), member(COACH, 'Dave Fletcher')], canSend: true, canRemove: false, lastSeq: 2, lastAt: new Date().toISOString(), lastBody: 'See you there', readSeq: 0, unread: 2, ...over,
});
const message = (seq: number, over: Partial<ChatMessageRow> = {}): ChatMessageRow => ({
  id: `01938f3e-0000-7000-8000-00000000m00${seq}`.replace('m', 'b'), groupId: G, seq, senderId: COACH, senderName: 'Dave Fletcher', body: `Message ${seq}`, createdAt: new Date(Date.now() - (10 - seq) * 60_000).toISOString(), removed: false, state: 'sent', ...over,
});

/** fetch that answers `routes` by path and fails everything else as no signal. */
function answer(routes: Record<string, { status: number; body: unknown }>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    for (const [path, res] of Object.entries(routes)) {
      if (url.pathname.endsWith(path)) return new Response(JSON.stringify(res.body), { status: res.status, headers: { 'content-type': 'application/json' } });
    }
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', fetchMock);
  configureApi({ fetch: fetchMock as never, navigate: vi.fn() });
}

describe('locker room screens', { timeout: 20_000 }, () => {
  it('lists conversations from the device with their unread counts', async () => {
    const db = await world('parent');
    await db.chatGroups.bulkPut([group(), group({ id: '01938f3e-0000-7000-8000-0000000000a2', kind: 'direct', teamId: null, name: '', unread: 0, lastBody: 'Thanks' })]);
    await renderApp('/secure/chat');
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(list).getByRole('link', { name: 'Team U14, 2 unread' })).toBeInTheDocument();
    // A direct conversation is named after the other person.
    expect(within(list).getByRole('link', { name: 'Dave Fletcher' })).toBeInTheDocument();
  });

  it("answers the spec's sentence when the club has not turned the locker room on", async () => {
    await world('parent');
    answer({ [`/locker-room/${CLUB}/group`]: { status: 403, body: { error: { code: 'locker_room_not_configured', message: 'Locker room not configured. Please speak to the club administrator.' } } } });
    await renderApp('/secure/chat');
    expect(await screen.findByText('Locker room not configured. Please speak to the club administrator.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn the locker room on for the club' })).not.toBeInTheDocument();
  });

  it('lets a club admin turn the locker room on (queued), and no one else', async () => {
    const db = await world('coach');
    const { getMember, setMember } = await import('../../../src/api/session-store');
    const { RoleId } = await import('../../../src/domain/roles');
    answer({ [`/locker-room/${CLUB}/group`]: { status: 403, body: { error: { code: 'locker_room_not_configured', message: 'x' } } } });
    setMember({ ...getMember()!, roleId: RoleId.clubAdmin });
    await renderApp('/secure/chat');
    fireEvent.click(await screen.findByRole('button', { name: 'Turn the locker room on for the club' }));
    await waitFor(async () => expect((await db.outbox.toArray()).map((e) => [e.method, e.path])).toEqual([['PUT', `/api/v1/locker-room/${CLUB}/settings`]]));
    expect((await db.outbox.toArray())[0]!.body).toMatchObject({ enabled: true });
  });

  it('shows a conversation in order, sends with no signal (queued once), and reports behind a question', async () => {
    const db = await world('parent');
    await db.chatGroups.put(group());
    await db.chatMessages.bulkPut([message(2), message(1), message(3, { senderId: ME, senderName: 'Sam Lee', body: 'Thanks coach', state: 'read' })]);
    await renderApp(`/secure/chat/${G}`);
    const log = await screen.findByRole('list', { name: 'Messages' });
    expect(within(log).getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent)).toEqual(['Message 1', 'Message 2', 'Thanks coach']);
    expect(within(log).getByText('Read')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: '<b>Running late</b>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    // Shown at once, as text, waiting for a signal; one POST queued with the row's id.
    expect(await within(log).findByText('<b>Running late</b>')).toBeInTheDocument();
    expect(within(log).getByText('Waiting for a signal')).toBeInTheDocument();
    await waitFor(async () => expect((await db.outbox.toArray()).filter((e) => e.path.endsWith('/send'))).toHaveLength(1));
    const sent = (await db.outbox.toArray()).find((e) => e.path.endsWith('/send'))!;
    const row = (await db.chatMessages.where('groupId').equals(G).toArray()).find((x) => x.state === 'queued')!;
    expect(sent.body).toMatchObject({ id: row.id, groupId: G, body: '<b>Running late</b>' });
    // Report: asked first, then queued.
    fireEvent.click(within(log).getAllByRole('button', { name: 'Report' })[0]!);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Report this message to the club’s safeguarding lead?');
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Report' }));
    await waitFor(async () => expect((await db.outbox.toArray()).filter((e) => e.path.endsWith('/report'))).toHaveLength(1));
    // No remove for anyone but the safeguarding lead.
    expect(within(log).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it("lets a parent read a child's conversation without writing in it", async () => {
    const db = await world('parent');
    await db.chatGroups.put(group({ kind: 'group', name: 'Extra session', canSend: false }));
    await db.chatMessages.put(message(1));
    await renderApp(`/secure/chat/${G}`);
    expect(await screen.findByText(/you cannot write in it/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
  });

  it('stops a coach messaging a child alone, with the explanation, and offers the parent', async () => {
    await world('coach');
    answer({
      [`/locker-room/${CLUB}/people`]: {
        status: 200,
        body: {
          people: [
            { id: ME, name: 'Sam Lee', role: 'coach', child: false, parentIds: [] },
            { id: PLAYER, name: 'Max Harrington', role: 'player', child: true, parentIds: [PARENT2] },
            { id: PARENT2, name: 'Claire Harrington', role: 'parent', child: false, parentIds: [] },
          ],
        },
      },
    });
    await renderApp('/secure/chat/new');
    fireEvent.click(await screen.findByLabelText('Direct message (adults only)'));
    fireEvent.click(screen.getByLabelText(/Max Harrington/));
    expect(screen.getByRole('alert')).toHaveTextContent('Direct messages are only between adults.');
    expect(screen.getByRole('alert')).toHaveTextContent('Coaches cannot message a child privately. Please include a parent or guardian.');
    expect(screen.getByRole('button', { name: 'Start conversation' })).toBeDisabled();
    // As a group: the parent is offered, and adding her lifts the block.
    fireEvent.click(screen.getByLabelText('Group'));
    fireEvent.change(screen.getByLabelText('Group name'), { target: { value: 'Max and family' } });
    fireEvent.click(screen.getByLabelText(/Max Harrington/));
    expect(screen.getByRole('alert')).toHaveTextContent('A group that includes a child must also include their parent or guardian.');
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Claire Harrington' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start conversation' })).toBeEnabled();
  });
});
