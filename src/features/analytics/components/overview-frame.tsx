// What every overview screen shares around its figures: loading, the spec-style failure, the
// "needs a connection the first time" state (never zeros for what was never computed), and the
// "As of" line when the kept answer is on screen.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Empty, Failure, Loading } from '../../../ui/states';
import type { OverviewState } from '../data/overview-cache';
import { AsOf } from './as-of';

export function OverviewFrame<T extends { computedAt: string }>({ state, online, children }: { state: OverviewState<T>; online: boolean; children: (value: T) => ReactNode }) {
  const { t } = useLingui();
  const { stored, failed, loading } = state;
  if (stored === undefined || (stored === null && loading)) return <Loading />;
  if (stored === null) {
    return online && failed ? (
      <Failure message={t`There has been an error retrieving analytics`} />
    ) : (
      <Empty>
        <Trans>This overview needs a connection the first time. Connect and open it again.</Trans>
      </Empty>
    );
  }
  return (
    <>
      <AsOf computedAt={stored.computedAt} show={!online || failed} />
      {children(stored.value)}
    </>
  );
}
