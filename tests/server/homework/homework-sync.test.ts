// A coach challenge set offline, then answered offline with a video, reaches the server exactly
// once (issue 22 item 1): the app's own data module writes through localWrite and the outbox (the
// file as a blob entry, challenge-files.ts); the real engine and transport send to the real
// server in-process after no signal, an app restart and a lost answer to the file's upload; the
// server holds the file once, bytes identical; the coach's mark then reaches the server.
import 'fake-indexeddb/auto';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSharedDb, type TouchlineDb } from '../../../src/db/database';
import { addDays } from '../../../src/domain/practice/practice-days';
import { answerChallenge, markChallenge, setChallenge } from '../../../src/features/homework/data/homework';
import { createSyncEngine } from '../../../src/sync/engine';
import { createDrainLock } from '../../../src/sync/lock';
import { createHttpTransport } from '../../../src/sync/transport';
import { answerKey } from '../../../server/areas/homework/answer-file';
import { DB_KINDS } from '../../support/test-db';
import { createTestApp, type TestApp } from '../../support/test-app';
import { mp4 } from '../../support/video-bytes';
import { freshDb, signIn } from '../sync/harness';
import { buildWorld, type World } from '../sync/world';

const today = new Date().toISOString().slice(0, 10);

describe.each(DB_KINDS)('coach challenges through the outbox on %s', (kind) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await buildWorld(t.db);
  });
  afterAll(async () => t?.close());

  /** fetch over inject (query strings and binary bodies kept), with no signal or a lost file answer on demand. */
  function net() {
    const jar = new Map<string, string>();
    const state = { down: false, loseFileAnswers: 0, filePuts: 0 };
    const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (state.down) throw new TypeError('Failed to fetch');
      const url = new URL(String(input));
      const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
      if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      const body = init.body instanceof ArrayBuffer ? Buffer.from(init.body) : (init.body as string | undefined);
      const res = await t.app.inject({ method: (init.method ?? 'GET') as 'GET', url: url.pathname + url.search, headers, payload: body });
      for (const c of res.cookies) jar.set(c.name, c.value);
      if (url.pathname.endsWith('/upload/file')) {
        state.filePuts += 1;
        if (state.loseFileAnswers > 0) {
          state.loseFileAnswers -= 1;
          throw new TypeError('Failed to fetch');
        }
      }
      const out = new Headers();
      for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') out.set(k, v);
      return new Response(res.statusCode === 204 ? null : res.body, { status: res.statusCode, headers: out });
    }) as typeof globalThis.fetch;
    return { fetch, state };
  }

  async function device(who: { id: string; token: string }) {
    const db: TouchlineDb = freshDb();
    await signIn(db, who, w.clubId);
    const n = net();
    const make = () => createSyncEngine({ db, transport: createHttpTransport({ fetch: n.fetch, baseUrl: 'http://localhost', timeoutMs: 2000 }), lock: createDrainLock(db, { locks: null }), random: () => 0.5 });
    return { db, state: n.state, engine: make(), restart: make };
  }

  it('set offline, answered offline with a video, the app restarted, a file answer lost: on the server once, then marked', async () => {
    // The coach sets it pitch-side with no signal.
    const coach = await device(w.coach);
    setSharedDb(coach.db);
    coach.state.down = true;
    const id = await setChallenge(
      { clubId: w.clubId, team: { id: w.teamId, name: 'U14' }, players: [{ id: w.player.id, name: 'Player Test' }], title: 'Keepy-ups', coreSkill: 'Ball mastery', instructions: '50 in a row', dueDay: addDays(today, 5), marking: 'video', demo: null },
      w.coach.id,
      true,
    );
    expect((await coach.engine.drain()).remaining).toBe(1);
    expect(await t.db.query('SELECT 1 FROM homework WHERE id = $1', [id])).toHaveLength(0);
    coach.state.down = false;
    expect(await coach.engine.drain({ ignoreBackoff: true })).toMatchObject({ remaining: 0 });
    expect(await t.db.query('SELECT state FROM homework_entries WHERE homework_id = $1', [id])).toEqual([{ state: 'not_uploaded' }]);

    // The player's device gets the challenge (as a pull would), then answers with no signal.
    const player = await device(w.player);
    setSharedDb(player.db);
    await player.db.homework.put((await coach.db.homework.get(id))!);
    player.state.down = true;
    const video = mp4();
    const file = new File([new Uint8Array(video)], 'keepy-ups.mp4', { type: 'video/mp4' });
    await answerChallenge((await player.db.homework.get(id))!, w.player.id, { file, minutes: 25, thoughts: 'Got to 38' });
    expect(await player.db.outbox.count()).toBe(2);
    expect(await player.db.recordingBlobs.count()).toBe(1);
    expect((await player.db.homework.get(id))!.entries[0]).toMatchObject({ state: 'awaiting_grading', minutes: 25 });
    await player.engine.drain();

    // Killed and started again; signal back; the file's answer lost once (the server stored it).
    player.restart();
    player.state.down = false;
    player.state.loseFileAnswers = 1;
    await player.engine.drain({ ignoreBackoff: true });
    const report = await player.engine.drain({ ignoreBackoff: true });
    expect(report).toMatchObject({ remaining: 0 });
    expect(player.state.filePuts).toBe(2);
    expect(await player.db.outbox.count()).toBe(0);
    expect(await player.db.recordingBlobs.count()).toBe(0);
    const rows = await t.db.query<{ state: string; minutes: number; answer_size: number | string }>('SELECT state, minutes, answer_size FROM homework_entries WHERE homework_id = $1', [id]);
    expect(rows).toEqual([{ state: 'awaiting_grading', minutes: 25, answer_size: expect.anything() }]);
    expect(Number(rows[0]!.answer_size)).toBe(video.length);
    expect([...(await buffer((await t.app.storage.get(answerKey(id, w.player.id)))!))]).toEqual([...video]);
    // The server's answer is the device's row.
    expect((await player.db.homework.get(id))!.entries[0]).toMatchObject({ state: 'awaiting_grading', answerMime: 'video/mp4', minutes: 25, thoughts: 'Got to 38' });

    // The coach marks it (their device has the answer as a pull would bring it).
    setSharedDb(coach.db);
    await coach.db.homework.put((await player.db.homework.get(id))!);
    await markChallenge((await coach.db.homework.get(id))!, w.player.id, w.coach.id, { rating: 5, grade: 'A', feedback: 'Lovely touch' });
    expect(await coach.engine.drain({ ignoreBackoff: true })).toMatchObject({ remaining: 0 });
    expect(await t.db.query('SELECT state, grade, rating FROM homework_entries WHERE homework_id = $1', [id])).toEqual([{ state: 'marked', grade: 'A', rating: 5 }]);
  });
});
