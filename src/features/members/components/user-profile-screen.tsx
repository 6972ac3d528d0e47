// A member's profile as the club sees it: contact, memberships with active/trial/play status,
// and the Member and Player profile fields of spec §3.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { isPlayStatus } from '../model/member-filters';
import { Failure, Loading } from '../../../ui/states';
import { useUserProfile } from '../data/user-profile';
import { memberFields, playerFields, shown } from '../model/profile-fields';
import { playStatusLabel } from '../model/member-text';
import { roleName } from '../../../ui/role-text';
import './members.css';
import { MemberDetailsForm, RemoveFromTeamButton, ResendInviteButton, useMemberAdmin } from './member-admin';

export function UserProfileScreen({ clubId, userId }: { clubId: string; userId: string }) {
  const { t, i18n } = useLingui();
  const { loading, error, profile, retry } = useUserProfile(userId);
  const { mayManage, mayInvite } = useMemberAdmin(clubId);
  const back = (
    <Link className="text-link" to="/secure/club/$clubId/members" params={{ clubId }} search={{ kind: 'users' }}>
      <Trans>Back to members</Trans>
    </Link>
  );
  if (error) return <><Failure message={t`There has been an error retrieving profile`} onRetry={retry} />{back}</>;
  if (loading || !profile) return <Loading />;
  const doc = profile.profile ?? {};
  const player = (doc.player ?? {}) as Record<string, unknown>;
  const rows = (fields: typeof memberFields, source: Record<string, unknown>) =>
    fields.map(([key, label]) => [i18n._(label), shown(key === 'jobTitle' ? profile.jobTitle : source[key])] as const).filter(([, v]) => v !== null);
  const about = rows(memberFields, doc);
  const playing = rows(playerFields, player);
  const words = shown(doc.words);
  const tags = shown(player.characteristicTags);
  const memberships = profile.memberships.filter((m) => m.clubId === clubId);
  return (
    <>
      <div className="page-head">
        <h1>
          {profile.firstName} {profile.lastName}
        </h1>
        <p>{profile.registered ? t`Registered` : t`Not registered yet`} · {profile.active ? t`Active` : t`Inactive`}</p>
      </div>
      {mayInvite && !profile.registered ? <ResendInviteButton clubId={clubId} userId={userId} /> : null}
      <section className="card" aria-labelledby="contact-h">
        <h2 id="contact-h">
          <Trans>Contact</Trans>
        </h2>
        <dl>
          <dt>{t`Email`}</dt>
          <dd>{profile.email ?? '—'}</dd>
          <dt>{t`Mobile`}</dt>
          <dd>{profile.telephone ? `${profile.countryCode ?? ''} ${profile.telephone}`.trim() : '—'}</dd>
          <dt>{t`Date of birth`}</dt>
          <dd>{profile.dateOfBirth ?? '—'}</dd>
        </dl>
      </section>
      <section className="card" aria-labelledby="roles-h">
        <h2 id="roles-h">
          <Trans>Roles in this club</Trans>
        </h2>
        <ul className="list">
          {memberships.map((m, i) => (
            <li key={i} className="list__item member-role-row">
              <span className="list__body">
                <span className="list__title">
                  {roleName(i18n, m.role)}
                  {m.teamName ? ` · ${m.teamName}` : ''}
                </span>
                <span className="list__meta">
                  {m.active ? t`Active` : t`Inactive`}
                  {m.onTrial ? ` · ${t`On trial`}` : ''}
                  {m.playStatus && isPlayStatus(m.playStatus) ? ` · ${i18n._(playStatusLabel[m.playStatus])}` : ''}
                  {m.safeguardingLead ? ` · ${t`Responsible for safeguarding`}` : ''}
                </span>
              </span>
              {mayManage && m.teamId ? <RemoveFromTeamButton clubId={clubId} userId={userId} teamId={m.teamId} teamName={m.teamName ?? ''} onRemoved={retry} /> : null}
            </li>
          ))}
        </ul>
      </section>
      {memberships.some((m) => m.role === 'player') ? (
        // The player's development: biometrics (issue 21); the screen itself decides who may see it.
        <ul className="list">
          <li>
            <Link to="/secure/development/$playerId/biometrics" params={{ playerId: userId }} className="list__item">
              <span className="list__body">
                <span className="list__title">
                  <Trans>Height and weight</Trans>
                </span>
                <span className="list__meta">
                  <Trans>Measurements, growth per year and their history</Trans>
                </span>
              </span>
            </Link>
          </li>
          <li>
            <Link to="/secure/development/$playerId/objectives" params={{ playerId: userId }} className="list__item">
              <span className="list__body">
                <span className="list__title">
                  <Trans>Objectives</Trans>
                </span>
                <span className="list__meta">
                  <Trans>Objectives, their targets and progress; mark them met</Trans>
                </span>
              </span>
            </Link>
          </li>
        </ul>
      ) : null}
      {mayManage ? <MemberDetailsForm key={profile.id} clubId={clubId} profile={profile} onSaved={retry} /> : null}
      {about.length || words ? (
        <section className="card" aria-labelledby="about-h">
          <h2 id="about-h">
            <Trans>About</Trans>
          </h2>
          <dl>
            {words ? (
              <>
                <dt>{t`Five describing words`}</dt>
                <dd>{words}</dd>
              </>
            ) : null}
            {about.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {playing.length || tags ? (
        <section className="card" aria-labelledby="player-h">
          <h2 id="player-h">
            <Trans>Player profile</Trans>
          </h2>
          <dl>
            {tags ? (
              <>
                <dt>{t`Characteristic tags`}</dt>
                <dd>{tags}</dd>
              </>
            ) : null}
            {playing.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {back}
    </>
  );
}
