// The whole-file video check of a staged upload (server/lib/uploads/staged-media.ts) reads only
// what it needs from the disk; it must agree with the in-memory walk (video-structure.ts) on every
// shape phones and browsers record, and refuse what that refuses.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stagedTracks } from '../../../server/lib/uploads/staged-media';
import { readVideoStructure } from '../../../server/lib/video-structure';
import { box, fragmentedMp4, mov, mp4, webm, webmKnownSizes, webmLongCluster } from '../../support/video-bytes';

let dir: string;
beforeAll(async () => void (dir = await mkdtemp(path.join(tmpdir(), 'staged-media-'))));
afterAll(() => rm(dir, { recursive: true, force: true }));

const onDisk = async (name: string, b: Buffer) => {
  const file = path.join(dir, name);
  await writeFile(file, b);
  return stagedTracks(file, b.length);
};

describe('staged video check', () => {
  const shapes: [string, () => Buffer][] = [
    ['mp4, movie last', () => mp4()],
    ['mp4, faststart', () => mp4({ faststart: true })],
    ['mp4, sound only', () => mp4({ tracks: ['soun'] })],
    ['mov', mov],
    ['fragmented mp4', fragmentedMp4],
    ['webm (unknown sizes)', () => webm()],
    ['webm (known sizes)', webmKnownSizes],
    ['ftyp then zeros', () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(3000)])],
    ['EBML then zeros', () => Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(996)])],
  ];
  it.each(shapes)('agrees with the in-memory walk on %s', async (name, make) => {
    const b = make();
    const want = readVideoStructure(b);
    expect(await onDisk(name.replace(/\W+/g, '-'), b)).toEqual(want ? { video: want.video, audio: want.audio } : null);
  });

  it('finds the tracks of a large MP4 without reading its data, and of a WebM past its first megabytes', async () => {
    const big = Buffer.concat([mp4(), box('free', Buffer.alloc(12 * 1024 * 1024))]);
    expect(await onDisk('big.mp4', big)).toEqual({ video: true, audio: true });
    // Its first Cluster (known size) runs past the 8 MB read: it counts, as the in-memory walk says.
    const longWebm = webmLongCluster(10 * 1024 * 1024);
    expect(readVideoStructure(longWebm)).toMatchObject({ video: true, audio: true });
    expect(await onDisk('long.webm', longWebm)).toEqual({ video: true, audio: true });
    // Cut short (the Cluster claims more than the file holds): refused, as in memory.
    const cut = longWebm.subarray(0, 9 * 1024 * 1024);
    expect(readVideoStructure(cut)).toBeNull();
    expect(await onDisk('cut.webm', cut)).toBeNull();
  });
});
