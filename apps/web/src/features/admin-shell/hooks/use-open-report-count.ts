import { useOpenReports } from '@/lib/queries/reports';
import { useActiveProperty } from './use-active-property';

/**
 * The open reports of the top bar's property (all when none is chosen), for the bell's list and
 * count and the sidebar badge: the same query, under the same key, that the dashboard's Open
 * Reports card reads, so the bell and the card never disagree.
 */
export function useShellOpenReports() {
  const { selectedId, isPending } = useActiveProperty();
  return useOpenReports(selectedId, !isPending);
}

/** Open maintenance reports, for the sidebar badge and the bell (undefined until first read). */
export function useOpenReportCount(): number | undefined {
  return useShellOpenReports().data?.count;
}
