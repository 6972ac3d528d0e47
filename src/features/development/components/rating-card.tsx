// The 99 Rating with its breakdown: the device runs the same function as the server
// (src/domain/rating/rating.ts) on the inputs the server sent, so the number and its parts agree;
// since last month, which input moved it and by how much.
import { Trans, useLingui } from '@lingui/react/macro';
import { computeRating } from '../../../domain/rating/rating';
import type { DevelopmentRating } from '../../../domain/development/profile-types';
import { INPUT_TEXT, pointsChange } from '../model/development-text';
import { RatingHelp } from './rating-help';

const monthName = (locale: string, month: string) => new Date(`${month}-15T12:00:00Z`).toLocaleDateString(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });

export function RatingCard({ rating }: { rating: DevelopmentRating }) {
  const { t, i18n } = useLingui();
  const mine = computeRating(rating.inputs);
  const change = rating.change;
  const since = change ? monthName(i18n.locale, change.since) : '';
  const moved = change ? pointsChange(i18n, change.change) : '';
  return (
    <section className="card rating-card" aria-labelledby="rating-heading">
      <h2 id="rating-heading">
        <Trans>99 Rating</Trans>
      </h2>
      <p className="rating-card__number" aria-label={t`Rating ${mine.rating} out of 99`}>
        {mine.rating}
      </p>
      {change ? (
        <p className="card__meta">
          {change.mover ? (
            <Trans>
              {moved} since {since}, mostly {i18n._(INPUT_TEXT[change.mover])}
            </Trans>
          ) : (
            <Trans>
              {moved} since {since}
            </Trans>
          )}
        </p>
      ) : (
        <p className="card__meta">
          <Trans>The first rating: next month shows what moved it.</Trans>
        </p>
      )}
      <table className="table rating-card__parts">
        <caption className="visually-hidden">{t`What makes up the rating`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Input`}</th>
            <th scope="col">{t`Points`}</th>
            <th scope="col">{t`Change`}</th>
          </tr>
        </thead>
        <tbody>
          {mine.parts.map((p) => {
            const c = change?.parts.find((x) => x.input === p.input)?.change;
            return (
              <tr key={p.input}>
                <th scope="row">
                  {i18n._(INPUT_TEXT[p.input])}
                  {p.neutral ? <span className="card__meta"> {t`(nothing recorded yet)`}</span> : null}
                </th>
                <td>{t`${i18n.number(p.points, { maximumFractionDigits: 1 })} of ${p.weight}`}</td>
                <td>{c === undefined ? '–' : pointsChange(i18n, c)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <RatingHelp />
    </section>
  );
}
