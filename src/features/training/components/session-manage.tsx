// Copy and delete on a session's detail, for staff (spec §2). Copy opens the add form filled in
// from this session; delete asks first and, for a session of a series, whether to delete this
// one only or this and the following ones.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmQuestion } from '../../../ui/confirm-question';
import { useSeries } from '../data/series';
import { deleteTraining } from '../data/session-edit';
import type { TrainingView } from '../data/training-detail';

export function SessionManage({ session }: { session: TrainingView }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const series = useSeries(session.seriesId);
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  const remove = (scope: 'this' | 'following') => {
    setAsking(false);
    setFailed(false);
    deleteTraining(session, scope, series ?? []).then(
      () => navigate({ to: '/secure/training' }),
      () => setFailed(true),
    );
  };
  return (
    <section className="training-section" aria-label={t`Manage session`}>
      <div className="training-actions">
        <Link to="/secure/training/new" search={{ copyOf: session.id }} className="button button--secondary">
          <Trans>Copy session</Trans>
        </Link>
        {session.active ? (
          <button type="button" className="button button--danger" onClick={() => setAsking(true)}>
            <Trans>Delete session</Trans>
          </button>
        ) : null}
      </div>
      {asking && !session.seriesId ? (
        <ConfirmQuestion question={t`Delete this training session?`} confirmLabel={t`Yes, delete`} cancelLabel={t`No`} danger onConfirm={() => remove('this')} onCancel={() => setAsking(false)} />
      ) : null}
      {asking && session.seriesId ? (
        <div className="card confirm" role="alertdialog" aria-labelledby="delete-series-question">
          <p id="delete-series-question" className="confirm__question">
            <Trans>This session is part of a series. Which sessions do you want to delete?</Trans>
          </p>
          <div className="confirm__actions">
            <button type="button" className="button button--danger" onClick={() => remove('this')}>
              <Trans>This session only</Trans>
            </button>
            <button type="button" className="button button--danger" disabled={series === undefined} onClick={() => remove('following')}>
              <Trans>This and the following sessions</Trans>
            </button>
            <button type="button" className="button button--secondary" onClick={() => setAsking(false)}>
              <Trans>Keep them</Trans>
            </button>
          </div>
        </div>
      ) : null}
      {failed ? (
        <p className="alert alert--error" role="alert">
          {t`There has been a problem deleting the training session`}
        </p>
      ) : null}
    </section>
  );
}
