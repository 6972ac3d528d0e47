// The list of clubs, teams and roles the user can work in; the current one is marked. A super
// admin also gets every club, member or not (any-club-picker.tsx).
import { Trans, useLingui } from '@lingui/react/macro';
import { accentFor } from '../../../ui/accent';
import { chooseMembership } from '../data/membership';
import { useMember, useProfile } from '../data/session';
import { isCurrentOption, membershipOptions, type CurrentChoice, type MembershipOption } from '../model/membership-options';
import { roleText } from '../../../ui/role-text';
import { AnyClubPicker } from './any-club-picker';
import { NameMark } from '../../../ui/name-mark';

export function MembershipPicker({ onChosen }: { onChosen: () => void }) {
  const member = useMember();
  const profile = useProfile();
  if (!member || !profile) {
    return (
      <p>
        <Trans>Your clubs and teams are not available offline yet. Connect to the internet and sign in again.</Trans>
      </p>
    );
  }
  const options = membershipOptions(profile.memberships, profile.children);
  const superAdmin = profile.user.isSuperAdmin;
  if (!options.length && !superAdmin) {
    return (
      <p>
        <Trans>You are not a member of any club or team yet.</Trans>
      </p>
    );
  }
  return (
    <>
      {options.length ? <MembershipList options={options} current={{ clubId: member.clubId, roleId: member.roleId, selectedChildId: member.selectedChildId, teamId: profile.teamId }} onChosen={onChosen} /> : null}
      {superAdmin ? <AnyClubPicker onChosen={onChosen} /> : null}
    </>
  );
}

function MembershipList({ options, current, onChosen }: { options: MembershipOption[]; current: CurrentChoice; onChosen: () => void }) {
  const { i18n } = useLingui();
  return (
    <ul className="list">
      {options.map((o) => {
        const colour = o.colour ?? accentFor(null);
        const childName = o.child ? `${o.child.firstName} ${o.child.lastName}` : null;
        const team = o.teamName;
        return (
          <li key={o.key}>
            <button
              type="button"
              className="list__item"
              aria-current={isCurrentOption(o, current) ? 'true' : undefined}
              onClick={() => {
                chooseMembership(o);
                onChosen();
              }}
            >
              <NameMark name={o.clubName} colour={colour} />
              <span className="list__body">
                <span className="list__title">{o.clubName}</span>
                <span className="list__meta">
                  {i18n._(roleText[o.role])}
                  {team ? <> · {team}</> : null}
                  {childName ? (
                    <>
                      {' · '}
                      <Trans>for {childName}</Trans>
                    </>
                  ) : null}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
