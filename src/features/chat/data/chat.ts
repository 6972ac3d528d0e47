// Locker room reads and writes (issue 23 item 4). Screens read the device (chatGroups,
// chatMessages) first; pulls refresh them when online. Sending is one local write: the message
// row, state 'queued', and its outbox entry, so it shows at once and waits with no signal; the
// engine sends it once (Idempotency-Key, and the message id is the device's, so even a resend
// without the key is answered with the stored message), and the server's answer (state 'sent',
// its number in the conversation) replaces the row. One stream per conversation keeps its
// messages in the order they were written.
import { getDb } from '../../../db/database';
import type { ChatGroupRow, ChatMessageRow } from '../../../db/schema';
import { useLiveTable } from '../../../db/use-live';
import { localWrite } from '../../../db/write';
import { uuidv7 } from '../../../db/uuidv7';
import type { ChatMember, ChatPeople, CreateGroupBody, SendBody } from '../../../domain/chat/chat-schema';
import { onDrained } from '../../../sync/drained';
import { applyTo, createGetter, PullError } from '../../../sync/pull';
import { byOrder } from '../model/order';

const LR = (clubId: string) => `/api/v1/locker-room/${encodeURIComponent(clubId)}`;
const CHAT = (clubId: string) => `/api/v1/chat/${encodeURIComponent(clubId)}`;
const stream = (groupId: string) => `chat:${groupId}`;

/** The club's conversations on this device, newest activity first, live. */
export function useChatGroups(clubId: string | null): ChatGroupRow[] | undefined {
  return useLiveTable(
    'chatGroups',
    async () => (clubId ? (await getDb().chatGroups.where('clubId').equals(clubId).toArray()).sort((a, b) => (b.lastAt ?? '').localeCompare(a.lastAt ?? '') || a.name.localeCompare(b.name)) : []),
    [clubId],
  );
}

export function useChatGroup(groupId: string): ChatGroupRow | null | undefined {
  return useLiveTable('chatGroups', async () => (await getDb().chatGroups.get(groupId)) ?? null, [groupId]);
}

/** The conversation's messages on this device, in order (queued ones last, as written), live. */
export function useChatMessages(groupId: string): ChatMessageRow[] | undefined {
  return useLiveTable('chatMessages', async () => (await getDb().chatMessages.where('groupId').equals(groupId).toArray()).sort(byOrder), [groupId]);
}

export type PullOutcome = 'ok' | 'off' | 'failed';

/** 403 on a member's own club: the club has not turned the locker room on (the server's answer). */
const outcomeOf = (err: unknown): PullOutcome => (err instanceof PullError && err.status === 403 ? 'off' : 'failed');

/** Refreshes the club's conversations (the ones gone from the server leave the device). */
export async function pullGroups(clubId: string): Promise<PullOutcome> {
  const db = getDb();
  try {
    const answer = await createGetter(db)<{ groups: ChatGroupRow[] }>(`/locker-room/${encodeURIComponent(clubId)}/group`);
    await applyTo(db)('chatGroups', answer.groups, { index: 'clubId', value: clubId });
    return 'ok';
  } catch (err) {
    return outcomeOf(err);
  }
}

/** Brings the conversation's messages after the last one on the device. */
export async function pullMessages(clubId: string, groupId: string): Promise<PullOutcome> {
  const db = getDb();
  try {
    const have = await db.chatMessages.where('groupId').equals(groupId).toArray();
    // From the start again when a message changed (removed) is not enough: a small page re-read each open keeps it right.
    const after = Math.max(0, ...have.filter((x) => x.state !== 'queued').map((x) => x.seq)) - 20;
    const answer = await createGetter(db)<{ messages: ChatMessageRow[] }>(`/chat/${encodeURIComponent(clubId)}/messages?groupId=${encodeURIComponent(groupId)}&after=${Math.max(0, after)}`);
    await applyTo(db)('chatMessages', answer.messages);
    return 'ok';
  } catch (err) {
    return outcomeOf(err);
  }
}

/** Who may be picked for a new conversation (not kept on the device: asked when starting one). */
export async function fetchPeople(clubId: string): Promise<ChatPeople['people']> {
  return (await createGetter(getDb())<ChatPeople>(`/locker-room/${encodeURIComponent(clubId)}/people`)).people;
}

/** Writes a message: on the device at once (queued), sent once when there is a signal. */
export async function sendMessage(group: ChatGroupRow, senderId: string, senderName: string, text: string): Promise<string> {
  const id = uuidv7();
  const body: SendBody = { id, groupId: group.id, body: text.trim() };
  const row: ChatMessageRow = { id, groupId: group.id, seq: 0, senderId, senderName, body: body.body, createdAt: new Date().toISOString(), removed: false, state: 'queued' };
  await localWrite([{ table: 'chatMessages', put: row }], {
    method: 'POST',
    path: `${CHAT(group.clubId)}/send`,
    body,
    stream: stream(group.id),
    applyTo: 'chatMessages',
    describe: { action: 'chat.send', subject: group.name },
  });
  return id;
}

/** Starts a group (staff) or a direct conversation; the server checks the safeguarding rule again. */
export async function startConversation(clubId: string, me: ChatMember, kind: 'group' | 'direct', name: string, people: ChatMember[]): Promise<string> {
  const db = getDb();
  if (kind === 'direct') {
    // One direct conversation per pair: open the one already here.
    const other = people[0]!.id;
    const existing = (await db.chatGroups.where('clubId').equals(clubId).toArray()).find((g) => g.kind === 'direct' && g.members.some((x) => x.id === other) && g.members.some((x) => x.id === me.id));
    if (existing) return existing.id;
  }
  const id = uuidv7();
  const body: CreateGroupBody = { id, kind, name, memberIds: people.map((p) => p.id) };
  const row: ChatGroupRow = { id, clubId, kind, teamId: null, name, members: [me, ...people], canSend: true, canRemove: false, lastSeq: 0, lastAt: new Date().toISOString(), lastBody: null, readSeq: 0, unread: 0 };
  await localWrite([{ table: 'chatGroups', put: row }], {
    method: 'POST',
    path: `${LR(clubId)}/group`,
    body,
    stream: stream(id),
    applyTo: 'chatGroups',
    describe: { action: kind === 'direct' ? 'chat.direct' : 'chat.group', subject: name || people[0]?.name },
  });
  return id;
}

/** Marks the conversation read up to its last message (members only; a reader leaves no mark). */
export async function markRead(group: ChatGroupRow, seq: number): Promise<void> {
  if (!group.canSend || (seq <= group.readSeq && group.unread === 0)) return;
  await localWrite([{ table: 'chatGroups', put: { ...group, readSeq: Math.max(seq, group.readSeq), unread: 0 } }], {
    method: 'PUT',
    path: `${CHAT(group.clubId)}/read`,
    body: { groupId: group.id, seq },
    stream: stream(group.id),
    describe: { action: 'chat.read', subject: group.name },
  });
}

export async function reportMessage(group: ChatGroupRow, message: ChatMessageRow, reason: string): Promise<void> {
  await localWrite([], {
    method: 'POST',
    path: `${CHAT(group.clubId)}/message/${encodeURIComponent(message.id)}/report`,
    body: { reason },
    stream: stream(group.id),
    describe: { action: 'chat.report', subject: group.name },
  });
}

/** The safeguarding lead removes a message: its text goes at once on this device. */
export async function removeMessage(group: ChatGroupRow, message: ChatMessageRow): Promise<void> {
  await localWrite([{ table: 'chatMessages', put: { ...message, body: '', removed: true } }], {
    method: 'DELETE',
    path: `${CHAT(group.clubId)}/message/${encodeURIComponent(message.id)}`,
    body: {},
    stream: stream(group.id),
    describe: { action: 'chat.remove', subject: group.name },
  });
}

/** A club admin turns the club's locker room on (or off); the list pulls again once it is sent. */
export async function setLockerRoom(clubId: string, enabled: boolean): Promise<void> {
  await localWrite([], {
    method: 'PUT',
    path: `${LR(clubId)}/settings`,
    body: { enabled },
    stream: `club-settings:${clubId}`,
    describe: { action: enabled ? 'chat.on' : 'chat.off' },
  });
}

/** Calls `fn` each time the outbox has just sent something (a screen reads again then); answers the unsubscribe. */
export const whenSent = (fn: () => void): (() => void) => onDrained(fn);
