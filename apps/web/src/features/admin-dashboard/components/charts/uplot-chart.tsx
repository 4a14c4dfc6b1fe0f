import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** Colours of the design tokens (tokens.css); a canvas cannot read CSS variables. */
export const CHART_COLORS = {
  brand: '#0f766e',
  info: '#1d4ed8',
  warning: '#92400e',
  danger: '#b91c1c',
  muted: '#4b5563',
  grid: '#d5dbd9',
} as const;

type UPlotChartProps = {
  /** Everything but the size, which follows the chart's box. */
  options: Omit<uPlot.Options, 'width' | 'height'>;
  data: uPlot.AlignedData;
  height?: number;
};

/**
 * A uPlot canvas as wide as its box (360 px phones to the desktop card), redrawn when the box
 * resizes or the data change. Hidden from screen readers: each chart's table says the same.
 */
export function UPlotChart({ options, data, height = 220 }: UPlotChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const width = () => Math.max(element.clientWidth, 240);
    const plot = new uPlot({ ...options, width: width(), height }, data, element);
    const resize = new ResizeObserver(() => plot.setSize({ width: width(), height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [options, data, height]);
  return <div ref={box} className="dashboard-chart__canvas" aria-hidden="true" />;
}

/** Axis labels: "12k" rather than "12000" so six of them fit a phone's width. */
export function compactShillings(value: number): string {
  if (Math.abs(value) >= 1_000_000) return `${+(value / 1_000_000).toFixed(1)}M`;
  if (Math.abs(value) >= 1_000) return `${+(value / 1_000).toFixed(1)}k`;
  return String(value);
}

/**
 * What every dashboard chart shares: no legend or cursor (the table says the numbers), one slot
 * per category on x labelled by `labelOf`, and y ticks written by `yLabel` on a light grid.
 */
export function categoryAxes(
  count: number,
  labelOf: (index: number) => string,
  yLabel: (value: number) => string,
) {
  return {
    legend: { show: false },
    cursor: { show: false },
    scales: { x: { time: false, range: [-0.5, count - 0.5] as uPlot.Range.MinMax } },
    axes: [
      {
        values: (_u: uPlot, ticks: number[]) => ticks.map(labelOf),
        stroke: CHART_COLORS.muted,
        grid: { show: false },
        size: 32,
      },
      {
        values: (_u: uPlot, ticks: number[]) => ticks.map(yLabel),
        stroke: CHART_COLORS.muted,
        grid: { stroke: CHART_COLORS.grid, width: 1 },
        size: 52,
      },
    ],
  } satisfies Partial<uPlot.Options>;
}
