// What a recording really is, from its first bytes (never from the declared Content-Type or the
// file name). Covers what phones and browsers record: MP4/MOV/3GP/M4A (ISO BMFF 'ftyp'),
// WebM/Matroska, Ogg, MP3, AAC (ADTS), WAV, FLAC, AMR, AVI and MPEG program streams.
export interface MediaType {
  mime: string;
  /** Can hold sound only (a voice note). */
  audio: boolean;
  /** Can hold moving pictures. */
  video: boolean;
}

const ascii = (b: Buffer, at: number, s: string) => b.length >= at + s.length && b.toString('latin1', at, at + s.length) === s;

export function sniffMedia(b: Buffer): MediaType | null {
  if (b.length < 12) return null;
  if (ascii(b, 4, 'ftyp')) {
    const brand = b.toString('latin1', 8, 12);
    if (brand === 'M4A ' || brand === 'M4B ') return { mime: 'audio/mp4', audio: true, video: false };
    if (brand === 'qt  ') return { mime: 'video/quicktime', audio: false, video: true };
    if (brand.startsWith('3g')) return { mime: 'video/3gpp', audio: true, video: true };
    // MediaRecorder writes audio-only MP4 too: an MP4 may be either.
    return { mime: 'video/mp4', audio: true, video: true };
  }
  if (b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) return { mime: 'video/webm', audio: true, video: true };
  if (ascii(b, 0, 'OggS')) return { mime: 'audio/ogg', audio: true, video: false };
  if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'WAVE')) return { mime: 'audio/wav', audio: true, video: false };
  if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'AVI ')) return { mime: 'video/x-msvideo', audio: false, video: true };
  if (ascii(b, 0, 'fLaC')) return { mime: 'audio/flac', audio: true, video: false };
  if (ascii(b, 0, '#!AMR')) return { mime: 'audio/amr', audio: true, video: false };
  if (ascii(b, 0, 'ID3')) return { mime: 'audio/mpeg', audio: true, video: false };
  if (b[0] === 0x00 && b[1] === 0x00 && b[2] === 0x01 && b[3] === 0xba) return { mime: 'video/mpeg', audio: false, video: true };
  // Frame sync: 11 set bits. Layer bits 00 is ADTS (AAC); otherwise an MPEG audio frame (MP3).
  if (b[0] === 0xff && (b[1]! & 0xe0) === 0xe0) {
    const layer = (b[1]! >> 1) & 0x03;
    if (layer === 0 && (b[1]! & 0xf6) === 0xf0) return { mime: 'audio/aac', audio: true, video: false };
    if (layer !== 0) return { mime: 'audio/mpeg', audio: true, video: false };
  }
  return null;
}
