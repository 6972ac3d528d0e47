// The application shell (spec §2 "/_app"): a pathless layout around the secure area.
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { SecureShell } from '../features/access/components/secure-shell';
import { requireMember } from './-guards';

export const Route = createFileRoute('/_app')({
  beforeLoad: requireMember,
  component: function AppLayout() {
    return (
      <SecureShell>
        <Outlet />
      </SecureShell>
    );
  },
});
