// Log out confirmation: asks first, warns when changes have not reached the server yet (they
// are kept for the next sign-in), then forgets the session on this device.
import { Plural, Trans } from '@lingui/react/macro';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCall } from '../../../ui/use-call';
import { logOut, useUnsentChanges } from '../data/log-out';
import { useMember } from '../data/session';
import { AccessLayout } from './access-layout';

export function LogOutScreen() {
  const navigate = useNavigate();
  const router = useRouter();
  const call = useCall(logOut, { onSuccess: () => void navigate({ to: '/', replace: true }) });
  const member = useMember();
  const unsent = useUnsentChanges(member?.id ?? null) ?? 0;
  return (
    <AccessLayout>
      <h1>
        <Trans>Log out</Trans>
      </h1>
      <p className="access__help">
        <Trans>Are you sure you want to log out?</Trans>
      </p>
      {unsent > 0 && (
        <p className="access__help access__warning" role="alert" data-testid="unsent-warning">
          <Plural
            value={unsent}
            one="# change has not reached the server yet. It stays on this device and is sent when you sign in again; until then nobody else sees it."
            other="# changes have not reached the server yet. They stay on this device and are sent when you sign in again; until then nobody else sees them."
          />
        </p>
      )}
      <div className="form">
        <button type="button" className="button button--primary button--block" disabled={call.loading} onClick={() => void call.run()}>
          {call.loading ? <Trans>Logging out…</Trans> : <Trans>Yes, log out</Trans>}
        </button>
        <button type="button" className="button button--secondary button--block" onClick={() => (router.history.canGoBack() ? router.history.back() : void navigate({ to: '/secure' }))}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </AccessLayout>
  );
}
