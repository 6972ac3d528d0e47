// ISO BMFF (MP4, MOV, 3GP; Safari's fragmented MP4 too), walked by box sizes for
// video-structure.ts: the top-level boxes must include a whole 'moov' with at least one track
// (its kind from moov/trak/mdia/hdlr) and an 'mdat' holding bytes. A walk stops at the first box
// that does not fit (zeros, a size past the end): what comes before it is all that counts.
import type { Tracks } from './video-structure';

interface Box {
  type: string;
  /** Where its payload starts (after the header) and where the box ends. */
  start: number;
  end: number;
}

// Box types are four printable characters (Apple also uses '©'); zeros are not a box.
const BOX_TYPE = /^[\x20-\x7e\xa9]{4}$/;

/** The boxes from start to end, walked by their sizes; stops at the first one that does not fit. */
function* boxes(b: Buffer, start: number, end: number): Generator<Box> {
  let at = start;
  while (at + 8 <= end) {
    const type = b.toString('latin1', at + 4, at + 8);
    let size = b.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      // A 64-bit size follows the type.
      if (at + 16 > end) return;
      const large = b.readBigUInt64BE(at + 8);
      if (large > BigInt(end - at)) return;
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = end - at; // "to the end of the file"
    }
    if (!BOX_TYPE.test(type) || size < header || at + size > end) return;
    yield { type, start: at + header, end: at + size };
    at += size;
  }
}

const child = (b: Buffer, parent: Box, type: string) => [...boxes(b, parent.start, parent.end)].find((x) => x.type === type);

/** The kinds of the movie's tracks when the file walks as ISO BMFF with a movie and its data; else null. */
export function isoBmffTracks(b: Buffer): Tracks | null {
  let tracks: Tracks | null = null;
  let data = false;
  for (const box of boxes(b, 0, b.length)) {
    if (box.type === 'moov') tracks = movieTracks(b, box) ?? tracks;
    else if (box.type === 'mdat' && box.end > box.start) data = true;
  }
  return data ? tracks : null;
}

/** The kinds of the movie's tracks, from each moov/trak/mdia/hdlr; null when it has none. */
function movieTracks(b: Buffer, moov: Box): Tracks | null {
  const found: Tracks = { video: false, audio: false };
  let any = false;
  for (const trak of boxes(b, moov.start, moov.end)) {
    if (trak.type !== 'trak') continue;
    const mdia = child(b, trak, 'mdia');
    const hdlr = mdia && child(b, mdia, 'hdlr');
    // hdlr: version and flags (4), pre_defined or QuickTime's component type (4), handler type (4).
    if (!hdlr || hdlr.end - hdlr.start < 12) continue;
    const handler = b.toString('latin1', hdlr.start + 8, hdlr.start + 12);
    any = true;
    if (handler === 'vide') found.video = true;
    if (handler === 'soun') found.audio = true;
  }
  return any ? found : null;
}
