import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from './api/client';
import { startI18n } from './i18n/i18n';
import { App } from './app';
import { router } from './router';
import { startSync } from './features/sync-status/start';
import { startPwa } from './features/pwa/start';
import { startNotifications } from './features/notifications/start';
import { startFixtures } from './features/fixtures/start';
import { startTrainingSync } from './features/training/start';
import { startCommitWorker } from './db/commit-worker-client';
import './ui/styles.css';

// A 401 sends the browser to the sign-in screen through the router (no reload).
configureApi({ navigate: (to) => void router.navigate({ to, replace: true }) });
// What puts a discarded change's rows back as the server has them (src/sync/refresh.ts); before
// the engine starts, so a refresh owed since the last visit finds its refresher.
startTrainingSync();
const fixturesReady = startFixtures();
// The offline engine: session mirror, outbox drain triggers, pulls, and the header indicator.
const syncReady = startSync();
// The write helper's transactions are made in a worker once it has loaded (src/db/commit-worker-client):
// started now, so it is ready by the first tap.
startCommitWorker();
// The service worker (precache, offline start) and the "new version is ready" banner.
startPwa();
// The header's notifications link with the unread count (the list is pulled with the fixtures).
startNotifications();

// The first language is loaded before the first paint so no untranslated ids flash; the session
// is restored first when the browser lost it (src/sync/page-sync), so no sign-in screen flashes.
// This device's id for match events is read back from IndexedDB first, too.
void Promise.all([startI18n(), syncReady.catch(() => undefined), fixturesReady]).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
