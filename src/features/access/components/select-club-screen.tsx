// Select club/team: after sign-in, for someone with several clubs, teams or roles, and for a
// super admin who is in no club yet (they may work in any).
import { Trans } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useProfile } from '../data/session';
import { AccessLayout } from './access-layout';
import { MembershipPicker } from './membership-picker';

export function SelectClubScreen() {
  const navigate = useNavigate();
  const superAdmin = useProfile()?.user.isSuperAdmin === true;
  return (
    <AccessLayout>
      <h1>
        <Trans>Choose a club and team</Trans>
      </h1>
      <p className="access__help">
        {superAdmin ? (
          <Trans>As a super admin you can work in any club. Choose where to start; you can switch at any time from More.</Trans>
        ) : (
          <Trans>You belong to more than one club, team or role. Choose where to start; you can switch at any time from More.</Trans>
        )}
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
