// Images are checked by their bytes, never by name or declared type (DESIGN.md: files checked
// by their bytes). Only PNG and JPEG are accepted (spec §5); the size is read from the PNG
// IHDR chunk or the JPEG start-of-frame marker, so a renamed or truncated file is refused.
export type ImageKind = 'png' | 'jpeg';

export interface ImageInfo {
  kind: ImageKind;
  width: number;
  height: number;
}

export const IMAGE_MIN = { badge: 100, general: 200, profile: 400 } as const;
export const imageMessages = {
  notImage: 'The image must be a png or jpg file',
  tooSmall: (min: number) => `The image must be at least ${min}x${min} pixels`,
} as const;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngInfo(b: Uint8Array): ImageInfo | null {
  if (b.length < 24 || !PNG_SIGNATURE.every((x, i) => b[i] === x)) return null;
  // The first chunk must be IHDR (length 13) holding width and height, big-endian.
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  if (view.getUint32(8) !== 13 || String.fromCharCode(b[12]!, b[13]!, b[14]!, b[15]!) !== 'IHDR') return null;
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  return width > 0 && height > 0 ? { kind: 'png', width, height } : null;
}

// Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function jpegInfo(b: Uint8Array): ImageInfo | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null;
  let i = 2;
  while (i + 3 < b.length) {
    if (b[i] !== 0xff) return null;
    let marker = b[i + 1]!;
    // Fill bytes: any number of 0xFF before a marker.
    while (marker === 0xff && i + 2 < b.length) marker = b[++i + 1]!;
    i += 2;
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan before any frame
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue; // no length
    if (i + 1 >= b.length) return null;
    const length = (b[i]! << 8) | b[i + 1]!;
    if (length < 2) return null;
    if (isSof(marker)) {
      if (i + 6 >= b.length) return null;
      const height = (b[i + 3]! << 8) | b[i + 4]!;
      const width = (b[i + 5]! << 8) | b[i + 6]!;
      return width > 0 && height > 0 ? { kind: 'jpeg', width, height } : null;
    }
    i += length;
  }
  return null;
}

/** The image's kind and size, or null when the bytes are not a PNG or JPEG we can read. */
export function readImageInfo(bytes: Uint8Array): ImageInfo | null {
  return pngInfo(bytes) ?? jpegInfo(bytes);
}

/** Checks an upload: a PNG or JPEG at least minSide × minSide. Returns the info or the message. */
export function checkImage(bytes: Uint8Array, minSide: number): { ok: true; info: ImageInfo } | { ok: false; message: string } {
  const info = readImageInfo(bytes);
  if (!info) return { ok: false, message: imageMessages.notImage };
  if (info.width < minSide || info.height < minSide) return { ok: false, message: imageMessages.tooSmall(minSide) };
  return { ok: true, info };
}
