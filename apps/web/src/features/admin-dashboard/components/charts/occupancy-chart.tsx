import type { DashboardChartMonth } from '@pango/shared';
import { useMemo } from 'react';
import type uPlot from 'uplot';
import { ChartFigure } from './chart-figure';
import { monthLabel, occupancyPercent } from './chart-format';
import { categoryAxes, CHART_COLORS, UPlotChart } from './uplot-chart';

/** The share of units let at each month's end, as a line from 0 to 100 %. */
export function OccupancyChart({ months }: { months: DashboardChartMonth[] }) {
  const data = useMemo<uPlot.AlignedData>(
    () => [
      months.map((_, i) => i),
      months.map((m) => occupancyPercent(m.occupied_units, m.total_units)),
    ],
    [months],
  );
  const options = useMemo(() => {
    const shared = categoryAxes(
      months.length,
      (i) => (months[i] ? monthLabel(months[i].month, true) : ''),
      (v) => `${v}%`,
    );
    return {
      ...shared,
      scales: { ...shared.scales, y: { range: [0, 100] as uPlot.Range.MinMax } },
      series: [
        {},
        {
          label: 'Occupancy',
          stroke: CHART_COLORS.info,
          width: 2,
          points: { show: true, size: 6, fill: CHART_COLORS.info },
        },
      ],
    } satisfies Omit<uPlot.Options, 'width' | 'height'>;
  }, [months]);

  return (
    <ChartFigure
      title="Occupancy"
      description="Units let at the end of each month (today for this month)."
      legend={[{ label: 'Units let', color: CHART_COLORS.info }]}
      chart={<UPlotChart options={options} data={data} />}
      table={
        <table className="chart-table">
          <caption>Occupancy at each month&apos;s end</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col" className="chart-table__end">
                Units let
              </th>
              <th scope="col" className="chart-table__end">
                Occupancy
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => {
              const percent = occupancyPercent(m.occupied_units, m.total_units);
              return (
                <tr key={m.month}>
                  <th scope="row">{monthLabel(m.month)}</th>
                  <td className="chart-table__end">
                    {m.occupied_units} of {m.total_units}
                  </td>
                  <td className="chart-table__end">
                    {percent === null ? 'No units' : `${percent}%`}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      }
    />
  );
}
