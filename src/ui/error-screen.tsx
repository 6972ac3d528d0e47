// The fallback shown when rendering fails (spec §2, §8): a heading, a try-again action that
// resets the error, and a way back to the dashboard (the secure area root).
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Logo } from './logo';

export function ErrorScreen({ onRetry, dashboardLink = true }: { onRetry: () => void; dashboardLink?: boolean }) {
  return (
    <main className="error-screen" role="alert">
      <Logo orientation="vertical" />
      <h1>
        <Trans>Oops, there has been an error!</Trans>
      </h1>
      <div className="error-screen__actions">
        <button type="button" className="button button--primary button--block" onClick={onRetry}>
          <Trans>Try again?</Trans>
        </button>
        {dashboardLink ? (
          <Link to="/secure" className="button button--secondary button--block">
            <Trans>Go to the dashboard</Trans>
          </Link>
        ) : (
          <a href="/secure" className="button button--secondary button--block">
            <Trans>Go to the dashboard</Trans>
          </a>
        )}
      </div>
    </main>
  );
}
