// What every route's beforeLoad can see. Routes guard access through it rather than reading
// storage themselves (routes never import the api layer).
import type { StoredMember } from './domain/session';

export interface RouterContext {
  session: {
    /** The stored member, or null when signed out. */
    member(): StoredMember | null;
  };
}
