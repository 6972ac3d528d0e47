import { createFileRoute } from '@tanstack/react-router';
import { PermissionGate } from '../../../../../features/access/components/permission-gate';
import { InvitesScreen } from '../../../../../features/members/components/invites-screen';

export const Route = createFileRoute('/_app/secure/club/$clubId/invites')({
  component: function InvitesRoute() {
    const { clubId } = Route.useParams();
    return (
      <PermissionGate clubId={clubId} permission="invites.send">
        <InvitesScreen clubId={clubId} />
      </PermissionGate>
    );
  },
});
