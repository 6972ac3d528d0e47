// "Install the app": our own button where the browser offers installing (Chromium), the
// Share → "Add to Home Screen" steps on iPhone and iPad, nothing in the installed app.
import './install-hint.css';
import { Trans } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { currentInstallOffer, dismissInstall, installVersion, promptInstall, subscribeInstall } from '../data/install-prompt';

export function InstallHint() {
  useSyncExternalStore(subscribeInstall, installVersion);
  const offer = currentInstallOffer();
  if (!offer) return null;
  return (
    <aside className="install-hint" aria-labelledby="install-hint-title">
      <p className="install-hint__title" id="install-hint-title">
        <Trans>Install Touchline</Trans>
      </p>
      {offer === 'prompt' ? (
        <p>
          <Trans>Open it from your home screen like any app, and use it at the pitch with no signal.</Trans>
        </p>
      ) : (
        <p>
          <Trans>
            To add it to your home screen, tap the Share button in Safari, then <strong>Add to Home Screen</strong>.
          </Trans>
        </p>
      )}
      <div className="install-hint__actions">
        {offer === 'prompt' ? (
          <button type="button" className="button button--primary" onClick={() => void promptInstall()}>
            <Trans>Install</Trans>
          </button>
        ) : null}
        <button type="button" className="button button--secondary" onClick={dismissInstall}>
          <Trans>Not now</Trans>
        </button>
      </div>
    </aside>
  );
}
