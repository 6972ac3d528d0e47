// The attendance list fixtures and training sessions share (spec §4 Attendance: coming or not
// coming, then shown up or not; check-in). Presentational: each row's answer and the actions
// come from the caller, who writes them locally. Buttons are toggles (aria-pressed) of 48px+.
// On a phone the answers wrap under the name, and the extra fields (objective, focus) take a
// full-width row of their own under both: beside the buttons they were squeezed to a sliver.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useAnswerWords } from './answer-words';
import './session-pieces.css';

export type AttendanceAnswer = 'coming' | 'not_coming' | null;

export interface AttendanceListRow {
  playerId: string;
  name: string;
  status: AttendanceAnswer;
  shownUp: boolean | null;
  checkedIn: boolean;
}

export interface AttendanceListProps {
  rows: AttendanceListRow[];
  /** Staff mark who showed up and check players in; others only see the answers. */
  canMark: boolean;
  /** The player the viewer may answer for (a player themself, a parent's child), or all (staff). */
  canAnswer: (playerId: string) => boolean;
  onAnswer: (playerId: string, status: Exclude<AttendanceAnswer, null>) => void;
  onShownUp: (playerId: string, shownUp: boolean) => void;
  onCheckIn?: (playerId: string) => void;
  /** Extra content under a player (focus, objective, notes). */
  extra?: (playerId: string) => ReactNode;
}

export function AttendanceList({ rows, canMark, canAnswer, onAnswer, onShownUp, onCheckIn, extra }: AttendanceListProps) {
  const { t } = useLingui();
  const words = useAnswerWords();
  // Staff answer for others, so their buttons say "Viene"; a player or parent answers for
  // themself or their child with the first-person buttons ("Voy").
  const answerWords = canMark ? words.their : words.own;
  const toggle = (pressed: boolean, label: string, onClick: () => void, name: string) => (
    <button type="button" className={`button button--small ${pressed ? 'button--primary' : 'button--secondary'}`} aria-pressed={pressed} aria-label={`${label}: ${name}`} onClick={onClick}>
      {label}
    </button>
  );
  return (
    <ul className="list attendance-list">
      {rows.map((r) => {
        const more = extra?.(r.playerId);
        return (
          <li key={r.playerId} className="list__item attendance-list__item">
            <div className="list__body">
              <span className="list__title">{r.name}</span>
              <span className="list__meta">
                {/* Each row's answer, next to the name, is read as someone's (third person) by everyone. */}
                {r.status === 'coming' || r.status === 'not_coming' ? words.their[r.status] : <Trans>No answer yet</Trans>}
                {r.shownUp === true ? <> · <Trans>Shown up</Trans></> : r.shownUp === false ? <> · <Trans>Did not show up</Trans></> : null}
                {r.checkedIn ? <> · <Trans>Checked in</Trans></> : null}
              </span>
            </div>
            <div className="attendance-list__actions">
              {canAnswer(r.playerId) ? (
                <>
                  {toggle(r.status === 'coming', answerWords.coming, () => onAnswer(r.playerId, 'coming'), r.name)}
                  {toggle(r.status === 'not_coming', answerWords.not_coming, () => onAnswer(r.playerId, 'not_coming'), r.name)}
                </>
              ) : null}
              {canMark ? (
                <>
                  {toggle(r.shownUp === true, t`Shown up`, () => onShownUp(r.playerId, r.shownUp !== true), r.name)}
                  {onCheckIn && !r.checkedIn ? (
                    <button type="button" className="button button--small button--secondary" aria-label={`${t`Check in`}: ${r.name}`} onClick={() => onCheckIn(r.playerId)}>
                      {t`Check in`}
                    </button>
                  ) : null}
                </>
              ) : null}
            </div>
            {more ? <div className="attendance-list__extra">{more}</div> : null}
          </li>
        );
      })}
    </ul>
  );
}
