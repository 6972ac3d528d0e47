// Whether someone is signed in, as React state (the information pages open either way: signed
// in they lead back into the app, signed out back to sign-in).
import { useSyncExternalStore } from 'react';
import { getMember, subscribe } from '../../../api/session-store';
import type { StoredMember } from '../../../domain/session';

export function useSignedInMember(): StoredMember | null {
  return useSyncExternalStore(subscribe, getMember);
}
