// The report builder's form as plain state, and the definition it stands for. Pure, so the
// screen and its tests share one reading of "what was chosen". The period is a preset (a phone
// gets a choice, not two date pickers) or two days the coach types.
// Rolling: a definition without dates is the last 12 months up to the day it runs.
import type { ChartType, Occasion, ReportDefinition } from '../../../domain/analytics/report-definition';
import type { DimensionName, MeasureName } from '../../../domain/analytics/semantic-names';
import { presetRange, type RangePreset } from '../../analytics/model/range-presets';

export interface BuilderForm {
  measures: MeasureName[];
  dimension: DimensionName | '';
  second: DimensionName | '';
  teamIds: string[];
  period: RangePreset | 'custom';
  startDate: string;
  endDate: string;
  occasion: Occasion | '';
  playerId: string;
  chartType: ChartType;
}

export const emptyForm = (): BuilderForm => ({
  measures: ['goalsFor'],
  dimension: 'month',
  second: '',
  teamIds: [],
  period: '12m',
  startDate: '',
  endDate: '',
  occasion: '',
  playerId: '',
  chartType: 'bar',
});

export function toDefinition(f: BuilderForm, now: number = Date.now()): ReportDefinition {
  // The last 12 months are sent as no dates: the server's default, so a saved report rolls on
  // with the calendar; the other presets and typed days are fixed days.
  const range = f.period === 'custom' ? { startDate: f.startDate || undefined, endDate: f.endDate || undefined } : f.period === '12m' ? {} : presetRange(f.period, now);
  return {
    measures: [...f.measures],
    dimensions: [f.dimension, f.second].filter((d): d is DimensionName => d !== ''),
    filters: { teamIds: [...f.teamIds], ...range, occasion: f.occasion || null, playerId: f.playerId || null },
    chartType: f.chartType,
  };
}

/** A saved definition back in the form (its dates as a custom period: they were fixed when saved). */
export function fromDefinition(d: ReportDefinition): BuilderForm {
  return {
    measures: [...d.measures],
    dimension: d.dimensions[0] ?? '',
    second: d.dimensions[1] ?? '',
    teamIds: [...d.filters.teamIds],
    period: d.filters.startDate || d.filters.endDate ? 'custom' : '12m',
    startDate: d.filters.startDate ?? '',
    endDate: d.filters.endDate ?? '',
    occasion: d.filters.occasion ?? '',
    playerId: d.filters.playerId ?? '',
    chartType: d.chartType,
  };
}

export const toggle = <T,>(list: readonly T[], item: T): T[] => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);
