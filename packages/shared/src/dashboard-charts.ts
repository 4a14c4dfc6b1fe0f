import { z } from 'zod';
import { optionalIdSchema } from './ids.js';

// The dashboard's charts (issue 24 item 1): twelve Nairobi months of rent billed against rent
// collected, and occupancy at each month's end, for one property or all (GET
// /accounts/dashboard/charts/). Arrears by age come from the arrears report (its `totals`).

/** How many months the charts cover: the current Nairobi month and the eleven before it. */
export const DASHBOARD_CHART_MONTHS = 12;

export const DashboardChartsQuerySchema = z.object({
  // `?property_id=` (empty) means all properties, as the top bar sends it before one is chosen.
  property_id: optionalIdSchema('Choose one of your properties'),
});
export type DashboardChartsQuery = z.infer<typeof DashboardChartsQuerySchema>;

export type DashboardChartMonth = {
  /** The Nairobi calendar month, "YYYY-MM". */
  month: string;
  /** Rent and charges (late fees, water, service) billed for the month, in KSh. */
  billed: number;
  /** Rent payments completed in the month, in KSh; deposits are never revenue. */
  collected: number;
  /** Units with a tenancy running at the month's end (today for the current month). */
  occupied_units: number;
  /** Units that existed at that moment. */
  total_units: number;
};

export type DashboardCharts = { months: DashboardChartMonth[] };
