/// <reference lib="webworker" />
// Web Push (issue 23 item 5). The server sends { id, title, body, link, at } (its words, in the
// member's language: server/areas/notifications/push-payload.ts); here it is shown with the
// start time written in this phone's time zone, tagged with the notification's id so a repeat
// replaces the one already shown instead of stacking. A tap focuses an open Touchline window and
// takes it to the link, or opens one there.
import type { PushPayload } from '../src/domain/notification/push';

declare const self: ServiceWorkerGlobalScope;

const ICON = '/icons/icon-192.png';

/** A same-origin app path only: a payload can never send a tap to another site. */
export function safeLink(link: unknown): string {
  return typeof link === 'string' && /^\/[^/\\]/.test(link) ? link : '/secure/notifications';
}

export function readPayload(text: string | null): Partial<PushPayload> {
  if (!text) return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Partial<PushPayload>) : {};
  } catch {
    return {};
  }
}

function bodyOf(p: Partial<PushPayload>): string {
  const body = typeof p.body === 'string' ? p.body.slice(0, 300) : '';
  const at = typeof p.at === 'string' ? new Date(p.at) : null;
  if (!at || Number.isNaN(at.getTime())) return body;
  const when = new Intl.DateTimeFormat(self.navigator.language, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(at);
  return body ? `${body}, ${when}` : when;
}

export function registerPushHandlers(): void {
  self.addEventListener('push', (event) => {
    const p = readPayload(event.data?.text() ?? null);
    // A push must always show something (userVisibleOnly), even one this version cannot read.
    const title = typeof p.title === 'string' && p.title ? p.title.slice(0, 120) : 'Touchline';
    event.waitUntil(
      self.registration.showNotification(title, {
        body: bodyOf(p),
        icon: ICON,
        ...(typeof p.id === 'string' ? { tag: p.id } : {}),
        data: { link: safeLink(p.link) },
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const link = safeLink((event.notification.data as { link?: unknown } | null)?.link);
    event.waitUntil(openLink(link));
  });
}

async function openLink(link: string): Promise<void> {
  const url = new URL(link, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((c) => new URL(c.url).origin === self.location.origin);
  if (open) {
    const focused = await open.focus();
    if (focused.url === url) return;
    // navigate() works for a window this worker controls; otherwise open a new one.
    if (await focused.navigate(url).catch(() => null)) return;
  }
  await self.clients.openWindow(url);
}
