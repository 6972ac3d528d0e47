import { createFileRoute } from '@tanstack/react-router';
import { UserProfileScreen } from '../../../../../features/members/components/user-profile-screen';

export const Route = createFileRoute('/_app/secure/club/$clubId/members_/$userId')({
  component: function UserProfileRoute() {
    const { clubId, userId } = Route.useParams();
    return <UserProfileScreen clubId={clubId} userId={userId} />;
  },
});
