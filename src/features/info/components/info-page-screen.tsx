// /documentation and /releases: an information page from model/info-pages.ts, readable signed
// in or out and with no signal, in the reader's language.
import { infoPages } from '../model/info-pages';
import { InfoArticle } from './info-article';
import { InfoFrame } from './info-frame';

export function InfoPageScreen({ page }: { page: 'documentation' | 'releases' }) {
  return (
    <InfoFrame current={page}>
      <InfoArticle text={infoPages[page]} />
    </InfoFrame>
  );
}
