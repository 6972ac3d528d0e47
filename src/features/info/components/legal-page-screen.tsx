// /terms, /privacy and /community-rules: one information page, readable signed out and offline
// (its text is in the precached catalogues). Registration opens these in a new tab, so the page
// offers a way to sign in rather than a "back" (a new tab has nothing to go back to). The
// document title stays the product's name (spec §2).
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { LanguageSwitcher } from '../../../ui/language-switcher';
import { LegalLinks } from '../../../ui/legal-links';
import { Logo } from '../../../ui/logo';
import { legalPages, type LegalPage } from '../model/legal-pages';
import './info.css';

export function LegalPageScreen({ page }: { page: LegalPage }) {
  const { i18n } = useLingui();
  const text = legalPages[page];
  const title = i18n._(text.title);
  return (
    <div className="access">
      <div className="access__top info__top">
        <Logo height={32} />
        <LanguageSwitcher />
      </div>
      <main className="access__card info">
        <h1>{title}</h1>
        <p className="access__help">{i18n._(text.intro)}</p>
        {text.sections.map((s) => (
          <section key={s.heading.id}>
            <h2>{i18n._(s.heading)}</h2>
            {s.paragraphs.map((p) => (
              <p key={p.id}>{i18n._(p)}</p>
            ))}
          </section>
        ))}
        <nav className="info__nav" aria-label={i18n._(text.title)}>
          <LegalLinks current={page} newTab={false} />
          <Link to="/" className="text-link">
            <Trans>Back to sign in</Trans>
          </Link>
        </nav>
      </main>
    </div>
  );
}
