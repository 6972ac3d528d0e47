// Images are decoded, never sniffed (DESIGN.md: files checked by their bytes; security issue 18):
// a PNG signature and a valid IHDR followed by garbage passed a header check. Only PNG and JPEG
// are accepted (spec §5). An upload is decoded in full with sharp, its size checked after the
// EXIF orientation, and re-encoded: the bytes stored are ours, so a polyglot or trailing payload
// never reaches another member, and EXIF (a phone photo's GPS position), XMP and ICC are dropped.
import sharp from 'sharp';

export type ImageKind = 'png' | 'jpeg';

export interface DecodedImage {
  kind: ImageKind;
  /** As shown, after the EXIF orientation. */
  width: number;
  height: number;
  /** The re-encoded image, without metadata: what to store. */
  bytes: Buffer;
}

export const IMAGE_MIN = { badge: 100, general: 200, profile: 400 } as const;
/**
 * Decompression bombs: a few KB of PNG can declare a 20000x20000 image (1.2 GB decoded). 50 MP
 * still takes a 48 MP phone photo; larger is refused from the header, before any decoding.
 */
export const IMAGE_MAX_PIXELS = 50_000_000;

export const imageMessages = {
  notImage: 'The image must be a png or jpg file',
  tooSmall: (min: number) => `The image must be at least ${min}x${min} pixels`,
  tooLarge: 'The image is too large (50 megapixels at most)',
} as const;

export type ImageResult = { ok: true; image: DecodedImage } | { ok: false; message: string };

// Uploads are decoded once: libvips' operation cache would only keep members' pictures in memory.
sharp.cache(false);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The kind the first bytes claim. Checked before sharp sees the bytes, so only its PNG and JPEG
 * decoders are ever reached (never SVG, GIF, TIFF or HEIF, which libvips would also read).
 */
function claimedKind(b: Uint8Array): ImageKind | null {
  if (b.length >= 8 && PNG_SIGNATURE.every((x, i) => b[i] === x)) return 'png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  return null;
}

// failOn 'warning': a JPEG with garbage scan data only makes libjpeg warn ("Corrupt JPEG data"),
// so anything short of the strictest level would still take one. The header is read without the
// pixel limit (metadata decodes no pixel data) so a bomb gets its own message; the decode keeps
// sharp's limit as a second guard.
const open = (bytes: Uint8Array, limit: number | false) => sharp(bytes, { failOn: 'warning', limitInputPixels: limit });

/**
 * Decodes an upload: a PNG or JPEG, whole and valid, at least minSide x minSide as shown. Answers
 * the re-encoded bytes to store, or the message to show.
 */
export async function decodeImage(bytes: Uint8Array, minSide: number): Promise<ImageResult> {
  const notImage = { ok: false, message: imageMessages.notImage } as const;
  const kind = claimedKind(bytes);
  if (!kind) return notImage;
  let meta: sharp.Metadata;
  try {
    meta = await open(bytes, false).metadata();
  } catch {
    return notImage;
  }
  if (meta.format !== kind || !meta.width || !meta.height) return notImage;
  if (meta.width * meta.height > IMAGE_MAX_PIXELS) return { ok: false, message: imageMessages.tooLarge };
  // EXIF orientations 5 to 8 turn the picture a quarter: the sides swap once it is shown.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  if (width < minSide || height < minSide) return { ok: false, message: imageMessages.tooSmall(minSide) };
  try {
    // rotate() applies the EXIF orientation; sharp writes no metadata unless asked (withMetadata).
    const pipeline = open(bytes, IMAGE_MAX_PIXELS).rotate().timeout({ seconds: 20 });
    const { data, info } = await (kind === 'png' ? pipeline.png() : pipeline.jpeg({ quality: 90 })).toBuffer({ resolveWithObject: true });
    return { ok: true, image: { kind, width: info.width, height: info.height, bytes: data } };
  } catch {
    // Truncated, corrupt or garbage after a valid header: the full decode fails.
    return notImage;
  }
}
