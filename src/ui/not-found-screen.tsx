// A path the app does not have.
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Logo } from './logo';

export function NotFoundScreen() {
  return (
    <main className="error-screen">
      <Logo orientation="vertical" />
      <h1>
        <Trans>This page is not available</Trans>
      </h1>
      <div className="error-screen__actions">
        <Link to="/secure" className="button button--primary button--block">
          <Trans>Go to the dashboard</Trans>
        </Link>
      </div>
    </main>
  );
}
