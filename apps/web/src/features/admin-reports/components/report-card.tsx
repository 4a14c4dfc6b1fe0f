import { enteredByLabel, EXPENSE_MESSAGES, formatDate, RepairCostSchema } from '@pango/shared';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import type { ReportRow } from '../api/types';
import { ReportNotes } from './report-notes';
import {
  categoryLabel,
  isResolvedStatus,
  priorityLabel,
  priorityTone,
  statusLabel,
} from './report-format';

type ReportCardProps = {
  report: ReportRow;
  isUpdating: boolean;
  /** Absent for a role that may not update reports (issue 23): no status buttons. */
  onToggle?: (report: ReportRow, repairCost?: number) => void;
  /** Whether resolving may carry a repair cost (recorded as a repairs expense, issue 24). */
  canRecordCost?: boolean;
  /** Open → pending: someone is on it (issue 23's caretaker). Absent: no such button. */
  onStart?: (report: ReportRow) => void;
  /** Whether this role may add notes and photos (issue 23); everyone here may read them. */
  canWriteNotes?: boolean;
};

/** One report (seed 001 section 2): what, where, who and when, with its status action. */
export function ReportCard({
  report,
  isUpdating,
  onToggle,
  onStart,
  canWriteNotes = false,
  canRecordCost = false,
}: ReportCardProps) {
  const isResolved = isResolvedStatus(report.status);
  const headingId = `report-${report.id}-title`;
  const notesId = `report-${report.id}-notes`;
  // Notes load when opened: a list of fifty reports asks for none of them.
  const [showNotes, setShowNotes] = useState(false);
  const [cost, setCost] = useState('');
  const [costError, setCostError] = useState<string | undefined>();
  const showsCost = Boolean(onToggle) && canRecordCost && !isResolved;
  const resolveOrReopen = () => {
    if (!onToggle) return;
    if (!showsCost || cost.trim() === '') return onToggle(report);
    const parsed = RepairCostSchema.safeParse(cost.trim());
    if (!parsed.success) return setCostError(EXPENSE_MESSAGES.repairCostInvalid);
    setCostError(undefined);
    onToggle(report, parsed.data);
  };
  return (
    <Card className="report-card" role="article" aria-labelledby={headingId}>
      <div className="report-card__head">
        <h3 id={headingId} className="report-card__title">
          {report.title}
        </h3>
        <div className="report-card__badges">
          <Badge tone={priorityTone(report.priority)}>
            {priorityLabel(report.priority)} priority
          </Badge>
          <Badge tone={isResolved ? 'success' : 'warning'}>{statusLabel(report.status)}</Badge>
        </div>
      </div>
      <p className="report-card__category muted">{categoryLabel(report.category)}</p>
      {report.description && <p className="report-card__description">{report.description}</p>}
      <dl className="report-card__meta">
        <div>
          <dt>Tenant</dt>
          <dd>{report.tenant_name ?? '—'}</dd>
        </div>
        <div>
          <dt>Unit</dt>
          <dd>{report.unit_number ?? '—'}</dd>
        </div>
        <div>
          <dt>Property</dt>
          <dd>{report.property_name ?? '—'}</dd>
        </div>
        <div>
          <dt>Date</dt>
          {/* The spec's date format, the same everywhere: "24 Nov 2026" (en-GB, Nairobi). */}
          <dd>{formatDate(report.created_at)}</dd>
        </div>
      </dl>
      {report.entered_by && <p className="muted">{enteredByLabel(report.entered_by)}</p>}
      {showsCost && (
        <TextField
          className="report-card__cost"
          label="Repair cost (KSh, optional)"
          inputMode="numeric"
          hint="Recorded as a repairs expense when you mark it resolved."
          value={cost}
          error={costError}
          onChange={(event) => setCost(event.target.value)}
        />
      )}
      <div className="report-card__actions">
        {onStart && report.status === 'open' && (
          <Button
            variant="secondary"
            size="sm"
            isBusy={isUpdating}
            aria-describedby={headingId}
            onClick={() => onStart(report)}
          >
            Mark as In Progress
          </Button>
        )}
        {onToggle && (
          <Button
            variant={isResolved ? 'secondary' : 'primary'}
            size="sm"
            isBusy={isUpdating}
            aria-describedby={headingId}
            onClick={resolveOrReopen}
          >
            {isResolved ? 'Mark as Unresolved' : 'Mark as Resolved'}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={showNotes}
          aria-controls={notesId}
          aria-describedby={headingId}
          onClick={() => setShowNotes((shown) => !shown)}
        >
          {showNotes ? 'Hide notes' : 'Notes and photos'}
        </Button>
      </div>
      <div id={notesId} hidden={!showNotes}>
        {showNotes && (
          <ReportNotes reportId={report.id} reportTitle={report.title} canWrite={canWriteNotes} />
        )}
      </div>
    </Card>
  );
}
