// Select club/team: after sign-in, for someone with several clubs, teams or roles.
import { Trans } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { AccessLayout } from './access-layout';
import { MembershipPicker } from './membership-picker';

export function SelectClubScreen() {
  const navigate = useNavigate();
  return (
    <AccessLayout>
      <h1>
        <Trans>Choose a club and team</Trans>
      </h1>
      <p className="access__help">
        <Trans>You belong to more than one club, team or role. Choose where to start; you can switch at any time from More.</Trans>
      </p>
      <MembershipPicker onChosen={() => void navigate({ to: '/secure' })} />
      <div className="access__links">
        <Link to="/secure" className="text-link">
          <Trans>Continue without choosing</Trans>
        </Link>
      </div>
    </AccessLayout>
  );
}
