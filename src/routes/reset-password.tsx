import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordScreen } from '../features/access/components/reset-password-screen';

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): { email?: string; sent?: boolean } => ({
    ...(typeof search.email === 'string' ? { email: search.email } : {}),
    ...(search.sent === true || search.sent === 'true' ? { sent: true } : {}),
  }),
  component: function ResetPasswordRoute() {
    const { email, sent } = Route.useSearch();
    return <ResetPasswordScreen email={email} sent={sent} />;
  },
});
