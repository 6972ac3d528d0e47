// A player's focus and objective for the session, under their name in the coach's attendance
// list. Each box is saved (a local write) when it is left with a changed value; what was typed
// stays in the box whatever happens. One the call would refuse (too long) is not saved: the box
// is marked with the limit instead.
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { focusProblem, objectiveProblem } from '../../../domain/session/attendance-schemas';
import type { AttendanceView } from '../model/attendance-rows';
import { trainingText } from '../model/training-text';

export function PlayerPlanFields({ name, row, onFocus, onObjective }: { name: string; row: AttendanceView['row']; onFocus: (v: string) => void; onObjective: (v: string) => void }) {
  const { t } = useLingui();
  return (
    <div className="player-plan">
      <PlanBox label={t`Focus for ${name}`} shortLabel={t`Focus`} initial={row?.focus ?? ''} check={focusProblem} onSave={onFocus} />
      <PlanBox label={t`Objective for ${name}`} shortLabel={t`Objective`} initial={row?.objective ?? ''} check={objectiveProblem} onSave={onObjective} />
    </div>
  );
}

function PlanBox({ label, shortLabel, initial, check, onSave }: { label: string; shortLabel: string; initial: string; check: (v: string) => string | null; onSave: (v: string) => void }) {
  const { i18n } = useLingui();
  const [value, setValue] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();
  const save = () => {
    if (value.trim() === saved.trim()) return;
    const refused = check(value);
    setProblem(refused);
    if (refused) return;
    setSaved(value);
    onSave(value);
  };
  return (
    <label className="player-plan__field">
      <span className="field__label">{shortLabel}</span>
      <input
        className="field__input"
        aria-label={label}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        value={value}
        maxLength={500}
        onChange={(e) => setValue(e.target.value)}
        onBlur={save}
        onKeyDown={(e) => e.key === 'Enter' && save()}
      />
      {problem ? (
        <span className="field__error" id={errorId}>
          {trainingText(i18n, problem)}
        </span>
      ) : null}
    </label>
  );
}
