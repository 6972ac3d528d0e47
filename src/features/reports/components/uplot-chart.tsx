// Line and area charts over a dimension's values (months and seasons read left to right), drawn by
// uPlot, the stack's time-series library, loaded on first use. Hidden from screen readers: the
// table beside every chart carries the same numbers. Fits its box and follows its width.
import { useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartData } from '../model/series';
import { useUplot } from '../../../ui/charts/use-uplot';
import { colour } from './palette';

export function UplotChart({ data, area, height = 240 }: { data: ChartData; area: boolean; height?: number }) {
  const box = useRef<HTMLDivElement>(null);
  useUplot(
    box,
    height,
    () => [
      {
        legend: { show: false },
        // Room on the right for the last category's label ("Nov 2026" was cut at 360 px).
        padding: [12, 28, 0, 0],
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: false } },
        axes: [{ values: (_u, ticks) => ticks.map((t) => data.categories[t] ?? ''), space: 60, incrs: [1, 2, 3, 6, 12, 24] }, { size: 48 }],
        series: [
          { label: '' },
          ...data.series.map((s, i) => ({ label: s.label, stroke: colour(i), width: 2, points: { show: true, size: 6 }, spanGaps: true, ...(area ? { fill: `${colour(i)}40` } : {}) })),
        ],
      },
      [data.categories.map((_, i) => i), ...data.series.map((s) => s.values)] as uPlot.AlignedData,
    ],
    [data, area],
  );
  return (
    <>
      <div ref={box} className="report-chart__plot" aria-hidden="true" />
      <ul className="report-chart__legend" aria-hidden="true">
        {data.series.map((s, i) => (
          <li key={s.label}>
            <span className="report-chart__key" style={{ background: colour(i) }} />
            {s.label}
          </li>
        ))}
      </ul>
    </>
  );
}
