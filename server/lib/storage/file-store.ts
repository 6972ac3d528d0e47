// The one interface every stored file goes through: voice notes and match videos, training
// files, profile pictures and badges. Bytes go in and come out as streams, so no file is ever
// held whole in memory; a key is a server-made name such as `fixture_recordings/<uuid>` (never
// a client's), the same on disk (a path under <data dir>/files) and in a bucket.
import { pipeline, Transform, type Readable } from 'node:stream';

/** An inclusive byte range, as HTTP's Range header counts it. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface PutOptions {
  contentType?: string;
  size?: number;
}

export interface FileStore {
  readonly kind: 'disk' | 's3';
  /**
   * Stores the stream's bytes under the key (replacing any), answering how many were written.
   * `size`, when the caller knows it (a Content-Length, a tus Upload-Length), lets object storage
   * take the stream in one request with nothing buffered; a stream of another length is refused
   * and nothing is kept.
   */
  put(key: string, body: Readable, opts?: PutOptions): Promise<{ size: number }>;
  /** The bytes (or the range of them), or null when nothing is stored under the key. */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  /** The stored size, or null when nothing is stored under the key. */
  head(key: string): Promise<{ size: number } | null>;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Keys are made by the server: a folder of lower-case letters and underscores, then one name of
 * letters, digits, dots, dashes and underscores, never starting with a dot. Anything else is a
 * bug (or a tampered row), refused before it reaches a path or a bucket.
 */
const KEY = /^[a-z_]+\/[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

export function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`unexpected storage key: ${JSON.stringify(key)}`);
  return key;
}

/**
 * The stream passed through a counter: `counted.size` is the number of bytes read so far (all of
 * them once the consumer has finished). An error of the source destroys the counted stream, and
 * so does a length other than `expected` when given (so a request declared with that length is
 * aborted rather than left waiting or overrun).
 */
export function counted(body: Readable, expected?: number): { stream: Readable; readonly size: number } {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (expected !== undefined && size > expected) return done(sizeMismatch(expected, size));
      done(null, chunk);
    },
    flush(done) {
      done(expected !== undefined && size !== expected ? sizeMismatch(expected, size) : null);
    },
  });
  pipeline(body, counter, () => {});
  return {
    stream: counter,
    get size() {
      return size;
    },
  };
}

/** The error of a stream that did not carry the bytes it was declared to. */
export const sizeMismatch = (declared: number, got: number) => new Error(`expected ${declared} bytes, the stream carried ${got}`);
