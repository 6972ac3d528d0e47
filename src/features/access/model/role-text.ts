// Role names as users read them.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RoleName } from '../../../domain/roles';

export const roleText: Record<RoleName | 'admin', MessageDescriptor> = {
  admin: msg`Super admin`,
  club_admin: msg`Club admin`,
  coach: msg`Coach`,
  assistant_coach: msg`Assistant coach`,
  parent: msg`Parent`,
  player: msg`Player`,
  user: msg`Member`,
};
