// For screens that need no call (the information and legal pages): each test starts signed out,
// on a fresh local database, with every request failing as with no signal.
import { afterEach, beforeEach, vi } from 'vitest';
import { configureApi } from '../../../src/api/client';
import { setSharedDb, TouchlineDb } from '../../../src/db/database';

export function useSignedOutOffline(dbPrefix: string): void {
  beforeEach(() => {
    localStorage.clear();
    setSharedDb(new TouchlineDb(`${dbPrefix}-${Math.random().toString(36).slice(2)}`));
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', offline);
    configureApi({ fetch: offline as never, navigate: vi.fn() });
  });
  afterEach(() => {
    configureApi({});
    vi.unstubAllGlobals();
  });
}
