import { Trans } from '@lingui/react/macro';
import { discard, retry, syncNow } from '../data/actions';
import { useOnline, useQueue, useStorageHealth, useSyncStatus } from '../data/use-sync-status';
import { heldGroups, waitReason } from '../model/status';
import { useEntryWords } from './entry-words';
import { StorageSettings } from './storage-settings';
import { SyncEntry } from './sync-entry';
import './sync-screen.css';

/** Lists what has not reached the server yet, in words, with retry and discard. */
export function SyncScreen() {
  const queue = useQueue();
  const status = useSyncStatus();
  const health = useStorageHealth();
  const online = useOnline();
  const words = useEntryWords();
  const groups = heldGroups(queue ?? []);

  // A section, not <main>: the app shell's <main> already holds every screen.
  return (
    <section className="sync-screen" aria-labelledby="sync-title">
      <h1 id="sync-title">
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
          <button type="button" className="button button--secondary sync-screen__send" onClick={() => void syncNow()} disabled={!online}>
            <Trans>Send now</Trans>
          </button>
          {status.rejected > 0 && (
            <p>
              <Trans>Changes the server did not accept hold back later changes to the same match or session until you retry or discard them.</Trans>
            </p>
          )}
          <ul className="sync-list" data-testid="sync-list">
            {queue.map((e) => {
              const group = groups.get(e.stream);
              const held = !!group && group[0] !== e;
              return (
                <SyncEntry
                  key={e.id}
                  entry={e}
                  what={words.what(e)}
                  status={words.status(e, waitReason(e, online, held))}
                  group={group && group[0] === e ? group : null}
                  onRetry={() => void retry(e.id)}
                  onDiscard={(ids) => void discard(ids)}
                />
              );
            })}
          </ul>
        </>
      )}
      <StorageSettings />
    </section>
  );
}
