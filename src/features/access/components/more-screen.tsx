// More / settings: who is signed in, language, own profile, saving and sync (with the device's
// storage), switching club, role and team, logging out; help, documentation, what's new, contact
// and the legal pages (all readable offline).
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { InfoLinks } from '../../../ui/info-links';
import { LanguageSwitcher } from '../../../ui/language-switcher';
import { RoleId } from '../../../domain/roles';
import { useMember, useProfile } from '../data/session';
import { useClubPermissions } from '../data/club-permissions';

/** One row of the list: a link with its title and, under it, what it leads to. */
function MoreItem({ title, meta, ...link }: { title: ReactNode; meta?: ReactNode } & LinkProps) {
  return (
    <li>
      <Link {...link} className="list__item">
        <span className="list__body">
          <span className="list__title">{title}</span>
          {meta ? <span className="list__meta">{meta}</span> : null}
        </span>
      </Link>
    </li>
  );
}

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
          <MoreItem to="/secure/feed" title={<Trans>Club feed</Trans>} meta={<Trans>News, pictures and results from the club and your teams</Trans>} />
          <MoreItem to="/secure/chat" title={<Trans>Locker room</Trans>} meta={<Trans>Team groups and messages, with safeguarding built in</Trans>} />
          <MoreItem to="/secure/calendar" title={<Trans>Calendar</Trans>} meta={<Trans>Games, sessions and club events by month, and a link for your phone's calendar</Trans>} />
          <MoreItem to="/secure/profile" title={<Trans>My profile</Trans>} meta={<Trans>Your details, emergency contacts, contact preferences and password</Trans>} />
          {practises ? <MoreItem to="/secure/practice" title={<Trans>Practice</Trans>} meta={<Trans>Your at-home practice diary, this week's minutes and your streak</Trans>} /> : null}
          {measuredId ? (
            <MoreItem to="/secure/development/$playerId" params={{ playerId: measuredId }} title={<Trans>My development</Trans>} meta={<Trans>Your 99 Rating and what moved it, grades, playing time and attendance</Trans>} />
          ) : null}
          {staff ? <MoreItem to="/secure/development" title={<Trans>Player development</Trans>} meta={<Trans>Your players' development profiles, 99 Ratings and fair playing time</Trans>} /> : null}
          {measuredId ? (
            <MoreItem to="/secure/development/$playerId/biometrics" params={{ playerId: measuredId }} title={<Trans>Height and weight</Trans>} meta={<Trans>Your measurements, growth per year and their history</Trans>} />
          ) : null}
          {measuredId ? (
            <MoreItem to="/secure/development/$playerId/objectives" params={{ playerId: measuredId }} title={<Trans>Objectives</Trans>} meta={<Trans>Your objectives, their targets and your progress</Trans>} />
          ) : null}
          {practises || staff ? (
            <MoreItem
              to="/secure/homework"
              title={<Trans>Coach challenges</Trans>}
              meta={practises ? <Trans>Challenges from your coach: answer them and see your marks</Trans> : <Trans>Set challenges, mark answers and see the 30-day report</Trans>}
            />
          ) : null}
          {clubAnalytics ? <MoreItem to="/secure/analytics/club" title={<Trans>Club overview</Trans>} meta={<Trans>Results, goals, attendance and star players across the club</Trans>} /> : null}
          {teamAnalytics ? <MoreItem to="/secure/analytics/team" title={<Trans>Team overview</Trans>} meta={<Trans>Your team's results, form, training minutes and players</Trans>} /> : null}
          {teamAnalytics ? <MoreItem to="/secure/analytics/reports" title={<Trans>Reports</Trans>} meta={<Trans>Build charts from your numbers, save them and download them</Trans>} /> : null}
          {/* Staff grade their squads' core skills; a player or parent sees their own grades. */}
          <MoreItem to="/secure/core-skills" title={practises ? <Trans>My core skills</Trans> : <Trans>Core skills</Trans>} meta={<Trans>Core-skill grades and their history</Trans>} />
          {/* The same screen as the header's sync status: what waits to be sent, and storage. */}
          <MoreItem to="/secure/sync" title={<Trans>Saving and sync</Trans>} meta={<Trans>Changes waiting to be sent, and storage on this device</Trans>} />
          <MoreItem to="/secure/switch" title={<Trans>Switch club, role and team</Trans>} />
          <MoreItem to="/log-out" title={<Trans>Log out</Trans>} />
        </ul>
      </div>
    </>
  );
}
