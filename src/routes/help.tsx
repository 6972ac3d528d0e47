import { createFileRoute } from '@tanstack/react-router';
import { HelpScreen, type HelpVariant } from '../features/info/components/help-screen';

// Public: readable signed out and offline, like the legal pages.
export const Route = createFileRoute('/help')({
  validateSearch: (search: Record<string, unknown>): { for?: HelpVariant } => (search.for === 'coach' || search.for === 'family' ? { for: search.for } : {}),
  component: function HelpRoute() {
    return <HelpScreen variant={Route.useSearch().for} />;
  },
});
