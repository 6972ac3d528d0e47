import { Trans, useLingui } from '@lingui/react/macro';
import type { FixtureSummary } from '../../../domain/fixture/types';

export function FixtureCard({ fixture }: { fixture: FixtureSummary }) {
  const { i18n } = useLingui();
  const when = i18n.date(fixture.kickoffAt, { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });
  const team = fixture.teamName;
  const opponent = fixture.opponent;
  return (
    <>
      <h2 className="card__title">
        {fixture.homeAway === 'home' ? <Trans>{team} v {opponent}</Trans> : <Trans>{opponent} v {team}</Trans>}
      </h2>
      <p className="card__meta">
        <time dateTime={fixture.kickoffAt}>{when}</time>
      </p>
      <p className="card__meta">
        {fixture.homeAway === 'home' ? <Trans>Home</Trans> : <Trans>Away</Trans>}
        {fixture.venue ? <> · {fixture.venue}</> : null}
      </p>
    </>
  );
}
