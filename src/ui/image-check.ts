// Images are checked on the device before upload (spec §5: png or jpg; a profile photo at least
// 400x400, a club badge at least 100x100). The type comes from the file's bytes, not its name, and
// the size from the image header: quick feedback only, a renamed file is caught. The server
// decodes the image in full and stores it re-encoded (server/lib/image-check.ts).
export const PHOTO_MIN = 400;
export const BADGE_MIN = 100;
/** Larger files are refused before reading them whole (the server takes at most 6 MB of base64). */
export const PHOTO_MAX_BYTES = 4 * 1024 * 1024;

export type PhotoProblem = 'type' | 'size' | 'tooLarge';
export interface PhotoInfo {
  type: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngSize(b: Uint8Array): [number, number] | null {
  // Signature, then the IHDR chunk: length (4), "IHDR" (4), width (4), height (4).
  if (b.length < 24 || String.fromCharCode(b[12]!, b[13]!, b[14]!, b[15]!) !== 'IHDR') return null;
  const dv = new DataView(b.buffer, b.byteOffset, b.byteLength);
  return [dv.getUint32(16), dv.getUint32(20)];
}

function jpegSize(b: Uint8Array): [number, number] | null {
  // Walk the segments to the first start-of-frame marker (SOF0..SOF15 except DHT, JPG, DAC).
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    const length = (b[i + 2]! << 8) | b[i + 3]!;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return [(b[i + 7]! << 8) | b[i + 8]!, (b[i + 5]! << 8) | b[i + 6]!];
    }
    i += 2 + length;
  }
  return null;
}

/** The image's type and size from its bytes, or the problem with it (smaller than `min` a side). */
export function inspectPhoto(bytes: Uint8Array, min: number = PHOTO_MIN): PhotoInfo | PhotoProblem {
  if (bytes.length > PHOTO_MAX_BYTES) return 'tooLarge';
  let info: PhotoInfo | null = null;
  if (PNG.every((x, i) => bytes[i] === x)) {
    const size = pngSize(bytes);
    if (size) info = { type: 'image/png', width: size[0], height: size[1] };
  } else if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    const size = jpegSize(bytes);
    if (size) info = { type: 'image/jpeg', width: size[0], height: size[1] };
  }
  if (!info) return 'type';
  return info.width >= min && info.height >= min ? info : 'size';
}
