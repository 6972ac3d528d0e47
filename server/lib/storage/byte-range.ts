// The Range header of a file download (RFC 9110 §14): one range of bytes, as a video player asks
// when it seeks (iOS Safari asks for `bytes=0-1` before it plays anything at all).
import type { ByteRange } from './file-store';

export type RangeAnswer = { kind: 'full' } | ({ kind: 'partial' } & ByteRange) | { kind: 'unsatisfiable' };

const ONE = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/;

/**
 * What to send for the header against a file of `size` bytes. A header that is not a single
 * byte range (absent, another unit, a list of ranges, nonsense) is ignored and the whole file is
 * sent, as the RFC allows; a range that starts past the end, or an empty suffix, is unsatisfiable.
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  const m = header ? ONE.exec(header) : null;
  if (!m) return { kind: 'full' };
  const [, first = '', last = ''] = m;
  if (first === '' && last === '') return { kind: 'full' };
  if (first === '') {
    // bytes=-N: the last N bytes.
    const n = Number(last);
    if (n === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Infinity : Number(last);
  // A last position before the first is not a range at all (ignored); one starting past the end is.
  if (!Number.isSafeInteger(start) || end < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: Math.min(end, size - 1) };
}
