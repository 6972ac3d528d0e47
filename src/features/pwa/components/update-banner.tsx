import './update-banner.css';
import { Trans } from '@lingui/react/macro';
import { applyUpdate, dismissUpdate } from '../data/service-worker';
import { useUpdateState } from '../data/use-update-state';

/** Offers a waiting new version. It never reloads by itself: someone may be mid-entry. */
export function UpdateBanner() {
  const { updateReady } = useUpdateState();
  if (!updateReady) return null;
  return (
    <div className="update-banner" role="status" aria-live="polite">
      <span>
        <Trans>A new version is ready.</Trans>
      </span>
      <button type="button" className="button button--primary" onClick={applyUpdate}>
        <Trans>Reload</Trans>
      </button>
      <button type="button" className="button button--ghost" onClick={dismissUpdate}>
        <Trans>Later</Trans>
      </button>
    </div>
  );
}
