import { createFileRoute } from '@tanstack/react-router';
import { LegalPageScreen } from '../features/info/components/legal-page-screen';

// Public: readable signed out (registration links here) and offline.
export const Route = createFileRoute('/community-rules')({
  component: function CommunityRulesRoute() {
    return <LegalPageScreen page="community-rules" />;
  },
});
