// Email delivery in the landlord's Settings (issue 10): the last rent-reminder run and the emails
// that could not be delivered, with the reason the mail server gave.

/** What an email is about; the same values as the EmailKind enum in prisma/schema.prisma. */
export const EMAIL_KINDS = [
  'reminder',
  'reset',
  'password_changed',
  'invoice',
  'message',
  'application_new',
  'application_decision',
  'report_new',
  'report_update',
  'payment_receipt',
  'sms_interest',
  'application_verify',
  'email_change',
  'tenancy_notice',
  'monthly_invoice',
  'tenant_invitation',
  'enquiry_new',
  'team_invitation',
  'account_deletion_request',
  'mri_reminder',
  'owner_statement',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const EMAIL_KIND_LABELS = {
  reminder: 'Rent reminder',
  reset: 'Password reset',
  password_changed: 'Password changed',
  invoice: 'Invoice',
  message: 'Message',
  application_new: 'New application',
  application_decision: 'Application decision',
  report_new: 'New report',
  report_update: 'Report update',
  payment_receipt: 'Payment receipt',
  sms_interest: 'SMS credits interest',
  application_verify: 'Application email confirmation',
  email_change: 'Email change',
  tenancy_notice: 'Notice to move out',
  monthly_invoice: 'Monthly invoice',
  tenant_invitation: 'Invitation to Pango',
  enquiry_new: 'Vacancy page enquiry',
  team_invitation: 'Team invitation',
  account_deletion_request: 'Account deletion request',
  mri_reminder: 'KRA rental income reminder',
  owner_statement: 'Owner statement',
} as const satisfies Record<EmailKind, string>;

/** How many failed emails the status lists; `count` still tells the total. */
export const FAILED_EMAILS_SHOWN = 20;

export type ReminderRunSummary = {
  /** When the run started (ISO). */
  ran_at: string;
  /** The reminder date it ran for, YYYY-MM-DD. */
  reminder_date: string;
  queued: number;
  sent: number;
  pending: number;
  failed: number;
};

export type FailedEmail = {
  id: number;
  kind: EmailKind;
  kind_label: string;
  to: string;
  subject: string;
  /** The mail server's answer; null when none was recorded. */
  reason: string | null;
  failed_at: string;
};

/** GET /communication/reminders/status/ */
export type EmailDeliveryStatus = {
  last_run: ReminderRunSummary | null;
  failed_emails: { count: number; results: FailedEmail[] };
};

export const EMAIL_STATUS_MESSAGES = {
  title: 'Email delivery',
  loading: 'Loading email delivery status...',
  loadFailed: 'Could not load email delivery status.',
  noRun: 'No reminder run yet. Reminders go out on the chosen days once saved and active.',
  /** `date` is already formatted (formatDate). Pending shows only while some are still waiting. */
  lastRun: (
    date: string,
    run: Pick<ReminderRunSummary, 'queued' | 'sent' | 'pending' | 'failed'>,
  ) =>
    `Last reminder run: ${date} — ${run.queued} queued, ${run.sent} sent, ${run.failed} failed` +
    (run.pending > 0 ? `, ${run.pending} pending` : ''),
  failedTitle: 'Failed emails',
  noFailed: 'No failed emails.',
  unknownReason: 'No reason was recorded.',
  moreFailed: (shown: number, count: number) =>
    `Showing the ${shown} most recent of ${count} failed emails.`,
} as const;
