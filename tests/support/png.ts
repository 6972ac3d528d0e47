// A real, decodable PNG of any size (8-bit greyscale, valid CRCs), for the image checks by bytes
// (badges, profile pictures, registration photos) in server and browser tests.
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

export function png(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth; colour type 0 = greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0; // filter byte: none
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

export const b64png = (width: number, height: number): string => png(width, height).toString('base64');

/**
 * A PNG signature and a valid IHDR (right CRC) followed by garbage instead of image data: what a
 * header-only check takes for a width × height image, but no decoder can read.
 */
export function pngHeaderThenGarbage(width: number, height: number): Buffer {
  const ihdr = png(width, height).subarray(0, 33);
  const garbage = Buffer.alloc(2048);
  for (let i = 0; i < garbage.length; i++) garbage[i] = (i * 131 + 7) & 0xff;
  return Buffer.concat([ihdr, garbage]);
}

/** A few hundred bytes declaring a huge image (valid IHDR, a little data): a decompression bomb's header. */
export function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc((width + 1) * 4))), chunk('IEND', Buffer.alloc(0))]);
}
