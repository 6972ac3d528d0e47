// Permission and role names for the permissions step, translated.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Permission } from '../../../domain/permissions';

export const permissionLabel: Record<Permission, MessageDescriptor> = {
  'club.view': msg`See the club and its teams`,
  'club.manage': msg`Edit the club, teams, colours and emails`,
  'permissions.manage': msg`Change permissions`,
  'members.view': msg`See users, coaches, parents and players`,
  'members.manage': msg`Enable, disable, remove and edit members`,
  'members.sensitive': msg`See medical and emergency details (coaches: their teams' players)`,
  'players.approve': msg`Approve children that parents add to a team`,
  'invites.send': msg`Invite members and resend invites`,
  'data.upload': msg`Upload and clear data`,
  'fixtures.view': msg`See fixtures`,
  'fixtures.manage': msg`Manage fixtures and match events`,
  'training.view': msg`See training sessions`,
  'training.manage': msg`Manage training sessions`,
  'attendance.respond': msg`Confirm attendance`,
  'analytics.club': msg`See the club's analytics`,
  'analytics.team': msg`See team and player analytics (coaches: their teams)`,
  'calendar.manage': msg`Add, cancel and delete calendar events`,
  'feed.post': msg`Post in the club feed`,
  'feed.moderate': msg`Remove other members' posts and comments in the feed`,
  'homework.manage': msg`Set and mark coach challenges`,
};

export const stepTitle = {
  club: msg`Club info`,
  contract: msg`Contract`,
  subscription: msg`Subscription`,
  team: msg`Team`,
  personalisation: msg`Personalisation`,
  emails: msg`Emails`,
  permissions: msg`Permissions`,
  users: msg`Users`,
};

export const emailKindLabel: Record<string, MessageDescriptor> = {
  invite: msg`Invite`,
  coach: msg`Coach`,
  calendarEvent: msg`Calendar event`,
  playerFeedback: msg`Player feedback (player reflection)`,
  coachHomework: msg`Coach homework`,
  playerHomework: msg`Player homework`,
  markedHomework: msg`Marked homework`,
  newTrainingSession: msg`New training session`,
  newFixture: msg`New fixture`,
  newMessage: msg`New message`,
  // The email template sent when a fixture or session is cancelled: its own context, so the
  // translations may name the event ("Partido cancelado") while the staff's button of the same
  // English words stays an action ("Cancelar partido").
  cancelFixture: msg({ message: 'Cancel fixture', context: 'email template' }),
  cancelTrainingSession: msg({ message: 'Cancel training session', context: 'email template' }),
};
