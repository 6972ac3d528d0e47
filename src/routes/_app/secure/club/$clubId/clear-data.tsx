import { createFileRoute } from '@tanstack/react-router';
import { ClearDataScreen } from '../../../../../features/clubs/components/clear-data-screen';

export const Route = createFileRoute('/_app/secure/club/$clubId/clear-data')({
  component: function ClearDataRoute() {
    const { clubId } = Route.useParams();
    return <ClearDataScreen clubId={clubId} />;
  },
});
