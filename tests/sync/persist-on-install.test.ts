// Persistent storage is asked for at install (`appinstalled`) as well as at sign-in.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestPersistenceOnInstall } from '../../src/db/storage';

const realStorage = Object.getOwnPropertyDescriptor(navigator, 'storage');
afterEach(() => {
  if (realStorage) Object.defineProperty(navigator, 'storage', realStorage);
  else delete (navigator as { storage?: unknown }).storage;
});

describe('persistent storage at install', () => {
  it('asks when the app is installed, and not before; stops asking once stopped', async () => {
    const persist = vi.fn(async () => true);
    const persisted = vi.fn(async () => false);
    Object.defineProperty(navigator, 'storage', { configurable: true, value: { persist, persisted } });
    const target = new EventTarget();
    const stop = requestPersistenceOnInstall(target);
    expect(persist).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('appinstalled'));
    await vi.waitFor(() => expect(persist).toHaveBeenCalledTimes(1));
    stop();
    target.dispatchEvent(new Event('appinstalled'));
    await Promise.resolve();
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('does not ask again when storage is already persisted', async () => {
    const persist = vi.fn(async () => true);
    Object.defineProperty(navigator, 'storage', { configurable: true, value: { persist, persisted: async () => true } });
    const target = new EventTarget();
    requestPersistenceOnInstall(target);
    target.dispatchEvent(new Event('appinstalled'));
    await new Promise((r) => setTimeout(r, 0));
    expect(persist).not.toHaveBeenCalled();
  });
});
