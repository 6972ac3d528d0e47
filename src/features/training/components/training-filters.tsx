// The list's filters: team, from, to, show inactive. Changing one filters the local rows at once.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { TrainingListFilter } from '../model/list-filter';
import type { TeamOption } from '../data/training-scope';

export function TrainingFilters({ value, teams, onChange }: { value: TrainingListFilter; teams: TeamOption[]; onChange: (f: TrainingListFilter) => void }) {
  const { t } = useLingui();
  const id = useId();
  const set = <K extends keyof TrainingListFilter>(k: K, v: TrainingListFilter[K]) => onChange({ ...value, [k]: v });
  return (
    <fieldset className="training-filters">
      <legend className="visually-hidden">
        <Trans>Filters</Trans>
      </legend>
      {teams.length > 1 ? (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-team`}>{t`Team`}</label>
          <select id={`${id}-team`} className="field__input" value={value.teamId} onChange={(e) => set('teamId', e.target.value)}>
            <option value="">{t`All teams`}</option>
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-from`}>{t`From`}</label>
        <input id={`${id}-from`} type="date" className="field__input" value={value.from} onChange={(e) => set('from', e.target.value)} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-to`}>{t`To`}</label>
        <input id={`${id}-to`} type="date" className="field__input" value={value.to} onChange={(e) => set('to', e.target.value)} />
      </div>
      <label className="training-filters__check">
        <input type="checkbox" checked={value.showInactive} onChange={(e) => set('showInactive', e.target.checked)} />
        <Trans>Show inactive</Trans>
      </label>
    </fieldset>
  );
}
