// The frame of every information page: logo, language switcher, one wide card, and at the foot
// the links to the other pages and the way back (into the app when signed in, else to sign in).
// Opened in a new tab from registration there is nothing to go "back" to, hence a link.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { InfoLinks, type InfoLinkPage } from '../../../ui/info-links';
import { LanguageSwitcher } from '../../../ui/language-switcher';
import { Logo } from '../../../ui/logo';
import { useSignedInMember } from '../data/signed-in';
import './info.css';

export function InfoFrame({ current, children }: { current: InfoLinkPage | 'terms' | 'privacy' | 'community-rules'; children: ReactNode }) {
  const { t } = useLingui();
  const signedIn = useSignedInMember() !== null;
  return (
    <div className="access">
      <div className="access__top info__top">
        <Logo height={32} />
        <LanguageSwitcher />
      </div>
      <main className="access__card info">
        {children}
        <nav className="info__nav" aria-label={t`Information pages`}>
          <InfoLinks current={current} />
          {signedIn ? (
            <Link to="/secure/more" className="text-link">
              <Trans>Back to the app</Trans>
            </Link>
          ) : (
            <Link to="/" className="text-link">
              <Trans>Back to sign in</Trans>
            </Link>
          )}
        </nav>
      </main>
    </div>
  );
}
