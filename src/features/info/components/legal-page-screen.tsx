// /terms, /privacy and /community-rules: one information page, readable signed out and offline
// (its text is in the precached catalogues). Registration opens these in a new tab, so the page
// offers a way to sign in rather than a "back" (a new tab has nothing to go back to). The
// document title stays the product's name (spec §2).
import { legalPages, type LegalPage } from '../model/legal-pages';
import { InfoArticle } from './info-article';
import { InfoFrame } from './info-frame';

export function LegalPageScreen({ page }: { page: LegalPage }) {
  return (
    <InfoFrame current={page}>
      <InfoArticle text={legalPages[page]} />
    </InfoFrame>
  );
}
