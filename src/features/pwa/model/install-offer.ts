// Whether to offer installing the app, and how (pure: the browser facts come in as arguments).
// Chromium browsers fire `beforeinstallprompt` when the app is installable: we offer our own
// "Install" button that opens the browser's dialog. Safari on iPhone and iPad never does: there
// the only way is Share → "Add to Home Screen", so we say that. Nothing is offered in the
// installed app itself, or for DISMISS_DAYS after "Not now".

export const DISMISS_DAYS = 30;

export type InstallOffer = 'prompt' | 'ios' | null;

export interface InstallFacts {
  /** The page runs as the installed app (display-mode standalone, or iOS navigator.standalone). */
  standalone: boolean;
  /** The browser handed us a beforeinstallprompt event we may use. */
  canPrompt: boolean;
  userAgent: string;
  /** Touch points: iPadOS reports a Mac user agent but has a touch screen. */
  maxTouchPoints: number;
  /** When "Not now" was last chosen (ms since the epoch), or null. */
  dismissedAt: number | null;
  now: number;
}

export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const iDevice = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  // Other browsers on iOS (CriOS, FxiOS, EdgiOS) cannot add to the home screen on older iOS; Safari can.
  return iDevice && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS/.test(userAgent);
}

export function installOffer(f: InstallFacts): InstallOffer {
  if (f.standalone) return null;
  if (f.dismissedAt !== null && f.now - f.dismissedAt < DISMISS_DAYS * 24 * 60 * 60 * 1000) return null;
  if (f.canPrompt) return 'prompt';
  if (isIosSafari(f.userAgent, f.maxTouchPoints)) return 'ios';
  return null;
}
