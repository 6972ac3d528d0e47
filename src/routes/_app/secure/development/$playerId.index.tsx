import { createFileRoute } from '@tanstack/react-router';
import { DevelopmentProfileScreen } from '../../../../features/development/components/development-profile-screen';

export const Route = createFileRoute('/_app/secure/development/$playerId/')({
  component: function DevelopmentProfileRoute() {
    const { playerId } = Route.useParams();
    return <DevelopmentProfileScreen key={playerId} playerId={playerId} />;
  },
});
