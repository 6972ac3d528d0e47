// "Install the app" (issue 19): our own button where the browser offers installing, the iOS
// steps on iPhone and iPad, nothing in the installed app or for 30 days after "Not now".
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { DISMISS_DAYS, installOffer, isIosSafari, type InstallFacts } from '../../../src/features/pwa/model/install-offer';
import { watchInstallPrompt } from '../../../src/features/pwa/data/install-prompt';
import { InstallHint } from '../../../src/features/pwa/components/install-hint';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const CHROME_IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DAY = 24 * 60 * 60 * 1000;
const facts = (over: Partial<InstallFacts> = {}): InstallFacts => ({ standalone: false, canPrompt: false, userAgent: ANDROID, maxTouchPoints: 5, dismissedAt: null, now: 1_000 * DAY, ...over });

describe('installOffer', () => {
  it('offers the browser dialog when the browser handed one over, the iOS steps in Safari on iPhone and iPad', () => {
    expect(installOffer(facts({ canPrompt: true }))).toBe('prompt');
    expect(installOffer(facts({ userAgent: IPHONE }))).toBe('ios');
    expect(installOffer(facts({ userAgent: IPAD, maxTouchPoints: 5 }))).toBe('ios');
    expect(installOffer(facts())).toBeNull();
    expect(isIosSafari(IPAD, 0)).toBe(false); // a Mac
    expect(isIosSafari(CHROME_IOS, 5)).toBe(false);
  });
  it('offers nothing in the installed app, or within 30 days of "Not now"', () => {
    expect(installOffer(facts({ canPrompt: true, standalone: true }))).toBeNull();
    const now = 1_000 * DAY;
    expect(installOffer(facts({ canPrompt: true, dismissedAt: now - (DISMISS_DAYS - 1) * DAY, now }))).toBeNull();
    expect(installOffer(facts({ canPrompt: true, dismissedAt: now - (DISMISS_DAYS + 1) * DAY, now }))).toBe('prompt');
  });
});

describe('InstallHint', () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    watchInstallPrompt();
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
  const renderHint = () =>
    render(
      <I18nProvider i18n={i18n}>
        <InstallHint />
      </I18nProvider>,
    );

  it('shows nothing until the browser offers installing, then opens its dialog from "Install" once', async () => {
    renderHint();
    expect(screen.queryByText('Install Touchline')).not.toBeInTheDocument();
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn(async () => undefined),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('complementary', { name: 'Install Touchline' })).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Install' })));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    // The event is used: no second button to press.
    expect(screen.queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();
  });

  it('remembers "Not now" on this device', () => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: vi.fn(), userChoice: new Promise(() => undefined) });
    act(() => void window.dispatchEvent(event));
    renderHint();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByText('Install Touchline')).not.toBeInTheDocument();
    cleanup();
    renderHint();
    expect(screen.queryByText('Install Touchline')).not.toBeInTheDocument();
    expect(Number(localStorage.getItem('touchline-install-dismissed'))).toBeGreaterThan(0);
  });

  it('disappears once the app is installed', () => {
    act(() => void window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: vi.fn(), userChoice: new Promise(() => undefined) })));
    renderHint();
    expect(screen.getByRole('button', { name: 'Install' })).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(screen.queryByText('Install Touchline')).not.toBeInTheDocument();
  });
});
