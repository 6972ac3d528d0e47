// One information page's text (legal or not): the title, the introduction, and each section
// with its paragraphs and its links into the app. The text is translated messages
// (model/legal-pages.ts, model/info-pages.ts), never HTML, so nothing here is rendered raw.
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { InfoPageText } from '../model/info-pages';

export function InfoArticle({ text }: { text: InfoPageText }) {
  const { i18n } = useLingui();
  return (
    <>
      <h1>{i18n._(text.title)}</h1>
      <p className="access__help">{i18n._(text.intro)}</p>
      {text.sections.map((s) => (
        <section key={s.heading.id}>
          <h2>{i18n._(s.heading)}</h2>
          {s.paragraphs.map((p) => (
            <p key={p.id}>{i18n._(p)}</p>
          ))}
          {s.links?.length ? (
            <ul className="info__links">
              {s.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="text-link">
                    {i18n._(l.label)}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </>
  );
}
