// A line chart over time, wrapping uPlot (the stack's chart library). The canvas is decoration
// for sighted users: it is hidden from screen readers, and the caller puts the same numbers in a
// table or a sentence beside it. Sizes itself to its box (phones first); redraws when the data or
// the width changes. Where a canvas cannot be drawn (tests, very old browsers) it draws nothing and
// the table still tells everything. uPlot is loaded when a chart first shows (it reads
// matchMedia as it loads, and no other screen needs it).
import { useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import './time-chart.css';
import { useUplot } from './use-uplot';

export interface TimeSeries {
  label: string;
  /** One value per x; null for a gap. */
  values: (number | null)[];
  colour: string;
}

export interface TimeChartProps {
  /** Seconds since the epoch, ascending. */
  x: number[];
  series: TimeSeries[];
  /** Fixed y range, e.g. [0, 100] for a percentage. */
  yRange?: [number, number];
  /** Formats a y value on the axis (e.g. "80%"). */
  yFormat?: (v: number) => string;
  /** Formats an x value on the axis, in the user's language. */
  xFormat?: (seconds: number) => string;
  height?: number;
}

export function TimeChart({ x, series, yRange, yFormat, xFormat, height = 220 }: TimeChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useUplot(
    box,
    height,
    () => [
      {
        // The legend is ours (below): uPlot's shows live values and an unnamed x series.
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: false }, y: yRange ? { range: yRange } : {} },
        axes: [
          { values: (_u, ticks) => ticks.map((t) => (xFormat ? xFormat(t) : String(t))), space: 70, incrs: [1, 2, 5, 10, 20, 50, 100] },
          { values: (_u, ticks) => ticks.map((t) => (yFormat ? yFormat(t) : String(t))), size: 48 },
        ],
        series: [{ label: '' }, ...series.map((s) => ({ label: s.label, stroke: s.colour, width: 2, points: { show: true, size: 6 }, spanGaps: true }))],
      },
      [x, ...series.map((s) => s.values)] as uPlot.AlignedData,
    ],
    [x, series, yRange, yFormat, xFormat],
  );
  return (
    <div className="time-chart" aria-hidden="true">
      <div ref={box} />
      {series.length > 1 ? (
        <ul className="time-chart__legend">
          {series.map((s) => (
            <li key={s.label}>
              <span className="time-chart__key" style={{ background: s.colour }} />
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
