// Small, structurally valid video files built from bytes (no ffmpeg on the machines), shaped like
// what phones and browsers record, for the server's video checks: MP4 with the movie before or
// after its data, QuickTime MOV, Safari's fragmented MP4, MediaRecorder's WebM (Segment and
// Clusters of unknown size) and a WebM with every size known (as muxers write after the fact).
// Their frames are filler: the checks walk the container, they do not decode.

// ---- ISO BMFF --------------------------------------------------------------------------------

export function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

const u32 = (...values: number[]) => Buffer.concat(values.map((v) => Buffer.from([v >>> 24, (v >>> 16) & 255, (v >>> 8) & 255, v & 255])));
const fullBox = (type: string, body: Buffer) => box(type, u32(0), body);

function ftyp(brand: string): Buffer {
  return box('ftyp', Buffer.from(brand, 'latin1'), u32(0x200), Buffer.from(`${brand}mp41`, 'latin1'));
}

/** A track whose handler says what it holds ('vide' or 'soun'); QuickTime names the component 'mhlr'. */
function trak(handler: 'vide' | 'soun', quickTime = false): Buffer {
  const hdlr = fullBox('hdlr', Buffer.concat([Buffer.from(quickTime ? 'mhlr' : '\0\0\0\0', 'latin1'), Buffer.from(handler, 'latin1'), Buffer.alloc(12), Buffer.from('Track\0', 'latin1')]));
  const stbl = box('stbl', fullBox('stsd', u32(0)), fullBox('stts', u32(0)), fullBox('stsc', u32(0)), fullBox('stsz', u32(0, 0)), fullBox('stco', u32(0)));
  const minf = box('minf', handler === 'vide' ? fullBox('vmhd', Buffer.alloc(8)) : fullBox('smhd', Buffer.alloc(4)), stbl);
  return box('trak', fullBox('tkhd', Buffer.alloc(80)), box('mdia', fullBox('mdhd', Buffer.alloc(20)), hdlr, minf));
}

const moov = (tracks: Buffer[], ...more: Buffer[]) => box('moov', fullBox('mvhd', Buffer.alloc(96)), ...tracks, ...more);
const mdat = (bytes = 2048) => box('mdat', Buffer.alloc(bytes, 0x5a));

/** An MP4 as a phone or camera writes it: ftyp, moov (after the data unless faststart), mdat. */
export function mp4({ faststart = false, tracks = ['vide', 'soun'] as ('vide' | 'soun')[] } = {}): Buffer {
  const movie = moov(tracks.map((h) => trak(h)));
  return Buffer.concat(faststart ? [ftyp('isom'), movie, mdat()] : [ftyp('isom'), box('free'), mdat(), movie]);
}

/** An iPhone-style QuickTime movie: ftyp 'qt  ', a 'wide' atom, the data, then the movie. */
export function mov(): Buffer {
  return Buffer.concat([ftyp('qt  '), box('wide'), mdat(), moov([trak('vide', true), trak('soun', true)])]);
}

/** Safari's MediaRecorder MP4: the movie (with mvex) first, then fragments of moof + mdat. */
export function fragmentedMp4(): Buffer {
  const fragment = () => [box('moof', fullBox('mfhd', u32(1)), box('traf', fullBox('tfhd', u32(1)))), mdat(512)];
  return Buffer.concat([ftyp('iso5'), moov([trak('vide')], box('mvex', fullBox('trex', Buffer.alloc(20)))), ...fragment(), ...fragment()]);
}

// ---- Matroska / WebM -------------------------------------------------------------------------

const UNKNOWN = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);

function idBytes(id: number): Buffer {
  const bytes: number[] = [];
  for (let v = id; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 255);
  return Buffer.from(bytes);
}

/** An EBML element of known size (the size written in 8 bytes, as muxers often do). */
export function el(id: number, ...data: Buffer[]): Buffer {
  const body = Buffer.concat(data);
  const size = Buffer.alloc(8);
  size.writeUInt32BE(body.length, 4);
  size[0] = 0x01;
  return Buffer.concat([idBytes(id), size, body]);
}

const unknownSized = (id: number, ...data: Buffer[]) => Buffer.concat([idBytes(id), UNKNOWN, ...data]);
const uint = (id: number, v: number) => el(id, Buffer.from([v]));
const str = (id: number, s: string) => el(id, Buffer.from(s, 'latin1'));

export function ebmlHeader(docType = 'webm'): Buffer {
  return el(0x1a45dfa3, uint(0x4286, 1), uint(0x42f7, 1), uint(0x42f2, 4), uint(0x42f3, 8), str(0x4282, docType), uint(0x4287, 4), uint(0x4285, 2));
}

const info = () => el(0x1549a966, el(0x2ad7b1, Buffer.from([0x0f, 0x42, 0x40])), str(0x4d80, 'Chrome'), str(0x5741, 'Chrome'));
/** Tracks with one TrackEntry per type: 1 video (VP8, 320x240), 2 audio (Opus). */
export function tracks(...types: (1 | 2)[]): Buffer {
  const entry = (type: 1 | 2, n: number) =>
    el(0xae, uint(0xd7, n), uint(0x73c5, n), uint(0x83, type), str(0x86, type === 1 ? 'V_VP8' : 'A_OPUS'), type === 1 ? el(0xe0, el(0xb0, Buffer.from([0x01, 0x40])), el(0xba, Buffer.from([0x00, 0xf0]))) : el(0xe1, uint(0x9f, 1)));
  return el(0x1654ae6b, ...types.map((t, i) => entry(t, i + 1)));
}
const simpleBlock = (track: number) => el(0xa3, Buffer.from([0x80 | track, 0, 0, 0x80]), Buffer.alloc(300, 0x33));
const clusterChildren = (ms: number) => [el(0xe7, Buffer.from([ms >> 8, ms & 255])), simpleBlock(1), simpleBlock(2)];

/** What MediaRecorder writes: a Segment and Clusters of unknown size, Tracks before the first Cluster. */
export function webm({ types = [1, 2] as (1 | 2)[], docType = 'webm' } = {}): Buffer {
  return Buffer.concat([ebmlHeader(docType), unknownSized(0x18538067, info(), tracks(...types), unknownSized(0x1f43b675, ...clusterChildren(0)), unknownSized(0x1f43b675, ...clusterChildren(1000)))]);
}

/** A WebM with every size known, a SeekHead and Void first and Cues last (as a muxer writes it). */
export function webmKnownSizes(): Buffer {
  const seekHead = el(0x114d9b74, el(0x4dbb, el(0x53ab, idBytes(0x1654ae6b)), el(0x53ac, Buffer.from([0, 0]))));
  const cues = el(0x1c53bb6b, el(0xbb, uint(0xb3, 0), el(0xb7, uint(0xf7, 1), uint(0xf1, 0))));
  return Buffer.concat([ebmlHeader('webm'), el(0x18538067, seekHead, el(0xec, Buffer.alloc(40)), info(), tracks(1, 2), el(0x1f43b675, ...clusterChildren(0)), cues)]);
}

/** A WebM with every size known whose first Cluster holds `bytes` of frames (a long recording). */
export function webmLongCluster(bytes: number): Buffer {
  return Buffer.concat([ebmlHeader('webm'), el(0x18538067, info(), tracks(1, 2), el(0x1f43b675, el(0xe7, Buffer.from([0, 0])), el(0xa3, Buffer.from([0x81, 0, 0, 0x80]), Buffer.alloc(bytes, 0x33))))]);
}
