// Registers the service worker through workbox-window and exposes "a new version is ready"
// as a tiny external store. The page reloads only after the user asks for the update.
// workbox-window is loaded once the page has loaded (it registers after the load event anyway),
// so it is not part of what the first screen waits for (build-budgets.json).
import type { Workbox } from 'workbox-window';

export interface UpdateState {
  updateReady: boolean;
}

let state: UpdateState = { updateReady: false };
const listeners = new Set<() => void>();
let wb: Workbox | null = null;
let userAskedForUpdate = false;

const set = (next: UpdateState) => {
  state = next;
  for (const l of listeners) l();
};

export const getUpdateState = (): UpdateState => state;
export function subscribeUpdateState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => set({ updateReady: true }));
  wb.addEventListener('controlling', (event) => {
    // Only an update the user accepted reloads the page; the first install never does.
    if (event.isUpdate && userAskedForUpdate) window.location.reload();
  });
  void wb.register();
  // Look for a new version when the app comes back to the foreground.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb?.update();
  });
}

export function applyUpdate(): void {
  if (!wb) return;
  userAskedForUpdate = true;
  wb.messageSkipWaiting();
}

export function dismissUpdate(): void {
  set({ updateReady: false });
}
