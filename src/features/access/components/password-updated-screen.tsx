// Password updated: the reset worked; sign in with the new password.
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { AccessLayout } from './access-layout';

export function PasswordUpdatedScreen() {
  return (
    <AccessLayout>
      <h1>
        <Trans>Password updated</Trans>
      </h1>
      <p className="access__help">
        <Trans>Your password has been updated. You can now sign in with your new password.</Trans>
      </p>
      <Link to="/" className="button button--primary button--block">
        <Trans>Sign in</Trans>
      </Link>
    </AccessLayout>
  );
}
