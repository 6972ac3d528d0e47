import { createFileRoute } from '@tanstack/react-router';
import { InfoPageScreen } from '../features/info/components/info-page-screen';

// Public: readable signed out and offline, like the legal pages.
export const Route = createFileRoute('/releases')({
  component: function ReleasesRoute() {
    return <InfoPageScreen page="releases" />;
  },
});
