import { createFileRoute } from '@tanstack/react-router';
import { ClubSettingsScreen } from '../../../../../features/clubs/components/club-settings-screen';

export const Route = createFileRoute('/_app/secure/club/$clubId/settings')({
  component: function ClubSettingsScreenRoute() {
    const { clubId } = Route.useParams();
    return <ClubSettingsScreen clubId={clubId} />;
  },
});
