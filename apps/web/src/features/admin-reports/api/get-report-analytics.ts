import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportKeys } from '@/lib/queries/reports';
import type { ReportAnalytics } from './types';

export const reportAnalyticsQuery = (propertyId: number | null) =>
  queryOptions({
    queryKey: reportKeys.analytics(propertyId),
    queryFn: () =>
      api.get<ReportAnalytics>('/communication/reports/analytics/', {
        params: { property_id: propertyId },
      }),
  });

export function useReportAnalytics(propertyId: number | null, isEnabled: boolean) {
  return useQuery({ ...reportAnalyticsQuery(propertyId), enabled: isEnabled });
}
