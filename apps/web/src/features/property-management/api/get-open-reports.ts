import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { propertyKeys } from './keys';

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

/** GET /api/communication/reports/open/ (open or pending reports, newest first). */
export function getOpenReports(): Promise<OpenReports> {
  return api.get<OpenReports>('/communication/reports/open/');
}

export const openReportsQuery = () =>
  queryOptions({ queryKey: propertyKeys.openReports(), queryFn: getOpenReports });

export function useOpenReports() {
  return useQuery(openReportsQuery());
}
