import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { formatBytes } from '../../../ui/format-bytes';
import { askPersistence, readStorageStatus, type StorageStatus } from '../data/actions';

/** Whether the browser promised to keep our data, and how much space it uses. */
export function StorageSettings() {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState<StorageStatus | null>(null);
  // The browser's answer to "Ask to keep data": it may say no without showing anything itself.
  const [answer, setAnswer] = useState<'granted' | 'refused' | null>(null);
  useEffect(() => {
    void readStorageStatus().then(setStatus);
  }, []);
  if (!status) return null;
  // "3.6 MB", "10 GB": the user's locale and units, at most one decimal.
  const used = status.usage !== null ? formatBytes(status.usage, i18n.locale) : null;
  const available = status.quota !== null ? formatBytes(status.quota, i18n.locale) : null;
  const ask = async () => {
    setAnswer(null);
    const granted = await askPersistence();
    setAnswer(granted ? 'granted' : 'refused');
    setStatus(await readStorageStatus());
  };
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
      {used !== null && <p data-testid="storage-usage">{available !== null ? t`Using ${used} of ${available}` : t`Using ${used}`}</p>}
      {status.persisted === false && (
        <button type="button" className="button button--secondary" onClick={() => void ask()}>
          <Trans>Ask to keep data</Trans>
        </button>
      )}
      <p role="status" className={answer === 'granted' ? 'alert alert--ok' : undefined}>
        {answer === 'granted' && <Trans>Done: the browser will keep Touchline's data.</Trans>}
        {answer === 'refused' && (
          <Trans>The browser did not agree this time. Browsers decide this themselves, often once Touchline is installed or used regularly; you can ask again later.</Trans>
        )}
      </p>
    </section>
  );
}
