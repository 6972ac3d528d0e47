// Loads language catalogues with the spec's rule for translation files (§7): a failed load is
// retried up to 5 times, waiting 350 ms before the first retry and doubling each time, with at
// most 10 loads in flight. A loaded catalogue is kept; concurrent loads of one share the promise.
import type { Messages } from '@lingui/core';

export interface CatalogLoaderOptions {
  retries?: number;
  firstDelayMs?: number;
  maxParallel?: number;
}

export type CatalogImporter = (locale: string) => Promise<Messages>;

export const CATALOG_RETRIES = 5;
export const CATALOG_FIRST_DELAY_MS = 350;
export const CATALOG_MAX_PARALLEL = 10;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createCatalogLoader(importer: CatalogImporter, options: CatalogLoaderOptions = {}) {
  const retries = options.retries ?? CATALOG_RETRIES;
  const firstDelay = options.firstDelayMs ?? CATALOG_FIRST_DELAY_MS;
  const maxParallel = options.maxParallel ?? CATALOG_MAX_PARALLEL;

  const loaded = new Map<string, Promise<Messages>>();
  let active = 0;
  const waiting: (() => void)[] = [];

  // A slot is held only while a read is in flight, not while waiting to retry.
  async function withSlot<T>(work: () => Promise<T>): Promise<T> {
    if (active >= maxParallel) await new Promise<void>((resolve) => waiting.push(resolve));
    else active++;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next(); // hand the slot over without releasing it
      else active--;
    }
  }

  async function loadWithRetry(locale: string): Promise<Messages> {
    let delay = firstDelay;
    for (let attempt = 0; ; attempt++) {
      try {
        return await withSlot(() => importer(locale));
      } catch (error) {
        if (attempt >= retries) throw error;
        await sleep(delay);
        delay *= 2;
      }
    }
  }

  return function load(locale: string): Promise<Messages> {
    let promise = loaded.get(locale);
    if (!promise) {
      promise = loadWithRetry(locale);
      loaded.set(locale, promise);
      // A load that failed for good may be tried again later (the network may be back).
      promise.catch(() => loaded.delete(locale));
    }
    return promise;
  };
}
