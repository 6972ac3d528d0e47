// The checks of recordings.ts (checkMedia) on a file on disk, without reading it whole: a 200 MB
// phone video must not be held in memory to find its tracks. ISO BMFF is walked box by box with
// small reads, and only 'ftyp' and 'moov' (the movie's description, kilobytes to a few MB) are
// read in full; the walk then runs on those boxes and a one-byte stand-in for 'mdat'. Matroska
// keeps Tracks near the start: its first 8 MB are walked, with the file's length.
import { open, type FileHandle } from 'node:fs/promises';
import type { RecordingQuery } from '../../../src/domain/session/recording';
import { isoBmffTracks } from '../iso-bmff';
import { EBML, matroskaTracks } from '../matroska';
import { sniffMedia } from '../media-signature';
import { badFile } from '../recordings';
import type { SessionKind } from '../session-kind';
import type { Tracks } from '../video-structure';

const MATROSKA_PREFIX = 8 * 1024 * 1024;
/** A movie box larger than this is not a phone's: the walk stops there (as at a box that does not fit). */
const MOOV_MAX = 64 * 1024 * 1024;
const BOX_TYPE = /^[\x20-\x7e\xa9]{4}$/;

async function read(f: FileHandle, at: number, length: number): Promise<Buffer> {
  const b = Buffer.alloc(length);
  const { bytesRead } = await f.read(b, 0, length, at);
  return b.subarray(0, bytesRead);
}

const box = (type: string, payload: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + payload.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, payload]);
};

/** The top-level boxes that matter, read from the file by their sizes (the rules of iso-bmff.ts). */
async function isoBmffFromFile(f: FileHandle, size: number): Promise<Tracks | null> {
  const kept: Buffer[] = [];
  for (let at = 0; at + 8 <= size; ) {
    const h = await read(f, at, 16);
    if (h.length < 8) break;
    const type = h.toString('latin1', 4, 8);
    let boxSize = h.readUInt32BE(0);
    let header = 8;
    if (boxSize === 1) {
      if (h.length < 16) break;
      const large = h.readBigUInt64BE(8);
      if (large > BigInt(size - at)) break;
      boxSize = Number(large);
      header = 16;
    } else if (boxSize === 0) boxSize = size - at;
    if (!BOX_TYPE.test(type) || boxSize < header || at + boxSize > size) break;
    if (type === 'moov' || type === 'ftyp') {
      if (boxSize > MOOV_MAX) break;
      kept.push(box(type, await read(f, at + header, boxSize - header)));
    } else if (type === 'mdat' && boxSize > header) kept.push(box('mdat', Buffer.from([0])));
    at += boxSize;
  }
  return isoBmffTracks(Buffer.concat(kept));
}

/** The tracks of a video container on disk; null when it is not a well-formed MP4/MOV/3GP or WebM. */
export async function stagedTracks(file: string, size: number): Promise<Tracks | null> {
  const f = await open(file, 'r');
  try {
    const head = await read(f, 0, 12);
    if (head.length >= 8 && head.toString('latin1', 4, 8) === 'ftyp') return await isoBmffFromFile(f, size);
    if (head.length >= 4 && head.readUInt32BE(0) === EBML) return matroskaTracks(await read(f, 0, Math.min(size, MATROSKA_PREFIX)), size);
    return null;
  } finally {
    await f.close();
  }
}

/** The first bytes' verdict (the upload's first chunk): the refusal's message, or null. */
export function checkHead(head: Buffer, kind: RecordingQuery['kind'], session: SessionKind): string | null {
  const media = sniffMedia(head);
  const fits = media && (kind === 'video' ? media.video : media.audio);
  return fits ? null : badFile(kind, session).message;
}

/** checkMedia for a whole upload on disk: the type to serve it as, or throws the 400 of a bad file. */
export async function checkStagedMedia(file: string, size: number, kind: RecordingQuery['kind'], session: SessionKind): Promise<string> {
  const f = await open(file, 'r');
  const head = await read(f, 0, 64).finally(() => f.close());
  const media = sniffMedia(head);
  if (!media) throw badFile(kind, session);
  const container = media.mime === 'video/mp4' || media.mime === 'video/quicktime' || media.mime === 'video/3gpp' || media.mime === 'video/webm';
  const tracks = container ? await stagedTracks(file, size) : null;
  if (kind === 'video' ? !(media.video && tracks?.video) : !media.audio) throw badFile(kind, session);
  if (kind !== 'video' && media.mime.startsWith('video/') && tracks && !tracks.video) return media.mime.replace('video/', 'audio/');
  return media.mime;
}
