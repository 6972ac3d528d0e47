// A player's focus and objective for the session, under their name in the coach's attendance
// list. Each box is saved (a local write) when it is left with a changed value; what was typed
// stays in the box whatever happens.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AttendanceView } from '../model/attendance-rows';

export function PlayerPlanFields({ name, row, onFocus, onObjective }: { name: string; row: AttendanceView['row']; onFocus: (v: string) => void; onObjective: (v: string) => void }) {
  const { t } = useLingui();
  return (
    <div className="player-plan">
      <PlanBox label={t`Focus for ${name}`} shortLabel={t`Focus`} initial={row?.focus ?? ''} onSave={onFocus} />
      <PlanBox label={t`Objective for ${name}`} shortLabel={t`Objective`} initial={row?.objective ?? ''} onSave={onObjective} />
    </div>
  );
}

function PlanBox({ label, shortLabel, initial, onSave }: { label: string; shortLabel: string; initial: string; onSave: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const save = () => {
    if (value.trim() === saved.trim()) return;
    setSaved(value);
    onSave(value);
  };
  return (
    <label className="player-plan__field">
      <span className="field__label">{shortLabel}</span>
      <input className="field__input" aria-label={label} value={value} maxLength={500} onChange={(e) => setValue(e.target.value)} onBlur={save} onKeyDown={(e) => e.key === 'Enter' && save()} />
    </label>
  );
}
