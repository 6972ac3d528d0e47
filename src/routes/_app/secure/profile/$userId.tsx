import { createFileRoute } from '@tanstack/react-router';
import { ProfileScreen } from '../../../../features/profile/components/profile-screen';

export const Route = createFileRoute('/_app/secure/profile/$userId')({
  component: ChildProfile,
});

function ChildProfile() {
  const { userId } = Route.useParams();
  return <ProfileScreen key={userId} userId={userId} />;
}
