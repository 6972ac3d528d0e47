// The pure parts of reports: chart fit rules (no chart type without a measure), the builder's
// definition (the last 12 months roll on: no dates), chart series, and CSV (quoted fields, no
// spreadsheet formulas, CRLF).
import { describe, expect, it } from 'vitest';
import { CHART_TYPES, chartFitProblem, reportMessages } from '../../../src/domain/analytics/report-definition';
import { emptyForm, fromDefinition, toDefinition } from '../../../src/features/reports/model/builder-form';
import { change, toChartData } from '../../../src/features/reports/model/series';
import { csvFileName, toCsv } from '../../../src/features/reports/model/table';

describe('report model', () => {
  it('lets no chart type be chosen without a measure, and fits each type to its dimensions', () => {
    for (const c of CHART_TYPES) expect(chartFitProblem(c, [], ['month'])).toBe(reportMessages.chartNeedsMeasure);
    expect(chartFitProblem('number', ['goalsFor'], [])).toBeNull();
    expect(chartFitProblem('number', ['goalsFor'], ['team'])).toBe(reportMessages.noDimension);
    expect(chartFitProblem('line', ['goalsFor'], [])).toBe(reportMessages.needsDimension('line'));
    expect(chartFitProblem('stackedBar', ['goalsFor'], ['team', 'occasion'])).toBeNull();
    expect(chartFitProblem('stackedBar', ['goalsFor'], ['team'])).toBe(reportMessages.stacked);
    expect(chartFitProblem('scatter', ['goalsFor', 'goalsAgainst'], ['team'])).toBeNull();
    expect(chartFitProblem('table', ['goalsFor'], ['team', 'month'])).toBeNull();
  });

  it('sends the last 12 months as no dates (rolling), other presets as days, and reads a definition back', () => {
    const now = Date.parse('2026-11-29T12:00:00Z');
    expect(toDefinition(emptyForm(), now).filters).toEqual({ teamIds: [], occasion: null, playerId: null });
    expect(toDefinition({ ...emptyForm(), period: '4w' }, now).filters).toMatchObject({ startDate: '2026-11-02', endDate: '2026-11-29' });
    const def = toDefinition({ ...emptyForm(), period: 'custom', startDate: '2026-01-01', endDate: '2026-06-30', second: 'occasion', chartType: 'stackedBar' }, now);
    expect(def.dimensions).toEqual(['month', 'occasion']);
    expect(fromDefinition(def)).toMatchObject({ period: 'custom', startDate: '2026-01-01', second: 'occasion', chartType: 'stackedBar' });
  });

  it('draws one series per measure, or per value of the second dimension', () => {
    const words = { measure: (m: string) => m, value: (_d: string, v: string | null) => v ?? '-' };
    const one = toChartData({ measures: ['goalsFor', 'goalsAgainst'], dimensions: ['team'], rows: [{ team: 'a', goalsFor: 3, goalsAgainst: 1 }] }, words);
    expect(one).toEqual({ categories: ['a'], series: [{ label: 'goalsFor', values: [3] }, { label: 'goalsAgainst', values: [1] }] });
    const two = toChartData(
      { measures: ['goalsFor'], dimensions: ['team', 'occasion'], rows: [{ team: 'a', occasion: 'cup', goalsFor: 2 }, { team: 'b', occasion: 'league', goalsFor: 5 }] },
      words,
    );
    expect(two.series).toEqual([{ label: 'cup', values: [2, 0] }, { label: 'league', values: [0, 5] }]);
    expect(change(12, 9)).toBe(3);
    expect(change(12, null)).toBeNull();
  });

  it('writes CSV with quoted fields, no formulas, CRLF, and a safe file name', () => {
    const csv = toCsv({ columns: ['Team', 'Goals for'], rows: [['Rovers, "A"', '1,234'], ['=HYPERLINK("x")', '-3']] });
    expect(csv).toBe('Team,Goals for\r\n"Rovers, ""A""","1,234"\r\n"\'=HYPERLINK(""x"")",-3\r\n');
    expect(csvFileName('Goals by month / 2026')).toBe('goals-by-month-2026.csv');
    expect(csvFileName('***')).toBe('report.csv');
  });
});
