// entriesBySeq: the engine's and the queue read's read of entries by seq. Same answer whichever
// way it reads (one by one, or one range read for many close seqs), in the order asked.
import { describe, expect, it, vi } from 'vitest';
import { TouchlineDb } from '../../src/db/database';
import { entriesBySeq } from '../../src/db/outbox-read';
import { localWrite } from '../../src/db/write';

const actor = { userId: 'u-1', clubId: 'c-1' };
const write = (db: TouchlineDb, n: number) =>
  localWrite(
    [{ table: 'trainingAttendance', put: { trainingId: `s-${n}`, playerId: 'p-1', status: 'coming', shownUp: null, updatedAt: new Date().toISOString() } }],
    { method: 'PUT', path: `/api/v1/training/c-1/s-${n}/attendance/player`, body: { playerId: 'p-1', status: 'coming', n }, stream: `training:s-${n}`, describe: { action: 'training.attendance' } },
    { db, actor },
  );

describe('entriesBySeq', () => {
  it('answers the entries asked for, in that order, undefined where gone, with one range read for many close seqs', async () => {
    const db = new TouchlineDb(`read-${Math.random()}`);
    const entries = [];
    for (let i = 0; i < 30; i++) entries.push(await write(db, i));
    const seqs = entries.map((e) => e.seq!);
    await db.outbox.bulkDelete([seqs[3]!, seqs[20]!]);
    const where = vi.spyOn(db.outbox, 'where');
    const bulkGet = vi.spyOn(db.outbox, 'bulkGet');

    // Many, close together, some gone, asked out of order: one range read.
    const asked = [...seqs.slice(0, 25)].reverse();
    const got = await entriesBySeq(db, asked);
    expect(got.map((e) => e?.body.n ?? null)).toEqual(asked.map((s) => (s === seqs[3] || s === seqs[20] ? null : seqs.indexOf(s))));
    expect(where).toHaveBeenCalledTimes(1);
    expect(bulkGet).not.toHaveBeenCalled();

    // Few: one by one. Far apart (most of the range not asked for): one by one.
    expect((await entriesBySeq(db, [seqs[5]!, seqs[1]!])).map((e) => e?.body.n)).toEqual([5, 1]);
    const far = [seqs[0]!, seqs[29]!, ...Array.from({ length: 8 }, (_, i) => 10_000 + i)];
    expect((await entriesBySeq(db, far)).map((e) => e?.body.n ?? null)).toEqual([0, 29, ...Array(8).fill(null)]);
    expect(bulkGet).toHaveBeenCalledTimes(2);
    expect(where).toHaveBeenCalledTimes(1);
  });
});
