// What a notification is about. The server stores only a kind and its params (ids, names and
// times), never a sentence, so each device renders the text in its own language
// (src/features/notifications/components/notification-text.tsx) and opens the right screen.
import * as v from 'valibot';
import { idParam, intParam } from '../query-fields';

export const NOTIFICATION_KINDS = [
  'fixture_created',
  'fixture_changed',
  'fixture_cancelled',
  'training_created',
  'training_cancelled',
  'squad_picked',
  'attendance_needed',
  // A chat message (issue 23 item 4): params.groupId names the conversation; in-app only for now.
  'message_received',
  // The club feed (issue 23 item 2): a like or a comment on the member's own post.
  'post_liked',
  'post_commented',
  'homework_set',
  'homework_marked',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Everything a notification's text and link need: the session it is about and its team. */
export interface NotificationParams {
  /** The fixture's, training session's or feed post's id (what a tap opens); the conversation for chat; a coach challenge's id for the homework kinds. */
  sessionId: string;
  sessionKind: 'fixture' | 'training' | 'chat' | 'post' | 'homework';
  teamName: string;
  /** Kick-off or start, ISO (a coach challenge's due day). */
  startsAt: string;
  /** Fixtures: the opponent's name. */
  opponent?: string | null;
  /** Chat: the conversation and who wrote (teamName holds the conversation's name). */
  groupId?: string;
  senderName?: string;
  /** Feed kinds: who liked or commented (a member of the same club, named as in the feed). */
  actorName?: string;
  /** Coach challenges: the challenge's title. */
  title?: string;
}

export interface NotificationItem {
  id: string;
  clubId: string;
  teamId: string | null;
  kind: NotificationKind;
  params: NotificationParams;
  readAt: string | null;
  createdAt: string;
}

/** Notifications are personal data kept only as long as they are useful (product: retention). */
export const NOTIFICATION_RETENTION_DAYS = 90;

export const NOTIFICATION_LIMIT_MAX = 200;
export const NOTIFICATION_LIMIT_DEFAULT = 50;

export const notificationListQuery = v.object({ limit: v.optional(intParam('limit', 1, NOTIFICATION_LIMIT_MAX)) });
export const notificationIdParam = idParam('id');

export const notificationMessages = {
  notFound: 'This notification could not be found',
  failed: 'There has been an error retrieving notifications',
} as const;
