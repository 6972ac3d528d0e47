// One report's chart with its table and a CSV download. Every chart type draws from the same
// result: line and area with uPlot, bar, stacked bar, doughnut, radar and scatter with Chart.js,
// a single number with its change from the period before, and a table alone. The table is always
// there (visible under the chart, so screen readers and keyboard users read the same numbers).
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { ChartType, ReportResult } from '../../../domain/analytics/report-definition';
import { change, toChartData } from '../model/series';
import { csvFileName, toCsv, toTable } from '../model/table';
import { dayText, measureName, numberText, tableWords, valueName } from '../model/words';
import { ChartJsChart } from './chartjs-chart';
import { UplotChart } from './uplot-chart';

export function ChartView({ name, chartType, result }: { name: string; chartType: ChartType; result: ReportResult }) {
  const { t, i18n } = useLingui();
  const table = useMemo(() => toTable(result, tableWords(i18n, result.labels)), [result, i18n]);
  const data = useMemo(
    () => toChartData(result, { measure: (m) => measureName(i18n, m), value: (d, v) => valueName(i18n, d, v, result.labels) }),
    [result, i18n],
  );
  const download = () => {
    const blob = new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = csvFileName(name);
    a.click();
    URL.revokeObjectURL(url);
  };
  const from = dayText(i18n, result.range.startDate);
  const to = dayText(i18n, result.range.endDate);
  return (
    <section className="report-chart" aria-label={name}>
      <p className="list__meta">{t`From ${from} to ${to}`}</p>
      {result.rows.length === 0 ? (
        <p className="list__meta">
          <Trans>Nothing was recorded for this choice.</Trans>
        </p>
      ) : chartType === 'number' ? (
        <NumberTiles result={result} />
      ) : chartType === 'line' || chartType === 'area' ? (
        <UplotChart data={data} area={chartType === 'area'} />
      ) : chartType === 'table' ? null : (
        <ChartJsChart type={chartType} data={data} xLabel={data.series[0]?.label} yLabel={data.series[1]?.label} />
      )}
      <div className="report-chart__table">
        <table className="table">
          <caption>{t`${name}: the numbers`}</caption>
          <thead>
            <tr>
              {table.columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, i) => (
              <tr key={i}>
                {row.map((cell, j) => (j < result.dimensions.length ? <th key={j} scope="row">{cell}</th> : <td key={j}>{cell}</td>))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="button" className="button button--secondary" onClick={download}>
        <Trans>Download CSV</Trans>
      </button>
    </section>
  );
}

function NumberTiles({ result }: { result: ReportResult }) {
  const { t, i18n } = useLingui();
  const row = result.rows[0] ?? {};
  return (
    <dl className="report-chart__numbers">
      {result.measures.map((m) => {
        const now = row[m] ?? null;
        const diff = change(now, result.previous?.[m]);
        const signed = diff === null ? null : `${diff > 0 ? '+' : ''}${i18n.number(diff)}`;
        return (
          <div key={m} className="report-chart__number">
            <dt>{measureName(i18n, m)}</dt>
            <dd className="report-chart__value">{numberText(i18n, m, now)}</dd>
            <dd className="list__meta">{signed === null ? t`No change to compare` : t`${signed} on the period before`}</dd>
          </div>
        );
      })}
    </dl>
  );
}
