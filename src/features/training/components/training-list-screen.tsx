// /secure/training: the club's training sessions from the local store, as cards or a list,
// filtered by team, from/to and inactive; the upcoming sessions lead (soonest first), then the
// past ones (most recent first). Staff add sessions; players and parents see their
// answer on each session.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { TrainingSummary } from '../../../domain/training/types';
import { Empty, Failure, Loading } from '../../../ui/states';
import { useOnline } from '../data/use-online';
import { useMyAnswers } from '../data/my-answers';
import { useTrainingList } from '../data/training-list';
import { useTrainingScope } from '../data/training-scope';
import { EMPTY_FILTER, rangeIsBackwards, splitTraining, teamsToFilter, type TrainingListFilter } from '../model/list-filter';
import { TrainingFilters } from './training-filters';
import { TrainingItem } from './training-item';
import './training.css';

export function TrainingListScreen() {
  const { t } = useLingui();
  const scope = useTrainingScope();
  const online = useOnline();
  const [filter, setFilter] = useState<TrainingListFilter>(() => ({ ...EMPTY_FILTER, teamId: scope.teamId ?? '' }));
  const [view, setView] = useState<'card' | 'list'>('card');
  const list = useTrainingList(scope.clubId, filter, online);
  const answers = useMyAnswers(scope.playerId);
  const backwards = rangeIsBackwards(filter);
  const split = useMemo(() => splitTraining(list.sessions ?? [], new Date()), [list.sessions]);
  const teams = useMemo(() => teamsToFilter(scope.teams, list.all), [scope.teams, list.all]);
  const section = (id: string, heading: string, rows: TrainingSummary[], empty: string) => (
    <section className="training-section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {rows.length === 0 ? (
        <p className="list__meta">{empty}</p>
      ) : view === 'card' ? (
        <ul className="cards cards--two training-cards">
          {rows.map((s) => (
            <li key={s.id}>
              <TrainingItem session={s} view="card" showAnswer={scope.viewer !== 'coach'} answer={answers.get(s.id)} />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="list">
          {rows.map((s) => (
            <li key={s.id}>
              <TrainingItem session={s} view="list" showAnswer={scope.viewer !== 'coach'} answer={answers.get(s.id)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );

  return (
    <>
      <div className="page-head">
        <h1>
          <Trans>Training</Trans>
        </h1>
        <div className="training-actions">
          {scope.canManage ? (
            <Link to="/secure/training/new" className="button button--primary">
              <Trans>Add training session</Trans>
            </Link>
          ) : null}
          {scope.viewer === 'coach' ? (
            <Link to="/secure/training/stats" className="button button--secondary">
              <Trans>Training stats</Trans>
            </Link>
          ) : null}
          <Link to="/secure/training/start" className="button button--secondary">
            <Trans>Getting started</Trans>
          </Link>
          <button type="button" className="button button--secondary" onClick={list.refresh} disabled={!online || list.refreshing}>
            {list.refreshing ? <Trans>Refreshing…</Trans> : <Trans>Refresh</Trans>}
          </button>
        </div>
      </div>
      <TrainingFilters value={filter} teams={teams} onChange={setFilter} />
      <div className="training-actions" role="group" aria-label={t`View`}>
        <button type="button" className={`button ${view === 'card' ? 'button--primary' : 'button--secondary'}`} aria-pressed={view === 'card'} onClick={() => setView('card')}>
          <Trans>Cards</Trans>
        </button>
        <button type="button" className={`button ${view === 'list' ? 'button--primary' : 'button--secondary'}`} aria-pressed={view === 'list'} onClick={() => setView('list')}>
          <Trans>List</Trans>
        </button>
      </div>
      {backwards ? (
        <p className="alert alert--error" role="alert">
          <Trans>The from date must not be after the to date</Trans>
        </p>
      ) : null}
      {list.sessions === undefined ? (
        <Loading />
      ) : list.sessions.length === 0 ? (
        list.neverPulled && !online ? (
          <Failure message={t`There has been an error retrieving training`} />
        ) : list.neverPulled ? (
          <Loading />
        ) : (
          <Empty>
            <Trans>No training sessions.</Trans>
          </Empty>
        )
      ) : (
        <>
          {section('training-upcoming', t`Upcoming`, split.upcoming, t`No upcoming training sessions.`)}
          {section('training-past', t`Past`, split.past, t`No past training sessions.`)}
        </>
      )}
    </>
  );
}
