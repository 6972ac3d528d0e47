// More / settings: who is signed in, language, own profile, saving and sync (with the device's
// storage), switching club, role and team, logging out; help, documentation, what's new, contact
// and the legal pages (all readable offline).
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { InfoLinks } from '../../../ui/info-links';
import { LanguageSwitcher } from '../../../ui/language-switcher';
import { RoleId } from '../../../domain/roles';
import { useMember, useProfile } from '../data/session';
import { useClubPermissions } from '../data/club-permissions';

export function MoreScreen() {
  const { t } = useLingui();
  const profile = useProfile();
  const member = useMember();
  // The practice diary is a player's own (a parent keeps it for the selected child).
  const practises = member?.roleId === RoleId.player || member?.roleId === RoleId.parent;
  // Whose height and weight: the player's own, or a parent's selected child.
  const measuredId = member?.roleId === RoleId.player ? member.id : member?.roleId === RoleId.parent ? member.selectedChildId : null;
  const name = profile ? `${profile.user.firstName} ${profile.user.lastName}`.trim() : null;
  // Analytics overviews (issue 24): the club's for who holds analytics.club (club admins), a
  // team's for staff holding analytics.team; never offered to a parent or player acting as such.
  const permissions = useClubPermissions(member?.clubId);
  const staff = member?.roleId !== undefined && !practises && member.roleId !== RoleId.user;
  const clubAnalytics = staff && permissions.has('analytics.club');
  const teamAnalytics = staff && permissions.has('analytics.team');
  return (
    <>
      <div className="page-head">
        <h1>
          <Trans>More</Trans>
        </h1>
      </div>
      <div className="cards">
        {name ? (
          <section className="card" aria-label={t`Signed in as`}>
            <p className="card__eyebrow">
              <Trans>Signed in as</Trans>
            </p>
            <p className="card__title">{name}</p>
            {profile?.user.email ? <p className="card__meta">{profile.user.email}</p> : null}
          </section>
        ) : null}
        <section className="card">
          <h2>
            <Trans>Language</Trans>
          </h2>
          <LanguageSwitcher />
        </section>
        <section className="card" aria-labelledby="more-info-heading">
          <h2 id="more-info-heading">
            <Trans>Help and information</Trans>
          </h2>
          <InfoLinks />
        </section>
        <ul className="list">
          <li>
            <Link to="/secure/feed" className="list__item">
              <span className="list__body">
                <span className="list__title">
                  <Trans>Club feed</Trans>
                </span>
                <span className="list__meta">
                  <Trans>News, pictures and results from the club and your teams</Trans>
                </span>
              </span>
            </Link>
          </li>
          <li>
            <Link to="/secure/chat" className="list__item">
              <span className="list__body">
                <span className="list__title">
                  <Trans>Locker room</Trans>
                </span>
                <span className="list__meta">
                  <Trans>Team groups and messages, with safeguarding built in</Trans>
                </span>
              </span>
            </Link>
          </li>
          <li>
            <Link to="/secure/calendar" className="list__item">
              <span className="list__body">
                <span className="list__title">
                  <Trans>Calendar</Trans>
                </span>
                <span className="list__meta">
                  <Trans>Games, sessions and club events by month, and a link for your phone's calendar</Trans>
                </span>
              </span>
            </Link>
          </li>
          <li>
            <Link to="/secure/profile" className="list__item">
              <span className="list__body">
                <span className="list__title">
                  <Trans>My profile</Trans>
                </span>
                <span className="list__meta">
                  <Trans>Your details, emergency contacts, contact preferences and password</Trans>
                </span>
              </span>
            </Link>
          </li>
          {practises ? (
            <li>
              <Link to="/secure/practice" className="list__item">
                <span className="list__body">
                  <span className="list__title">
                    <Trans>Practice</Trans>
                  </span>
                  <span className="list__meta">
                    <Trans>Your at-home practice diary, this week's minutes and your streak</Trans>
                  </span>
                </span>
              </Link>
            </li>
          ) : null}
          {measuredId ? (
            <li>
              <Link to="/secure/development/$playerId" params={{ playerId: measuredId }} className="list__item">
                <span className="list__body">
                  <span className="list__title">
                    <Trans>My development</Trans>
                  </span>
                  <span className="list__meta">
                    <Trans>Your 99 Rating and what moved it, grades, playing time and attendance</Trans>
                  </span>
                </span>
              </Link>
            </li>
          ) : null}
          {staff ? (
            <li>
              <Link to="/secure/development" className="list__item">
                <span className="list__body">
                  <span className="list__title">
                    <Trans>Player development</Trans>
                  </span>
                  <span className="list__meta">
                    <Trans>Your players' development profiles, 99 Ratings and fair playing time</Trans>
                  </span>
                </span>
              </Link>
            </li>
          ) : null}
          {measuredId ? (
            <li>
              <Link to="/secure/development/$playerId/biometrics" params={{ playerId: measuredId }} className="list__item">
                <span className="list__body">
                  <span className="list__title">
                    <Trans>Height and weight</Trans>
                  </span>
                  <span className="list__meta">
                    <Trans>Your measurements, growth per year and their history</Trans>
                  </span>
                </span>
              </Link>
            </li>
          ) : null}
          {measuredId ? (
            <li>
              <Link to="/secure/development/$playerId/objectives" params={{ playerId: measuredId }} className="list__item">
                <span className="list__body">
                  <span className="list__title">
                    <Trans>Objectives</Trans>
                  </span>
                  <span className="list__meta">
                    <Trans>Your objectives, their targets and your progress</Trans>
                  </span>
                </span>
              </Link>
            </li>
          ) : null}
          {practises || staff ? (
            <li>
              <Link to="/secure/homework" className="list__item">
                <span className="list__body">
                  <span className="list__title">
                    <Trans>Coach challenges</Trans>
                  </span>
                  <span className="list__meta">{practises ? <Trans>Challenges from your coach: answer them and see your marks</Trans> : <Trans>Set challenges, mark answers and see the 30-day report</Trans>}</span>
                </span>
              </Link>
            </li>
          ) : null}
          {clubAnalytics ? (
            <li>
              <Link to="/secure/analytics/club" className="list__item">
                <span className="list__body">
                  <span className="list__title">
                    <Trans>Club overview</Trans>
                  </span>
                  <span className="list__meta">
                    <Trans>Results, goals, attendance and star players across the club</Trans>
                  </span>
                </span>
              </Link>
            </li>
          ) : null}
          {teamAnalytics ? (
            <li>
              <Link to="/secure/analytics/team" className="list__item">
                <span className="list__body">
                  <span className="list__title">
                    <Trans>Team overview</Trans>
                  </span>
                  <span className="list__meta">
                    <Trans>Your team's results, form, training minutes and players</Trans>
                  </span>
                </span>
              </Link>
            </li>
          ) : null}
          {teamAnalytics ? (
            <li>
              <Link to="/secure/analytics/reports" className="list__item">
                <span className="list__body">
                  <span className="list__title">
                    <Trans>Reports</Trans>
                  </span>
                  <span className="list__meta">
                    <Trans>Build charts from your numbers, save them and download them</Trans>
                  </span>
                </span>
              </Link>
            </li>
          ) : null}
          <li>
            {/* Staff grade their squads' core skills; a player or parent sees their own grades. */}
            <Link to="/secure/core-skills" className="list__item">
              <span className="list__body">
                <span className="list__title">{practises ? <Trans>My core skills</Trans> : <Trans>Core skills</Trans>}</span>
                <span className="list__meta">
                  <Trans>Core-skill grades and their history</Trans>
                </span>
              </span>
            </Link>
          </li>
          <li>
            {/* The same screen as the header's sync status: what waits to be sent, and storage. */}
            <Link to="/secure/sync" className="list__item">
              <span className="list__body">
                <span className="list__title">
                  <Trans>Saving and sync</Trans>
                </span>
                <span className="list__meta">
                  <Trans>Changes waiting to be sent, and storage on this device</Trans>
                </span>
              </span>
            </Link>
          </li>
          <li>
            <Link to="/secure/switch" className="list__item">
              <span className="list__body">
                <span className="list__title">
                  <Trans>Switch club, role and team</Trans>
                </span>
              </span>
            </Link>
          </li>
          <li>
            <Link to="/log-out" className="list__item">
              <span className="list__body">
                <span className="list__title">
                  <Trans>Log out</Trans>
                </span>
              </span>
            </Link>
          </li>
        </ul>
      </div>
    </>
  );
}
