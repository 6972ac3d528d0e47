// Translated copies of the shared locker-room messages (src/domain/chat/messages.ts), so the
// device's own explanation and the server's refusals read in the user's language.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { chatMessages as m } from '../../../domain/chat/messages';
import type { MessageState } from '../../../domain/chat/chat-schema';

const MESSAGES: Record<string, MessageDescriptor> = {
  [m.notConfigured]: msg`Locker room not configured. Please speak to the club administrator.`,
  [m.safeguarding]: msg`Coaches cannot message a child privately. Please include a parent or guardian.`,
  [m.directAdults]: msg`Direct messages are only between adults. To reach a child, start a group that includes their parent or guardian, or use the team group.`,
  [m.childNeedsParent]: msg`A group that includes a child must also include their parent or guardian.`,
  [m.staffOnly]: msg`Only staff can start a group`,
  [m.emptyMessage]: msg`Please write a message`,
  [m.tooLong]: msg`A message can be at most 4000 characters`,
  [m.name]: msg`Please give the group a name (at most 80 characters)`,
  [m.members]: msg`Please choose who to message`,
  [m.loadFailed]: msg`There has been an error retrieving messages`,
  [m.removed]: msg`This message was removed by the club’s safeguarding lead`,
};

export const chatMessage = (english: string): MessageDescriptor | string => MESSAGES[english] ?? english;

export const STATE_TEXT: Record<MessageState, MessageDescriptor> = {
  queued: msg`Waiting for a signal`,
  sent: msg`Sent`,
  delivered: msg`Delivered`,
  read: msg`Read`,
};
