// Real images made and read with sharp, for the server's decode-and-re-encode checks (a JPEG
// carrying EXIF with a GPS position; what a stored image holds). Kept apart from png.ts so the
// browser tests, which import png.ts, do not load the native module.
import sharp from 'sharp';

/** A camera-like JPEG: EXIF with a make, a GPS position and an orientation (6: turn 90° to show). */
export async function jpegWithGps(width: number, height: number, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TouchlinePhone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' } })
    .withMetadata({ orientation })
    .toBuffer();
}

/** A plain, real JPEG of the size asked. */
export const jpeg = (width: number, height: number): Promise<Buffer> => sharp({ create: { width, height, channels: 3, background: '#c0392b' } }).jpeg().toBuffer();

/** What a stored image is: its format, size and whether any EXIF (so GPS) or orientation is left. */
export async function imageMeta(bytes: Buffer): Promise<{ format: string | undefined; width: number | undefined; height: number | undefined; exif: boolean; orientation: number | undefined }> {
  const m = await sharp(bytes).metadata();
  return { format: m.format, width: m.width, height: m.height, exif: m.exif !== undefined, orientation: m.orientation };
}

/** Whether the bytes carry the GPS IFD pointer (tag 0x8825, either byte order): a sanity check on the fixture. */
export const hasGpsTag = async (bytes: Buffer): Promise<boolean> => {
  const exif = (await sharp(bytes).metadata()).exif;
  return !!exif && (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25])));
};
