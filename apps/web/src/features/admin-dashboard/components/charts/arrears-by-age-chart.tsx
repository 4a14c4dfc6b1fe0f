import { formatKsh, type ArrearsAmounts } from '@pango/shared';
import { useMemo } from 'react';
import uPlot from 'uplot';
import { ChartFigure } from './chart-figure';
import { categoryAxes, CHART_COLORS, compactShillings, UPlotChart } from './uplot-chart';

/** The arrears report's `totals` (GET /api/payments/reports/arrears/): KSh owed by age. */
export type ArrearsTotals = ArrearsAmounts;

const BUCKETS = [
  { key: 'current', label: 'Not yet due', short: 'Current' },
  { key: 'days_1_30', label: '1–30 days overdue', short: '1–30' },
  { key: 'days_31_60', label: '31–60 days overdue', short: '31–60' },
  { key: 'days_61_90', label: '61–90 days overdue', short: '61–90' },
  { key: 'days_90_plus', label: 'Over 90 days overdue', short: '90+' },
] as const;

/** What tenants owe, by how long it has been owed (bars from current to over 90 days). */
export function ArrearsByAgeChart({ totals }: { totals: ArrearsTotals }) {
  const data = useMemo<uPlot.AlignedData>(
    () => [BUCKETS.map((_, i) => i), BUCKETS.map((bucket) => totals[bucket.key])],
    [totals],
  );
  const options = useMemo(() => {
    const bars = uPlot.paths.bars!;
    return {
      ...categoryAxes(BUCKETS.length, (i) => BUCKETS[i]?.short ?? '', compactShillings),
      series: [
        {},
        {
          label: 'Owed',
          fill: CHART_COLORS.warning,
          stroke: CHART_COLORS.warning,
          paths: bars({ size: [0.6, 48] }),
          points: { show: false },
        },
      ],
    } satisfies Omit<uPlot.Options, 'width' | 'height'>;
  }, []);

  return (
    <ChartFigure
      title="Arrears by age"
      description={`${formatKsh(totals.total)} owed in all, by how long it has been owed.`}
      legend={[{ label: 'Owed (days overdue)', color: CHART_COLORS.warning }]}
      chart={<UPlotChart options={options} data={data} />}
      table={
        <table className="chart-table">
          <caption>Arrears by age</caption>
          <thead>
            <tr>
              <th scope="col">Age</th>
              <th scope="col" className="chart-table__end">
                Owed
              </th>
            </tr>
          </thead>
          <tbody>
            {BUCKETS.map((bucket) => (
              <tr key={bucket.key}>
                <th scope="row">{bucket.label}</th>
                <td className="chart-table__end">{formatKsh(totals[bucket.key])}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td className="chart-table__end">{formatKsh(totals.total)}</td>
            </tr>
          </tfoot>
        </table>
      }
    />
  );
}
