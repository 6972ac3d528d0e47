import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { askPersistence, readStorageStatus, type StorageStatus } from '../data/actions';

const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/** Whether the browser promised to keep our data, and how much space it uses. */
export function StorageSettings() {
  const [status, setStatus] = useState<StorageStatus | null>(null);
  useEffect(() => {
    void readStorageStatus().then(setStatus);
  }, []);
  if (!status) return null;
  return (
    <section className="sync-storage" aria-labelledby="sync-storage-title">
      <h2 id="sync-storage-title">
        <Trans>Storage on this device</Trans>
      </h2>
      <p data-testid="storage-persisted">
        {status.persisted === true && <Trans>Kept safe: the browser will not clear Touchline's data.</Trans>}
        {status.persisted === false && <Trans>Not protected: the browser may clear Touchline's data when space runs low.</Trans>}
        {status.persisted === null && <Trans>This browser cannot say whether it keeps Touchline's data.</Trans>}
      </p>
      {status.usage !== null && (
        <p>
          <Trans>
            Using {mb(status.usage)} MB of {mb(status.quota ?? 0)} MB
          </Trans>
        </p>
      )}
      {status.persisted === false && (
        <button type="button" className="button button--small" onClick={() => void askPersistence().then(() => readStorageStatus().then(setStatus))}>
          <Trans>Ask to keep data</Trans>
        </button>
      )}
    </section>
  );
}
