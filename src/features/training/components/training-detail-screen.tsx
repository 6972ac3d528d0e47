// /secure/training/$trainingId: one session from the local store (pulled when online). Staff
// run it (start, in-session, end, cancel, report), edit its drills, copy and delete it; players and parents answer whether they are
// coming and give their feedback after it.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Empty, Loading } from '../../../ui/states';
import { useTraining } from '../data/training-detail';
import { useTrainingScope } from '../data/training-scope';
import { useOnline } from '../data/use-online';
import { attendanceRows } from '../model/attendance-rows';
import { DrillsEditor } from './drills-editor';
import { InSession } from './in-session';
import { SessionAttendance } from './session-attendance';
import type { StartMissing } from '../../../domain/training/start-rules';
import { SessionEditForm } from './session-edit-form';
import { SessionFields } from './session-fields';
import { SessionFiles } from './session-files';
import { SessionLifecycle } from './session-lifecycle';
import { SessionManage } from './session-manage';
import { SessionReport } from './session-report';
import { StatusText } from './status-text';
import './training.css';

export function TrainingDetailScreen({ trainingId }: { trainingId: string }) {
  const { t, i18n } = useLingui();
  const scope = useTrainingScope();
  const online = useOnline();
  const staff = scope.viewer === 'coach';
  const data = useTraining(trainingId, scope.clubId, staff, online, scope.playerId);
  const [editing, setEditing] = useState(false);
  // Opened from a start that needs details: those fields are marked, the first focused.
  const [toFix, setToFix] = useState<StartMissing[]>([]);
  if (data === undefined) return <Loading />;
  const session = data.session;
  if (!session) {
    return (
      <Empty>
        <Trans>This training session is not on this device yet.</Trans>{' '}
        <Link to="/secure/training" className="text-link">
          <Trans>Back to training</Trans>
        </Link>
      </Empty>
    );
  }
  const rows = attendanceRows(data.squad, data.attendance, { staff, playerId: scope.playerId, playerName: scope.playerName }, t`Player`);
  const day = i18n.date(session.startsAt, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const time = (iso: string) => i18n.date(iso, { hour: '2-digit', minute: '2-digit' });
  const canGiveFeedback = !staff && scope.playerId && (session.status === 'in_progress' || session.status === 'ended');
  return (
    <>
      <div className="page-head">
        <div>
          <p className="card__eyebrow">
            {session.teamName} · <StatusText status={session.status} active={session.active} />
          </p>
          <h1>{session.topic ?? t`Training session`}</h1>
          <p>
            <time dateTime={session.startsAt}>{day}</time>, {time(session.startsAt)}–{time(session.endsAt)}
          </p>
        </div>
      </div>
      {session.status === 'cancelled' ? (
        <p className="alert alert--error">
          <Trans>This session was cancelled.</Trans>
          {session.replacedBy ? (
            <>
              {' '}
              <Link to="/secure/training/$trainingId" params={{ trainingId: session.replacedBy }} className="text-link">
                <Trans>Go to the new session</Trans>
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      {/* Keyed by the session: going to a replacement does not carry an open question over. */}
      {staff ? (
        <SessionLifecycle
          key={session.id}
          session={session}
          onFix={
            scope.canManage && session.active
              ? (missing) => {
                  setToFix(missing);
                  setEditing(true);
                }
              : undefined
          }
        />
      ) : null}
      {staff && session.status === 'in_progress' ? <InSession session={session} data={data} rows={rows} /> : null}
      {canGiveFeedback ? (
        <p>
          <Link to="/secure/training/$trainingId/feedback/$playerId" params={{ trainingId, playerId: scope.playerId! }} className="button button--primary">
            <Trans>Give feedback</Trans>
          </Link>
        </p>
      ) : null}
      {staff || data.drills.length ? <DrillsEditor session={session} drills={data.drills} staff={staff} /> : null}
      <section className="training-section" aria-labelledby="attendance-title">
        <h2 id="attendance-title">
          <Trans>Attendance</Trans>
        </h2>
        {rows.length ? (
          <SessionAttendance session={session} rows={rows} staff={staff} playerId={scope.playerId} />
        ) : (
          <p>
            <Trans>No players to show yet.</Trans>
          </p>
        )}
      </section>
      {staff && session.status === 'ended' ? <SessionReport session={session} data={data} rows={rows} /> : null}
      <section className="training-section" aria-labelledby="details-title">
        <h2 id="details-title">
          <Trans>Details</Trans>
        </h2>
        {editing ? (
          <SessionEditForm
            session={session}
            teams={scope.teams}
            missing={toFix}
            onDone={() => {
              setToFix([]);
              setEditing(false);
            }}
          />
        ) : (
          <>
            <SessionFields session={session} staff={staff} />
            {scope.canManage && session.active ? (
              <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setToFix([]);
                setEditing(true);
              }}
            >
                <Trans>Edit details</Trans>
              </button>
            ) : null}
          </>
        )}
      </section>
      <SessionFiles session={session} staff={staff} online={online} />
      {scope.canManage ? <SessionManage session={session} /> : null}
    </>
  );
}
