// Live following of fixtures: parents and players see the score and the timeline change within a
// second of the server receiving an event.
//
// Fan-out goes through the database, so any number of API processes can serve followers:
// - a write route calls notifyFixtureChange(tx, ...) inside its write transaction: NOTIFY is
//   transactional, so followers hear of a change exactly when it commits (also when a sync batch
//   shares one transaction across many items) and never of a rolled-back one;
// - each process LISTENs once (Db.listen: a dedicated connection on PostgreSQL, in-process on
//   PGlite) and keeps one "room" per followed fixture: on a notification it reloads that
//   fixture's events once, reduces them once per audience (src/domain/fixture/match-reducer.ts;
//   once in all when nothing is staff-only) and writes the same serialized state to every
//   follower of the room's audience. Notifications that arrive while a
//   reload runs are coalesced into one more reload.
// Fan-out cost (tests/bench/live-fanout.ts): per change, one reload (its reads in one round
// trip) and one reduce; then one socket write per follower, which is what grows with the
// followers and dominates (a syscall, 20-45 us each on the 2-core test machine). So the
// state is serialized and UTF-8 encoded once, and every follower is handed that same Buffer.
// The stream itself (auth, SSE framing) is server/areas/fixture/live-routes.ts.
//
// Two audiences per room: the team's staff get every event; families (parents, players, anyone
// else allowed to follow) get the match without injuries and unshared notes
// (src/domain/fixture/family-view.ts). Each audience has its own state, version and Buffer, so a
// change families do not see (an injury, a private note) sends them nothing at all.
//
// Streams end with the session or membership that opened them: each follower knows its owner
// (user, token hash, club), and app.closeStreams({ userId, tokenHash?, clubId? }) ends the
// matching ones at logout, token revocation and removal from (or disabling in) a club. It closes
// this process's streams at once and tells the other processes on the same channel; inside a
// sync batch it waits for the batch's commit (a rolled-back removal closes nothing).
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../db/db';
import { deferToBatchCommit } from '../lib/batch-scope';
import { forFamilies } from '../../src/domain/fixture/family-view';
import { reduceMatch } from '../../src/domain/fixture/match-reducer';
import type { FixtureEvent } from '../../src/domain/fixture/event-schema';
import type { LivePayload } from '../../src/domain/fixture/live-payload';
import { loadLiveSnapshot } from '../areas/fixture/live-repository';
import liveRoutes from '../areas/fixture/live-routes';

export const LIVE_CHANNEL = 'touchline_live';
export const HEARTBEAT_SECONDS = 15;
/** A follower this far behind (bytes not yet sent) is dropped; EventSource reconnects it. */
const MAX_BUFFERED = 1024 * 1024;

/** Call inside the write's transaction: followers hear of the change when it commits. */
export async function notifyFixtureChange(tx: Queryable, fixtureId: string, eventId: string): Promise<void> {
  const notify = (q: Queryable) => q.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, JSON.stringify({ fixtureId, eventId })]);
  // A sync batch commits many events at once: followers need one reload per fixture, not one
  // NOTIFY (a round trip) per event.
  if (deferToBatchCommit(`live:${fixtureId}`, notify)) return;
  await notify(tx);
}

/** Whose stream a follower is. */
export interface StreamOwner {
  userId: string;
  tokenHash: string;
  clubId: string;
}

/** Which streams closeStreams ends: a user's (or several users'), optionally one session's or one club's. */
export interface StreamMatch {
  userId: string | string[];
  tokenHash?: string;
  /** Every session of the user but this one (a password change keeps the caller signed in). */
  exceptTokenHash?: string;
  clubId?: string;
}

/** Who a stream is for: the team's staff, or families (parents, players: no staff-only events). */
export type Audience = 'staff' | 'family';
export const AUDIENCES: readonly Audience[] = ['staff', 'family'];

export interface Follower {
  /** The same Buffer goes to every follower of a room: never modify it. */
  write(chunk: Buffer): boolean;
  /** Bytes queued but not yet sent. */
  buffered(): number;
  end(): void;
  owner?: StreamOwner;
  /** Absent: 'family', the view without staff-only events. */
  audience?: Audience;
}

const audienceOf = (f: Follower): Audience => f.audience ?? 'family';

/** One audience's current state and its serialized message. */
interface View {
  payload: LivePayload;
  chunk: Buffer;
}

type Views = Record<Audience, LivePayload>;

const matches = (o: StreamOwner | undefined, m: StreamMatch): boolean =>
  o !== undefined &&
  (typeof m.userId === 'string' ? o.userId === m.userId : m.userId.includes(o.userId)) &&
  (m.tokenHash === undefined || o.tokenHash === m.tokenHash) &&
  (m.exceptTokenHash === undefined || o.tokenHash !== m.exceptTokenHash) &&
  (m.clubId === undefined || o.clubId === m.clubId);

const isStreamMatch = (m: unknown): m is StreamMatch => {
  const x = m as StreamMatch | null;
  return typeof x === 'object' && x !== null && (typeof x.userId === 'string' || (Array.isArray(x.userId) && x.userId.every((u) => typeof u === 'string')));
};

interface Room {
  clubId: string;
  followers: Set<Follower>;
  views: Record<Audience, View> | null;
  loading: Promise<void> | null;
  dirty: boolean;
  /** The fixture no longer exists (or the hub stopped). */
  gone: boolean;
}

export const sseMessage = (p: LivePayload): string => `id: ${p.version}\nevent: state\ndata: ${JSON.stringify(p)}\n\n`;
const HEARTBEAT = Buffer.from(': heartbeat\n\n');
const GONE = Buffer.from('event: gone\ndata: {}\n\n');

export class LiveHub {
  private rooms = new Map<string, Room>();
  private stopListening: (() => Promise<void>) | null = null;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.db.listen(
      LIVE_CHANNEL,
      (payload) => this.onNotify(payload),
      // Notifications were lost while the connection was down: bring every room up to date.
      () => {
        for (const id of this.rooms.keys()) void this.refresh(id);
      },
    );
    this.heartbeat = setInterval(() => this.broadcastAll(HEARTBEAT), HEARTBEAT_SECONDS * 1000);
    this.heartbeat.unref();
  }

  /** Ends every stream (before the server closes, or it would wait for them) and stops listening. */
  async stop(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const room of this.rooms.values()) {
      room.gone = true;
      for (const f of room.followers) f.end();
    }
    this.rooms.clear();
    await this.stopListening?.();
    this.stopListening = null;
  }

  followerCount(fixtureId?: string): number {
    if (fixtureId) return this.rooms.get(fixtureId)?.followers.size ?? 0;
    let n = 0;
    for (const r of this.rooms.values()) n += r.followers.size;
    return n;
  }

  /** The audience's current state (from the room when someone follows, else read now). */
  async snapshot(clubId: string, fixtureId: string, audience: Audience = 'family'): Promise<LivePayload | null> {
    const room = this.rooms.get(fixtureId);
    if (room?.views) return room.views[audience].payload;
    return (await this.build(clubId, fixtureId))?.[audience] ?? null;
  }

  /**
   * Adds a follower: it gets the current state unless it already has this version
   * (Last-Event-ID), then every change. Returns the function that removes it.
   */
  async follow(clubId: string, fixtureId: string, f: Follower, lastEventId: string | undefined): Promise<() => void> {
    let room = this.rooms.get(fixtureId);
    if (!room) {
      room = { clubId, followers: new Set(), views: null, loading: null, dirty: false, gone: false };
      this.rooms.set(fixtureId, room);
    }
    if (!room.views) await this.refresh(fixtureId);
    if (room.gone) {
      f.write(GONE);
      f.end();
      return () => undefined;
    }
    // Its last follower left while this one waited: join a fresh room.
    if (this.rooms.get(fixtureId) !== room) return this.follow(clubId, fixtureId, f, lastEventId);
    // No await between the first write and joining the room, so no change can slip between.
    const view = room.views?.[audienceOf(f)];
    if (view && view.payload.version !== lastEventId) f.write(view.chunk);
    room.followers.add(f);
    return () => {
      room.followers.delete(f);
      if (room.followers.size === 0 && this.rooms.get(fixtureId) === room) this.rooms.delete(fixtureId);
    };
  }

  /** Ends this process's streams that match (their owner logged out, was revoked or removed); returns how many. */
  closeMatching(m: StreamMatch): number {
    let n = 0;
    for (const [fixtureId, room] of this.rooms) {
      for (const f of room.followers) {
        if (!matches(f.owner, m)) continue;
        room.followers.delete(f);
        f.end();
        n++;
      }
      if (room.followers.size === 0) this.rooms.delete(fixtureId);
    }
    return n;
  }

  private onNotify(raw: string): void {
    let message: { fixtureId?: unknown; close?: unknown };
    try {
      message = JSON.parse(raw) as typeof message;
    } catch {
      return;
    }
    if (isStreamMatch(message.close)) this.closeMatching(message.close);
    const fixtureId = message.fixtureId;
    if (typeof fixtureId === 'string' && this.rooms.has(fixtureId)) void this.refresh(fixtureId);
  }

  /** Reloads a room's state; calls during a reload make one more reload after it. */
  private refresh(fixtureId: string): Promise<void> {
    const room = this.rooms.get(fixtureId);
    if (!room) return Promise.resolve();
    if (room.loading) {
      room.dirty = true;
      return room.loading;
    }
    room.loading = (async () => {
      try {
        do {
          room.dirty = false;
          await this.reload(fixtureId, room);
        } while (room.dirty);
      } catch (err) {
        this.log.error({ err, fixtureId }, 'live state reload failed');
      } finally {
        room.loading = null;
      }
    })();
    return room.loading;
  }

  private async reload(fixtureId: string, room: Room): Promise<void> {
    // An unchanged version (a replayed PUT, a lifecycle write that changed nothing followers
    // see) is neither reduced nor sent again.
    const payloads = await this.build(room.clubId, fixtureId, room.views?.staff.payload.version);
    if (payloads === 'unchanged') return;
    if (!payloads) {
      // The fixture was removed: tell followers and end their streams.
      for (const f of room.followers) {
        f.write(GONE);
        f.end();
      }
      room.followers.clear();
      room.gone = true;
      if (this.rooms.get(fixtureId) === room) this.rooms.delete(fixtureId);
      return;
    }
    const before = room.views;
    const staff = { payload: payloads.staff, chunk: Buffer.from(sseMessage(payloads.staff)) };
    // Nothing staff-only in the match: families get the very same Buffer.
    const family = payloads.family === payloads.staff ? staff : { payload: payloads.family, chunk: Buffer.from(sseMessage(payloads.family)) };
    room.views = { staff, family };
    // An audience whose state did not change (families, after an injury) is sent nothing.
    for (const audience of AUDIENCES) {
      if (before?.[audience].payload.version !== room.views[audience].payload.version) this.broadcast(room, room.views[audience].chunk, audience);
    }
  }

  private build(clubId: string, fixtureId: string): Promise<Views | null>;
  private build(clubId: string, fixtureId: string, unlessVersion: string | undefined): Promise<Views | null | 'unchanged'>;
  /** Both audiences' states; 'unchanged' when the staff's version (every event) is `unlessVersion`. */
  private async build(clubId: string, fixtureId: string, unlessVersion?: string): Promise<Views | null | 'unchanged'> {
    const snap = await loadLiveSnapshot(this.db, clubId, fixtureId);
    if (!snap) return null;
    const versionOf = (events: readonly FixtureEvent[]) =>
      createHash('sha1')
        .update(JSON.stringify([snap.fixture, snap.setup, [...events].sort((a, b) => (a.id < b.id ? -1 : 1))]))
        .digest('base64url')
        .slice(0, 16);
    const version = versionOf(snap.events);
    if (version === unlessVersion) return 'unchanged';
    const now = Date.now();
    const payload = (events: FixtureEvent[], v: string): LivePayload => ({
      fixtureId,
      version: v,
      serverTime: new Date(now).toISOString(),
      fixture: snap.fixture,
      state: reduceMatch(events, snap.setup, { nowMs: now }),
    });
    const staff = payload(snap.events, version);
    const familyEvents = forFamilies(snap.events);
    const same = familyEvents.length === snap.events.length && familyEvents.every((e, i) => e === snap.events[i]);
    return { staff, family: same ? staff : payload(familyEvents, versionOf(familyEvents)) };
  }

  /** To every follower, or only to one audience's. */
  private broadcast(room: Room, chunk: Buffer, audience?: Audience): void {
    for (const f of room.followers) {
      if (audience && audienceOf(f) !== audience) continue;
      if (f.buffered() > MAX_BUFFERED) {
        room.followers.delete(f);
        f.end();
      } else f.write(chunk);
    }
  }

  private broadcastAll(chunk: Buffer): void {
    for (const room of this.rooms.values()) this.broadcast(room, chunk);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    liveHub: LiveHub;
    /**
     * Ends the live streams of a user (or users), optionally only one session's or one club's:
     * call after the logout, revocation or removal has committed. Never throws: a failed
     * notification is logged (this process's streams are closed already).
     */
    closeStreams(m: StreamMatch): Promise<void>;
  }
}

export default fp(async (app) => {
  const hub = new LiveHub(app.db, app.log);
  app.decorate('liveHub', hub);
  app.decorate('closeStreams', async (m: StreamMatch) => {
    const notify = (q: Queryable) => q.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, JSON.stringify({ close: m })]);
    // In a sync batch the change commits with the batch: close then, and only if it commits.
    if (deferToBatchCommit(`live-close:${JSON.stringify(m)}`, notify)) return;
    hub.closeMatching(m);
    // Other API processes hold streams too; this one hears it back and finds nothing left to close.
    await notify(app.db).catch((err: unknown) => app.log.warn({ err }, 'live stream close notification failed'));
  });
  app.addHook('onReady', () => hub.start());
  // Open streams would keep the server from closing.
  app.addHook('preClose', () => hub.stop());
  await app.register(liveRoutes, { prefix: '/api/v1/fixture' });
});
