// The Background Sync tag the page registers and the service worker answers. Its own module: the
// page must not import worker-drain.ts, which bundles the tus client for the worker.
export const SYNC_TAG = 'touchline-outbox';
