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
