// Matroska/WebM (MediaRecorder in Chrome and Firefox), walked by element sizes for
// video-structure.ts: an EBML header with DocType webm or matroska, then a Segment holding Tracks
// (with at least one TrackEntry) and a Cluster. MediaRecorder writes the Segment and its Clusters
// with an "unknown" size, so a Cluster of unknown size is walked through its children.
import type { Tracks } from './video-structure';

export const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const TRACK_TYPE = 0x83;
const CLUSTER = 0x1f43b675;
const VOID = 0xec;
const CRC32 = 0xbf;
// What a Cluster may hold: Timestamp, SilentTracks, Position, PrevSize, SimpleBlock, BlockGroup,
// EncryptedBlock, Void, CRC-32. Anything else ends a Cluster of unknown size.
const CLUSTER_CHILDREN = new Set([0xe7, 0x5854, 0xa7, 0xab, 0xa3, 0xa0, 0xaf, VOID, CRC32]);

interface Element {
  id: number;
  /** Where its data starts; its size in bytes, or null for "unknown" (runs until its parent ends). */
  start: number;
  size: number | null;
}

/** The length in bytes of the variable-size integer whose first byte this is (0 when invalid). */
const vintLength = (first: number) => (first === 0 ? 0 : Math.clz32(first) - 23);

/** The element at `at`, or null when its header is malformed or runs past `end`. */
function element(b: Buffer, at: number, end: number): Element | null {
  if (at >= end) return null;
  const idLength = vintLength(b[at]!);
  if (idLength === 0 || idLength > 4 || at + idLength >= end) return null;
  let id = 0;
  for (let i = 0; i < idLength; i++) id = id * 256 + b[at + i]!;
  const sizeAt = at + idLength;
  const sizeLength = vintLength(b[sizeAt]!);
  if (sizeLength === 0 || sizeAt + sizeLength > end) return null;
  const mask = 0xff >> sizeLength;
  let size = b[sizeAt]! & mask;
  let unknown = size === mask;
  for (let i = 1; i < sizeLength; i++) {
    size = size * 256 + b[sizeAt + i]!;
    unknown &&= b[sizeAt + i] === 0xff;
  }
  return { id, start: sizeAt + sizeLength, size: unknown ? null : size };
}

/** The children of a known-size element, each of known size within it; stops at the first that is not. */
function* children(b: Buffer, start: number, end: number): Generator<Element & { size: number }> {
  let at = start;
  for (let e = element(b, at, end); e && e.size !== null && e.start + e.size <= end; e = element(b, at, end)) {
    yield { ...e, size: e.size };
    at = e.start + e.size;
  }
}

const uint = (b: Buffer, e: { start: number; size: number }) => (e.size >= 1 && e.size <= 6 ? b.readUIntBE(e.start, e.size) : -1);

/**
 * The kinds of the tracks when the file walks as WebM/Matroska with Tracks and a Cluster; else null.
 * `total`: the file's length when `b` is only its beginning (a resumable upload is checked from
 * its first megabytes): a Cluster that starts there and fits in the file counts.
 */
export function matroskaTracks(b: Buffer, total = b.length): Tracks | null {
  const header = element(b, 0, b.length);
  if (!header || header.id !== EBML || header.size === null || header.start + header.size > b.length) return null;
  const docType = [...children(b, header.start, header.start + header.size)].find((e) => e.id === DOC_TYPE);
  const name = docType && b.toString('latin1', docType.start, docType.start + docType.size).replace(/\0+$/, '');
  if (name !== 'webm' && name !== 'matroska') return null;

  // The Segment follows, perhaps after Void or CRC-32 padding.
  let at = header.start + header.size;
  let segment = element(b, at, b.length);
  while (segment && (segment.id === VOID || segment.id === CRC32) && segment.size !== null) {
    at = segment.start + segment.size;
    segment = element(b, at, b.length);
  }
  if (!segment || segment.id !== SEGMENT) return null;
  // A Segment larger than the file: a recording cut short; what it holds so far is walked.
  const end = segment.size === null ? b.length : Math.min(b.length, segment.start + segment.size);
  const fileEnd = segment.size === null ? total : Math.min(total, segment.start + segment.size);

  let tracks: Tracks | null = null;
  let cluster = false;
  at = segment.start;
  while (!(tracks && cluster)) {
    const e = element(b, at, end);
    if (!e) break;
    if (e.size === null) {
      if (e.id !== CLUSTER) break;
      cluster = true;
      at = unknownClusterEnd(b, e.start, end);
      continue;
    }
    if (e.start + e.size > end) {
      if (e.id === CLUSTER && b.length < total && e.start + e.size <= fileEnd) cluster = true;
      break;
    }
    if (e.id === TRACKS) tracks = trackKinds(b, e.start, e.start + e.size);
    else if (e.id === CLUSTER) cluster = true;
    at = e.start + e.size;
  }
  return cluster ? tracks : null;
}

/** Where a Cluster of unknown size ends: at its first element that a Cluster cannot hold. */
function unknownClusterEnd(b: Buffer, start: number, end: number): number {
  let at = start;
  for (const e of children(b, start, end)) {
    if (!CLUSTER_CHILDREN.has(e.id)) break;
    at = e.start + e.size;
  }
  return at;
}

/** The kinds of the TrackEntries in Tracks; null when it has none. */
function trackKinds(b: Buffer, start: number, end: number): Tracks | null {
  const found: Tracks = { video: false, audio: false };
  let any = false;
  for (const entry of children(b, start, end)) {
    if (entry.id !== TRACK_ENTRY) continue;
    any = true;
    const type = [...children(b, entry.start, entry.start + entry.size)].find((e) => e.id === TRACK_TYPE);
    const kind = type ? uint(b, type) : -1;
    if (kind === 1) found.video = true;
    if (kind === 2) found.audio = true;
  }
  return any ? found : null;
}
