import type { DashboardChartMonth } from '@pango/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { storeSession } from '@/test/fixtures';
import { ArrearsByAgeChart } from './arrears-by-age-chart';
import { CollectedBilledChart } from './collected-billed-chart';
import DashboardCharts from './dashboard-charts';
import { OccupancyChart } from './occupancy-chart';

// uPlot draws on a canvas, which happy-dom does not have; the tables are what is under test.
const drawn = vi.hoisted(() => [] as unknown[]);
vi.mock('uplot', () => {
  class FakePlot {
    static paths = { bars: () => () => null };
    constructor(options: unknown, data: unknown) {
      drawn.push({ options, data });
    }
    setSize() {}
    destroy() {}
  }
  return { default: FakePlot };
});

const month = (m: string, figures: Partial<DashboardChartMonth> = {}): DashboardChartMonth => ({
  month: m,
  billed: 0,
  collected: 0,
  occupied_units: 0,
  total_units: 0,
  ...figures,
});
const MONTHS = [
  month('2024-12', { billed: 20000, collected: 18500, occupied_units: 3, total_units: 4 }),
  month('2025-01', { billed: 20700, collected: 10700, occupied_units: 4, total_units: 4 }),
  month('2025-02', { billed: 28000, collected: 14000, occupied_units: 3, total_units: 6 }),
];

/** A table's body rows as arrays of cell texts (row header first). */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('CollectedBilledChart', () => {
  it('gives screen readers each month billed and collected in KSh, and shows them on request', async () => {
    render(<CollectedBilledChart months={MONTHS} />);
    expect(screen.getByRole('heading', { name: 'Rent collected and billed' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Rent collected and billed per month' });
    expect(rowsOf(table)).toEqual([
      ['Dec 2024', 'KSh 20,000', 'KSh 18,500'],
      ['Jan 2025', 'KSh 20,700', 'KSh 10,700'],
      ['Feb 2025', 'KSh 28,000', 'KSh 14,000'],
    ]);
    // Hidden on screen until asked for, but in the accessibility tree all along.
    expect(table.parentElement).toHaveClass('visually-hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(table.parentElement).not.toHaveClass('visually-hidden');
    expect(screen.getByRole('button', { name: 'Hide table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

describe('OccupancyChart', () => {
  it('lists the units let and the occupancy of each month', () => {
    render(<OccupancyChart months={[...MONTHS, month('2025-03')]} />);
    const table = screen.getByRole('table', { name: "Occupancy at each month's end" });
    expect(rowsOf(table)).toEqual([
      ['Dec 2024', '3 of 4', '75%'],
      ['Jan 2025', '4 of 4', '100%'],
      ['Feb 2025', '3 of 6', '50%'],
      ['Mar 2025', '0 of 0', 'No units'],
    ]);
  });
});

describe('ArrearsByAgeChart', () => {
  it('lists what is owed by age with the total', () => {
    render(
      <ArrearsByAgeChart
        totals={{
          current: 12000,
          days_1_30: 8000,
          days_31_60: 4500,
          days_61_90: 0,
          days_90_plus: 30000,
          total: 54500,
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Arrears by age' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Arrears by age' });
    expect(rowsOf(table)).toEqual([
      ['Not yet due', 'KSh 12,000'],
      ['1–30 days overdue', 'KSh 8,000'],
      ['31–60 days overdue', 'KSh 4,500'],
      ['61–90 days overdue', 'KSh 0'],
      ['Over 90 days overdue', 'KSh 30,000'],
      ['Total', 'KSh 54,500'],
    ]);
    expect(screen.getByText('KSh 54,500 owed in all, by how long it has been owed.')).toBeVisible();
  });
});

describe('DashboardCharts', () => {
  const renderCharts = (propertyId: number | null) => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
      <QueryClientProvider client={queryClient}>
        <DashboardCharts propertyId={propertyId} isReady />
      </QueryClientProvider>,
    );
  };

  it("asks for the selected property's months and arrears and draws the three charts", async () => {
    storeSession('landlord');
    const totals = {
      current: 2000,
      days_1_30: 8000,
      days_31_60: 0,
      days_61_90: 0,
      days_90_plus: 0,
      total: 10000,
    };
    const api = mockApi({
      'GET /api/accounts/dashboard/charts/': () => jsonResponse(200, { months: MONTHS }),
      'GET /api/payments/reports/arrears/': () =>
        jsonResponse(200, { as_of: '2026-11-24', property_id: 3, totals, count: 0, results: [] }),
    });
    renderCharts(3);
    expect(await screen.findByRole('heading', { name: 'Occupancy' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Rent collected and billed' })).toBeVisible();
    expect(
      await screen.findByText('KSh 10,000 owed in all, by how long it has been owed.'),
    ).toBeVisible();
    for (const request of api.requests) expect(request.url).toContain('property_id=3');
    expect(api.requests.map((r) => r.url.split('?')[0])).toEqual(
      expect.arrayContaining(['/api/accounts/dashboard/charts/', '/api/payments/reports/arrears/']),
    );
  });

  it('says so when there is nothing to chart yet', async () => {
    storeSession('landlord');
    mockApi({
      'GET /api/accounts/dashboard/charts/': () =>
        jsonResponse(200, { months: [month('2025-01'), month('2025-02')] }),
    });
    renderCharts(null);
    expect(await screen.findByText(/No figures yet/)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    storeSession('landlord');
    mockApi({
      'GET /api/accounts/dashboard/charts/': () =>
        jsonResponse(500, { detail: 'Server error.', code: 'SERVER_ERROR' }),
    });
    renderCharts(null);
    expect(await screen.findByText('The charts could not be loaded.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
