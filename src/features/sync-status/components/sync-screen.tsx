import { Trans, useLingui } from '@lingui/react/macro';
import { discard, retry, syncNow } from '../data/actions';
import { useOnline, useQueue, useStorageHealth, useSyncStatus } from '../data/use-sync-status';
import { waitReason } from '../model/status';
import { useEntryWords } from './entry-words';
import { StorageSettings } from './storage-settings';

/** Lists what has not reached the server yet, in words, with retry and discard. */
export function SyncScreen() {
  const { t } = useLingui();
  const queue = useQueue();
  const status = useSyncStatus();
  const health = useStorageHealth();
  const online = useOnline();
  const words = useEntryWords();

  const onDiscard = (id: string, what: string) => {
    if (window.confirm(t`Discard "${what}"? It will not be sent and cannot be recovered.`)) void discard(id);
  };

  return (
    <main className="sync-screen">
      <h1>
        <Trans>Saving and sync</Trans>
      </h1>
      {health.problem === 'quota' && (
        <p role="alert">
          <Trans>This device is out of space. Your last change is kept on screen and will be saved as soon as space is freed.</Trans>
        </p>
      )}
      {health.problem === 'connection' && (
        <p role="alert">
          <Trans>The device's storage stopped answering. Touchline is retrying your last change.</Trans>
        </p>
      )}
      {queue && queue.length === 0 && (
        <p data-testid="sync-empty">
          <Trans>Everything is saved on the server.</Trans>
        </p>
      )}
      {queue && queue.length > 0 && (
        <>
          <button type="button" className="button button--small" onClick={() => void syncNow()} disabled={!online}>
            <Trans>Send now</Trans>
          </button>
          <ul className="sync-list" data-testid="sync-list">
            {queue.map((e) => {
              const what = words.what(e);
              return (
                <li key={e.id} className={`sync-entry sync-entry--${e.state}`}>
                  <span className="sync-entry__what">
                    {what} — {words.why(waitReason(e, online))}
                  </span>
                  {e.state === 'rejected' && e.lastError && <span className="sync-entry__reason">{e.lastError.message}</span>}
                  <span className="sync-entry__actions">
                    <button type="button" className="button button--ghost button--small" onClick={() => void retry(e.id)}>
                      <Trans>Retry</Trans>
                    </button>
                    <button type="button" className="button button--ghost button--small" onClick={() => onDiscard(e.id, what)}>
                      <Trans>Discard</Trans>
                    </button>
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {status.rejected > 0 && (
        <p>
          <Trans>Changes the server did not accept hold back later changes to the same match or session until you retry or discard them.</Trans>
        </p>
      )}
      <StorageSettings />
    </main>
  );
}
