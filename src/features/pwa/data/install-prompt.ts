// The browser's install offer as a tiny external store: keeps the `beforeinstallprompt` event
// (so our own button can open the dialog later), forgets it once used or once the app is
// installed, and remembers "Not now" on this device (localStorage, no personal data).
import { installOffer, type InstallOffer } from '../model/install-offer';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const DISMISSED_KEY = 'touchline-install-dismissed';

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
let version = 0;
const listeners = new Set<() => void>();
const changed = () => {
  version++;
  for (const l of listeners) l();
};

function dismissedAt(): number | null {
  const v = Number(localStorage.getItem(DISMISSED_KEY));
  return Number.isFinite(v) && v > 0 ? v : null;
}

function standalone(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as { standalone?: boolean }).standalone === true;
}

/** Listens for the browser's offer; call once at start-up. */
export function watchInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away: the app offers it where it fits.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    deferred = null;
    changed();
  });
}

export function subscribeInstall(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes whenever the offer may have changed (for useSyncExternalStore). */
export const installVersion = (): number => version;

export function currentInstallOffer(now = Date.now()): InstallOffer {
  if (installed) return null;
  return installOffer({ standalone: standalone(), canPrompt: deferred !== null, userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints ?? 0, dismissedAt: dismissedAt(), now });
}

/** Opens the browser's install dialog; the event can be used once. */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = null;
  changed();
  await event.prompt();
  const choice = await event.userChoice;
  if (choice.outcome === 'dismissed') dismissInstall();
}

export function dismissInstall(): void {
  localStorage.setItem(DISMISSED_KEY, String(Date.now()));
  changed();
}
