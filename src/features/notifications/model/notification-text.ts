// A notification's sentence, written on the device from its kind and params in the reader's
// language (the server stores no text), and where a tap on it leads.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NotificationItem } from '../../../domain/notification/kinds';

export function notificationText(i18n: I18n, n: Pick<NotificationItem, 'kind' | 'params'>): string {
  const team = n.params.teamName;
  const opponent = n.params.opponent ?? '';
  const when = i18n.date(new Date(n.params.startsAt), { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  switch (n.kind) {
    case 'fixture_created':
      return i18n._(msg`New game: ${team} against ${opponent}, ${when}`);
    case 'fixture_changed':
      return i18n._(msg`Game details changed: ${team} against ${opponent}, ${when}`);
    case 'fixture_cancelled':
      return i18n._(msg`Game cancelled: ${team} against ${opponent}, ${when}`);
    case 'training_created':
      return i18n._(msg`New training session for ${team}, ${when}`);
    case 'training_cancelled':
      return i18n._(msg`Training session cancelled for ${team}, ${when}`);
    case 'squad_picked':
      return i18n._(msg`The squad is picked: ${team} against ${opponent}, ${when}`);
    case 'attendance_needed':
      return n.params.sessionKind === 'fixture'
        ? i18n._(msg`Are you coming? ${team} against ${opponent}, ${when}`)
        : i18n._(msg`Are you coming to training? ${team}, ${when}`);
    case 'message_received':
      return i18n._(msg`New message from ${n.params.senderName ?? ''} in ${team}`);
    case 'post_liked':
      return i18n._(msg`${n.params.actorName ?? ''} likes your post`);
    case 'post_commented':
      return i18n._(msg`${n.params.actorName ?? ''} commented on your post`);
    case 'homework_set':
      return i18n._(msg`New coach challenge for ${team}: ${n.params.title ?? ''}`);
    case 'homework_marked':
      return i18n._(msg`Your coach challenge is marked: ${n.params.title ?? ''}`);
    default:
      // A kind this version does not know yet (a newer server): still something readable.
      return i18n._(msg`News for ${team}`);
  }
}

/** The screen a tap opens: the fixture, the training session, the conversation, the club feed or the coach challenge. */
export function notificationLink(
  n: Pick<NotificationItem, 'params'>,
):
  | { to: '/secure/fixtures/$fixtureId'; params: { fixtureId: string } }
  | { to: '/secure/training/$trainingId'; params: { trainingId: string } }
  | { to: '/secure/chat/$groupId'; params: { groupId: string } }
  | { to: '/secure/feed' }
  | { to: '/secure/homework/$homeworkId'; params: { homeworkId: string } } {
  if (n.params.sessionKind === 'chat') return { to: '/secure/chat/$groupId', params: { groupId: n.params.sessionId } };
  if (n.params.sessionKind === 'post') return { to: '/secure/feed' };
  if (n.params.sessionKind === 'homework') return { to: '/secure/homework/$homeworkId', params: { homeworkId: n.params.sessionId } };
  return n.params.sessionKind === 'fixture'
    ? { to: '/secure/fixtures/$fixtureId', params: { fixtureId: n.params.sessionId } }
    : { to: '/secure/training/$trainingId', params: { trainingId: n.params.sessionId } };
}
