import { describe, expect, it } from 'vitest';
import { checkImage, IMAGE_MIN, readImageInfo } from '../../../server/lib/image-check';
import { png } from '../../support/png';

/** A JPEG header: SOI, an APP0 segment, a DQT-like segment, then SOF (baseline or progressive). */
function jpeg(width: number, height: number, sof = 0xc0): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const dht = Buffer.from([0xff, 0xc4, 0x00, 0x04, 0x00, 0x00]);
  const frame = Buffer.from([0xff, 0xff, sof, 0x00, 0x0b, 0x08, height >> 8, height & 255, width >> 8, width & 255, 0x01, 0x01, 0x11, 0x00]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, dht, frame, Buffer.from([0xff, 0xda, 0x00, 0x02, 0xff, 0xd9])]);
}

describe('image check by bytes', () => {
  it('reads PNG and JPEG sizes (baseline and progressive, with fill bytes and a DHT before the frame)', () => {
    expect(readImageInfo(png(320, 240))).toEqual({ kind: 'png', width: 320, height: 240 });
    expect(readImageInfo(jpeg(640, 480))).toEqual({ kind: 'jpeg', width: 640, height: 480 });
    expect(readImageInfo(jpeg(1024, 768, 0xc2))).toEqual({ kind: 'jpeg', width: 1024, height: 768 });
  });

  it('refuses what is not a PNG or JPEG by its bytes, whatever it claims', () => {
    for (const bytes of [Buffer.from('GIF89a........'), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), Buffer.alloc(0), png(300, 300).subarray(0, 20), jpeg(300, 300).subarray(0, 12)]) {
      expect(checkImage(bytes, IMAGE_MIN.badge)).toEqual({ ok: false, message: 'The image must be a png or jpg file' });
    }
    // A PNG signature whose first chunk is not IHDR.
    const bad = png(300, 300);
    bad.write('IDAT', 12, 'ascii');
    expect(readImageInfo(bad)).toBeNull();
  });

  it('applies the minimum size: badge 100x100, general 200x200', () => {
    expect(checkImage(png(100, 100), IMAGE_MIN.badge).ok).toBe(true);
    expect(checkImage(png(100, 99), IMAGE_MIN.badge)).toEqual({ ok: false, message: 'The image must be at least 100x100 pixels' });
    expect(checkImage(jpeg(199, 400), IMAGE_MIN.general)).toEqual({ ok: false, message: 'The image must be at least 200x200 pixels' });
    expect(checkImage(jpeg(200, 200), IMAGE_MIN.general)).toEqual({ ok: true, info: { kind: 'jpeg', width: 200, height: 200 } });
  });
});
