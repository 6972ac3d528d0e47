// Persistent storage: asked for at sign-in and install so the browser does not evict the queue
// under storage pressure (Safari evicts script-written storage after 7 days without use unless
// the app is installed; persisted storage is exempt). Settings show the answer and the usage.
interface StorageManagerLike {
  persist?(): Promise<boolean>;
  persisted?(): Promise<boolean>;
  estimate?(): Promise<{ usage?: number; quota?: number }>;
}

const manager = (): StorageManagerLike | undefined => (globalThis as { navigator?: { storage?: StorageManagerLike } }).navigator?.storage;

export interface StorageStatus {
  /** null: the browser cannot tell. */
  persisted: boolean | null;
  usage: number | null;
  quota: number | null;
}

/** Asks for persistent storage; resolves with whether it is granted (false when unsupported). */
export async function requestPersistence(): Promise<boolean> {
  const m = manager();
  try {
    if (await m?.persisted?.()) return true;
    return (await m?.persist?.()) ?? false;
  } catch {
    return false;
  }
}

export async function storageStatus(): Promise<StorageStatus> {
  const m = manager();
  const [persisted, estimate] = await Promise.all([m?.persisted?.().catch(() => null) ?? null, m?.estimate?.().catch(() => null) ?? null]);
  return { persisted: persisted ?? null, usage: estimate?.usage ?? null, quota: estimate?.quota ?? null };
}

interface EventTargetLike {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

/**
 * Asks again when the app is installed (`appinstalled`): Chromium grants persistence to installed
 * apps, and a user who installs expects the app's data to stay. Returns a stop function.
 */
export function requestPersistenceOnInstall(target: EventTargetLike | undefined = globalThis as unknown as EventTargetLike): () => void {
  if (!target?.addEventListener) return () => undefined;
  const onInstalled = () => void requestPersistence();
  target.addEventListener('appinstalled', onInstalled);
  return () => target.removeEventListener('appinstalled', onInstalled);
}
