import {
  GiveNoticeSchema,
  moveOutDateProblem,
  nairobiDate,
  NOTICE_MESSAGES,
  type TenancySummary,
} from '@pango/shared';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { serverFieldErrors, serverMessage } from '@/lib/server-message';
import { useRecordNotice } from '../api/record-notice';
import './tenancy-notice.css';

const isoToday = () => {
  const { year, month, day } = nairobiDate(new Date());
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/**
 * The tenancy's notice on the tenant's details (issue 18): "On notice — moving out on <date>" and
 * the Record Notice dialog for notice the tenant gave the landlord outside Pango.
 */
export function TenancyNotice({
  tenantId,
  tenancy,
}: {
  tenantId: number;
  tenancy: TenancySummary;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [recorded, setRecorded] = useState<string | null>(null);
  const onNotice = tenancy.status === 'notice' ? tenancy.notice_move_out_date : null;
  return (
    <div className="tenant-profile__notice">
      {onNotice && <Alert tone="warning">{NOTICE_MESSAGES.onNotice(onNotice)}</Alert>}
      {recorded && <Alert tone="success">{NOTICE_MESSAGES.noticeRecorded(recorded)}</Alert>}
      <Button variant="secondary" onClick={() => setIsOpen(true)}>
        Record Notice
      </Button>
      <Dialog isOpen={isOpen} onClose={() => setIsOpen(false)} title="Record Notice">
        {/* Mounted only while open, so each opening starts from the tenancy's date. */}
        {isOpen && (
          <RecordNoticeForm
            tenantId={tenantId}
            current={tenancy.notice_move_out_date}
            onClose={() => setIsOpen(false)}
            onSaved={(date) => {
              setRecorded(date);
              setIsOpen(false);
            }}
          />
        )}
      </Dialog>
    </div>
  );
}

function RecordNoticeForm({
  tenantId,
  current,
  onClose,
  onSaved,
}: {
  tenantId: number;
  current: string | null;
  onClose: () => void;
  onSaved: (moveOutDate: string) => void;
}) {
  const [date, setDate] = useState(current ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const record = useRecordNotice(tenantId);
  const today = isoToday();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (record.isPending) return;
    const parsed = GiveNoticeSchema.safeParse({ move_out_date: date });
    // The tenant's notice period does not bind the landlord: only a past date is refused.
    const problem = parsed.success
      ? moveOutDateProblem(parsed.data.move_out_date, nairobiDate(new Date()), 0)
      : (parsed.error.issues[0]?.message ?? NOTICE_MESSAGES.moveOutDateRequired);
    setFieldError(problem);
    if (problem || !parsed.success) return;
    record.mutate(parsed.data, {
      onSuccess: (tenancy) => onSaved(tenancy.notice_move_out_date ?? parsed.data.move_out_date),
      onError: (error) => setFieldError(serverFieldErrors(error).move_out_date ?? null),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="tenant-profile__notice-form">
      <p className="tenant-profile__muted">{NOTICE_MESSAGES.recordNoticeHint}</p>
      <TextField
        label="Move-out Date"
        type="date"
        min={today}
        value={date}
        error={fieldError ?? undefined}
        onChange={(event) => setDate(event.target.value)}
      />
      {record.isError && !fieldError && (
        <Alert>{serverMessage(record.error, NOTICE_MESSAGES.noticeFailed)}</Alert>
      )}
      <div className="tenant-profile__notice-actions">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" isBusy={record.isPending}>
          Record Notice
        </Button>
      </div>
    </form>
  );
}
