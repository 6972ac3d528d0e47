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
    // After the stop, an install reaches a second listener only: once it has asked, the stopped one
    // would have asked too (the two ask the same way, the stopped one first).
    const again = requestPersistenceOnInstall(target);
    target.dispatchEvent(new Event('appinstalled'));
    await vi.waitFor(() => expect(persist).toHaveBeenCalledTimes(2));
    expect(persisted).toHaveBeenCalledTimes(2);
    again();
  });

  it('does not ask again when storage is already persisted', async () => {
    const persist = vi.fn(async () => true);
    const persisted = vi.fn(async () => true);
    Object.defineProperty(navigator, 'storage', { configurable: true, value: { persist, persisted } });
    const target = new EventTarget();
    requestPersistenceOnInstall(target);
    target.dispatchEvent(new Event('appinstalled'));
    // Then an install while storage is not persisted: once that one has asked, the first would have
    // asked too (both go the same way, the first ahead). Only the second asked.
    persisted.mockResolvedValueOnce(false);
    target.dispatchEvent(new Event('appinstalled'));
    await vi.waitFor(() => expect(persist).toHaveBeenCalledTimes(1));
    expect(persisted).toHaveBeenCalledTimes(2);
  });
});
