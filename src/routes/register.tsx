import { createFileRoute } from '@tanstack/react-router';
import { RegistrationScreen } from '../features/registration/components/registration-screen';

// ?invite=<guid>: opened from an invite email; the invite's code and email fill step 1.
export const Route = createFileRoute('/register')({
  validateSearch: (search: Record<string, unknown>): { invite?: string } => (typeof search.invite === 'string' && search.invite ? { invite: search.invite } : {}),
  component: function RegisterRoute() {
    const { invite } = Route.useSearch();
    return <RegistrationScreen invite={invite} />;
  },
});
