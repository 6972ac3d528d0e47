import { createFileRoute } from '@tanstack/react-router';
import { BiometricsScreen } from '../../../../features/development/components/biometrics-screen';

export const Route = createFileRoute('/_app/secure/development/$playerId/biometrics')({
  component: function BiometricsRoute() {
    const { playerId } = Route.useParams();
    return <BiometricsScreen playerId={playerId} />;
  },
});
