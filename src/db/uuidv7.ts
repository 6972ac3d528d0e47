// UUIDv7 (RFC 9562): 48-bit Unix milliseconds, then random bits. Made on the device for outbox
// entries (the Idempotency-Key) and for rows created offline. Within one millisecond the 12-bit
// rand_a field counts up (RFC 9562 §6.2 method 1), so keys made here sort in the order made.
let lastMs = -1;
let counter = 0;

// Random bytes are drawn 16 keys' worth at a time, and bytes written as hex by table: a tap on
// the live match makes two keys (the event's and its outbox entry's) in the tap's own task, and
// one getRandomValues call and 16 toString/padStart calls per key showed in its profile.
const POOL_BYTES = 256;
const pool = new Uint8Array(POOL_BYTES);
let poolAt = POOL_BYTES;
const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

function randomBytes(): Uint8Array {
  if (poolAt === POOL_BYTES) {
    crypto.getRandomValues(pool);
    poolAt = 0;
  }
  // A copy: the pool's bytes are each handed out once.
  const bytes = pool.slice(poolAt, poolAt + 16);
  poolAt += 16;
  return bytes;
}

export function uuidv7(now: number = Date.now()): string {
  const bytes = randomBytes();
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
  const h = (from: number, to: number) => {
    let out = '';
    for (let i = from; i < to; i++) out += HEX[bytes[i]!];
    return out;
  };
  return `${h(0, 4)}-${h(4, 6)}-${h(6, 8)}-${h(8, 10)}-${h(10, 16)}`;
}

/** The millisecond a UUIDv7 was made at. */
export const uuidv7Time = (id: string): number => parseInt(id.replace(/-/g, '').slice(0, 12), 16);
