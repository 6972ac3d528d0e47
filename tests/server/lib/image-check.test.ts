import { describe, expect, it } from 'vitest';
import { decodeImage, IMAGE_MAX_PIXELS, IMAGE_MIN } from '../../../server/lib/image-check';
import { hasGpsTag, imageMeta, jpeg, jpegWithGps } from '../../support/image-bytes';
import { png, pngDeclaring, pngHeaderThenGarbage } from '../../support/png';

const NOT_IMAGE = { ok: false, message: 'The image must be a png or jpg file' };

describe('images decoded, not sniffed', () => {
  it('decodes a PNG and a JPEG and answers re-encoded bytes of the same kind and size', async () => {
    const p = await decodeImage(png(320, 240), IMAGE_MIN.badge);
    expect(p).toMatchObject({ ok: true, image: { kind: 'png', width: 320, height: 240 } });
    if (p.ok) expect(await imageMeta(p.image.bytes)).toMatchObject({ format: 'png', width: 320, height: 240 });
    const j = await decodeImage(await jpeg(640, 480), IMAGE_MIN.general);
    expect(j).toMatchObject({ ok: true, image: { kind: 'jpeg', width: 640, height: 480 } });
    if (j.ok) expect(await imageMeta(j.image.bytes)).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
  });

  it('refuses a PNG signature and valid IHDR followed by garbage, and truncated images', async () => {
    expect(await decodeImage(pngHeaderThenGarbage(300, 300), IMAGE_MIN.badge)).toEqual(NOT_IMAGE);
    const whole = png(300, 300);
    expect(await decodeImage(whole.subarray(0, whole.length - 20), IMAGE_MIN.badge)).toEqual(NOT_IMAGE);
    const j = await jpeg(300, 300);
    expect(await decodeImage(j.subarray(0, j.length - 100), IMAGE_MIN.badge)).toEqual(NOT_IMAGE);
    // A JPEG whose header is fine but whose scan data is garbage (the decoder only warns).
    const garbled = Buffer.from(j);
    for (let i = j.length - 300; i < j.length - 2; i++) garbled[i] = (i * 37) & 0xff;
    expect(await decodeImage(garbled, IMAGE_MIN.badge)).toEqual(NOT_IMAGE);
  });

  it('refuses what is not a PNG or JPEG by its bytes, whatever it claims', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"/>');
    for (const bytes of [gif, svg, Buffer.alloc(0), png(300, 300).subarray(0, 20)]) expect(await decodeImage(bytes, IMAGE_MIN.badge)).toEqual(NOT_IMAGE);
  });

  it('drops EXIF (GPS included) and applies the orientation before checking the size', async () => {
    const photo = await jpegWithGps(400, 600, 6);
    expect(await hasGpsTag(photo)).toBe(true);
    const d = await decodeImage(photo, IMAGE_MIN.profile);
    expect(d).toMatchObject({ ok: true, image: { kind: 'jpeg', width: 600, height: 400 } });
    if (d.ok) expect(await imageMeta(d.image.bytes)).toEqual({ format: 'jpeg', width: 600, height: 400, exif: false, orientation: undefined });
  });

  it('applies the minimum size: badge 100x100, general 200x200, profile 400x400', async () => {
    expect((await decodeImage(png(100, 100), IMAGE_MIN.badge)).ok).toBe(true);
    expect(await decodeImage(png(100, 99), IMAGE_MIN.badge)).toEqual({ ok: false, message: 'The image must be at least 100x100 pixels' });
    expect(await decodeImage(await jpeg(199, 400), IMAGE_MIN.general)).toEqual({ ok: false, message: 'The image must be at least 200x200 pixels' });
    expect(await decodeImage(png(399, 399), IMAGE_MIN.profile)).toEqual({ ok: false, message: 'The image must be at least 400x400 pixels' });
    expect((await decodeImage(png(400, 400), IMAGE_MIN.profile)).ok).toBe(true);
  });

  it('refuses a decompression bomb by its declared size, before decoding it', async () => {
    // 20000 × 20000 declared in a valid PNG of a few hundred bytes: 400 megapixels, far above the limit.
    expect(20000 * 20000).toBeGreaterThan(IMAGE_MAX_PIXELS);
    const bomb = pngDeclaring(20000, 20000);
    expect(bomb.length).toBeLessThan(1000);
    const started = Date.now();
    expect(await decodeImage(bomb, IMAGE_MIN.badge)).toEqual({ ok: false, message: 'The image is too large (50 megapixels at most)' });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
