// GET club/{id}/onboarding/training: the member's training checklist and next sessions in the
// current club (design: src/domain/club/training-onboarding.ts). An online read like the stats:
// the checklist is worked out by the server from the club's data, so it is not kept offline.
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { api } from '../../../api/client';
import type { TrainingOnboardingAnswer } from '../../../domain/club/training-onboarding';
import { useCall } from '../../../ui/use-call';

export const getTrainingOnboarding = (clubId: string, signal?: AbortSignal) =>
  api().get<TrainingOnboardingAnswer>(`/club/${encodeURIComponent(clubId)}/onboarding/training`, { signal });

/** Asks on mount, when the club changes, when the connection comes back (`online`) and on reload(). */
export function useTrainingOnboarding(clubId: string | null, online: boolean) {
  const call = useCall((signal: AbortSignal) => getTrainingOnboarding(clubId!, signal));
  const { run } = call;
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!clubId || !online) return;
    const controller = new AbortController();
    void run(controller.signal);
    return () => controller.abort();
  }, [run, clubId, online, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  const data = call.data?.clubId === clubId ? call.data : undefined;
  // A refusal (403: e.g. training withdrawn for this member) is not worth a retry.
  const refused = isApiError(call.error) && call.error.status === 403;
  return { loading: Boolean(clubId) && online && (call.loading || (data === undefined && !call.error)), error: call.error, refused, data, reload };
}
