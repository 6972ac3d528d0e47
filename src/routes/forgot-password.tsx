import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordScreen } from '../features/access/components/forgot-password-screen';

export const Route = createFileRoute('/forgot-password')({
  validateSearch: (search: Record<string, unknown>): { email?: string } => (typeof search.email === 'string' ? { email: search.email } : {}),
  component: function ForgotPasswordRoute() {
    const { email } = Route.useSearch();
    return <ForgotPasswordScreen email={email} />;
  },
});
