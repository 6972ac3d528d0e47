// Line and area charts over a dimension's values (months and seasons read left to right), drawn by
// uPlot, the stack's time-series library, loaded on first use. Hidden from screen readers: the
// table beside every chart carries the same numbers. Fits its box and follows its width.
import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartData } from '../model/series';
import { canDraw } from './can-draw';
import { colour } from './palette';

export function UplotChart({ data, area, height = 240 }: { data: ChartData; area: boolean; height?: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el || !canDraw()) return;
    let plot: uPlot | null = null;
    let gone = false;
    let resize: ResizeObserver | null = null;
    const width = () => Math.max(240, Math.floor(el.clientWidth || 320));
    import('uplot')
      .then(({ default: UPlot }) => {
        if (gone) return;
        const x = data.categories.map((_, i) => i);
        plot = new UPlot(
          {
            width: width(),
            height,
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
          [x, ...data.series.map((s) => s.values)] as uPlot.AlignedData,
          el,
        );
        resize = typeof ResizeObserver === 'function' ? new ResizeObserver(() => plot?.setSize({ width: width(), height })) : null;
        resize?.observe(el);
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      resize?.disconnect();
      plot?.destroy();
    };
  }, [data, area, height]);
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
