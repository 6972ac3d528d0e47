// The member's calendar subscription link. The server keeps only a hash of it, so the link is
// known only right after it is made: this device keeps it (meta `calendar-feed:<userId>`) to show
// it again. Making a new link ends the old one, here and in every calendar app subscribed to it.
import { useCallback, useEffect, useState } from 'react';
import { getFeedState, makeFeedLink, type FeedState } from '../../../api/calendar-api';
import { getDb } from '../../../db/database';
import { useLive } from '../../../db/use-live';

const key = (userId: string) => `calendar-feed:${userId}`;

export interface FeedLink {
  /** The link made on this device, if any. */
  url: string | null | undefined;
  /** Whether the server holds a link for the member (null: not known, e.g. offline). */
  active: boolean | null;
  make: () => Promise<void>;
}

export function useFeedLink(userId: string | null, online: boolean): FeedLink {
  const stored = useLive(async () => {
    if (!userId) return null;
    const row = await getDb().meta.get(key(userId));
    const value = row?.value as { url?: unknown; createdAt?: unknown } | undefined;
    return typeof value?.url === 'string' && typeof value.createdAt === 'string' ? { url: value.url, createdAt: value.createdAt } : null;
  }, [userId]);
  const [server, setServer] = useState<FeedState | null>(null);

  useEffect(() => {
    if (!userId || !online) return;
    let live = true;
    getFeedState().then(
      (s) => live && setServer(s),
      () => live && setServer(null),
    );
    return () => {
      live = false;
    };
  }, [userId, online]);

  const make = useCallback(async () => {
    if (!userId) return;
    const made = await makeFeedLink();
    await getDb().meta.put({ key: key(userId), value: made });
    setServer({ active: true, createdAt: made.createdAt });
  }, [userId]);

  // A link stored here that the server no longer holds (reset on another device) is not shown;
  // with no answer from the server (offline) the stored one is.
  const current = stored === undefined ? undefined : stored && (!server || server.createdAt === stored.createdAt) ? stored.url : null;
  return { url: current, active: server?.active ?? null, make };
}
