import { Badge } from '@/components/ui/badge';

type OpenReportsBadgeProps = { id: string; count: number | undefined; className?: string };

export function hasOpenReports(count: number | undefined): count is number {
  return typeof count === 'number' && count > 0;
}

/**
 * The red count. Hidden from the accessible name (so the link stays "Reports" and the bell
 * "Notifications") and offered as their description through aria-describedby={id}.
 */
export function OpenReportsBadge({ id, count, className }: OpenReportsBadgeProps) {
  if (!hasOpenReports(count)) return null;
  return (
    <>
      <Badge tone="danger" className={className} aria-hidden="true">
        {count > 99 ? '99+' : count}
      </Badge>
      <span id={id} hidden>
        {count} open {count === 1 ? 'report' : 'reports'}
      </span>
    </>
  );
}
