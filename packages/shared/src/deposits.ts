import { z } from 'zod';
import { optionalIdSchema } from './ids.js';
import { DEPOSIT_STATUSES, TENANCY_STATUSES } from './tenancy-status.js';

// The landlord's deposits held (issue 18 item 2, ADR 021): a deposit is a liability held for the
// tenant against their tenancy, never income. Amounts are whole KSh.

export const DEPOSITS_PAGE_SIZE_MAX = 100;

/** GET /api/accounts/deposits/?property_id=&page=&page_size= */
export const DepositListQuerySchema = z.object({
  property_id: optionalIdSchema(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(DEPOSITS_PAGE_SIZE_MAX).default(50),
});
export type DepositListQuery = z.infer<typeof DepositListQuerySchema>;

/** YYYY-MM-DD */
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One tenancy that agreed or holds a deposit, current or ended. */
export const DepositRowSchema = z.object({
  tenancy_id: z.number().int(),
  tenant: z.object({ id: z.number().int(), full_name: z.string() }),
  unit: z.object({
    id: z.number().int(),
    unit_number: z.string(),
    property_id: z.number().int(),
    property_name: z.string(),
  }),
  /** What the tenancy agreed at its start. */
  amount_agreed: z.number().int(),
  /** The sum of the tenancy's completed deposit payments. */
  amount_held: z.number().int(),
  status: z.enum(DEPOSIT_STATUSES),
  /** What the move-out left owed back to the tenant (null before move-out). */
  refund_due: z.number().int().nullable(),
  tenancy_status: z.enum(TENANCY_STATUSES),
  start_date: isoDay,
  end_date: isoDay.nullable(),
});
export type DepositRow = z.infer<typeof DepositRowSchema>;

/**
 * What a landlord owes back: `held` is the deposits of tenancies still running (status `held`),
 * `refund_due` what ended tenancies are still owed (status `refund_due`).
 */
export const DepositTotalsSchema = z.object({
  held: z.number().int(),
  refund_due: z.number().int(),
  tenancies: z.number().int(),
});
export type DepositTotals = z.infer<typeof DepositTotalsSchema>;

export const DepositPropertyTotalsSchema = DepositTotalsSchema.extend({
  property_id: z.number().int(),
  property_name: z.string(),
});
export type DepositPropertyTotals = z.infer<typeof DepositPropertyTotalsSchema>;

export const DepositListSchema = z.object({
  count: z.number().int(),
  next_page: z.number().int().nullable(),
  results: z.array(DepositRowSchema),
  /** Over every matching tenancy, not just this page, computed by the database. */
  totals: DepositTotalsSchema.extend({ properties: z.array(DepositPropertyTotalsSchema) }),
});
export type DepositList = z.infer<typeof DepositListSchema>;

/** The deposit on the tenant's dashboard: their open tenancy's, else their latest one's. */
export const TenantDepositSchema = z.object({
  agreed: z.number().int(),
  held: z.number().int(),
  status: z.enum(DEPOSIT_STATUSES),
});
export type TenantDeposit = z.infer<typeof TenantDepositSchema>;
