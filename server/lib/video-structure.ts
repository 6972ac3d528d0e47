// Whether a video file is built like one, walked by its own sizes. The first bytes alone
// (media-signature.ts) let a magic number followed by zeros through, and the browser's player
// then cannot play it. file-type (a dependency) also only reads the first bytes, so the walk is
// here. Only the containers a browser plays are walked; anything else is not a playable video.
// ISO BMFF (MP4, MOV, 3GP) in iso-bmff.ts, Matroska/WebM in matroska.ts.
import { isoBmffTracks } from './iso-bmff';
import { EBML, matroskaTracks } from './matroska';

export interface VideoStructure {
  container: 'iso-bmff' | 'matroska';
  /** A track of moving pictures ('vide' handler, TrackType 1). */
  video: boolean;
  /** A sound track ('soun' handler, TrackType 2). */
  audio: boolean;
}

export type Tracks = Omit<VideoStructure, 'container'>;

/** What the walk finds in a file: null when it is not a well-formed MP4/MOV/3GP or WebM/Matroska. */
export function readVideoStructure(b: Buffer): VideoStructure | null {
  if (b.length >= 8 && b.toString('latin1', 4, 8) === 'ftyp') {
    const tracks = isoBmffTracks(b);
    return tracks && { container: 'iso-bmff', ...tracks };
  }
  if (b.length >= 4 && b.readUInt32BE(0) === EBML) {
    const tracks = matroskaTracks(b);
    return tracks && { container: 'matroska', ...tracks };
  }
  return null;
}
