import { useOpenReports } from '../api/get-open-reports';

/** Open maintenance reports, for the sidebar badge and the bell (undefined until first read). */
export function useOpenReportCount(): number | undefined {
  return useOpenReports().data?.count;
}
