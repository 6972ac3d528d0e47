import { Link } from '@tanstack/react-router';
import { Plural, Trans } from '@lingui/react/macro';
import { useSyncStatus } from '../data/use-sync-status';

/** The small status in the header of every screen: all saved / N waiting / offline / needs attention. */
export function SyncIndicator() {
  const s = useSyncStatus();
  return (
    <Link to="/secure/sync" className={`sync-indicator sync-indicator--${s.kind}`} aria-live="polite" data-testid="sync-indicator" data-state={s.kind}>
      {s.kind === 'saved' && <Trans>All saved</Trans>}
      {s.kind === 'waiting' && <Plural value={s.waiting} one="# waiting" other="# waiting" />}
      {s.kind === 'offline' && (s.waiting > 0 ? <Plural value={s.waiting} one="Offline · # waiting" other="Offline · # waiting" /> : <Trans>Offline</Trans>)}
      {s.kind === 'attention' && <Trans>Needs attention</Trans>}
    </Link>
  );
}
