// A uPlot chart in a box, one way for every chart of the app (the training stats' time charts and
// the reports' line and area charts): uPlot loaded on first use (it stays out of the first page
// load), drawn at the box's width and following it, destroyed when its inputs change or the
// screen goes. Nothing is drawn without a 2D canvas: the table beside every chart tells it all.
import { useEffect, type DependencyList, type RefObject } from 'react';
import type uPlot from 'uplot';
import { canDraw } from './can-draw';

/** `build` makes the chart's options (all but its size) and data; it runs again when `deps` change. */
export function useUplot(box: RefObject<HTMLDivElement | null>, height: number, build: () => [Omit<uPlot.Options, 'width' | 'height'>, uPlot.AlignedData], deps: DependencyList): void {
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
        const [options, data] = build();
        plot = new UPlot({ ...options, width: width(), height }, data, el);
        resize = typeof ResizeObserver === 'function' ? new ResizeObserver(() => plot?.setSize({ width: width(), height })) : null;
        resize?.observe(el);
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      resize?.disconnect();
      plot?.destroy();
    };
    // The caller names what the chart depends on (build is a new function each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [height, ...deps]);
}
