// Starts the offline engine in the page and puts the sync indicator in the shell's header.
import * as sessionStore from '../../api/session-store';
import { fillShellSlot } from '../../ui/shell-slots';
import { startPageSync } from '../../sync/page-sync';
import { SyncIndicator } from './components/sync-indicator';

/** Resolves when a session the browser lost from localStorage is restored: render after it. */
export function startSync(): Promise<void> {
  const { ready } = startPageSync(sessionStore);
  fillShellSlot('status', SyncIndicator);
  return ready;
}
