// Switch club, role and team, from the shell.
import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { MembershipPicker } from './membership-picker';

export function SwitchMembershipScreen() {
  const navigate = useNavigate();
  return (
    <>
      <div className="page-head">
        <h1>
          <Trans>Switch club, role and team</Trans>
        </h1>
      </div>
      <MembershipPicker onChosen={() => void navigate({ to: '/secure' })} />
    </>
  );
}
