// The signed-in member, mirrored from localStorage (src/api/session-store) into IndexedDB so the
// service worker, which cannot read localStorage or cookies, can send queued work as that member
// with their current token. Signing out or a 401 clears the member here too; queued work stays.
import type { StoredMember } from '../domain/session';
import { getDb, type TouchlineDb } from './database';

export async function writeSessionMirror(member: StoredMember | null, db: TouchlineDb = getDb()): Promise<void> {
  await db.transaction('rw', db.session, async () => {
    const prev = await db.session.get('current');
    await db.session.put({ key: 'current', member, lastUserId: member?.id ?? prev?.lastUserId ?? null, updatedAt: Date.now() });
  });
}

export async function readSessionMirror(db: TouchlineDb = getDb()): Promise<StoredMember | null> {
  return (await db.session.get('current'))?.member ?? null;
}

interface SessionSource {
  getMember(): StoredMember | null;
  subscribe(listener: (member: StoredMember | null) => void): () => void;
}

/** Keeps the mirror in step with the session store from now on; returns a stop function. */
export function mirrorSession(source: SessionSource, db: TouchlineDb = getDb(), onChange?: () => void): () => void {
  let chain = writeSessionMirror(source.getMember(), db).then(onChange);
  const stop = source.subscribe((member) => {
    // Writes stay in the order the changes happened.
    chain = chain.catch(() => undefined).then(() => writeSessionMirror(member, db)).then(onChange);
  });
  return stop;
}
