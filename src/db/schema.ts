// Row types of the local database: read-model tables (what screens show) and the outbox (what
// still has to reach the server). See src/sync/README.md for the outbox protocol.
import type { SavedReport } from '../domain/analytics/report-definition';
import type { CalendarEvent } from '../domain/calendar/event-schema';
import type { ChatGroup, ChatMessage } from '../domain/chat/chat-schema';
import type { FeedComment, FeedPost } from '../domain/feed/post-schema';
import type { FixtureDetail } from '../domain/fixture/detail';
import type { FixtureEvent } from '../domain/fixture/event-schema';
import type { LineUpPlayer } from '../domain/fixture/line-up-schemas';
import type { FixtureSummary } from '../domain/fixture/types';
import type { TrainingAttendance } from '../domain/training/attendance-schema';
import type { TrainingDetail, TrainingSummary } from '../domain/training/types';
import type { Drill } from '../domain/training/drill-schema';
import type { TrainingFeedback } from '../domain/training/feedback-schema';
import type { StoredMember } from '../domain/session';
import type { PracticeEntry } from '../domain/practice/practice-schema';
import type { Biometric } from '../domain/biometrics/biometric-schema';
import type { NotificationItem } from '../domain/notification/kinds';
import type { CoreSkillGrade } from '../domain/practice/grade-schema';
import type { Homework } from '../domain/homework/homework-schema';
import type { ObjectiveTemplate, UserObjective } from '../domain/objectives/objective-schema';

export type OutboxState = 'pending' | 'sending' | 'rejected';
export type OutboxMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How the last attempt ended, for backoff and for the words on the sync screen. */
export type ErrorClass = 'network' | 'timeout' | 'server' | 'rate' | 'busy' | 'captive' | 'unauthorized' | 'refused' | 'protocol';

export interface OutboxError {
  class: ErrorClass;
  status: number | null;
  code: string;
  message: string;
  at: number;
}

/** What an entry is, in data; the sync screen turns it into words in the user's language. */
export interface EntryDescription {
  /** e.g. 'fixture.event.goal', 'fixture.event.delete', 'training.attendance'. */
  action: string;
  /** Names, not sentences: "U14 v Hill Park". */
  subject?: string;
  /** Match minute, when the action has one. */
  minute?: number;
  /** The player the change is about, by name ("Sam Jones"), as known when it was made. */
  player?: string;
  /** A value shown after the action: an attendance answer ('coming', 'not_coming'), a child's name. */
  detail?: string;
}

export interface OutboxEntry {
  /** Commit order across the whole device (IndexedDB key generator). */
  seq?: number;
  /** UUIDv7 made on the device: the Idempotency-Key. */
  id: string;
  userId: string;
  clubId: string | null;
  /** Ordering stream: entries of one stream are sent in seq order, e.g. 'fixture:<id>'. */
  stream: string;
  method: OutboxMethod;
  /** Full API path, e.g. /api/v1/fixture/{clubId}/{fixtureId}/event. */
  path: string;
  body: Record<string, unknown>;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  state: OutboxState;
  lastError: OutboxError | null;
  /** Read-model rows this entry changed, as 'table:key': pulls leave them alone until it is sent. */
  touches: string[];
  /** Where the server's 2xx answer is stored (a row of that table), if anywhere. */
  applyTo: ReadModelTable | null;
  describe: EntryDescription;
}

export interface FixtureRow extends FixtureSummary {
  /** Ms since epoch of the last pull that brought it. */
  pulledAt?: number;
}
export type FixtureEventRow = FixtureEvent;
export type FixtureDetailRow = FixtureDetail;
/** A team player for one fixture: squad, line-up and answer (pulled), plus what only this device knows of shown-up and objective. */
export type FixturePlayerRow = LineUpPlayer & {
  fixtureId: string;
  shownUp?: boolean | null;
  objective?: string | null;
};
export type TrainingRow = TrainingSummary;
/** The server's row, with the per-player fields of the shared attendance calls and the coach's note. */
export type TrainingAttendanceRow = TrainingAttendance & {
  checkedInAt?: string | null;
  objective?: string | null;
  focus?: string | null;
  note?: string | null;
};
export type TrainingDetailRow = TrainingDetail;
export type TrainingDrillRow = Drill & { trainingId: string };
export type TrainingFeedbackRow = TrainingFeedback;
/** A team's player, for attendance lists (pulled; never written by the app). */
export interface TeamPlayerRow {
  teamId: string;
  playerId: string;
  firstName: string;
  lastName: string;
}

/** The signed-in member mirrored from localStorage so the service worker can send as them. */
export interface SessionRow {
  key: 'current';
  member: StoredMember | null;
  /** The last member id seen, kept after sign-out so its queue can be named. */
  lastUserId: string | null;
  updatedAt: number;
}

/** An emergency contact (spec §3 Player profile: emergency contacts 1 and 2). */
export interface EmergencyContactRow {
  name: string;
  phone: string;
  email?: string;
  countryCode?: string;
}

/**
 * A profile the signed-in person may edit: their own or a child's (issue 26). The server's
 * answers (GET user/profile or user/{id}, /emergency, /medical) merged into one row; a local
 * edit replaces it until the server has answered.
 */
export interface ProfileRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  countryCode: string | null;
  telephone: string | null;
  dateOfBirth: string | null;
  bio: string;
  emergency: EmergencyContactRow[];
  medical: string;
  notifications: Partial<Record<'preTraining' | 'preFixture' | 'player' | 'coach' | 'marketing', boolean>>;
  language: 'en' | 'en-US' | 'es' | 'fr' | null;
  updatedAt: string;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

/**
 * The last answer of an analytics overview (issue 24), kept to open with no signal: `key` names
 * the overview and its scope (e.g. `club:<clubId>:<range preset>`), `computedAt` is when the
 * server computed it (ISO 8601), shown as "As of 14:02".
 */
export interface AnalyticsResultRow {
  key: string;
  userId: string;
  computedAt: string;
  value: unknown;
}

/** A fixture's recording (voice note or match video): the server's row, or this device's until sent. */
export interface FixtureRecordingRow {
  id: string;
  fixtureId: string;
  kind: 'voice_note' | 'video';
  title: string | null;
  mime: string;
  sizeBytes: number;
  createdBy: string | null;
  createdAt: string;
  /** Length of a voice note recorded here, in ms (the server does not keep it). */
  durationMs?: number;
}

/**
 * The bytes of a recording made on this device, kept until its upload (the outbox entry whose
 * body.blobKey names it) is answered 2xx; see src/sync/blob-entries.ts. Stored as an ArrayBuffer,
 * which every browser's IndexedDB keeps (older Safari refused Blobs).
 */
export interface RecordingBlobRow {
  id: string;
  type: string;
  bytes: ArrayBuffer;
  createdAt: number;
}

/** A resumable upload's URL on the server, for tus-js-client's urlStorage (src/media). */
export interface TusUrlRow {
  key: string;
  fingerprint: string;
  uploadUrl: string | null;
  size: number | null;
  metadata: Record<string, string>;
  creationTime: string;
}

/** A resumable upload's progress and pause, keyed by its outbox entry's id (src/media). */
export interface MediaUploadRow {
  id: string;
  recordingId: string;
  sent: number;
  total: number;
  paused: boolean;
}

/** An at-home practice entry (issue 21), as GET practice/{playerId} answers it. */
export type PracticeEntryRow = PracticeEntry;
export type CoreSkillGradeRow = CoreSkillGrade;

/** A player's height and weight measurement (issue 21 item 9), as GET biometric answers it. */
export type BiometricRow = Biometric;

/** One of the signed-in member's notifications (src/features/notifications); userId scopes pulls. */
export type NotificationRow = NotificationItem & { userId: string };

/** A player's objective with its progress entries (issue 21 item 7), as GET user-objective answers it. */
export type UserObjectiveRow = UserObjective;

/** A saved report of the club (issue 24 item 5), as GET report/{clubId} answers it. */
export type SavedReportRow = SavedReport;
/** A coach challenge with the entries the member may see (issue 22 item 1), as GET homework/{id} answers it. */
export type HomeworkRow = Homework;

/** One of a club's objectives to pick from (GET objective). */
export type ObjectiveTemplateRow = ObjectiveTemplate;

/** A club's calendar event (issue 23 item 3), as GET calendar/{clubId}/list answers it. */
export type CalendarEventRow = CalendarEvent;
/** The locker room's conversations and their messages (issue 23 item 4); a message written here is 'queued' until the server answers. */
export type ChatGroupRow = ChatGroup;
export type ChatMessageRow = ChatMessage;

/** A post of the club feed (issue 23 item 2) as GET content answers it; `sending` while only this device has it. */
export type FeedPostRow = FeedPost & { sending?: boolean };

/** A comment on a feed post; `sending` while only this device has it. */
export type FeedCommentRow = FeedComment & { sending?: boolean };

/** A player's five characteristic words (issue 21 item 5), as GET characteristic answers them. */
export interface PlayerCharacteristicsRow {
  playerId: string;
  words: string[];
  /** When these words were known: the local change's time, or the server's answer's computedAt. */
  asOf: string;
}

export const READ_MODEL_TABLES = ['fixtures', 'fixtureEvents', 'fixtureDetails', 'fixturePlayers', 'trainings', 'trainingAttendance', 'trainingDetails', 'trainingDrills', 'trainingFeedback', 'teamPlayers', 'fixtureRecordings', 'practiceEntries', 'coreSkillGrades', 'biometrics', 'notifications', 'calendarEvents', 'profiles', 'userObjectives', 'objectiveTemplates', 'playerCharacteristics', 'reports', 'chatGroups', 'chatMessages', 'feedPosts', 'feedComments', 'homework'] as const;
export type ReadModelTable = (typeof READ_MODEL_TABLES)[number];
