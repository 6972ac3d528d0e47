// The club creation wizard's draft, kept in the local database (the `meta` table, as the
// registration wizard does) so a reload, the app being closed or the network going away between
// steps loses nothing: the step and every answer, the badge as its base64 bytes. It is a
// device-only record, never sent as it is, so it does not go through the outbox. A draft made by
// another account is not resumed. Cleared once the club has been created.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { getMember, subscribe } from '../../../api/session-store';
import { getDb } from '../../../db/database';
import type { WizardState } from '../model/wizard-fields';

export const WIZARD_DRAFT_KEY = 'club-wizard-draft';

export interface ClubWizardDraft {
  /** The member who started it. */
  ownerId: string | null;
  /** The step being shown (index in WIZARD_STEPS). */
  index: number;
  state: WizardState;
  updatedAt: number;
}

export async function readWizardDraft(ownerId: string | null): Promise<ClubWizardDraft | null> {
  const row = await getDb().meta.get(WIZARD_DRAFT_KEY);
  const draft = row?.value as ClubWizardDraft | undefined;
  return draft && draft.ownerId === ownerId && draft.state && typeof draft.index === 'number' ? draft : null;
}

export async function saveWizardDraft(ownerId: string | null, index: number, state: WizardState): Promise<void> {
  const draft: ClubWizardDraft = { ownerId, index, state, updatedAt: Date.now() };
  await getDb().meta.put({ key: WIZARD_DRAFT_KEY, value: draft });
}

export async function clearWizardDraft(): Promise<void> {
  await getDb().meta.delete(WIZARD_DRAFT_KEY);
}

type Update<T> = T | ((previous: T) => T);

/**
 * The wizard's step and answers, restored from the draft on opening and saved on every change.
 * `ready` is false while the draft is being read.
 */
export function useKeptWizard(fresh: () => WizardState, lastIndex: number) {
  const ownerId = useSyncExternalStore(subscribe, () => getMember()?.id ?? null);
  const [kept, setKept] = useState<{ index: number; state: WizardState } | null>(null);
  const changed = useRef(false);
  const freshRef = useRef(fresh);

  useEffect(() => {
    let live = true;
    changed.current = false;
    setKept(null);
    void readWizardDraft(ownerId)
      .catch(() => null)
      .then((draft) => {
        if (!live) return;
        setKept(
          draft
            ? { index: Math.min(Math.max(0, draft.index), lastIndex), state: { ...freshRef.current(), ...draft.state, values: { ...freshRef.current().values, ...draft.state.values } } }
            : { index: 0, state: freshRef.current() },
        );
      });
    return () => {
      live = false;
    };
  }, [ownerId, lastIndex]);

  useEffect(() => {
    if (kept && changed.current) void saveWizardDraft(ownerId, kept.index, kept.state);
  }, [kept, ownerId]);

  const setIndex = useCallback((index: number) => {
    changed.current = true;
    setKept((k) => (k ? { ...k, index } : k));
  }, []);
  const setState = useCallback((update: Update<WizardState>) => {
    changed.current = true;
    setKept((k) => (k ? { ...k, state: typeof update === 'function' ? update(k.state) : update } : k));
  }, []);
  const clear = useCallback(async () => {
    changed.current = false;
    await clearWizardDraft();
  }, []);

  return { ready: kept !== null, index: kept?.index ?? 0, state: kept?.state ?? null, setIndex, setState, clear };
}
