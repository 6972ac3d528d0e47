// The coaches of a team (GET club/{clubId}/coaches?teamId), to pick the session's coach (spec §3).
// Asked when online and kept on the device (meta), so the picker has them with no signal too.
import { useEffect } from 'react';
import { getDb } from '../../../db/database';
import { useLive } from '../../../db/use-live';
import { createGetter } from '../../../sync/pull';
import type { TeamOption } from './training-scope';

const keyOf = (clubId: string, teamId: string) => `team-coaches:${clubId}:${teamId}`;

export function useTeamCoaches(clubId: string | null, teamId: string, online: boolean): TeamOption[] {
  const stored = useLive(async () => {
    if (!clubId || !teamId) return [];
    return ((await getDb().meta.get(keyOf(clubId, teamId)))?.value as TeamOption[] | undefined) ?? [];
  }, [clubId, teamId]);
  useEffect(() => {
    if (!clubId || !teamId || !online) return;
    const db = getDb();
    createGetter(db)<{ members: { id: string; firstName: string; lastName: string }[] }>(`/club/${encodeURIComponent(clubId)}/coaches?teamId=${encodeURIComponent(teamId)}&limit=100`)
      .then((a) => db.meta.put({ key: keyOf(clubId, teamId), value: a.members.map((m) => ({ id: m.id, name: `${m.firstName} ${m.lastName}`.trim() })) }))
      .catch(() => undefined);
  }, [clubId, teamId, online]);
  return stored ?? [];
}
