// The list of clubs, teams and roles the user can work in; the current one is marked.
import { Trans, useLingui } from '@lingui/react/macro';
import { accentFor } from '../../../ui/accent';
import { chooseMembership } from '../data/membership';
import { useMember, useProfile } from '../data/session';
import { isCurrentOption, membershipOptions, type MembershipOption } from '../model/membership-options';
import { roleText } from '../../../ui/role-text';

export function MembershipPicker({ onChosen }: { onChosen: (option: MembershipOption) => void }) {
  const { i18n } = useLingui();
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
  if (!options.length) {
    return (
      <p>
        <Trans>You are not a member of any club or team yet.</Trans>
      </p>
    );
  }
  const current = { clubId: member.clubId, roleId: member.roleId, selectedChildId: member.selectedChildId, teamId: profile.teamId };
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
                onChosen(o);
              }}
            >
              <span className="swatch" style={{ background: colour }} aria-hidden="true" />
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
