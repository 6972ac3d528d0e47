import { createFileRoute } from '@tanstack/react-router';
import { ObjectivesScreen } from '../../../../features/objectives/components/objectives-screen';

export const Route = createFileRoute('/_app/secure/development/$playerId/objectives')({
  component: function ObjectivesRoute() {
    const { playerId } = Route.useParams();
    return <ObjectivesScreen key={playerId} playerId={playerId} />;
  },
});
