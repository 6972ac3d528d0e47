// Starts the offline engine in the page: mirrors the session into IndexedDB, builds the engine
// and its triggers, and asks for persistent storage when a member signs in and when the app is
// installed. Called once from the app's start-up (src/features/sync-status/start.ts).
import { getDb } from '../db/database';
import { mirrorSession, readSessionMirror } from '../db/session-mirror';
import { requestPersistence, requestPersistenceOnInstall } from '../db/storage';
import type { StoredMember } from '../domain/session';
import { notifyDrained } from './drained';
import { createSyncEngine, type SyncEngine } from './engine';
import { startPageTriggers, type PageSync } from './page-triggers';
import { createGetter, createPuller } from './pull';
import { runRefreshes } from './refresh';
import { startTokenRevocation } from './token-revocation';
import { createHttpTransport } from './transport';
import { loadResumableLazily } from './resumable-loader';

interface SessionSource {
  getMember(): StoredMember | null;
  setMember(member: StoredMember): void;
  subscribe(listener: (member: StoredMember | null) => void): () => void;
}

type StartedSync = PageSync & {
  engine: SyncEngine;
  /** Resolves once a session lost from localStorage has been restored (render after it). */
  ready: Promise<void>;
};
let started: StartedSync | null = null;

/**
 * A browser killed outright can lose recent localStorage writes (Chromium commits them lazily)
 * while IndexedDB keeps its commits. The mirror is cleared on sign-out and on a 401, so a member
 * in the mirror with none in localStorage is a session the browser lost, not one the user ended:
 * put it back, so the queue goes out as that member without asking them to sign in again.
 */
async function restoreLostSession(session: SessionSource, db: ReturnType<typeof getDb>): Promise<void> {
  if (session.getMember()) return;
  const mirrored = await readSessionMirror(db).catch(() => null);
  if (mirrored && !session.getMember()) session.setMember(mirrored);
}

export function startPageSync(session: SessionSource): StartedSync {
  if (started) return started;
  const db = getDb();
  const get = createGetter(db);
  const puller = createPuller(db, get);
  const refresh = () => runRefreshes(db, get);
  // Tokens signed out without signal, revoked at the next chance: a separate step beside the
  // engine (its own calls, its own schedule), also woken after a drain that reached the server.
  const revocation = startTokenRevocation(db);
  const engine = createSyncEngine({
    db,
    transport: createHttpTransport({ resumable: loadResumableLazily }),
    onDrained: () => {
      // The server answered: refreshes owed after a discard made offline can run now.
      void refresh().catch(() => undefined);
      void puller.pullClub().catch(() => undefined);
      void revocation.runNow();
      notifyDrained();
    },
  });
  const triggers = startPageTriggers(db, engine, puller, refresh);
  // The first mirror write waits for the restore: it would otherwise write the lost session away.
  const ready = restoreLostSession(session, db).then(() => {
    let lastId = session.getMember()?.id ?? null;
    let lastToken = session.getMember()?.accessToken ?? null;
    let lastClub: string | null | undefined;
    // After the mirror has the new member: a sign-in (or a new token) is a reason to drain; the
    // first mirror write, a sign-in and a change of club are reasons to pull (screens read only
    // the local store, so a new member or club would otherwise see nothing until the next pull).
    mirrorSession(session, db, () => {
      const m = session.getMember();
      if (m && (m.id !== lastId || m.accessToken !== lastToken)) {
        void requestPersistence();
        void engine.drain({ ignoreBackoff: true }).catch(() => undefined);
      }
      if (m?.clubId && (m.clubId !== lastClub || m.id !== lastId)) void triggers.pullNow();
      lastId = m?.id ?? null;
      lastToken = m?.accessToken ?? null;
      lastClub = m?.clubId ?? null;
    });
  });
  requestPersistenceOnInstall();
  started = {
    ...triggers,
    stop() {
      triggers.stop();
      revocation.stop();
    },
    engine,
    ready,
  };
  return started;
}

export const pageSync = (): StartedSync | null => started;
