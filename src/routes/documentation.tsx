import { createFileRoute } from '@tanstack/react-router';
import { InfoPageScreen } from '../features/info/components/info-page-screen';

// Public: readable signed out and offline, like the legal pages.
export const Route = createFileRoute('/documentation')({
  component: function DocumentationRoute() {
    return <InfoPageScreen page="documentation" />;
  },
});
