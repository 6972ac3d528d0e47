// The training area's routes added for issue 5 (/api/v1/training), with the spec's failure
// message on faults of ours. The list (list-routes.ts) and attendance/player
// (attendance-routes.ts) are registered on their own in server/app.ts.
import type { FastifyPluginAsync } from 'fastify';
import { trainingMessages as m } from '../../../src/domain/training/messages';
import { useSpecFailures } from '../../lib/area-failures';
import { registerRecordingRoutes } from '../../lib/recording-routes';
import { registerSessionRoutes } from '../../lib/session-routes';
import { TRAINING } from '../../lib/session-kind';
import detailRoutes from './detail-routes';
import drillRoutes from './drill-routes';
import fileRoutes from './file-routes';
import lifecycleRoutes from './lifecycle-routes';
import reflectionRoutes from './reflection-routes';
import statsRoutes from './stats-routes';

const trainingRoutes: FastifyPluginAsync = async (app) => {
  useSpecFailures(app);
  await app.register(detailRoutes);
  await app.register(drillRoutes);
  await app.register(lifecycleRoutes);
  await app.register(reflectionRoutes);
  await app.register(statsRoutes);
  await app.register(fileRoutes);
  registerSessionRoutes(app, {
    kind: TRAINING,
    param: 'trainingId',
    // attendance/player is attendance-routes.ts (the offline engine's).
    attendance: ['list', 'shown', 'focus', 'objective', 'checkin'],
    messages: { attendance: m.attendanceFailed, notes: m.startFailed, config: m.startFailed, cancel: m.startFailed, reminder: m.reminderFailed, dateInFuture: m.dateInFuture },
    viewPermission: 'training.view',
    managePermission: 'training.manage',
  });
  await registerRecordingRoutes(app, {
    kind: TRAINING,
    param: 'trainingId',
    messages: { add: m.recordingAddFailed, remove: m.recordingRemoveFailed, read: m.recordingRemoveFailed },
    viewPermission: 'training.view',
    managePermission: 'training.manage',
  });
};

export default trainingRoutes;
