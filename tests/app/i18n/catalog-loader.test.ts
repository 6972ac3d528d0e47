import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCatalogLoader } from '../../../src/i18n/catalog-loader';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const failing = (times: number) => {
  let failures = 0;
  return vi.fn(async (locale: string) => {
    if (failures++ < times) throw new Error('network');
    return { hello: `hello-${locale}` };
  });
};

describe('catalogue loader', () => {
  it('retries a failed load after 350 ms, then 700, 1400 ms…', async () => {
    const importer = failing(3);
    const load = createCatalogLoader(importer);
    const result = load('es');
    await vi.advanceTimersByTimeAsync(0);
    expect(importer).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(349);
    expect(importer).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(importer).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(699);
    expect(importer).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(importer).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1400);
    expect(importer).toHaveBeenCalledTimes(4);
    await expect(result).resolves.toEqual({ hello: 'hello-es' });
  });

  it('gives up after 5 retries (6 tries in all) and rejects', async () => {
    const importer = failing(100);
    const load = createCatalogLoader(importer);
    const result = load('fr');
    const settled = result.catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(350 + 700 + 1400 + 2800 + 5600);
    expect(importer).toHaveBeenCalledTimes(6);
    await expect(settled).resolves.toBeInstanceOf(Error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(importer).toHaveBeenCalledTimes(6);
  });

  it('loads at most 10 catalogues at once', async () => {
    const pending: (() => void)[] = [];
    const importer = vi.fn(
      (locale: string) =>
        new Promise<Record<string, string>>((resolve) => {
          pending.push(() => resolve({ id: locale }));
        }),
    );
    const load = createCatalogLoader(importer);
    const all = Array.from({ length: 12 }, (_, i) => load(`l${i}`));
    await vi.advanceTimersByTimeAsync(0);
    expect(importer).toHaveBeenCalledTimes(10);
    pending.shift()!();
    await vi.advanceTimersByTimeAsync(0);
    expect(importer).toHaveBeenCalledTimes(11);
    while (pending.length) {
      pending.shift()!();
      await vi.advanceTimersByTimeAsync(0);
    }
    await expect(Promise.all(all)).resolves.toHaveLength(12);
    expect(importer).toHaveBeenCalledTimes(12);
  });

  it('loads a catalogue once and shares it between callers', async () => {
    const importer = failing(0);
    const load = createCatalogLoader(importer);
    const [a, b] = await Promise.all([load('es'), load('es')]);
    await load('es');
    expect(a).toBe(b);
    expect(importer).toHaveBeenCalledTimes(1);
  });
});
