import { createFileRoute } from '@tanstack/react-router';
import { InvitesScreen } from '../../../../../features/members/components/invites-screen';

export const Route = createFileRoute('/_app/secure/club/$clubId/invites')({
  component: function InvitesRoute() {
    const { clubId } = Route.useParams();
    return <InvitesScreen clubId={clubId} />;
  },
});
