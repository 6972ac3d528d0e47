// The locker room's and chat's words, shared by the server (answers) and the app (the same text
// shown before sending). The first is the spec's own (product.md §8).
import { SAFEGUARDING_MESSAGE } from '../safeguarding';

export const chatMessages = {
  notConfigured: 'Locker room not configured. Please speak to the club administrator.',
  safeguarding: SAFEGUARDING_MESSAGE,
  directAdults: 'Direct messages are only between adults. To reach a child, start a group that includes their parent or guardian, or use the team group.',
  childNeedsParent: 'A group that includes a child must also include their parent or guardian.',
  staffOnly: 'Only staff can start a group',
  notMember: 'You are not a member of this conversation',
  notFound: 'This conversation could not be found',
  messageNotFound: 'This message could not be found',
  notInClub: 'Everyone in a conversation must be a member of the club',
  teamGroupFixed: 'The team group follows the team: its members cannot be changed here',
  directFixed: 'A direct conversation is between two people: start a group to add someone',
  emptyMessage: 'Please write a message',
  tooLong: 'A message can be at most 4000 characters',
  name: 'Please give the group a name (at most 80 characters)',
  members: 'Please choose who to message',
  tooMany: 'A group can have at most 200 members',
  reason: 'A reason can be at most 500 characters',
  removeDenied: 'Only the club’s safeguarding lead can remove a message',
  idTaken: 'This message could not be sent',
  loadFailed: 'There has been an error retrieving messages',
  failed: 'There has been an error sending the message',
  removed: 'This message was removed by the club’s safeguarding lead',
} as const;
