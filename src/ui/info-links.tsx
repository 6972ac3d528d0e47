// Links to the information pages (help and support, documentation, what's new, contact us) and
// the legal ones, for the sign-in screen's footer, the More screen and the pages themselves.
// All of them open signed out and with no signal.
import { useLingui } from '@lingui/react/macro';
import { LegalLinks, PageLinks } from './legal-links';
import './legal-links.css';

export type InfoLinkPage = 'help' | 'documentation' | 'releases' | 'contact';

export function InfoLinks({ current }: { current?: InfoLinkPage | 'terms' | 'privacy' | 'community-rules' }) {
  const { t } = useLingui();
  const links: [InfoLinkPage, '/help' | '/documentation' | '/releases' | '/contact', string][] = [
    ['help', '/help', t`Help and support`],
    ['documentation', '/documentation', t`Documentation`],
    ['releases', '/releases', t`What's new`],
    ['contact', '/contact', t`Contact us`],
  ];
  const legal = current === 'terms' || current === 'privacy' || current === 'community-rules' ? current : undefined;
  return (
    <>
      <PageLinks links={links} current={current} newTab={false} />
      <LegalLinks current={legal} newTab={false} />
    </>
  );
}
