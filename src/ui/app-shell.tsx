// The application shell (spec §2 "/_app"): a header with the logo (to the site root), the
// current club, the language switcher and the sync status slot; the update banner slot; the
// page; and a bottom navigation within a thumb's reach on a phone.
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ComponentType, ReactNode } from 'react';
import { LanguageSwitcher } from './language-switcher';
import { Logo, LogoMark } from './logo';
import { ClubsIcon, FixturesIcon, HomeIcon, MoreIcon, TrainingIcon } from './nav-icons';
import { ShellBannerSlot, ShellNotificationsSlot, ShellStatusSlot } from './shell-slots';

// Fixtures and Training are their features' routes (/secure/fixtures, /secure/training), added
// by their owners; the paths are plain strings so the shell does not depend on them.
const CLUBS_PATH = '/secure/configuration/clubs';
const NAV: { to: string; exact?: boolean; label: MessageDescriptor; Icon: ComponentType }[] = [
  // The tab's own words (context): French needs shorter ones than the page titles (issue 19: the labels ran off a 360 px screen).
  { to: '/secure', exact: true, label: msg({ message: 'Dashboard', context: 'bottom navigation' }), Icon: HomeIcon },
  { to: '/secure/fixtures', label: msg`Fixtures`, Icon: FixturesIcon },
  { to: '/secure/training', label: msg({ message: 'Training', context: 'bottom navigation' }), Icon: TrainingIcon },
  { to: CLUBS_PATH, label: msg`Clubs`, Icon: ClubsIcon },
  { to: '/secure/more', label: msg`More`, Icon: MoreIcon },
];

/**
 * showClubs: whether the member may use the Clubs screens (the caller decides by their permissions).
 * context: who the member is working as there ("Coach · U14", "Parent of Max · U12"), under the club.
 */
export function AppShell({ clubName, context = null, showClubs = true, children }: { clubName: string | null; context?: string | null; showClubs?: boolean; children: ReactNode }) {
  const { t, i18n } = useLingui();
  return (
    <div className="shell">
      <header className="shell__header">
        <Link to="/" className="shell__brand" aria-label={t`Touchline home`}>
          <span className="shell__logo-wide">
            <Logo height={28} />
          </span>
          <span className="shell__logo-narrow">
            <LogoMark size={32} />
          </span>
        </Link>
        {/* The whole name on hover (and for the accessibility tree) where the row cuts it short. */}
        <span className="shell__where">
          <span className="shell__club" title={clubName ?? undefined}>
            {clubName}
          </span>
          {context ? (
            <span className="shell__context" title={context}>
              {context}
            </span>
          ) : null}
        </span>
        <div className="shell__tools">
          {/* Filled by the sync person: see shell-slots.tsx */}
          <ShellStatusSlot />
          {/* Filled by the notifications feature (the unread count): see shell-slots.tsx */}
          <ShellNotificationsSlot />
          <LanguageSwitcher />
        </div>
      </header>
      {/* Filled by the PWA person (update banner): see shell-slots.tsx */}
      <ShellBannerSlot />
      <main className="shell__main" id="main">
        {children}
      </main>
      <nav className="bottom-nav" aria-label={t`Main`}>
        {NAV.filter(({ to }) => showClubs || to !== CLUBS_PATH).map(({ to, exact, label, Icon }) => (
          <Link key={to} to={to as LinkProps['to']} activeOptions={{ exact }}>
            <span className="bottom-nav__icon">
              <Icon />
            </span>
            <span className="bottom-nav__label">{i18n._(label)}</span>
          </Link>
        ))}
      </nav>
    </div>
  );
}
