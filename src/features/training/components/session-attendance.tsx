// The attendance section of a session: answers for players and parents, shown up and check-in
// for staff, with each player's focus and objective. Every tap is a local write; the list follows the store.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AttendanceList } from '../../../ui/attendance-list';
import { answerAttendance, checkIn, markShownUp, setFocus, setObjective } from '../data/attendance';
import type { TrainingView } from '../data/training-detail';
import type { AttendanceView } from '../model/attendance-rows';
import { PlayerPlanFields } from './player-plan-fields';

export function SessionAttendance({ session, rows, staff, playerId }: { session: TrainingView; rows: AttendanceView[]; staff: boolean; playerId?: string }) {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  const row = (id: string) => rows.find((r) => r.playerId === id)?.row;
  const run = (p: Promise<void>) => {
    setFailed(false);
    p.catch(() => setFailed(true));
  };
  const open = session.status === 'setup' || session.status === 'in_progress';
  return (
    <>
      <AttendanceList
        rows={rows.map((r) => ({ playerId: r.playerId, name: r.name, status: r.row?.status ?? null, shownUp: r.row?.shownUp ?? null, checkedIn: !!r.row?.checkedInAt }))}
        canMark={staff && open}
        canAnswer={(id) => open && (staff || id === playerId)}
        onAnswer={(id, status) => run(answerAttendance(session, id, status, row(id)))}
        onShownUp={(id, shown) => run(markShownUp(session, id, shown, row(id)))}
        onCheckIn={(id) => run(checkIn(session, id, row(id)))}
        extra={
          staff && open
            ? (id) => {
                const r = rows.find((x) => x.playerId === id)!;
                return <PlayerPlanFields key={id} name={r.name} row={r.row} onFocus={(v) => run(setFocus(session, id, v, row(id)))} onObjective={(v) => run(setObjective(session, id, v, row(id)))} />;
              }
            : undefined
        }
      />
      {failed ? <p role="alert" className="alert alert--error">{t`There has been a problem updating the attendance`}</p> : null}
    </>
  );
}
