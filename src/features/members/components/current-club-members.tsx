// /secure/members: the member lists of the club the user is switched into; without one, the
// spec's message (spec §6); without members.view there, the permission message at once.
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Empty } from '../../../ui/states';
import { PermissionGate } from '../../access/components/permission-gate';
import { useCurrentClubId } from '../data/current-club';
import { MembersScreen } from './members-screen';

export function CurrentClubMembers() {
  const clubId = useCurrentClubId();
  if (!clubId)
    return (
      <Empty>
        <Trans>Need to switch into a club to manage users</Trans>{' '}
        <Link className="text-link" to="/secure/switch">
          <Trans>Switch club</Trans>
        </Link>
      </Empty>
    );
  return (
    <PermissionGate clubId={clubId} permission="members.view">
      <MembersScreen clubId={clubId} kind="users" />
    </PermissionGate>
  );
}
