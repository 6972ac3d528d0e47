// Loading, empty and failure states shared by every screen that reads data.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export function Loading({ label }: { label?: string }) {
  return (
    <div className="state" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? <Trans>Loading…</Trans>}</span>
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <div className="state">{children}</div>;
}

export function Failure({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="state state--error" role="alert">
      <span>{message}</span>
      {onRetry ? (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      ) : null}
    </div>
  );
}
