// The dashboard's next fixture and next training session, read from the local store (cache
// first): the screen shows the last known state at once, online or not, and follows it live.
// Pulls (src/sync/pull) refresh the store at start, on sign-in and change of club, on return to
// the foreground, after a drain and when asked here (the refresh button).
import { useCallback, useState } from 'react';
import { getDb } from '../../../db/database';
import type { FixtureRow, TrainingRow } from '../../../db/schema';
import type { FixtureSummary } from '../../../domain/fixture/types';
import type { TrainingSummary } from '../../../domain/training/types';
import { pageSync } from '../../../sync/page-sync';
import { pulledKey } from '../../../sync/pull';
import { pickNext } from '../model/next-event';
import { useDashboardScope, type DashboardScope } from './dashboard-scope';
import { useLive } from '../../../db/use-live';
import { useMounted } from '../../../ui/use-mounted';

export interface NextEvent<T> {
  /** True until the local store has answered, and while nothing was ever pulled and a pull may come. */
  loading: boolean;
  /** Nothing was ever pulled for this club and the device is offline: there is nothing to show. */
  unavailable: boolean;
  /** null when there is nothing upcoming. */
  item: T | null | undefined;
}

interface Local {
  fixture: FixtureSummary | null;
  training: TrainingSummary | null;
  pulledAt: number | null;
}

async function readLocal(scope: DashboardScope): Promise<Local> {
  const db = getDb();
  const clubId = scope.clubId!;
  const now = new Date();
  const ofTeam = <T extends { teamId: string; active: boolean }>(rows: T[]) => rows.filter((r) => r.active && (!scope.teamId || r.teamId === scope.teamId));
  const [fixtures, trainings, pulled] = await Promise.all([
    db.fixtures.where('clubId').equals(clubId).toArray() as Promise<FixtureRow[]>,
    db.trainings.where('clubId').equals(clubId).toArray() as Promise<TrainingRow[]>,
    db.meta.get(pulledKey(clubId)),
  ]);
  return {
    fixture: pickNext(ofTeam(fixtures), (f) => f.kickoffAt, now),
    training: pickNext(ofTeam(trainings), (s) => s.startsAt, now),
    pulledAt: typeof pulled?.value === 'number' ? pulled.value : null,
  };
}

export interface NextEvents {
  fixture: NextEvent<FixtureSummary>;
  training: NextEvent<TrainingSummary>;
  refreshing: boolean;
  /** Pulls now (the refresh button); the screen follows the store when the answer lands. */
  refresh: () => void;
}

export function useNextEvents(online: boolean): NextEvents {
  const scope = useDashboardScope();
  const { clubId, teamId } = scope;
  const local = useLive(() => (clubId ? readLocal(scope) : Promise.resolve(null)), [clubId, teamId]);
  const [refreshing, setRefreshing] = useState(false);
  const mounted = useMounted();
  const refresh = useCallback(() => {
    setRefreshing(true);
    void (pageSync()?.pullNow() ?? Promise.resolve()).finally(() => mounted.current && setRefreshing(false));
  }, [mounted]);
  const neverPulled = local ? local.pulledAt === null : false;
  const state = <T>(item: T | null | undefined): NextEvent<T> => {
    const empty = local !== undefined && local !== null && item === null;
    return {
      loading: local === undefined || (empty && neverPulled && online),
      unavailable: empty && neverPulled && !online,
      item,
    };
  };
  return { fixture: state(local?.fixture), training: state(local?.training), refreshing, refresh };
}

export { useDashboardScope };
