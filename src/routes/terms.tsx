import { createFileRoute } from '@tanstack/react-router';
import { LegalPageScreen } from '../features/info/components/legal-page-screen';

// Public: readable signed out (registration links here) and offline.
export const Route = createFileRoute('/terms')({
  component: function TermsRoute() {
    return <LegalPageScreen page="terms" />;
  },
});
