// Training at app start: after a queued change is discarded, its session's rows are put back as
// the server has them (data/refresh.ts, run by src/sync/refresh.ts).
import { registerTrainingRefresher } from './data/refresh';

export function startTrainingSync(): void {
  registerTrainingRefresher();
}
