import { createFileRoute } from '@tanstack/react-router';
import { PermissionGate } from '../../../../../features/access/components/permission-gate';
import { InviteScreen } from '../../../../../features/members/components/invite-screen';

export const Route = createFileRoute('/_app/secure/club/$clubId/invite')({
  component: function InviteRoute() {
    const { clubId } = Route.useParams();
    return (
      <PermissionGate clubId={clubId} permission="invites.send">
        <InviteScreen clubId={clubId} />
      </PermissionGate>
    );
  },
});
