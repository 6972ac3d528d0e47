// One queued change on the sync screen, as a card: what it is, where it stands (with the
// server's reason when refused, on a line of its own), and its actions in a row under the text.
// Discarding asks first, in the card; when the change holds others of its stream behind it, the
// whole group can be discarded at once (asked first too).
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { ConfirmQuestion } from '../../../ui/confirm-question';
import type { QueueEntry } from '../data/use-sync-status';

export interface SyncEntryProps {
  entry: QueueEntry;
  what: string;
  status: string;
  /** The entries a refused one holds, itself first, when it holds any: offered as one discard. */
  group: readonly QueueEntry[] | null;
  onRetry: () => void;
  onDiscard: (ids: string[]) => void;
}

export function SyncEntry({ entry, what, status, group, onRetry, onDiscard }: SyncEntryProps) {
  const { t } = useLingui();
  const [asking, setAsking] = useState<'one' | 'group' | null>(null);
  const [focusBack, setFocusBack] = useState<'one' | 'group' | null>(null);
  const discardOne = useRef<HTMLButtonElement>(null);
  const discardGroup = useRef<HTMLButtonElement>(null);
  // "No" puts focus back on the button that asked, not on the page's start.
  useEffect(() => {
    if (focusBack === null) return;
    (focusBack === 'one' ? discardOne : discardGroup).current?.focus();
    setFocusBack(null);
  }, [focusBack]);
  const cancel = () => {
    setFocusBack(asking);
    setAsking(null);
  };
  const n = group?.length ?? 0;
  return (
    <li className={`sync-entry card sync-entry--${entry.state}`}>
      <p className="sync-entry__what">{what}</p>
      <p className="sync-entry__status">{status}</p>
      {asking === 'one' && (
        <ConfirmQuestion
          question={t`Discard "${what}"? It will not be sent and cannot be recovered.`}
          confirmLabel={t`Yes, discard`}
          cancelLabel={t`No`}
          danger
          onConfirm={() => onDiscard([entry.id])}
          onCancel={cancel}
        />
      )}
      {asking === 'group' && group && (
        <ConfirmQuestion
          question={t`${plural(n, { one: 'Discard # change of this group? It will not be sent and cannot be recovered.', other: 'Discard all # changes of this group? They will not be sent and cannot be recovered.' })}`}
          confirmLabel={t`Yes, discard`}
          cancelLabel={t`No`}
          danger
          onConfirm={() => onDiscard(group.map((e) => e.id))}
          onCancel={cancel}
        />
      )}
      {asking === null && (
        <div className="sync-entry__actions">
          <button type="button" className="button button--secondary" onClick={onRetry}>
            <Trans>Retry</Trans>
          </button>
          <button type="button" ref={discardOne} className="button button--secondary" onClick={() => setAsking('one')}>
            <Trans>Discard</Trans>
          </button>
          {n > 1 && (
            <button type="button" ref={discardGroup} className="button button--secondary" onClick={() => setAsking('group')}>
              {t`${plural(n, { one: 'Discard # in this group', other: 'Discard all # in this group' })}`}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
