// The row under a form: its submit button and, when the form can be left unsaved, Cancel.
// Shared by the forms that open in place (match report, notes, drills).
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export function SaveCancel({ saveLabel, busy, onCancel, className }: { saveLabel: ReactNode; busy?: boolean; onCancel?: () => void; className: string }) {
  return (
    <div className={className}>
      <button type="submit" className="button button--primary" disabled={busy}>
        {saveLabel}
      </button>
      {onCancel ? (
        <button type="button" className="button button--secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      ) : null}
    </div>
  );
}
