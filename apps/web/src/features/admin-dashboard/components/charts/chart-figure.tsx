import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

export type ChartLegendItem = { label: string; color: string };

type ChartFigureProps = {
  title: string;
  /** One line under the title saying what the chart shows. */
  description: string;
  legend: ChartLegendItem[];
  chart: ReactNode;
  /** The chart's numbers: read by screen readers always, shown on "Show as table". */
  table: ReactNode;
};

/**
 * One dashboard chart: its heading, the drawing (hidden from assistive technology) and the same
 * numbers as a table, visually hidden until "Show as table" (issue 24 item 1's text alternative).
 */
export function ChartFigure({ title, description, legend, chart, table }: ChartFigureProps) {
  const headingId = useId();
  const tableId = useId();
  const [isTableShown, setTableShown] = useState(false);
  return (
    <section className="dashboard-chart" aria-labelledby={headingId}>
      <div className="dashboard-chart__header">
        <h3 id={headingId}>{title}</h3>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={isTableShown}
          aria-controls={tableId}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {isTableShown ? 'Hide table' : 'Show as table'}
        </Button>
      </div>
      <p className="muted dashboard-chart__description">{description}</p>
      <ul className="dashboard-chart__legend" aria-hidden="true">
        {legend.map((item) => (
          <li key={item.label}>
            <span className="dashboard-chart__swatch" style={{ background: item.color }} />
            {item.label}
          </li>
        ))}
      </ul>
      {chart}
      <div id={tableId} className={isTableShown ? 'dashboard-chart__table' : 'visually-hidden'}>
        {table}
      </div>
    </section>
  );
}
