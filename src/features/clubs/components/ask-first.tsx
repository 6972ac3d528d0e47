// Pieces the teams screen's "move players" and "new season" panels share: a row of ticks that
// toggle ids in a set, and the action buttons that ask first (the question replaces them).
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ConfirmQuestion } from '../../../ui/confirm-question';

/** The set with id added, or removed when it was there (a new set, for React state). */
export function toggled(s: Set<string>, id: string): Set<string> {
  const next = new Set(s);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

export function CheckRow({ checked, onToggle, children }: { checked: boolean; onToggle: () => void; children: ReactNode }) {
  return (
    <label className="settings-check">
      <input type="checkbox" checked={checked} onChange={onToggle} /> {children}
    </label>
  );
}

type AskFirstActionsProps = {
  asking: boolean;
  question: string;
  confirmLabel: string;
  danger?: boolean;
  busy: boolean;
  onConfirm: () => void;
  /** Back from the question to the buttons. */
  onNotNow: () => void;
  /** The primary button's words; it asks the question. */
  askLabel: ReactNode;
  onAsk: () => void;
  /** Leaves the panel. */
  onCancel: () => void;
};

export function AskFirstActions(p: AskFirstActionsProps) {
  const { t } = useLingui();
  if (p.asking)
    return <ConfirmQuestion question={p.question} confirmLabel={p.confirmLabel} cancelLabel={t`Cancel`} danger={p.danger} busy={p.busy} onConfirm={p.onConfirm} onCancel={p.onNotNow} />;
  return (
    <div className="settings-actions">
      <button type="button" className="button button--primary" onClick={p.onAsk}>
        {p.askLabel}
      </button>
      <button type="button" className="button button--secondary" onClick={p.onCancel}>
        <Trans>Cancel</Trans>
      </button>
    </div>
  );
}
