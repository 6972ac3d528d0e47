// Live arrival in the locker room: the server's stream GET chat/{clubId}/live (server-sent
// events, server/areas/chat/live.ts) says "conversation X has message N"; the device then reads
// the conversation list and, for the conversation on screen, its new messages. A ticket opens
// each connection (EventSource cannot send the token header); a dropped connection is reopened
// with a fresh ticket after a growing pause. With no EventSource, nothing live: pulls on open.
import { useEffect } from 'react';
import { getDb } from '../../../db/database';
import { API_BASE } from '../../../domain/session';
import { createGetter } from '../../../sync/pull';
import { useOnline } from '../../../ui/use-online';
import { pullGroups, pullMessages } from './chat';

const backoff = (attempt: number) => Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));

/** Keeps the club's conversations (and `openGroupId`'s messages) up to date while mounted. */
export function useChatLive(clubId: string | null, openGroupId: string | null): void {
  const online = useOnline();
  useEffect(() => {
    if (!online || !clubId || typeof EventSource === 'undefined') return;
    let stopped = false;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const get = createGetter(getDb());
    const base = `/chat/${encodeURIComponent(clubId)}`;
    const connect = async (attempt: number) => {
      if (stopped) return;
      try {
        const { ticket } = await get<{ ticket: string }>(`${base}/live/ticket`);
        if (stopped) return;
        const es = new EventSource(`${API_BASE}${base}/live?ticket=${encodeURIComponent(ticket)}`);
        source = es;
        es.addEventListener('message', (e) => {
          attempt = 0;
          const { groupId } = JSON.parse((e as MessageEvent<string>).data) as { groupId: string };
          void pullGroups(clubId);
          if (groupId === openGroupId) void pullMessages(clubId, groupId);
        });
        es.onerror = () => {
          es.close();
          if (source === es) source = null;
          if (!stopped) timer = setTimeout(() => void connect(attempt + 1), backoff(attempt));
        };
      } catch {
        if (!stopped) timer = setTimeout(() => void connect(attempt + 1), backoff(attempt));
      }
    };
    void connect(0);
    return () => {
      stopped = true;
      source?.close();
      clearTimeout(timer);
    };
  }, [online, clubId, openGroupId]);
}
