import { createFileRoute } from '@tanstack/react-router';
import { TeamsScreen } from '../../../../../features/clubs/components/teams-screen';

export const Route = createFileRoute('/_app/secure/club/$clubId/teams')({
  component: function TeamsScreenRoute() {
    const { clubId } = Route.useParams();
    return <TeamsScreen clubId={clubId} />;
  },
});
