import { createFileRoute } from '@tanstack/react-router';
import { UploadScreen } from '../../../../../features/clubs/components/upload-screen';

export const Route = createFileRoute('/_app/secure/club/$clubId/upload')({
  component: function UploadRoute() {
    const { clubId } = Route.useParams();
    return <UploadScreen clubId={clubId} />;
  },
});
