// The period of an overview: three presets (a phone gets a choice, not two date pickers).
import { useLingui } from '@lingui/react/macro';
import { RANGE_PRESETS, type RangePreset } from '../model/range-presets';

export function RangePicker({ value, onChange }: { value: RangePreset; onChange: (p: RangePreset) => void }) {
  const { t } = useLingui();
  const label: Record<RangePreset, string> = { '4w': t`Last 4 weeks`, '12m': t`Last 12 months`, '3y': t`Last 3 years` };
  return (
    <div className="field analytics__range">
      <label className="field__label" htmlFor="analytics-range">{t`Period`}</label>
      <select id="analytics-range" className="field__input" value={value} onChange={(e) => onChange(e.target.value as RangePreset)}>
        {RANGE_PRESETS.map((p) => (
          <option key={p} value={p}>
            {label[p]}
          </option>
        ))}
      </select>
    </div>
  );
}
