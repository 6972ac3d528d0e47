import { describe, expect, it } from 'vitest';
import { uuidv7, uuidv7Time } from '../../src/db/uuidv7';

const FORMAT = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('uuidv7', () => {
  it('is a version 7, variant 10 UUID carrying the millisecond it was made at', () => {
    const now = Date.UTC(2026, 10, 22, 19, 30, 0, 123);
    const id = uuidv7(now);
    expect(id).toMatch(FORMAT);
    expect(uuidv7Time(id)).toBe(now);
  });

  it('keys made in order sort in that order, within one millisecond and across many', () => {
    // More keys than one draw of random bytes holds, so the pool is refilled on the way.
    const start = Date.UTC(2026, 10, 22);
    const ids = Array.from({ length: 5000 }, (_, i) => uuidv7(start + Math.floor(i / 100)));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(FORMAT);
  });

  it('1,000 keys made in one millisecond still sort in the order they were made', () => {
    const keys = Array.from({ length: 1000 }, () => uuidv7(1_700_000_000_000));
    expect([...keys].sort()).toEqual(keys);
    expect(new Set(keys).size).toBe(1000);
  });

  it('random parts differ between keys (no byte of the pool is handed out twice)', () => {
    const ids = Array.from({ length: 64 }, () => uuidv7(Date.UTC(2030, 0, 1)));
    const tails = new Set(ids.map((id) => id.slice(19)));
    expect(tails.size).toBe(ids.length);
  });
});
