import { createFileRoute } from '@tanstack/react-router';
import { SessionFormScreen } from '../../../../features/training/components/session-form-screen';

// ?copyOf=<sessionId>: the form opens filled in from that session (copy, spec §2).
export const Route = createFileRoute('/_app/secure/training/new')({
  validateSearch: (search: Record<string, unknown>): { copyOf?: string } => (typeof search.copyOf === 'string' ? { copyOf: search.copyOf } : {}),
  component: function NewTrainingRoute() {
    const { copyOf } = Route.useSearch();
    return <SessionFormScreen copyOf={copyOf} />;
  },
});
