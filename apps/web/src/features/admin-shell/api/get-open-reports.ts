import { OPEN_REPORTS_POLL_MS } from '@pango/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const OPEN_REPORTS_PATH = '/communication/reports/open/';

/** One open maintenance report as the bell lists it. */
export type OpenReport = {
  id: number;
  title: string;
  category: string;
  priority: string;
  status: string;
  created_at: string;
  tenant_name: string | null;
  unit_number: string | null;
  property_name: string | null;
  property_id: number | null;
};

export type OpenReports = { count: number; results: OpenReport[] };

async function getOpenReports(): Promise<OpenReports> {
  try {
    return await api.get<OpenReports>(OPEN_REPORTS_PATH);
  } catch (error) {
    // Seed 001: poll errors are only logged; the last count stays on screen.
    console.warn('[admin] open reports poll failed', error);
    throw error;
  }
}

/** GET /api/communication/reports/open/, re-read every 30 s (seed 001 section 9). */
export const openReportsQuery = () =>
  queryOptions({
    queryKey: ['reports', 'open'],
    queryFn: getOpenReports,
    refetchInterval: OPEN_REPORTS_POLL_MS,
    staleTime: OPEN_REPORTS_POLL_MS,
    retry: false,
  });

export function useOpenReports() {
  return useQuery(openReportsQuery());
}
