// Sport names (spec §1, §9) as users read them.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SPORTS } from '../../../domain/club/club-schema';

export const sportText: Record<(typeof SPORTS)[number], MessageDescriptor> = {
  football: msg`Football`,
  rugby: msg`Rugby`,
  boxing: msg`Boxing`,
  hockey: msg`Hockey`,
  basketball: msg`Basketball`,
  climbing: msg`Climbing`,
  golf: msg`Golf`,
  tennis: msg`Tennis`,
  athletics: msg`Athletics`,
  'american football': msg`American football`,
  netball: msg`Netball`,
  baseball: msg`Baseball`,
  gym: msg`Gym`,
  PE: msg`PE`,
};
