// /help: help and support in two variants (spec §2: coach; parent and player). Signed in, the
// variant follows the member's role; anyone can switch with the tabs (?for=coach|family).
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { RoleId } from '../../../domain/roles';
import { useSignedInMember } from '../data/signed-in';
import { infoPages } from '../model/info-pages';
import { InfoArticle } from './info-article';
import { InfoFrame } from './info-frame';

export type HelpVariant = 'coach' | 'family';

export function HelpScreen({ variant }: { variant?: HelpVariant }) {
  const { t } = useLingui();
  const member = useSignedInMember();
  const family = member?.roleId === RoleId.parent || member?.roleId === RoleId.player || member?.roleId === RoleId.user;
  const shown: HelpVariant = variant ?? (member && !family ? 'coach' : 'family');
  const tabs: [HelpVariant, string][] = [
    ['coach', t`For coaches`],
    ['family', t`For parents and players`],
  ];
  return (
    <InfoFrame current="help">
      <nav aria-label={t`Help for`}>
        <div className="segmented">
          {tabs.map(([v, label]) => (
            <Link key={v} to="/help" search={{ for: v }} aria-current={shown === v ? 'page' : undefined} replace>
              {label}
            </Link>
          ))}
        </div>
      </nav>
      <InfoArticle text={infoPages[shown === 'coach' ? 'help-coach' : 'help-family']} />
    </InfoFrame>
  );
}
