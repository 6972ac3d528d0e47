// Live queries for screens: Dexie's liveQuery, wrapped so features get a plain subscribe
// function (features never import Dexie). The callback runs again whenever the data it read
// changes in any tab or in the service worker.
import { liveQuery } from 'dexie';

export function watchQuery<T>(query: () => Promise<T>, onValue: (value: T) => void, onError: (error: unknown) => void = () => undefined): () => void {
  const sub = liveQuery(query).subscribe({ next: onValue, error: onError });
  return () => sub.unsubscribe();
}
