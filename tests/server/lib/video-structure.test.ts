// The video check walks the container by its own sizes: files that only start like a video (the
// tester's magic number then zeros) are refused; files shaped like what phones and browsers
// record pass, with their kinds of track.
import { describe, expect, it } from 'vitest';
import { readVideoStructure } from '../../../server/lib/video-structure';
import { box, ebmlHeader, el, fragmentedMp4, mov, mp4, tracks, webm, webmKnownSizes } from '../../support/video-bytes';

const both = { video: true, audio: true };

describe('video structure', () => {
  it('accepts MP4 (movie after or before the data), MOV, fragmented MP4 and 64-bit sizes', () => {
    expect(readVideoStructure(mp4())).toEqual({ container: 'iso-bmff', ...both });
    expect(readVideoStructure(mp4({ faststart: true }))).toEqual({ container: 'iso-bmff', ...both });
    expect(readVideoStructure(mov())).toEqual({ container: 'iso-bmff', ...both });
    expect(readVideoStructure(fragmentedMp4())).toEqual({ container: 'iso-bmff', video: true, audio: false });
    // The data box with a 64-bit size (size 1, then the real size after the type), as long recordings have.
    const file = mp4({ faststart: true });
    const at = file.indexOf('mdat') - 4;
    const data = file.subarray(at + 8);
    const large = Buffer.alloc(16);
    large.writeUInt32BE(1);
    large.write('mdat', 4, 'latin1');
    large.writeBigUInt64BE(BigInt(16 + data.length), 8);
    expect(readVideoStructure(Buffer.concat([file.subarray(0, at), large, data]))?.video).toBe(true);
    // A last box of size 0 runs to the end of the file.
    const toEnd = Buffer.from(file);
    toEnd.writeUInt32BE(0, at);
    expect(readVideoStructure(toEnd)?.video).toBe(true);
  });

  it('accepts WebM as MediaRecorder writes it (unknown sizes), with known sizes, and Matroska', () => {
    expect(readVideoStructure(webm())).toEqual({ container: 'matroska', ...both });
    expect(readVideoStructure(webm({ types: [1] }))).toEqual({ container: 'matroska', video: true, audio: false });
    expect(readVideoStructure(webmKnownSizes())).toEqual({ container: 'matroska', ...both });
    expect(readVideoStructure(webm({ docType: 'matroska' }))?.video).toBe(true);
    // A recording cut short inside a Cluster still has what a player needs before the cut.
    expect(readVideoStructure(webm().subarray(0, webm().length - 100))?.video).toBe(true);
    // Sound only: a voice note's container, no pictures.
    expect(readVideoStructure(webm({ types: [2] }))).toEqual({ container: 'matroska', video: false, audio: true });
    expect(readVideoStructure(mp4({ tracks: ['soun'] }))).toEqual({ container: 'iso-bmff', video: false, audio: true });
  });

  it("refuses the tester's files: a container's first bytes, then zeros", () => {
    expect(readVideoStructure(Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(996)]))).toBeNull();
    expect(readVideoStructure(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(2988)]))).toBeNull();
  });

  it('refuses an MP4 without a whole movie box, without data, or whose boxes do not add up', () => {
    const ftyp = mp4().subarray(0, mp4().indexOf('free') - 4);
    const file = mp4();
    const moovAt = file.indexOf('moov') - 4;
    expect(readVideoStructure(file.subarray(0, moovAt))).toBeNull(); // no moov
    expect(readVideoStructure(file.subarray(0, file.length - 1))).toBeNull(); // moov cut short
    expect(readVideoStructure(Buffer.concat([ftyp, file.subarray(moovAt)]))).toBeNull(); // no mdat
    expect(readVideoStructure(Buffer.concat([ftyp, box('mdat'), file.subarray(moovAt)]))).toBeNull(); // empty mdat
    // A box whose size runs past the end hides everything after it.
    const bad = Buffer.from(file);
    bad.writeUInt32BE(0x7fffffff, file.indexOf('free') - 4);
    expect(readVideoStructure(bad)).toBeNull();
    // A movie with no track.
    expect(readVideoStructure(Buffer.concat([ftyp, box('mdat', Buffer.alloc(64, 1)), box('moov', box('mvhd', Buffer.alloc(100)))]))).toBeNull();
  });

  it('refuses a WebM without a proper header, DocType, Segment, Tracks or Cluster', () => {
    const cluster = el(0x1f43b675, el(0xe7, Buffer.from([0])), el(0xa3, Buffer.from([0x81, 0, 0, 0x80]), Buffer.alloc(64, 7)));
    const segment = (...children: Buffer[]) => el(0x18538067, ...children);
    expect(readVideoStructure(Buffer.concat([ebmlHeader(), segment(tracks(1), cluster)]))?.video).toBe(true);
    expect(readVideoStructure(Buffer.concat([ebmlHeader('avi'), segment(tracks(1), cluster)]))).toBeNull();
    expect(readVideoStructure(Buffer.concat([ebmlHeader(), segment(cluster)]))).toBeNull(); // no Tracks
    expect(readVideoStructure(Buffer.concat([ebmlHeader(), segment(tracks(1))]))).toBeNull(); // no Cluster
    expect(readVideoStructure(Buffer.concat([ebmlHeader(), segment(el(0x1654ae6b), cluster)]))).toBeNull(); // Tracks without a TrackEntry
    expect(readVideoStructure(Buffer.concat([ebmlHeader(), tracks(1), cluster]))).toBeNull(); // no Segment
    expect(readVideoStructure(Buffer.concat([ebmlHeader(), Buffer.alloc(500)]))).toBeNull();
    expect(readVideoStructure(ebmlHeader().subarray(0, 20))).toBeNull();
  });

  it('refuses what is not MP4/MOV or WebM/Matroska, whatever its first bytes claim', () => {
    const avi = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('AVI LIST'), Buffer.alloc(500)]);
    for (const bytes of [avi, Buffer.from('This is not a video, just text pretending to be one.\n'), Buffer.alloc(0), Buffer.alloc(3), Buffer.from([0x1a, 0x45, 0xdf, 0xa3])]) {
      expect(readVideoStructure(bytes)).toBeNull();
    }
  });
});
