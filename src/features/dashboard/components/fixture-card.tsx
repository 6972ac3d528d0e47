import './event-card.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { FixtureSummary } from '../../../domain/fixture/types';

export function FixtureCard({ fixture }: { fixture: FixtureSummary }) {
  const { i18n } = useLingui();
  const when = i18n.date(fixture.kickoffAt, { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });
  const team = fixture.teamName;
  const opponent = fixture.opponent;
  return (
    <>
      {fixture.status === 'in_progress' ? (
        <p className="event-card__live">
          <Trans>Playing now</Trans>
        </p>
      ) : null}
      <h2 className="card__title">
        {/* The whole card opens the game (the link's area covers it: event-card.css). */}
        <Link to="/secure/fixtures/$fixtureId" params={{ fixtureId: fixture.id }} className="event-card__link">
          {fixture.homeAway === 'home' ? <Trans>{team} v {opponent}</Trans> : <Trans>{opponent} v {team}</Trans>}
        </Link>
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
