// A small seeded generator (mulberry32), so the demo's scorers, saves and attendance are the same
// on every fresh database: the demo reads the same for everyone and tests can rely on it.
export interface Random {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** `count` distinct items, in the order drawn. */
  sample<T>(items: readonly T[], count: number): T[];
}

export function createRandom(seed: number): Random {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  return {
    next,
    int,
    pick,
    chance: (p) => next() < p,
    sample: <T>(items: readonly T[], count: number) => {
      const pool = [...items];
      const out: T[] = [];
      while (out.length < count && pool.length) out.push(pool.splice(int(0, pool.length - 1), 1)[0] as T);
      return out;
    },
  };
}
