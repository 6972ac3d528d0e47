// The contact preferences of spec §3, in the order the form lists them, with the labels the
// registration wizard's step 5 uses (the same words, already translated).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const NOTIFICATIONS = ['preTraining', 'preFixture', 'player', 'coach', 'marketing'] as const;
export type NotificationKey = (typeof NOTIFICATIONS)[number];

export const notificationLabel: Record<NotificationKey, MessageDescriptor> = {
  preTraining: msg`Before training sessions`,
  preFixture: msg`Before fixtures`,
  player: msg`Player updates`,
  coach: msg`Messages from coaches`,
  marketing: msg`News and offers from Touchline`,
};

/** The contact preferences' heading id: training's getting-started links to it (#contact-preferences) to choose reminders. */
export const PREFERENCES_HEADING = 'contact-preferences';
