// "Get notifications on this device" (Web Push) with a stubbed browser Push API (jsdom has none):
// the states (not supported, with the iPhone hint; blocked; off; on), permission asked only on
// a tap, subscribing with the server's key and sending the subscription, turning it off
// (DELETE, then unsubscribe), the permission refused at the prompt, offline: needs a connection,
// and logging out ending push on the device.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { deletePushSubscription, getPushKey, sendPushSubscription } from '../../../src/api/push-api';
import { PushControl } from '../../../src/features/notifications/components/push-control';
import { keyBytes, stopPushOnThisDevice } from '../../../src/features/notifications/data/push-device';
import { activateLocale, i18n } from '../../../src/i18n/i18n';

vi.mock('../../../src/api/push-api', () => ({
  getPushKey: vi.fn(async () => ({ publicKey: 'BAEC' })),
  sendPushSubscription: vi.fn(async () => ({ subscribed: true, id: 'x' })),
  deletePushSubscription: vi.fn(async () => ({ deleted: true })),
}));

const ENDPOINT = 'https://push.example.net/abc';

function stubBrowser(opts: { permission: NotificationPermission; subscribed: boolean; answer?: NotificationPermission; online?: boolean }) {
  let current: { endpoint: string; toJSON: () => unknown; unsubscribe: ReturnType<typeof vi.fn> } | null = null;
  const makeSubscription = () => {
    const s = {
      endpoint: ENDPOINT,
      toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p', auth: 'a' } }),
      unsubscribe: vi.fn(async () => {
        current = null;
        return true;
      }),
    };
    current = s;
    return s;
  };
  if (opts.subscribed) makeSubscription();
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => makeSubscription()),
  };
  const Notification = { permission: opts.permission, requestPermission: vi.fn(async () => opts.answer ?? 'granted') };
  vi.stubGlobal('Notification', Notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve({ pushManager }) } });
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: opts.online ?? true });
  return { pushManager, Notification, subscription: () => current };
}

/** Taps a button found beforehand (a findBy inside act cannot see the renders act holds back) and lets the work finish. */
async function tap(button: HTMLElement) {
  await act(async () => fireEvent.click(button));
}

async function show() {
  render(
    <I18nProvider i18n={i18n}>
      <PushControl />
    </I18nProvider>,
  );
}

beforeEach(async () => {
  await activateLocale('en');
  vi.clearAllMocks();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // Back to jsdom's own navigator: no service worker, online.
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(navigator, 'onLine');
});

describe('push control', () => {
  it('says when the browser cannot do it, with how to on an iPhone', async () => {
    await show();
    expect(await screen.findByText('This browser cannot show notifications when Touchline is closed.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    const ua = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)');
    await show();
    expect(await screen.findByText(/add Touchline to your Home Screen first/)).toBeInTheDocument();
    ua.mockRestore();
  });

  it('asks permission only on a tap, subscribes with the server key and sends the subscription', async () => {
    const b = stubBrowser({ permission: 'default', subscribed: false });
    await show();
    const button = await screen.findByRole('button', { name: 'Get notifications on this device' });
    expect(screen.getByRole('status')).toHaveTextContent('Off: notifications only appear in the app.');
    expect(b.Notification.requestPermission).not.toHaveBeenCalled();
    await tap(button);
    expect(b.Notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(getPushKey).toHaveBeenCalled();
    expect(b.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: keyBytes('BAEC') });
    expect(sendPushSubscription).toHaveBeenCalledWith({ endpoint: ENDPOINT, keys: { p256dh: 'p', auth: 'a' } });
    expect(await screen.findByRole('status')).toHaveTextContent('On: this device shows your notifications, even when Touchline is closed.');
    expect(screen.getByRole('button', { name: 'Turn off on this device' })).toBeInTheDocument();
  });

  it('turns it off: the server forgets the subscription, then the browser unsubscribes', async () => {
    const b = stubBrowser({ permission: 'granted', subscribed: true });
    const sub = b.subscription()!;
    await show();
    await tap(await screen.findByRole('button', { name: 'Turn off on this device' }));
    expect(deletePushSubscription).toHaveBeenCalledWith(ENDPOINT);
    expect(sub.unsubscribe).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Get notifications on this device' })).toBeInTheDocument();
  });

  it('shows blocked when the browser blocks notifications, or the member refuses at the prompt', async () => {
    stubBrowser({ permission: 'denied', subscribed: false });
    await show();
    expect(await screen.findByText(/Notifications are blocked for Touchline in this browser/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    const b = stubBrowser({ permission: 'default', subscribed: false, answer: 'denied' });
    await show();
    await tap(await screen.findByRole('button', { name: 'Get notifications on this device' }));
    expect(await screen.findByText(/Notifications are blocked/)).toBeInTheDocument();
    expect(b.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('a failed call says so and leaves the browser unsubscribed', async () => {
    const b = stubBrowser({ permission: 'default', subscribed: false });
    vi.mocked(sendPushSubscription).mockRejectedValueOnce(new Error('offline'));
    await show();
    await tap(await screen.findByRole('button', { name: 'Get notifications on this device' }));
    expect(await screen.findByText('There has been an error setting up notifications on this device')).toBeInTheDocument();
    expect(b.subscription()).toBeNull();
  });

  it('offline: says it needs a connection instead of offering the button', async () => {
    stubBrowser({ permission: 'granted', subscribed: false, online: false });
    await show();
    expect(await screen.findByText('This needs a connection. Try again when you are online.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('logging out', () => {
  it('stops push on this device: the server forgets the subscription and the browser unsubscribes', async () => {
    const b = stubBrowser({ permission: 'granted', subscribed: true });
    const sub = b.subscription()!;
    await stopPushOnThisDevice();
    expect(deletePushSubscription).toHaveBeenCalledWith(ENDPOINT);
    expect(sub.unsubscribe).toHaveBeenCalled();
  });

  it('still unsubscribes when the server cannot be reached, and does nothing without push', async () => {
    const b = stubBrowser({ permission: 'granted', subscribed: true });
    const sub = b.subscription()!;
    vi.mocked(deletePushSubscription).mockRejectedValueOnce(new Error('offline'));
    await stopPushOnThisDevice();
    expect(sub.unsubscribe).toHaveBeenCalled();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.mocked(deletePushSubscription).mockClear();
    await expect(stopPushOnThisDevice()).resolves.toBeUndefined();
    expect(deletePushSubscription).not.toHaveBeenCalled();
  });
});
