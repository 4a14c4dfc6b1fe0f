import { propertyIn, scopedPropertyFilter } from '../../lib/route-access.js';
import type { RentPaymentPage, RentPaymentRow, RentPaymentSummary } from '@pango/shared';
import { RENT_PAYMENTS_COUNT_CAP, formatReceiptNumber, nairobiDate } from '@pango/shared';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Actor } from '../../lib/auth.js';
import type { Db } from '../../lib/db.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { enteredBySelect, toEnteredBy } from '../../lib/entered-by.js';
import { notFound } from '../../lib/errors.js';
import { currentArrears } from './current-arrears.service.js';
import { addMonths, formatMonth, nairobiStartOf } from './rent-rules.js';

// The rent and deposit payments a landlord (all their tenants') or a tenant (their own) may see.

const LISTED_KINDS: ('rent' | 'deposit')[] = ['rent', 'deposit'];

export const paymentRowSelect = {
  id: true,
  kind: true,
  amount: true,
  status: true,
  paymentMethod: true,
  merchantReference: true,
  mpesaReceipt: true,
  manualReference: true,
  receiptNumber: true,
  description: true,
  createdAt: true,
  completedAt: true,
  payerName: true,
  payerEmail: true,
  tenant: { select: { id: true, fullName: true } },
  unit: { select: { id: true, unitNumber: true, property: { select: { id: true, name: true } } } },
  enteredBy: enteredBySelect,
} as const satisfies Prisma.PaymentSelect;

type PaymentRowData = Prisma.PaymentGetPayload<{ select: typeof paymentRowSelect }>;

export function toRentPaymentRow(p: PaymentRowData): RentPaymentRow {
  return {
    id: p.id,
    tenant: p.tenant?.id ?? null,
    // A signup deposit has no tenant yet: it names the payer from the signup form (ADR 018).
    tenant_name: p.tenant?.fullName ?? p.payerName ?? p.payerEmail,
    unit: p.unit?.id ?? null,
    unit_number: p.unit?.unitNumber ?? null,
    property: p.unit?.property.id ?? null,
    property_name: p.unit?.property.name ?? null,
    amount: p.amount,
    transaction_type: p.kind === 'deposit' ? 'deposit' : 'rent',
    status: p.status,
    payment_method: p.paymentMethod,
    // A payment recorded by hand is known by the landlord's own reference (cash book, cheque no.).
    reference_number: p.manualReference ?? p.merchantReference,
    mpesa_receipt: p.mpesaReceipt,
    receipt_number: p.receiptNumber === null ? null : formatReceiptNumber(p.receiptNumber),
    description: p.description,
    created_at: p.createdAt.toISOString(),
    completed_at: p.completedAt?.toISOString() ?? null,
    entered_by: toEnteredBy(p.enteredBy),
  };
}

/** 404 unless the landlord owns the property (another landlord's id looks like a missing one). */
export async function assertOwnsProperty(db: Db, landlordId: number, propertyId: number) {
  const property = await db.property.findFirst({
    where: { id: propertyId, landlordId },
    select: { id: true, name: true },
  });
  if (!property) throw notFound();
  return property;
}

/**
 * Which payments the actor may see, optionally one property's (landlords only), within a team
 * member's properties (issue 23: another property of theirs → 404). The one rule both the Prisma
 * lists (visiblePayments) and the CSV export's SQL (rent-payments-csv.service.ts) read.
 */
export type PaymentVisibility =
  | { tenantId: number; kinds: typeof LISTED_KINDS }
  | { landlordId: number; kinds: typeof LISTED_KINDS; propertyIds?: number | number[] };

export async function paymentVisibility(
  db: Db,
  actor: Actor,
  asked?: number | number[],
): Promise<PaymentVisibility> {
  if (actor.role === 'tenant') return { tenantId: actor.userId, kinds: LISTED_KINDS };
  const propertyIds = Array.isArray(asked) ? asked : scopedPropertyFilter(actor, asked);
  if (typeof propertyIds === 'number') await assertOwnsProperty(db, actor.userId, propertyIds);
  return { landlordId: actor.userId, kinds: LISTED_KINDS, propertyIds };
}

export async function visiblePayments(
  db: Db,
  actor: Actor,
  asked?: number | number[],
): Promise<Prisma.PaymentWhereInput> {
  const visible = await paymentVisibility(db, actor, asked);
  if ('tenantId' in visible) return { tenantId: visible.tenantId, kind: { in: visible.kinds } };
  const { landlordId, kinds, propertyIds } = visible;
  return {
    landlordId,
    kind: { in: kinds },
    ...(propertyIds !== undefined ? { unit: { propertyId: propertyIn(propertyIds) } } : {}),
  };
}

export async function listRentPayments(
  deps: Deps,
  actor: Actor,
  query: { page: number; page_size: number; property_id?: number },
): Promise<RentPaymentPage> {
  const where = await visiblePayments(deps.db, actor, query.property_id);
  const skip = (query.page - 1) * query.page_size;
  // Counting stops past the cap (or past this page, if deeper): a bounded read however many
  // payments there are. One row more than the page tells whether a next page exists.
  const bound = Math.max(RENT_PAYMENTS_COUNT_CAP, skip + query.page_size);
  const [counted, rows] = await Promise.all([
    deps.db.payment.count({ where, take: bound + 1 }),
    deps.db.payment.findMany({
      where,
      select: paymentRowSelect,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip,
      take: query.page_size + 1,
    }),
  ]);
  return {
    count: Math.min(counted, bound),
    count_capped: counted > bound,
    next_page: rows.length > query.page_size ? query.page + 1 : null,
    results: rows.slice(0, query.page_size).map(toRentPaymentRow),
  };
}

/**
 * Totals for the landlord's payments screen, all computed by the database. Rent only: deposits are
 * held for tenants, never income (issue 17, docs/decisions/018).
 */
export async function summarizeRentPayments(
  deps: Deps,
  landlordId: number,
  propertyId?: number | number[],
): Promise<RentPaymentSummary> {
  const visible = await visiblePayments(
    deps.db,
    { userId: landlordId, role: 'landlord' },
    propertyId,
  );
  const where: Prisma.PaymentWhereInput = { ...visible, kind: 'rent' };
  const today = nairobiDate(nowOf(deps));
  const month = { year: today.year, month: today.month };
  const next = addMonths(month, 1);
  const [thisMonth, pending, total, arrears] = await Promise.all([
    deps.db.payment.aggregate({
      where: {
        ...where,
        status: 'completed',
        completedAt: {
          gte: nairobiStartOf({ ...month, day: 1 }),
          lt: nairobiStartOf({ ...next, day: 1 }),
        },
      },
      _sum: { amount: true },
      _count: { _all: true },
    }),
    deps.db.payment.aggregate({
      where: { ...where, status: { in: ['pending', 'processing'] } },
      _sum: { amount: true },
      _count: { _all: true },
    }),
    deps.db.payment.aggregate({ where: { ...where, status: 'completed' }, _sum: { amount: true } }),
    // What current tenancies owe, from rent_balances (kept by the ledger's trigger).
    currentArrears(deps.db, deps.env, landlordId, propertyId),
  ]);
  return {
    month: formatMonth(month),
    collected_this_month: thisMonth._sum.amount ?? 0,
    completed_payments_this_month: thisMonth._count._all,
    pending_amount: pending._sum.amount ?? 0,
    pending_payments: pending._count._all,
    outstanding_rent: arrears.total,
    tenants_with_outstanding_rent: arrears.tenancies,
    total_collected: total._sum.amount ?? 0,
  };
}
