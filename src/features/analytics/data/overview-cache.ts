// An analytics overview's last answer, kept on the device (Dexie v12, analyticsResults): the
// screen reads the stored answer first (it opens at once with no signal, "as of" when the server
// computed it) and, when online, asks the server again and keeps the new answer. Overviews are
// read-only, so nothing goes through the outbox. What was never fetched on this device is
// null: the screen says it needs a connection rather than showing zeros.
import { useEffect, useState } from 'react';
import { getDb } from '../../../db/database';
import { useLive } from '../../../db/use-live';
import { createGetter, PullError } from '../../../sync/pull';

export interface StoredOverview<T> {
  value: T;
  computedAt: string;
}

export interface OverviewState<T> {
  /** undefined while the device is read; null when nothing is kept for this key. */
  stored: StoredOverview<T> | null | undefined;
  failed: boolean;
  /** The server refused the caller (403): a screen says it is not theirs to see. */
  denied: boolean;
  loading: boolean;
}

/**
 * key: the overview and its scope, e.g. `club:<clubId>:12m`; path: the API path with its query
 * (relative to /api/v1). Nothing is asked while key or path is null.
 */
export function useOverview<T extends { computedAt: string }>(userId: string | null, key: string | null, path: string | null, online: boolean): OverviewState<T> {
  const fullKey = userId && key ? `${userId}:${key}` : null;
  const stored = useLive(async () => {
    if (!fullKey) return null;
    const row = await getDb().analyticsResults.get(fullKey);
    return row ? ({ value: row.value as T, computedAt: row.computedAt } satisfies StoredOverview<T>) : null;
  }, [fullKey]);
  const [failed, setFailed] = useState(false);
  const [denied, setDenied] = useState(false);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!fullKey || !path || !online || !userId) return;
    let live = true;
    setLoading(true);
    setFailed(false);
    setDenied(false);
    const db = getDb();
    createGetter(db)<T>(path)
      .then((value) => db.analyticsResults.put({ key: fullKey, userId, computedAt: value.computedAt, value }))
      .catch((err: unknown) => {
        if (!live) return;
        setFailed(true);
        setDenied(err instanceof PullError && err.status === 403);
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [fullKey, path, online, userId]);
  return { stored, failed, denied, loading };
}
