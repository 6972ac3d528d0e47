// Bodies and answers of the locker-room and chat calls (server/areas/chat), shared with the app.
import * as v from 'valibot';
import { chatMessages as m } from './messages';
import type { ChatKind } from './safeguarding';

export const MESSAGE_MAX = 4000;
export const GROUP_MEMBERS_MAX = 200;
export const MESSAGES_PAGE = 200;

const id = (message: string) => v.pipe(v.string(message), v.uuid(message));

export const sendSchema = v.object({
  /** The device's id for the message: a resend finds it stored. */
  id: id('id must be a valid id'),
  groupId: id('groupId must be a valid id'),
  body: v.pipe(v.string(m.emptyMessage), v.trim(), v.minLength(1, m.emptyMessage), v.maxLength(MESSAGE_MAX, m.tooLong)),
});
export type SendBody = v.InferOutput<typeof sendSchema>;

const memberIds = v.pipe(v.array(id(m.members), m.members), v.minLength(1, m.members), v.maxLength(GROUP_MEMBERS_MAX, m.tooMany));

export const createGroupSchema = v.object({
  id: v.optional(id('id must be a valid id')),
  kind: v.picklist(['group', 'direct'], m.members),
  name: v.optional(v.pipe(v.string(m.name), v.trim(), v.maxLength(80, m.name)), ''),
  memberIds,
});
export type CreateGroupBody = v.InferOutput<typeof createGroupSchema>;

export const addMembersSchema = v.object({ memberIds });

export const readSchema = v.object({ groupId: id('groupId must be a valid id'), seq: v.pipe(v.number('seq must be a whole number'), v.integer('seq must be a whole number'), v.minValue(0, 'seq must be a whole number')) });

export const reportSchema = v.object({ reason: v.optional(v.pipe(v.string(m.reason), v.trim(), v.maxLength(500, m.reason)), '') });

export const settingsSchema = v.object({ enabled: v.boolean('enabled must be true or false') });

export type MessageState = 'queued' | 'sent' | 'delivered' | 'read';

export interface ChatMember {
  id: string;
  name: string;
  role: string;
  child: boolean;
}

export interface ChatGroup {
  id: string;
  clubId: string;
  kind: ChatKind;
  teamId: string | null;
  name: string;
  members: ChatMember[];
  /** The caller writes here (false: a parent reading their child's, a safeguarding lead's view). */
  canSend: boolean;
  /** The caller is the club's safeguarding lead: may remove messages here. */
  canRemove: boolean;
  lastSeq: number;
  lastAt: string | null;
  lastBody: string | null;
  readSeq: number;
  unread: number;
}

export interface ChatMessage {
  id: string;
  groupId: string;
  seq: number;
  senderId: string | null;
  senderName: string;
  body: string;
  createdAt: string;
  removed: boolean;
  /** For the sender's own messages: sent, delivered (every other member's device has it) or read. */
  state: MessageState;
}

export interface ChatPeople {
  /** Who the caller may pick for a new conversation: the club's active members. */
  people: (ChatMember & { parentIds: string[] })[];
}
