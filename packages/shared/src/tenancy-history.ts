import { z } from 'zod';
import { TENANCY_STATUSES } from './tenancy-status.js';

// A tenant's tenancies (GET /api/accounts/tenants/{id}/tenancies/) and a unit's
// (GET /api/accounts/units/{id}/tenancies/), newest first (issue 18 items 1 and 6, ADR 021).
// One row shape for both, so the unit's history and the tenant's details read the same figures.

export const TENANCY_HISTORY_PAGE_SIZE_MAX = 50;

export const TenancyHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(TENANCY_HISTORY_PAGE_SIZE_MAX).default(20),
});
export type TenancyHistoryQuery = z.infer<typeof TenancyHistoryQuerySchema>;

const dateString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const TenancyHistoryRowSchema = z.object({
  id: z.number().int(),
  tenant: z.object({ id: z.number().int(), full_name: z.string() }),
  unit: z.object({
    id: z.number().int(),
    unit_number: z.string(),
    property_id: z.number().int(),
    property_name: z.string(),
  }),
  /** YYYY-MM-DD. */
  start_date: dateString,
  /** YYYY-MM-DD, null while the tenancy runs. */
  end_date: dateString.nullable(),
  status: z.enum(TENANCY_STATUSES),
  /** Monthly rent and deposit agreed at the start, whole KSh. */
  monthly_rent: z.number().int(),
  deposit: z.number().int(),
  /**
   * What the tenancy owes (its rent_balances row: charges minus payments, whole KSh; negative is
   * credit). For an ended tenancy this is its final balance; for a running one, today's.
   */
  balance: z.number().int(),
  /** Sum of the tenancy's completed rent payments (deposits are held, not rent), whole KSh. */
  total_paid: z.number().int(),
  /** The deposit owed back at move-out (null before it), and whether its refund is recorded. */
  refund_due: z.number().int().nullable(),
  refund_recorded: z.boolean(),
});
export type TenancyHistoryRow = z.infer<typeof TenancyHistoryRowSchema>;

export const TenancyHistoryPageSchema = z.object({
  count: z.number().int(),
  next_page: z.number().int().nullable(),
  results: z.array(TenancyHistoryRowSchema),
});
export type TenancyHistoryPage = z.infer<typeof TenancyHistoryPageSchema>;

/** How a tenancy's status reads on the landlord's screens. */
export const TENANCY_STATUS_LABELS: Record<(typeof TENANCY_STATUSES)[number], string> = {
  active: 'Active',
  notice: 'On notice',
  ended: 'Ended',
};

export const TENANCY_HISTORY_TEXT = {
  unitTitle: 'Tenancy History',
  tenantTitle: 'Tenancies',
  loading: 'Loading tenancies...',
  loadFailed: 'Failed to load tenancies.',
  unitEmpty: 'No one has rented this unit through Pango yet.',
  tenantEmpty: 'This tenant has no tenancies yet.',
  present: 'Present',
} as const;
