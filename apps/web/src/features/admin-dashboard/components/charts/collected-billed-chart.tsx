import { formatKsh, type DashboardChartMonth } from '@pango/shared';
import { useMemo } from 'react';
import uPlot from 'uplot';
import { ChartFigure } from './chart-figure';
import { monthLabel } from './chart-format';
import { categoryAxes, CHART_COLORS, compactShillings, UPlotChart } from './uplot-chart';

const BILLED = CHART_COLORS.muted;
const COLLECTED = CHART_COLORS.brand;

/** Rent collected against rent billed, month by month (bars side by side). */
export function CollectedBilledChart({ months }: { months: DashboardChartMonth[] }) {
  const data = useMemo<uPlot.AlignedData>(
    () => [months.map((_, i) => i), months.map((m) => m.billed), months.map((m) => m.collected)],
    [months],
  );
  const options = useMemo(() => {
    const bars = uPlot.paths.bars!;
    return {
      ...categoryAxes(
        months.length,
        (i) => (months[i] ? monthLabel(months[i].month, true) : ''),
        compactShillings,
      ),
      series: [
        {},
        {
          label: 'Billed',
          fill: BILLED,
          stroke: BILLED,
          paths: bars({ size: [0.4, 24], align: -1 }),
          points: { show: false },
        },
        {
          label: 'Collected',
          fill: COLLECTED,
          stroke: COLLECTED,
          paths: bars({ size: [0.4, 24], align: 1 }),
          points: { show: false },
        },
      ],
    } satisfies Omit<uPlot.Options, 'width' | 'height'>;
  }, [months]);

  return (
    <ChartFigure
      title="Rent collected and billed"
      description="The last 12 months: rent and charges billed for each month, and rent payments received in it (deposits are not counted)."
      legend={[
        { label: 'Billed', color: BILLED },
        { label: 'Collected', color: COLLECTED },
      ]}
      chart={<UPlotChart options={options} data={data} />}
      table={
        <table className="chart-table">
          <caption>Rent collected and billed per month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col" className="chart-table__end">
                Billed
              </th>
              <th scope="col" className="chart-table__end">
                Collected
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{monthLabel(m.month)}</th>
                <td className="chart-table__end">{formatKsh(m.billed)}</td>
                <td className="chart-table__end">{formatKsh(m.collected)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
