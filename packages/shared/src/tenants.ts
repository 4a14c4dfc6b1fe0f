import { z } from 'zod';
import { idSchema } from './ids.js';
import { multilineText } from './text.js';
import { plainText } from './validation.js';
import type { RentStatus } from './ledger.js';
import type { TenancySummary } from './notice.js';
import type { LedgerLineKind } from './invoices.js';
import type { Language } from './language.js';

// The landlord's tenants and applications API (seed 001 section 2 "Tenant Management", sections
// 7 and 8; seed 002 section 5 "CSV statement download"). Amounts are whole KSh.

export const TENANT_MESSAGES = {
  unitNotVacant: (unit: string) => `Cannot assign unit ${unit} because it is not vacant.`,
  applicationNotPending: 'This application has already been approved or declined.',
  applicationApproved: (name: string, unit: string) =>
    `Approved ${name}'s application and assigned unit ${unit}.`,
  applicationDeclined: (name: string) => `Declined ${name}'s application.`,
  tenantHasUnit: 'This tenant is already assigned to a unit. Remove them from it first.',
  unitHasNoTenant: 'This unit has no tenant to remove.',
  tenantAssigned: (name: string, unit: string) => `Assigned ${name} to unit ${unit}.`,
  tenantRemoved: (unit: string) => `Removed the tenant from unit ${unit}.`,
  tenantEvicted: (name: string) => `${name} was evicted. Their payments and rent history are kept.`,
  declineReasonTooLong: 'Keep the reason under 500 characters',
  searchTooLong: 'Keep the search under 100 characters',
  noIdDocument: 'This tenant has not uploaded an ID document.',
} as const;

export const TENANT_STATUSES = ['active', 'pending', 'inactive'] as const;
export type TenantStatus = (typeof TENANT_STATUSES)[number];

export type TenantUnit = {
  id: number;
  unit_number: string;
  property_id: number;
  property_name: string;
  rent: number;
  /** YYYY-MM-DD or null. */
  rent_due_date: string | null;
};

/** One row of GET /api/accounts/tenants/. */
export type TenantRow = {
  id: number;
  full_name: string;
  email: string;
  phone_number: string;
  national_id: string;
  booking_id: string;
  status: TenantStatus;
  is_active: boolean;
  deposit_paid: boolean;
  created_at: string;
  /** YYYY-MM-DD or null. */
  move_in_date: string | null;
  unit: TenantUnit | null;
  rent_status: RentStatus;
  /** Outstanding rent from the ledger (0 when paid or in credit). */
  rent_remaining: number;
  /** YYYY-MM-DD, the ledger's next due date, or null. */
  next_due_date: string | null;
  has_id_document: boolean;
};

export type TenantPage = { count: number; next_page: number | null; results: TenantRow[] };

/** GET /api/accounts/tenants/summary/ */
export type TenantSummary = {
  active_tenants: number;
  rent_overdue: number;
  rent_due_soon: number;
  rent_paid: number;
};

export type TenantDocument = {
  name: string;
  type: string;
  size: number;
  uploaded_at: string;
  /** API path (under /api) that serves the file to the tenant's landlord. */
  url: string;
};

export type TenantApplicationSummary = {
  id: number;
  status: 'pending' | 'approved' | 'declined';
  applied_at: string;
  decided_at: string | null;
  already_living_in_property: boolean;
  deposit_paid: boolean;
};

/** GET /api/accounts/tenants/:id/ */
export type TenantDetail = TenantRow & {
  emergency_contact: string;
  /** The tenant's own language, and the landlord's choice for their emails and SMS (ADR 045). */
  language: Language;
  message_language: Language | null;
  /** What the tenant types as the M-Pesa account number (issue 19); null without a tenancy. */
  payment_account_number: string | null;
  application: TenantApplicationSummary | null;
  documents: TenantDocument[];
  /** The open tenancy (active or on notice), or null when the tenant has none (issue 18). */
  tenancy: TenancySummary | null;
};

/** One row of GET /api/accounts/tenant-applications/pending/. */
export type ApplicationRow = {
  id: number;
  tenant_id: number;
  tenant_name: string;
  tenant_email: string;
  tenant_phone: string;
  tenant_national_id: string;
  emergency_contact: string;
  unit_id: number;
  unit_number: string;
  property_id: number;
  property_name: string;
  applied_at: string;
  deposit_required: boolean;
  deposit_paid: boolean;
  already_living_in_property: boolean;
  status: 'pending' | 'approved' | 'declined';
  notes: string | null;
  has_id_document: boolean;
};

export type ApplicationList = { count: number; results: ApplicationRow[] };

export type ApproveApplicationResult = { message: string; tenant: TenantRow };
export type TenantActionResult = { message: string };

export type TenantTransaction = {
  id: number;
  date: string;
  description: string;
  amount: number;
  type: 'rent' | 'deposit';
  status: 'pending' | 'processing' | 'completed' | 'failed' | 'cancelled';
  reference: string;
  method: string;
};

/** GET /api/accounts/tenants/:id/transactions/ */
export type TenantTransactions = {
  tenant: {
    id: number;
    full_name: string;
    email: string;
    phone_number: string;
    unit_number: string | null;
    property_name: string | null;
  };
  summary: {
    total_paid: number;
    total_pending: number;
    deposit_paid_amount: number;
    rent_paid_amount: number;
    count: number;
  };
  /** Newest first, at most TENANT_TRANSACTIONS_MAX rows. */
  results: TenantTransaction[];
  /**
   * The rent account's lines other than payments (issue 20: rent, water, service charges, late
   * fees, waivers, adjustments), newest first, at most TENANT_TRANSACTIONS_MAX rows.
   */
  lines: TenantLedgerLine[];
};

/** One ledger line of the tenant's rent account, with its kind. */
export type TenantLedgerLine = {
  id: number;
  /** When it was booked (ISO). */
  date: string;
  /** The billing period it belongs to, 'YYYY-MM-01', or null. */
  period: string | null;
  kind: LedgerLineKind;
  /** LEDGER_LINE_KIND_LABELS[kind] */
  kind_label: string;
  description: string;
  /** Positive: a charge; negative: a waiver or credit. */
  amount: number;
  /** What is left to waive of a charge (its amount less earlier waivers); 0 for credits. */
  waivable_amount: number;
};

export const TENANT_TRANSACTIONS_MAX = 500;

/** The statement CSV's columns, in order (seed 002 section 5). */
export const TENANT_STATEMENT_COLUMNS = [
  'Date',
  'Description',
  'Amount (KSh)',
  'Type',
  'Reference',
  'Method',
  'Status',
  'Kind',
] as const;

const optionalId = idSchema().optional();

export const TenantListQuerySchema = z.object({
  search: plainText().max(100, TENANT_MESSAGES.searchTooLong).optional(),
  property_id: optionalId,
  status: z.enum(['active', 'pending', 'inactive', 'all']).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export type TenantListQuery = z.infer<typeof TenantListQuerySchema>;

export const ApplicationListQuerySchema = z.object({
  search: plainText().max(100, TENANT_MESSAGES.searchTooLong).optional(),
  property_id: optionalId,
});
export type ApplicationListQuery = z.infer<typeof ApplicationListQuerySchema>;

export const DeclineApplicationSchema = z.object({
  reason: multilineText()
    .max(500, TENANT_MESSAGES.declineReasonTooLong)
    .optional()
    .nullable()
    .transform((value) => value || null),
});
export type DeclineApplicationInput = z.input<typeof DeclineApplicationSchema>;
