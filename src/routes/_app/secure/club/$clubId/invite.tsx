import { createFileRoute } from '@tanstack/react-router';
import { InviteScreen } from '../../../../../features/members/components/invite-screen';

export const Route = createFileRoute('/_app/secure/club/$clubId/invite')({
  component: function InviteRoute() {
    const { clubId } = Route.useParams();
    return <InviteScreen clubId={clubId} />;
  },
});
