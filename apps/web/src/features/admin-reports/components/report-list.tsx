import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast/use-toast';
import { useReports } from '../api/get-reports';
import type { ReportFilters, ReportRow } from '../api/types';
import { usePermission } from '@/lib/permissions';
import { repairCostInvalidates } from '@/lib/queries/expenses';
import { invalidate } from '@/lib/queries/invalidate';
import { useUpdateReportStatus } from '@/lib/queries/reports';
import { REPORT_MESSAGES, reportLoadReason } from '../messages';
import { isResolvedStatus } from './report-format';
import { ReportCard } from './report-card';

/** The filtered report cards with Mark as Resolved / Mark as Unresolved. */
export function ReportList({ filters }: { filters: ReportFilters }) {
  const reports = useReports(filters);
  const update = useUpdateReportStatus();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [updatingId, setUpdatingId] = useState<number | null>(null);
  const canUpdate = usePermission('reports.update');
  // A repair cost is an expense: only roles that record expenses see the field (issue 24).
  const canRecordCost = usePermission('expenses.write');

  const start = (report: ReportRow) => {
    setUpdatingId(report.id);
    update.mutate(
      { id: report.id, status: 'pending' },
      {
        onSuccess: () => toast.success(REPORT_MESSAGES.started),
        onError: () => toast.error(REPORT_MESSAGES.updateFailed),
        onSettled: () => setUpdatingId(null),
      },
    );
  };

  const toggle = (report: ReportRow, repairCost?: number) => {
    const isResolving = !isResolvedStatus(report.status);
    setUpdatingId(report.id);
    update.mutate(
      { id: report.id, status: isResolving ? 'resolved' : 'open', repairCost },
      {
        onSuccess: () => {
          toast.success(isResolving ? REPORT_MESSAGES.resolved : REPORT_MESSAGES.unresolved);
          if (repairCost !== undefined) void invalidate(queryClient, repairCostInvalidates);
        },
        onError: (error) => {
          console.warn('[reports] status update failed', error);
          toast.error(REPORT_MESSAGES.updateFailed);
        },
        onSettled: () => setUpdatingId(null),
      },
    );
  };

  if (reports.isError && !reports.data) {
    return (
      <Alert
        tone="error"
        action={
          <Button
            variant="secondary"
            size="sm"
            isBusy={reports.isFetching}
            onClick={() => void reports.refetch()}
          >
            Retry
          </Button>
        }
      >
        <p>{REPORT_MESSAGES.loadFailed(reportLoadReason(reports.error))}</p>
      </Alert>
    );
  }
  if (!reports.data) return <Spinner label="Loading reports..." />;
  if (reports.data.results.length === 0) {
    return <p className="reports-empty">{REPORT_MESSAGES.empty}</p>;
  }
  return (
    <section className="reports-list" aria-label="Reports" aria-busy={reports.isPlaceholderData}>
      {reports.data.results.map((report) => (
        <ReportCard
          key={report.id}
          report={report}
          isUpdating={updatingId === report.id}
          onToggle={canUpdate ? toggle : undefined}
          onStart={canUpdate ? start : undefined}
          canWriteNotes={canUpdate}
          canRecordCost={canRecordCost}
        />
      ))}
    </section>
  );
}
