// Words for member lists: role names, play statuses, invite states, and the spec's empty-list
// sentence with the right noun (spec §8).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MemberKind } from '../../../domain/club/member-messages';
import type { MemberSummary, PlayStatus } from '../../../domain/club/member-schemas';

export const kindLabel: Record<MemberKind, MessageDescriptor> = {
  users: msg`Users`,
  coaches: msg`Coaches`,
  parents: msg`Parents`,
  players: msg`Players`,
};

export const emptyListText: Record<MemberKind, MessageDescriptor> = {
  users: msg`There are no users associated with this club or team`,
  coaches: msg`There are no coaches associated with this club or team`,
  parents: msg`There are no parents associated with this club or team`,
  players: msg`There are no players associated with this club or team`,
};

export const playStatusLabel: Record<PlayStatus, MessageDescriptor> = {
  available: msg`Available`,
  injured: msg`Injured`,
  ill: msg`Ill`,
  unavailable: msg`Unavailable`,
  suspended: msg`Suspended`,
};

export const inviteStatusLabel: Record<MemberSummary['inviteStatus'], MessageDescriptor> = {
  none: msg`Not invited`,
  sent: msg`Invite sent`,
  accepted: msg`Invite accepted`,
  revoked: msg`Invite withdrawn`,
  expired: msg`Invite expired`,
};
