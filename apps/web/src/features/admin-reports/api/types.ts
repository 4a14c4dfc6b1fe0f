import type { ReportStatus } from '@pango/shared';

export type { ReportAnalytics, ReportRow, ReportsPage, ReportStatus } from '@pango/shared';

/** The screen's filters; null property = all of the landlord's properties. */
export type ReportFilters = {
  propertyId: number | null;
  status: ReportStatus | 'all';
  category: string;
};
