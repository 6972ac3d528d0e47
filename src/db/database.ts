// The Dexie database. Versions are history: a version is never edited once shipped, a new one is
// added with its upgrade step. Upgrades may reshape rows but never drop the outbox or an entry in
// it: a device may upgrade the app with days of unsent work on it (tests/sync/schema-upgrade).
import Dexie, { type Table } from 'dexie';
import type {
  AnalyticsResultRow,
  SavedReportRow,
  MediaUploadRow,
  TusUrlRow,
  FixtureDetailRow,
  FixtureEventRow,
  FixturePlayerRow,
  FixtureRecordingRow,
  FixtureRow,
  MetaRow,
  OutboxEntry,
  RecordingBlobRow,
  SessionRow,
  TeamPlayerRow,
  TrainingAttendanceRow,
  TrainingDetailRow,
  TrainingDrillRow,
  TrainingFeedbackRow,
  PracticeEntryRow,
  BiometricRow,
  NotificationRow,
  CalendarEventRow,
  PlayerCharacteristicsRow,
  ChatGroupRow,
  ChatMessageRow,
  FeedCommentRow,
  FeedPostRow,
  CoreSkillGradeRow,
  ObjectiveTemplateRow,
  HomeworkRow,
  UserObjectiveRow,
  ProfileRow,
  TrainingRow,
} from './schema';

export const DB_NAME = 'touchline';

/** Each version's stores, in order. Tests open old versions from here to prove upgrades. */
export const SCHEMA_VERSIONS: { version: number; stores: Record<string, string> }[] = [
  {
    version: 1,
    stores: {
      outbox: '++seq, &id, userId, stream, state',
      fixtures: 'id, clubId, teamId, kickoffAt',
      fixtureEvents: 'id, fixtureId',
      trainings: 'id, clubId, teamId, startsAt',
      trainingAttendance: '[trainingId+playerId], trainingId',
      session: 'key',
      meta: 'key',
    },
  },
  {
    // v2: outbox entries name the read-model rows they changed (pulls skip those) and where the
    // server's answer goes; an index finds a user's queue in order.
    version: 2,
    stores: {
      outbox: '++seq, &id, userId, stream, state, *touches, [userId+seq]',
    },
  },
  {
    // v3: a training session's full details (kept apart from the list rows, which the list pull
    // replaces), its drills, the players' feedback, and team squads for attendance lists.
    version: 3,
    stores: {
      trainingDetails: 'id, clubId',
      trainingDrills: 'id, trainingId',
      trainingFeedback: '[trainingId+playerId], trainingId',
      teamPlayers: '[teamId+playerId], teamId',
    },
  },
  {
    // v4: a fixture's full details and its players' pre-match rows (squad, line-up, attendance,
    // objective), as tables so local changes are outbox-tracked and pulls leave them alone.
    version: 4,
    stores: {
      fixtureDetails: 'id, clubId',
      fixturePlayers: '[fixtureId+playerId], fixtureId',
    },
  },
  {
    // v5: a fixture's recordings (voice notes, match video) and the bytes of the ones made on
    // this device that still wait for their upload (src/sync/blob-entries.ts). Additive only.
    version: 5,
    stores: {
      fixtureRecordings: 'id, fixtureId',
      recordingBlobs: 'id',
    },
  },
  {
    // v6: the at-home practice diary (issue 21): a player's entries by day. Additive only.
    version: 6,
    stores: {
      practiceEntries: 'id, playerId, day',
    },
  },
  {
    // v7: the signed-in person's own profile and their children's (issue 26), so the profile
    // screen opens with no signal and an offline edit shows at once. Additive only.
    version: 7,
    stores: {
      profiles: 'id',
    },
  },
  {
    // v8: core-skill grades (issue 21): every grade a row (the history), by player. Additive only.
    version: 8,
    stores: {
      coreSkillGrades: 'id, playerId',
    },
  },
  {
    // v9: biometrics (issue 21 item 9): a player's measurements (metric) by day. Additive only.
    version: 9,
    stores: {
      biometrics: 'id, playerId, measuredOn',
    },
  },
  {
    // v10: the member's in-app notifications (issue 23), so the list opens with no signal.
    // Additive only.
    version: 10,
    stores: {
      notifications: 'id, userId, createdAt',
    },
  },
  {
    // v11: objectives (issue 21 item 7): a player's objectives with their progress entries, and
    // the club's objectives to pick from, so both open and change with no signal. Additive only.
    version: 11,
    stores: {
      userObjectives: 'id, playerId',
      objectiveTemplates: 'id, clubId',
    },
  },
  {
    // v12: the last answer of each analytics overview (issue 24), with when the server computed
    // it, so an overview opens offline "as of" then. Additive only.
    version: 12,
    stores: {
      analyticsResults: 'key, userId',
    },
  },
  {
    // v14: the club's calendar events (issue 23 item 3), so the calendar opens with no signal;
    // fixtures and sessions are already here. Additive only.
    version: 14,
    stores: {
      calendarEvents: 'id, clubId, startsAt',
    },
  },
  {
    // v15: resumable uploads (issue 22 item 3, src/media): the tus upload URL of each file being
    // sent (tus-js-client's urlStorage, kept here rather than in localStorage so the service worker
    // and a relaunched page resume it), and each upload's progress and pause. Additive only.
    version: 15,
    stores: {
      tusUrls: 'key, fingerprint',
      mediaUploads: 'id, recordingId',
    },
  },
  {
    // v16: coach challenges (issue 22 item 1), each with the entries the member may see, by club,
    // team and player (playerIds, multi-entry), so the lists and the answer and mark screens open
    // with no signal. Additive only.
    version: 16,
    stores: {
      homework: 'id, clubId, teamId, *playerIds',
    },
  },
  {
    // v17: the club feed (issue 23 item 2): the posts last pulled, newest first per club, and the
    // comments of each post, so the feed and its threads read with no signal. Additive only.
    version: 17,
    stores: {
      feedPosts: 'id, clubId, [clubId+createdAt]',
      feedComments: 'id, postId',
    },
  },
  {
    // v18: the locker room (issue 23 item 4): conversations and their messages, so the list and
    // a conversation open with no signal and a message written offline waits here, queued.
    // Additive only.
    version: 18,
    stores: {
      chatGroups: 'id, clubId',
      chatMessages: 'id, groupId',
    },
  },
  {
    // v19: a player's five characteristic words (issue 21 item 5), so a coach's change shows at
    // once and survives a refresh of the development profile until it is sent. Additive only.
    version: 19,
    stores: {
      playerCharacteristics: 'playerId',
    },
  },
  {
    // v20: the club's saved reports (issue 24 item 5), so the list opens and changes with no
    // signal; each report's last result is kept in analyticsResults. Additive only.
    version: 20,
    stores: {
      reports: 'id, clubId',
    },
  },
];

export class TouchlineDb extends Dexie {
  outbox!: Table<OutboxEntry, number>;
  fixtures!: Table<FixtureRow, string>;
  fixtureEvents!: Table<FixtureEventRow, string>;
  fixtureDetails!: Table<FixtureDetailRow, string>;
  fixturePlayers!: Table<FixturePlayerRow, [string, string]>;
  trainings!: Table<TrainingRow, string>;
  trainingAttendance!: Table<TrainingAttendanceRow, [string, string]>;
  trainingDetails!: Table<TrainingDetailRow, string>;
  trainingDrills!: Table<TrainingDrillRow, string>;
  trainingFeedback!: Table<TrainingFeedbackRow, [string, string]>;
  teamPlayers!: Table<TeamPlayerRow, [string, string]>;
  fixtureRecordings!: Table<FixtureRecordingRow, string>;
  recordingBlobs!: Table<RecordingBlobRow, string>;
  practiceEntries!: Table<PracticeEntryRow, string>;
  biometrics!: Table<BiometricRow, string>;
  notifications!: Table<NotificationRow, string>;
  calendarEvents!: Table<CalendarEventRow, string>;
  playerCharacteristics!: Table<PlayerCharacteristicsRow, string>;
  chatGroups!: Table<ChatGroupRow, string>;
  chatMessages!: Table<ChatMessageRow, string>;
  feedPosts!: Table<FeedPostRow, string>;
  feedComments!: Table<FeedCommentRow, string>;
  coreSkillGrades!: Table<CoreSkillGradeRow, string>;
  userObjectives!: Table<UserObjectiveRow, string>;
  objectiveTemplates!: Table<ObjectiveTemplateRow, string>;
  homework!: Table<HomeworkRow, string>;
  profiles!: Table<ProfileRow, string>;
  session!: Table<SessionRow, string>;
  meta!: Table<MetaRow, string>;
  analyticsResults!: Table<AnalyticsResultRow, string>;
  reports!: Table<SavedReportRow, string>;
  tusUrls!: Table<TusUrlRow, string>;
  mediaUploads!: Table<MediaUploadRow, string>;

  constructor(name: string = DB_NAME) {
    // No query cache: every write of the app is an explicit transaction, which Dexie's cache
    // never applies optimistically, so all it would add is a deep clone of every live query's
    // result (the whole outbox for the indicator) on the main thread after each write.
    super(name, { cache: 'disabled' });
    // Calls a read-write transaction's commit callbacks first thing on its `complete` event:
    // this listener is added when the native transaction is made, before Dexie's own, which
    // starts every live query the commit affects before it resolves the transaction's promise.
    this.use({
      stack: 'dbcore',
      name: 'commit-callbacks',
      create: (down) => ({
        ...down,
        transaction: (stores, mode, options) => {
          const t = down.transaction(stores, mode, options);
          if (mode === 'readwrite' && typeof (t as Partial<IDBTransaction>).addEventListener === 'function') {
            (t as IDBTransaction).addEventListener('complete', () => {
              const callbacks = commitCallbacks.get(t);
              commitCallbacks.delete(t);
              for (const fn of callbacks ?? []) fn();
            });
          }
          return t;
        },
      }),
    });
    for (const { version, stores } of SCHEMA_VERSIONS) {
      const v = this.version(version).stores(stores);
      if (version === 2) {
        v.upgrade((tx) =>
          tx
            .table('outbox')
            .toCollection()
            .modify((e: Partial<OutboxEntry>) => {
              e.touches ??= [];
              e.applyTo ??= null;
              e.lastError ??= null;
              e.attempts ??= 0;
              e.nextAttemptAt ??= 0;
              e.describe ??= { action: 'unknown' };
            }),
        );
      }
    }
  }
}

const commitCallbacks = new WeakMap<object, (() => void)[]>();

/**
 * Inside a read-write transaction: runs fn the moment it has committed (its `complete` event),
 * before Dexie's promise for it resolves. Answers false outside one (the caller does it later).
 */
export function onCommitted(fn: () => void): boolean {
  const t = Dexie.currentTransaction?.idbtrans;
  if (!t || Dexie.currentTransaction.mode !== 'readwrite') return false;
  const list = commitCallbacks.get(t) ?? [];
  list.push(fn);
  commitCallbacks.set(t, list);
  return true;
}

let shared: TouchlineDb | null = null;

/** The app's one connection (page or service worker), opened on first use. */
export function getDb(): TouchlineDb {
  shared ??= new TouchlineDb();
  return shared;
}

/**
 * Closes a connection and opens it again, in place: used after iOS's "Connection to Indexed
 * Database server lost" and similar, where the old connection never works again. The same
 * Dexie instance is reopened, so everything holding it (the engine, the puller, live queries
 * started afterwards) goes on with the fresh connection.
 */
export async function reopenDb(db: TouchlineDb = getDb()): Promise<TouchlineDb> {
  try {
    // Not disabling auto-open: a query made meanwhile waits for the fresh connection.
    db.close({ disableAutoOpen: false });
  } catch {
    /* already broken */
  }
  if (!db.isOpen()) await db.open();
  return db;
}

/** Tests and benches point the app at their own database. */
export function setSharedDb(db: TouchlineDb): void {
  shared = db;
}
