import { z } from 'zod';
import { optionalIdSchema } from './ids.js';
import type { AdminRole } from './team.js';

// The landlord's Activity log in Settings (issue 11): what was done on their account, by whom, from
// where. The API writes entries (apps/api/src/lib/audit.ts); these are the words the screen shows.

/** Entries per page of GET /accounts/audit-log/ (and per page of the Settings screen). */
export const AUDIT_LOG_PAGE_SIZE = 20;
/** Deep pages cost an offset scan; nobody reads 250,000 entries on a phone. */
export const AUDIT_LOG_MAX_PAGE = 10_000;

/** A readable label per recorded action (the values of AUDIT_ACTIONS in the API). */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'auth.login': 'Signed in',
  'auth.logout': 'Signed out',
  'auth.refresh_reuse': 'Sessions ended: an old sign-in token was reused',
  'auth.password_reset_requested': 'Password reset requested',
  'auth.password_reset': 'Password reset',
  'auth.password_changed': 'Password changed',
  'account.registered': 'Account created',
  'account.updated': 'Account details changed',
  'account.email_change_requested': 'Email change requested',
  'account.email_changed': 'Email changed',
  'account.till_number_updated': 'M-Pesa till number changed',
  'reminders.settings_saved': 'Reminder settings saved',
  'sms.interest_registered': 'Interest in SMS credits registered',
  'sms.credits_added': 'SMS credits added',
  'sms.sent': 'SMS sent to tenants',
  'sms.settings_changed': 'SMS choices changed',
  'unit.rent_updated': 'Rent changed',
  'unit.rents_bulk_updated': 'Rents changed in bulk',
  'property.created': 'Property added',
  'property.updated': 'Property changed',
  'property.deleted': 'Property deleted',
  'unit.created': 'Unit added',
  'unit.updated': 'Unit changed',
  'unit.deleted': 'Unit deleted',
  'unit.availability_changed': 'Unit availability changed',
  'unit_type.created': 'Unit type added',
  'unit_type.updated': 'Unit type changed',
  'unit_type.deleted': 'Unit type deleted',
  'property.billing_rules_saved': 'Billing rules changed',
  'meter_reading.recorded': 'Meter reading recorded',
  'meter_reading.photo_added': 'Meter photo added',
  'tenancy.payment_plan_set': 'Payment plan changed',
  'subscription.activated': 'Subscription activated',
  'payment.completed': 'Payment received',
  'payment.deposit_attached': 'Signup deposit attached to an application',
  'payment.deposit_refunded': 'Signup deposit refund recorded',
  'payment.recorded_manually': 'Payment recorded by hand',
  'tenant_application.approved': 'Application approved',
  'tenant_application.declined': 'Application declined',
  'tenant_application.email_verified': 'Application received: applicant confirmed their email',
  'tenant_application.expired': 'Unconfirmed application lapsed',
  'tenancy.assigned': 'Tenant assigned to a unit',
  'tenancy.removed': 'Tenant removed from a unit',
  'tenant.evicted': 'Tenant evicted',
  'tenancy.notice_given': 'Tenant gave notice to move out',
  'tenancy.notice_recorded': 'Notice to move out recorded',
  'tenancy.moved_out': 'Tenant moved out: deposit and rent settled',
  'tenancy.deposit_refunded': 'Deposit refund recorded',
  'tenancy.photo_added': 'Move-out photo added',
  'report.status_updated': 'Report status changed',
  'tenant.invoice_sent': 'Invoice sent to a tenant',
  'tenant.message_sent': 'Message sent to a tenant',
  'tenants.emailed': 'Email sent to tenants',
  'arrears.reminded': 'Arrears reminders sent',
  'report.created': 'Issue reported',
  'tenant.move_in_date_updated': 'Move-in date changed',
  'tenant.id_document_replaced': 'ID document replaced',
  'tenant.id_document_viewed': 'ID document viewed',
  'tenant.data_exported': 'Tenant downloaded their data',
  'tenant.id_document_deleted': 'ID document deleted after the retention period',
  'tenant.deletion_requested': 'Tenant asked for their account to be deleted',
  'tenant.deletion_withdrawn': 'Tenant withdrew their account deletion request',
  'tenant.erased': 'Tenant’s personal data erased (money records kept)',
  'settings.id_document_retention_changed': 'ID document retention changed',
  'tenant.notifications_updated': 'Notification preferences changed',
  'auth.login_failed': 'Sign-in failed',
  'auth.rate_limited': 'Too many attempts: refused for a while',
  'expense.recorded': 'Expense recorded',
  'expense.updated': 'Expense changed',
  'expense.deleted': 'Expense deleted',
  'expense.receipt_added': 'Expense receipt attached',
  'owner_statement.emailed': 'Owner statement emailed',
  'c2b.settings_saved': 'M-Pesa paybill / till settings saved',
  'c2b.token_rotated': 'M-Pesa confirmation URLs replaced',
  'c2b.urls_registered': 'M-Pesa confirmation URLs registered',
  'c2b.payment_assigned': 'Unmatched M-Pesa payment credited to a tenant',
  'c2b.payment_dismissed': 'Unmatched M-Pesa payment marked as not rent',
  'c2b.credentials_saved': 'M-Pesa Daraja app keys saved',
  'c2b.credentials_removed': 'M-Pesa Daraja app keys removed',
  'c2b.confirmation_rejected': 'M-Pesa payment rejected: M-Pesa did not confirm it',
  'tenancy.ledger_adjusted': 'Charge waived, or a charge or credit added',
  'payouts.collection_mode_saved': 'Where rent lands changed',
  'payouts.payout_sent': 'Payout of collected payments sent',
  'portfolio.imported': 'Portfolio imported from a spreadsheet',
  'c2b.payment_imported': 'M-Pesa payment imported from a message or statement',
  'property.vacancy_page_switched': 'Vacancy page switched on or off',
  'property.photo_added': 'Property photo added',
  'property.photo_deleted': 'Property photo deleted',
  'property.photos_reordered': 'Property photos reordered',
  'enquiry.handled': 'Enquiry marked as handled',
  'team.invited': 'Team member invited',
  'team.accepted': 'Team invitation accepted',
  'team.updated': 'Team member’s role or properties changed',
  'team.suspended': 'Team member suspended',
  'team.reactivated': 'Team member reactivated',
  'team.removed': 'Team member removed',
  'team.invitation_cancelled': 'Team invitation cancelled',
  'payment.withholding_certificate_recorded': 'Withholding tax certificate recorded',
  'tenant.kra_pin_updated': 'Tenant KRA PIN changed',
  'tenant.language_updated': 'Tenant language changed',
  'tenant.message_language_updated': 'Tenant message language changed',
};

/** The label of an action; one recorded before it had a label still reads as words. */
export function auditActionLabel(action: string): string {
  const label = AUDIT_ACTION_LABELS[action];
  if (label) return label;
  const words = action.replaceAll(/[._]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const AuditLogQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Enter a page number' })
    .int('Enter a page number')
    .min(1, 'Enter a page number')
    .max(AUDIT_LOG_MAX_PAGE, 'Enter a page number')
    .default(1),
  /** Only what this team member did (issue 23). */
  member_id: optionalIdSchema('Choose a team member'),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

export type AuditLogEntry = {
  id: number;
  action: string;
  action_label: string;
  /** Who did it: a name, or 'System' for the worker and the payment providers. */
  actor: string;
  /**
   * The acting person's role in the landlord's team (issue 23): 'owner' for the landlord himself,
   * the member's role for a team member, null for tenants and the system.
   */
  actor_role: AdminRole | null;
  /** The team member who acted (filter with `?member_id=`); null when the owner or no one did. */
  member_id: number | null;
  target: { entity_type: string; id: string | null };
  /** The state before and after, where the action has them; other details are under `after`. */
  before: unknown;
  after: unknown;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
};

/** GET /accounts/audit-log/?page=N: newest first; next and previous are paths, or null. */
export type AuditLogPage = {
  count: number;
  next: string | null;
  previous: string | null;
  results: AuditLogEntry[];
};

export const AUDIT_LOG_MESSAGES = {
  title: 'Activity log',
  intro: 'Changes to rents, tenancies, payments and sign-ins on your account, newest first.',
  system: 'System',
  loading: 'Loading the activity log...',
  loadFailed: 'Could not load the activity log.',
  empty: 'No activity yet.',
  pagination: 'Activity log pages',
  /** The disclosure that holds the raw user agent and the address. */
  details: 'Details',
  userAgent: 'User agent',
  ip: 'IP address',
  /** Its own name: Settings has other Retry buttons, one per part that failed. */
  retry: 'Retry loading the activity log',
  invalidPage: 'Invalid page.',
  before: 'Before',
  after: 'After',
  from: 'From',
} as const;
