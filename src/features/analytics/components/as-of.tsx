// "As of 14:02": shown when the overview on screen is the kept one (offline, or the server could
// not answer), so a coach knows the numbers may be behind.
import { useLingui } from '@lingui/react/macro';
import { computedTime } from '../model/format';

export function AsOf({ computedAt, show }: { computedAt: string; show: boolean }) {
  const { t, i18n } = useLingui();
  if (!show) return null;
  const time = computedTime(i18n, computedAt);
  return (
    <p className="list__meta" role="status">
      {t`As of ${time}`}
    </p>
  );
}
