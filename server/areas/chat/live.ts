// Live arrival of chat messages, on the live plumbing the live match uses (server/plugins/live.ts):
// a send NOTIFYs the same channel (touchline_live) inside its transaction, so every API process
// hears of a message exactly when it commits; each process keeps its open chat streams per club
// and, on a message, reads the conversation's readers once and writes one small event to the
// streams of those readers: `event: message` `data: {"groupId","seq"}`. The app then reads the
// messages after its cursor (GET chat/{clubId}/messages), so a missed event loses nothing.
// The same channel carries closeStreams' {close} messages: a logout, revocation or removal
// from the club ends the chat streams too.
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/db';
import { deferToBatchCommit } from '../../lib/batch-scope';
import { HEARTBEAT_SECONDS, LIVE_CHANNEL, type Follower, type StreamMatch } from '../../plugins/live';
import { findGroup, memberIdsOf, safeguardingLeads } from './repository';

interface ChatFollower extends Follower {
  owner: NonNullable<Follower['owner']>;
}

/** Call inside the send's transaction. */
export async function notifyChatMessage(tx: Queryable, clubId: string, groupId: string, seq: number): Promise<void> {
  const send = (q: Queryable) => q.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, JSON.stringify({ chat: { clubId, groupId, seq } })]);
  if (deferToBatchCommit(`chat:${groupId}:${seq}`, send)) return;
  await send(tx);
}

const HEARTBEAT = Buffer.from(': heartbeat\n\n');

const matches = (o: ChatFollower['owner'], m: StreamMatch): boolean =>
  (typeof m.userId === 'string' ? o.userId === m.userId : m.userId.includes(o.userId)) &&
  (m.tokenHash === undefined || o.tokenHash === m.tokenHash) &&
  (m.exceptTokenHash === undefined || o.tokenHash !== m.exceptTokenHash) &&
  (m.clubId === undefined || o.clubId === m.clubId);

export class ChatHub {
  private byClub = new Map<string, Set<ChatFollower>>();
  private stopListening: (() => Promise<void>) | null = null;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.db.listen(LIVE_CHANNEL, (p) => this.onNotify(p));
    this.heartbeat = setInterval(() => {
      for (const set of this.byClub.values()) for (const f of set) f.write(HEARTBEAT);
    }, HEARTBEAT_SECONDS * 1000);
    this.heartbeat.unref();
  }

  async stop(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const set of this.byClub.values()) for (const f of set) f.end();
    this.byClub.clear();
    await this.stopListening?.();
    this.stopListening = null;
  }

  follow(f: ChatFollower): () => void {
    const set = this.byClub.get(f.owner.clubId) ?? new Set<ChatFollower>();
    this.byClub.set(f.owner.clubId, set);
    set.add(f);
    return () => {
      set.delete(f);
      if (set.size === 0 && this.byClub.get(f.owner.clubId) === set) this.byClub.delete(f.owner.clubId);
    };
  }

  count(): number {
    let n = 0;
    for (const s of this.byClub.values()) n += s.size;
    return n;
  }

  private onNotify(raw: string): void {
    let message: { chat?: { clubId?: unknown; groupId?: unknown; seq?: unknown }; close?: StreamMatch };
    try {
      message = JSON.parse(raw) as typeof message;
    } catch {
      return;
    }
    if (message.close && typeof message.close === 'object') this.close(message.close);
    const c = message.chat;
    if (c && typeof c.clubId === 'string' && typeof c.groupId === 'string' && this.byClub.has(c.clubId)) {
      this.deliver(c.clubId, c.groupId, Number(c.seq)).catch((err: unknown) => this.log.error({ err }, 'chat live delivery failed'));
    }
  }

  private close(m: StreamMatch): void {
    if (typeof m.userId !== 'string' && !Array.isArray(m.userId)) return;
    for (const set of this.byClub.values()) {
      for (const f of set) {
        if (!matches(f.owner, m)) continue;
        set.delete(f);
        f.end();
      }
    }
  }

  /** Writes the event to every open stream of the conversation's readers (members, their children's parents, the leads). */
  private async deliver(clubId: string, groupId: string, seq: number): Promise<void> {
    const group = await findGroup(this.db, clubId, groupId);
    if (!group) return;
    const memberIds = await memberIdsOf(this.db, group);
    const readers = new Set(memberIds);
    const parents = await this.db.query<{ parent_id: string }>('SELECT parent_id FROM guardians WHERE child_id = ANY($1::uuid[])', [memberIds]);
    for (const p of parents) readers.add(p.parent_id);
    if (group.kind !== 'direct') for (const l of await safeguardingLeads(this.db, clubId)) readers.add(l);
    const chunk = Buffer.from(`event: message\ndata: ${JSON.stringify({ groupId, seq })}\n\n`);
    for (const f of this.byClub.get(clubId) ?? []) {
      if (readers.has(f.owner.userId)) f.write(chunk);
    }
  }
}
