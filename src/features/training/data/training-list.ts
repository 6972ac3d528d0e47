// The training list, read from the local store (cache first): it shows the last known sessions
// at once, online or not, and follows the store live. The club pull (src/sync/pull) refreshes
// the active sessions; "show inactive" asks the server for the inactive ones when online and
// shows them beside the local rows without storing them (the club pull keeps the store to the
// active ones).
import { useCallback, useEffect, useState } from 'react';
import { getDb } from '../../../db/database';
import type { TrainingRow } from '../../../db/schema';
import type { TrainingListAnswer, TrainingSummary } from '../../../domain/training/types';
import { pageSync } from '../../../sync/page-sync';
import { createGetter, pulledKey } from '../../../sync/pull';
import { filterTraining, type TrainingListFilter } from '../model/list-filter';
import { useLive } from '../../../db/use-live';
import { useMounted } from '../../../ui/use-mounted';

export interface TrainingList {
  /** undefined while the local store answers. */
  sessions: TrainingSummary[] | undefined;
  /** Every session the list could show, before the filters (the team filter offers their teams). */
  all: TrainingSummary[];
  /** Nothing was ever pulled for this club on this device. */
  neverPulled: boolean;
  refreshing: boolean;
  refresh: () => void;
}

export function useTrainingList(clubId: string | null, filter: TrainingListFilter, online: boolean): TrainingList {
  const local = useLive(async () => {
    if (!clubId) return { rows: [] as TrainingRow[], pulled: true };
    const db = getDb();
    const [rows, pulled] = await Promise.all([db.trainings.where('clubId').equals(clubId).toArray(), db.meta.get(pulledKey(clubId))]);
    return { rows, pulled: pulled !== undefined };
  }, [clubId]);
  const [inactive, setInactive] = useState<TrainingSummary[]>([]);
  const [refreshing, setRefreshing] = useState(false);

  useEffect(() => {
    if (!filter.showInactive || !online || !clubId) return;
    let live = true;
    const get = createGetter(getDb());
    get<TrainingListAnswer>(`/training/${encodeURIComponent(clubId)}?showInactive=1`)
      .then((a) => live && setInactive(a.sessions.filter((s) => !s.active)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [filter.showInactive, online, clubId]);

  const mounted = useMounted();
  const refresh = useCallback(() => {
    setRefreshing(true);
    void (pageSync()?.pullNow() ?? Promise.resolve()).finally(() => mounted.current && setRefreshing(false));
  }, [mounted]);

  const all = local ? mergeById(local.rows, filter.showInactive ? inactive : []) : [];
  const sessions = local ? filterTraining(all, filter) : undefined;
  return { sessions, all, neverPulled: local ? !local.pulled : false, refreshing, refresh };
}

function mergeById(rows: TrainingSummary[], extra: TrainingSummary[]): TrainingSummary[] {
  const ids = new Set(rows.map((r) => r.id));
  return [...rows, ...extra.filter((r) => !ids.has(r.id))];
}
