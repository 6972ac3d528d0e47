// Whether each child a parent added in the wizard has joined, or waits for the team's staff to
// approve (a child added to a team the parent's own invitation did not name: server/README.md
// "Membership states"). The draft holds what the parent typed; the status is the server's, read
// from GET onboarding/{userId}/parent once the queued registration steps have been sent (before
// that the server has not seen the child). Offline, or when the read fails, no status is known
// and nothing is said.
import { useEffect, useMemo, useState } from 'react';
import { api } from '../../../api/client';
import { getDb } from '../../../db/database';
import { useLive } from '../../../db/use-live';
import type { OnboardingAnswer } from '../../../domain/club/onboarding-schema';
import type { DraftChild, RegistrationDraft } from './draft';

type ServerChild = OnboardingAnswer['onboarding']['children'][number];

const sameChild = (d: DraftChild, s: ServerChild) =>
  d.firstName.trim() === s.firstName.trim() && d.lastName.trim() === s.lastName.trim() && (d.dateOfBirth ?? null) === (s.dateOfBirth ?? null);

/**
 * The server's status ('pending', 'accepted' ...) of each draft child, by the draft child's id.
 * The draft's ids are made on the device, so children are matched by name and date of birth, in
 * the order they were added.
 */
export function matchChildStatuses(drafted: readonly DraftChild[], server: readonly ServerChild[]): Map<string, string> {
  const left = [...server];
  const out = new Map<string, string>();
  for (const d of drafted) {
    const i = left.findIndex((s) => sameChild(d, s));
    if (i < 0) continue;
    out.set(d.id, left[i]!.status);
    left.splice(i, 1);
  }
  return out;
}

/** How many of the user's registration steps are still queued (refused ones aside); live. */
async function stepsWaiting(userId: string | null): Promise<number> {
  if (!userId) return 0;
  const entries = await getDb().outbox.where('stream').equals(`onboarding:${userId}`).toArray();
  return entries.filter((e) => e.userId === userId && e.state !== 'rejected').length;
}

export function useChildStatuses(draft: RegistrationDraft): Map<string, string> {
  const { userId, role, children } = draft;
  const waiting = useLive(() => stepsWaiting(userId), [userId]);
  const [server, setServer] = useState<ServerChild[]>([]);
  const count = children.length;
  useEffect(() => {
    if (!userId || role !== 'parent' || count === 0 || waiting !== 0) return;
    const controller = new AbortController();
    api()
      .get<OnboardingAnswer>(`/onboarding/${encodeURIComponent(userId)}/parent`, { signal: controller.signal })
      .then((answer) => setServer(answer.onboarding.children))
      .catch(() => undefined);
    return () => controller.abort();
  }, [userId, role, count, waiting]);
  return useMemo(() => matchChildStatuses(children, server), [children, server]);
}
