// Web Push on this device: whether the browser can do it, whether it is on, and turning it on
// (permission asked only from a tap, then the service worker registration's pushManager
// subscribes with the server's VAPID key and the server keeps the subscription) or off (the
// server forgets it and the browser unsubscribes). Needs a connection both ways.
import { deletePushSubscription, getPushKey, sendPushSubscription } from '../../../api/push-api';

export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** iPhone and iPad: Web Push only in an app added to the Home Screen (Safari 16.4 and later). */
export function isAppleMobile(): boolean {
  return /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
}

/** The active service worker's registration; `ready` never settles where none is registered (a dev server), so give up after a while. */
async function registration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const none = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no service worker')), 5000);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, none]);
  } finally {
    clearTimeout(timer);
  }
}

export async function readPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  const subscription = await (await registration()).pushManager.getSubscription();
  return subscription ? 'on' : 'off';
}

/** The VAPID key as the bytes pushManager.subscribe wants (base64url → Uint8Array). */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4);
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Call only from a tap: asks permission, subscribes, and tells the server. */
export async function turnPushOn(): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const { publicKey } = await getPushKey();
  const manager = (await registration()).pushManager;
  // A subscription this browser already holds is sent again (the server keeps one per browser).
  const subscription = (await manager.getSubscription()) ?? (await manager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  try {
    await sendPushSubscription(subscription.toJSON());
  } catch (err) {
    // The server does not know it: do not leave the browser subscribed to pushes nobody sends.
    await subscription.unsubscribe().catch(() => undefined);
    throw err;
  }
  return 'on';
}

export async function turnPushOff(): Promise<PushState> {
  const subscription = await (await registration()).pushManager.getSubscription();
  if (subscription) {
    await deletePushSubscription(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return 'off';
}

/**
 * Logging out: this browser stops showing the member's notifications (a shared family tablet must
 * not keep showing the last member's). The server is told while the session is still valid; if it
 * cannot be reached, unsubscribing is enough — the push service then answers 410 and the server
 * drops the subscription at the next push. Never throws, never waits long.
 */
export async function stopPushOnThisDevice(): Promise<void> {
  if (!pushSupported() || Notification.permission !== 'granted') return;
  try {
    const subscription = await (await registration()).pushManager.getSubscription();
    if (!subscription) return;
    await Promise.race([deletePushSubscription(subscription.endpoint).catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 3000))]);
    await subscription.unsubscribe();
  } catch {
    // Nothing more to do: the subscription ends with a 410 if the browser still holds it.
  }
}
