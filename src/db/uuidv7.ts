// UUIDv7 (RFC 9562): 48-bit Unix milliseconds, then random bits. Made on the device for outbox
// entries (the Idempotency-Key) and for rows created offline. Within one millisecond the 12-bit
// rand_a field counts up (RFC 9562 §6.2 method 1), so keys made here sort in the order made.
let lastMs = -1;
let counter = 0;

export function uuidv7(now: number = Date.now()): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let ms = Math.max(now, lastMs);
  if (ms === lastMs) {
    counter += 1;
    if (counter > 0xfff) {
      // 4096 keys in one millisecond: borrow the next millisecond rather than lose the order.
      ms += 1;
      counter = 0;
    }
  } else {
    counter = bytes[6]! & 0x07; // a small random start leaves room to count up
  }
  lastMs = ms;
  const hi = Math.floor(ms / 2 ** 16);
  const lo = ms % 2 ** 16;
  bytes[0] = (hi >>> 24) & 0xff;
  bytes[1] = (hi >>> 16) & 0xff;
  bytes[2] = (hi >>> 8) & 0xff;
  bytes[3] = hi & 0xff;
  bytes[4] = (lo >>> 8) & 0xff;
  bytes[5] = lo & 0xff;
  bytes[6] = 0x70 | ((counter >>> 8) & 0x0f);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The millisecond a UUIDv7 was made at. */
export const uuidv7Time = (id: string): number => parseInt(id.replace(/-/g, '').slice(0, 12), 16);
