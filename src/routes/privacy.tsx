import { createFileRoute } from '@tanstack/react-router';
import { LegalPageScreen } from '../features/info/components/legal-page-screen';

// Public: readable signed out (registration links here) and offline.
export const Route = createFileRoute('/privacy')({
  component: function PrivacyRoute() {
    return <LegalPageScreen page="privacy" />;
  },
});
