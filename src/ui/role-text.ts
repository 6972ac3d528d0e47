// Role names as users read them (shared by the access, club and member screens).
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RoleName } from '../domain/roles';

export const roleText: Record<RoleName | 'admin', MessageDescriptor> = {
  admin: msg`Super admin`,
  club_admin: msg`Club admin`,
  coach: msg`Coach`,
  assistant_coach: msg`Assistant coach`,
  parent: msg`Parent`,
  player: msg`Player`,
  user: msg`Member`,
};

/** A role as users read it; a role the app does not know yet (from a newer server) shows as sent. */
export const roleName = (i18n: I18n, role: string): string => (Object.hasOwn(roleText, role) ? i18n._(roleText[role as keyof typeof roleText]) : role);
