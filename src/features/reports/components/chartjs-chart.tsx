// Bar, stacked bar, doughnut, radar and scatter charts, drawn by Chart.js (loaded on first use:
// chartjs-setup.ts is its own chunk). The canvas is decoration for sighted readers, hidden from
// screen readers: the table beside every chart carries the same numbers. Fits its box (a 360 px
// phone first) and redraws when the data changes.
import { useEffect, useRef } from 'react';
import type { ChartType } from '../../../domain/analytics/report-definition';
import type { ChartData } from '../model/series';
import { canDraw } from '../../../ui/charts/can-draw';
import { colour } from './palette';

export type ChartJsType = Extract<ChartType, 'bar' | 'stackedBar' | 'doughnut' | 'radar' | 'scatter'>;

export function ChartJsChart({ type, data, xLabel, yLabel }: { type: ChartJsType; data: ChartData; xLabel?: string; yLabel?: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const el = canvas.current;
    if (!el || !canDraw()) return;
    let gone = false;
    let chart: { destroy(): void } | null = null;
    import('./chartjs-setup')
      .then(({ Chart }) => {
        if (gone) return;
        const common = { responsive: true, maintainAspectRatio: false, animation: false as const, plugins: { legend: { position: 'bottom' as const } } };
        if (type === 'scatter') {
          // Two measures: the first across, the second up; one point per category.
          const [across, up] = data.series;
          chart = new Chart(el, {
            type: 'scatter',
            data: { datasets: [{ label: `${across?.label ?? ''} / ${up?.label ?? ''}`, backgroundColor: colour(0), data: data.categories.map((_, i) => ({ x: across?.values[i] ?? 0, y: up?.values[i] ?? 0 })) }] },
            options: { ...common, scales: { x: { title: { display: Boolean(xLabel), text: xLabel } }, y: { title: { display: Boolean(yLabel), text: yLabel } } } },
          });
          return;
        }
        if (type === 'doughnut') {
          const s = data.series[0];
          chart = new Chart(el, {
            type: 'doughnut',
            data: { labels: data.categories, datasets: [{ label: s?.label ?? '', data: s?.values.map((v) => v ?? 0) ?? [], backgroundColor: data.categories.map((_, i) => colour(i)) }] },
            options: common,
          });
          return;
        }
        if (type === 'radar') {
          chart = new Chart(el, {
            type: 'radar',
            data: { labels: data.categories, datasets: data.series.map((s, i) => ({ label: s.label, data: s.values.map((v) => v ?? 0), borderColor: colour(i), backgroundColor: `${colour(i)}33`, fill: true })) },
            options: common,
          });
          return;
        }
        const stacked = type === 'stackedBar';
        chart = new Chart(el, {
          type: 'bar',
          data: { labels: data.categories, datasets: data.series.map((s, i) => ({ label: s.label, data: s.values, backgroundColor: colour(i) })) },
          options: { ...common, scales: { x: { stacked, ticks: { autoSkip: true, maxRotation: 60 } }, y: { stacked, beginAtZero: true } } },
        });
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [type, data, xLabel, yLabel]);
  return (
    <div className="report-chart__box" aria-hidden="true">
      <canvas ref={canvas} />
    </div>
  );
}
