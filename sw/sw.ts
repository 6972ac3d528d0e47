/// <reference lib="webworker" />
// Touchline's service worker. The precache holds the shell, every route chunk, icons and every
// language catalogue (compiled into chunks), so a cold start with no network opens the app.
// Page navigations are answered with the precached index.html (SPA fallback); /api/ is never
// cached here: data comes from IndexedDB and the sync queue.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { registerPushHandlers } from './push-handler';
import { registerSyncHandler } from './sync-handler';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//, /^\/healthz/] }));

// The first install takes control at once so the very first visit already works offline.
// Later versions wait: the page asks the user and only then sends SKIP_WAITING, so an update
// never reloads under someone in the middle of entering something.
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

registerSyncHandler(); // the outbox's Background Sync (sw/sync-handler.ts)
registerPushHandlers(); // Web Push: show a notification, open its screen on a tap (sw/push-handler.ts)
