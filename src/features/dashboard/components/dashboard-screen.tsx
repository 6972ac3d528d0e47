// The dashboard (the secure area root): the next fixture and the next training session, read
// from the local store so they show offline too; a refresh button pulls from the server.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { Empty, Failure, Loading } from '../../../ui/states';
import { useOnline } from '../../../ui/use-online';
import { useDashboardScope, useNextEvents, type NextEvent } from '../data/next-events';
import { FixtureCard } from './fixture-card';
import { TrainingCard } from './training-card';

// Coach challenges (issue 22 item 4) load after the dashboard: its first paint has a size budget (build-budgets.json).
const HomeworkHomeCard = lazy(() => import('../../homework/components/homework-home-card').then((m) => ({ default: m.HomeworkHomeCard })));

function EventCard<T>({ id, title, event, unavailable, empty, children }: { id: string; title: ReactNode; event: NextEvent<T>; unavailable: string; empty: ReactNode; children: (item: T) => ReactNode }) {
  return (
    <section className="card card__accent" aria-labelledby={id} aria-busy={event.loading}>
      <p className="card__eyebrow" id={id}>
        {title}
      </p>
      {event.unavailable ? <Failure message={unavailable} /> : event.loading ? <Loading /> : event.item ? children(event.item) : <Empty>{empty}</Empty>}
    </section>
  );
}

export function DashboardScreen() {
  const { t } = useLingui();
  const scope = useDashboardScope();
  const firstName = scope.firstName;
  const online = useOnline();
  const next = useNextEvents(online);

  return (
    <>
      <div className="page-head">
        <h1>{firstName ? <Trans>Hello, {firstName}</Trans> : <Trans>Dashboard</Trans>}</h1>
        {scope.clubId ? (
          <button type="button" className="button button--secondary button--small" onClick={next.refresh} disabled={!online || next.refreshing}>
            {next.refreshing ? <Trans>Refreshing…</Trans> : <Trans>Refresh</Trans>}
          </button>
        ) : null}
      </div>
      {!scope.clubId ? (
        <section className="card">
          <p>
            <Trans>Choose a club to see its fixtures and training sessions.</Trans>
          </p>
          <Link to="/secure/switch" className="button button--primary">
            <Trans>Choose a club</Trans>
          </Link>
        </section>
      ) : (
        <div className="cards cards--two">
          <EventCard
            id="next-fixture"
            title={<Trans>Next fixture</Trans>}
            event={next.fixture}
            unavailable={t`There has been an error retrieving fixtures`}
            empty={<Trans>No upcoming fixtures.</Trans>}
          >
            {(fixture) => <FixtureCard fixture={fixture} />}
          </EventCard>
          <EventCard
            id="next-training"
            title={<Trans>Next training</Trans>}
            event={next.training}
            unavailable={t`There has been an error retrieving training`}
            empty={<Trans>No upcoming training sessions.</Trans>}
          >
            {(session) => <TrainingCard session={session} playerId={scope.playerId} />}
          </EventCard>
          <Suspense fallback={null}>
            <HomeworkHomeCard />
          </Suspense>
        </div>
      )}
    </>
  );
}
