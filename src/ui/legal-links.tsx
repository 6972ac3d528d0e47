// Links to the terms of use, privacy policy and community rules. Where someone is typing
// (registration, the invite link's page) they open in a new tab, so nothing typed is lost; the
// link says so to screen readers.
import { useLingui } from '@lingui/react/macro';
import { Link, type LinkProps } from '@tanstack/react-router';
import './legal-links.css';

type Page = 'terms' | 'privacy' | 'community-rules';

/** A list of links to pages, leaving out the one being read. */
export function PageLinks<P extends string>({ links, current, newTab }: { links: [P, LinkProps['to'], string][]; current?: string; newTab: boolean }) {
  const { t } = useLingui();
  const tab = newTab ? { target: '_blank', rel: 'noopener' } : {};
  return (
    <ul className="legal-links">
      {links
        .filter(([page]) => page !== current)
        .map(([page, to, label]) => (
          <li key={page}>
            <Link to={to} className="text-link" {...tab}>
              {label}
              {newTab ? <span className="visually-hidden"> {t`(opens in a new tab)`}</span> : null}
            </Link>
          </li>
        ))}
    </ul>
  );
}

export function LegalLinks({ current, newTab = true }: { current?: Page; newTab?: boolean }) {
  const { t } = useLingui();
  const links: [Page, '/terms' | '/privacy' | '/community-rules', string][] = [
    ['terms', '/terms', t`Terms of use`],
    ['privacy', '/privacy', t`Privacy policy`],
    ['community-rules', '/community-rules', t`Community rules`],
  ];
  return <PageLinks links={links} current={current} newTab={newTab} />;
}
