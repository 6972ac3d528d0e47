// A screen for holders of one permission in a club (issue 19): anyone else gets the spec's message
// at once, not the screen's filters followed by the server's refusal and a retry that cannot help.
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Permission } from '../../../domain/permissions';
import { Failure } from '../../../ui/states';
import { useClubPermissions } from '../data/club-permissions';

export function NoPermission() {
  const { t } = useLingui();
  return <Failure message={t`You do not have the correct permissions to access this screen`} />;
}

export function PermissionGate({ clubId, permission, children }: { clubId: string; permission: Permission; children: ReactNode }) {
  const permissions = useClubPermissions(clubId);
  return permissions.has(permission) ? children : <NoPermission />;
}
