// Builds the Fastify app: infrastructure plugins first, then the API areas. Tests build the
// same app and call `inject`; server/main.ts adds config, the database and `listen`.
import type { Agent } from 'node:https';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { Config } from './config';
import type { Db } from './db/db';
import { loadSecret } from './lib/secret';
import { trustProxyOption } from './lib/trust-proxy';
import { createMailer, type Mailer } from './lib/mailer';
import { createStorage } from './lib/storage/create-storage';
import type { FileStore } from './lib/storage/file-store';
import { scopedMailer } from './lib/batch-scope';
import database from './plugins/database';
import requestLog, { RequestLinesOff } from './plugins/request-log';
import errors from './plugins/errors';
import security from './plugins/security';
import xsrf from './plugins/xsrf';
import auth from './plugins/auth';
import staticFiles from './plugins/static-files';
import compression from './plugins/compression';
import authRoutes from './areas/auth/routes';
import idempotency from './plugins/idempotency';
import permissions from './plugins/permissions';
import fixtureEventRoutes from './areas/fixture/event-routes';
import trainingAttendanceRoutes from './areas/training/attendance-routes';
import { inProcessBodies } from './lib/in-process-call';
import syncRoutes from './areas/sync/routes';
import notInBatch from './areas/sync/not-in-batch';
import clubRoutes from './areas/club/routes';
import fixtureListRoutes from './areas/fixture/list-routes';
import trainingListRoutes from './areas/training/list-routes';
import live from './plugins/live';
import fixtureRoutes from './areas/fixture/routes';
import trainingRoutes from './areas/training/routes';
import playerFixtureRoutes from './areas/player-fixture/routes';
import playerTrainingRoutes from './areas/player-training/routes';
import clubMemberRoutes from './areas/club/member-routes';
import clubPermissionRoutes from './areas/club/permission-routes';
import userRoutes from './areas/user/routes';
import clubInviteRoutes from './areas/club/invite-routes';
import userInviteRoutes from './areas/user/invite-routes';
import openRoutes from './areas/open/routes';
import clubEditRoutes from './areas/club/edit-routes';
import onboardingRoutes from './areas/user/onboarding-routes';
import practiceRoutes from './areas/practice/routes';
import practiceStreakRoutes from './areas/practice/streak-routes';
import coreSkillRoutes from './areas/practice/coreskill-routes';
import contactRoutes from './areas/contact/routes';
import localeRoutes from './areas/locales/routes';
import paymentRoutes from './areas/payment/routes';
import productRoutes from './areas/payment/product-routes';
import biometricRoutes from './areas/biometrics/routes';
import calendarRoutes from './areas/calendar/routes';
import calendarFeedRoutes from './areas/calendar/feed-routes';
import notificationRoutes from './areas/notifications/routes';
import pushQueue from './areas/notifications/push-queue';
import pushRoutes from './areas/notifications/push-routes';
import leaderboardRoutes from './areas/practice/leaderboard-routes';
import gradeRoutes from './areas/practice/grade-routes';
import objectiveLookupRoutes from './areas/objectives/lookup-routes';
import userObjectiveRoutes from './areas/objectives/routes';
import developmentRoutes from './areas/development/routes';
import insightRoutes from './areas/development/insight-routes';
import characteristicRoutes from './areas/development/characteristic-routes';
import contentRoutes from './areas/content/routes';
import homeworkRoutes from './areas/homework/routes';
import userHomeworkRoutes from './areas/homework/user-routes';
import analyticsRoutes from './areas/analytics/routes';
import { playerReportRoutes, teamReportRoutes } from './areas/analytics/report-routes';
import reportRoutes from './areas/reports/routes';
import lockerRoomRoutes from './areas/chat/group-routes';
import chatRoutes from './areas/chat/message-routes';

export interface AppOptions {
  config: Config;
  db: Db;
  /** Tests pass a recording mailer; otherwise SMTP or .eml files per config. */
  mailer?: Mailer;
  logger?: boolean;
  /** Where request logs go (default stdout); tests pass a stream to read them. */
  logStream?: NodeJS.WritableStream;
  /** Where uploaded files live; otherwise the store the config names (server/lib/storage). */
  storage?: FileStore;
  /** An https.Agent for Web Push calls (tests: one trusting the local push service's certificate). */
  pushAgent?: Agent;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    mailer: Mailer;
    storage: FileStore;
  }
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config, db } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(opts.logStream ? { stream: opts.logStream } : {}),
            // Request logs never carry secrets: tokens, cookies and the XSRF header are redacted,
            // and bodies are never logged.
            redact: ['req.headers.touchlinetoken', 'req.headers.cookie', 'req.headers["x-xsrf-token"]', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          },
    // One line per request from plugins/request-log.ts, at the level REQUEST_LOG_LEVEL chooses.
    logController: new RequestLinesOff(),
    bodyLimit: 1024 * 1024,
    // Only the proxies TRUST_PROXY names may set the client's address (X-Forwarded-For): every
    // throttle and the rate limit are keyed on request.ip.
    trustProxy: trustProxyOption(config.trustProxy),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });

  app.decorate('config', config);
  app.decorate('mailer', scopedMailer(opts.mailer ?? createMailer(config, app.log)));
  const storage = opts.storage ?? createStorage(config);
  app.decorate('storage', storage);
  // A store handed in by the caller is the caller's to close.
  if (!opts.storage) app.addHook('onClose', () => storage.close());
  await app.register(database, { db });
  await app.register(errors);
  await app.register(requestLog);
  // Before any route: API answers over 1 KB in Brotli or gzip (the app's files come compressed from the build).
  await app.register(compression);
  // Before every route (xsrf's included), so each is recorded with its declared permission.
  await app.register(permissions);
  await app.register(cookie);
  await app.register(security, { rateLimitMax: config.rateLimitMax, hstsMaxAge: config.hstsMaxAge });
  await app.register(xsrf, { secret: await loadSecret(db, config.secret) });
  await app.register(auth);
  await app.register(idempotency);
  // The bodies of a sync batch's items, handed to their routes as parsed (in-process-call.ts).
  await app.register(inProcessBodies);
  // Sign-in and account calls refused as batch items (before any route, so every route has it).
  await app.register(notInBatch);

  app.get('/healthz', async () => {
    await db.query('SELECT 1');
    return { status: 'ok', database: db.kind };
  });

  await app.register(authRoutes, { prefix: '/api/v1/auth' });
  await app.register(fixtureEventRoutes, { prefix: '/api/v1/fixture' });
  await app.register(trainingAttendanceRoutes, { prefix: '/api/v1/training' });
  await app.register(syncRoutes, { prefix: '/api/v1/sync' });
  await app.register(clubRoutes, { prefix: '/api/v1/club' });
  await app.register(fixtureListRoutes, { prefix: '/api/v1/fixture' });
  await app.register(trainingListRoutes, { prefix: '/api/v1/training' });
  // Live following of fixtures: the hub (LISTEN/NOTIFY fan-out) and GET fixture/{clubId}/{fixtureId}/live.
  await app.register(live);
  await app.register(fixtureRoutes, { prefix: '/api/v1/fixture' });
  await app.register(trainingRoutes, { prefix: '/api/v1/training' });
  await app.register(playerFixtureRoutes, { prefix: '/api/v1/player-fixture' });
  await app.register(playerTrainingRoutes, { prefix: '/api/v1/player-training' });
  await app.register(clubMemberRoutes, { prefix: '/api/v1/club' });
  await app.register(clubPermissionRoutes, { prefix: '/api/v1/club' });
  await app.register(userRoutes, { prefix: '/api/v1/user' });
  await app.register(clubInviteRoutes, { prefix: '/api/v1/club' });
  await app.register(userInviteRoutes, { prefix: '/api/v1/user' });
  await app.register(openRoutes, { prefix: '/api/v1/open' });
  await app.register(clubEditRoutes, { prefix: '/api/v1/club' });
  await app.register(onboardingRoutes, { prefix: '/api/v1/onboarding' });
  await app.register(practiceRoutes, { prefix: '/api/v1/practice' });
  await app.register(practiceStreakRoutes, { prefix: '/api/v1/user' });
  await app.register(coreSkillRoutes, { prefix: '/api/v1/coreskill' });
  await app.register(contactRoutes, { prefix: '/api/v1/contact' });
  await app.register(localeRoutes, { prefix: '/api/v1/locales' });
  await app.register(biometricRoutes, { prefix: '/api/v1/biometric' });
  await app.register(paymentRoutes, { prefix: '/api/v1/payment' });
  await app.register(productRoutes, { prefix: '/api/v1/product' });
  await app.register(pushQueue, { agent: opts.pushAgent });
  await app.register(pushRoutes, { prefix: '/api/v1/user-notification/push' });
  await app.register(notificationRoutes, { prefix: '/api/v1/user-notification' });
  await app.register(leaderboardRoutes, { prefix: '/api/v1/leaderboard' });
  await app.register(gradeRoutes, { prefix: '/api/v1/user' });
  await app.register(objectiveLookupRoutes, { prefix: '/api/v1/objective' });
  await app.register(userObjectiveRoutes, { prefix: '/api/v1/user-objective' });
  await app.register(developmentRoutes, { prefix: '/api/v1/development' });
  await app.register(insightRoutes, { prefix: '/api/v1/health' });
  await app.register(characteristicRoutes, { prefix: '/api/v1/characteristic' });
  await app.register(analyticsRoutes, { prefix: '/api/v1/analytics' });
  await app.register(teamReportRoutes, { prefix: '/api/v1/team-report' });
  await app.register(playerReportRoutes, { prefix: '/api/v1/player-report' });
  await app.register(reportRoutes, { prefix: '/api/v1/report' });
  await app.register(lockerRoomRoutes, { prefix: '/api/v1/locker-room' });
  await app.register(chatRoutes, { prefix: '/api/v1/chat' });
  await app.register(calendarRoutes, { prefix: '/api/v1/calendar' });
  await app.register(calendarFeedRoutes, { prefix: '/api/v1/calendar' });
  await app.register(contentRoutes, { prefix: '/api/v1/content' });
  await app.register(homeworkRoutes, { prefix: '/api/v1/homework' });
  await app.register(userHomeworkRoutes, { prefix: '/api/v1/user' });

  await app.register(staticFiles, { root: config.staticDir });
  return app;
}
