// The "Club settings" entry point, shown to the club's admins (and super admins) only.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useIsClubAdmin } from '../data/club-settings';

export function ClubSettingsLink({ clubId, clubName, className = 'button button--secondary' }: { clubId: string; clubName?: string; className?: string }) {
  const { t } = useLingui();
  const admin = useIsClubAdmin(clubId);
  if (!admin) return null;
  return (
    <Link className={className} to="/secure/club/$clubId/settings" params={{ clubId }} aria-label={clubName ? t`Club settings for ${clubName}` : undefined}>
      <Trans>Club settings</Trans>
    </Link>
  );
}
