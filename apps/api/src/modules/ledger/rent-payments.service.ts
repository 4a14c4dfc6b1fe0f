import { hotQuery } from '../../lib/hot-query.js';
import { propertyIn, scopedPropertyFilter } from '../../lib/route-access.js';
import type { RentPaymentPage, RentPaymentRow, RentPaymentSummary } from '@pango/shared';
import { RENT_PAYMENTS_COUNT_CAP, formatReceiptNumber, nairobiDate } from '@pango/shared';
import { Prisma } from '../../generated/prisma/client.js';
import type { Actor } from '../../lib/auth.js';
import type { Db } from '../../lib/db.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { enteredBySelect, toEnteredBy } from '../../lib/entered-by.js';
import { notFound } from '../../lib/errors.js';
import { qualifiedTable } from '../../lib/raw-sql.js';
import { currentOwingFrom } from './current-arrears.service.js';
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

/** paymentVisibility without its read: one property asked by a landlord is still to be checked. */
function paymentScope(actor: Actor, asked?: number | number[]): PaymentVisibility {
  if (actor.role === 'tenant') return { tenantId: actor.userId, kinds: LISTED_KINDS };
  const propertyIds = Array.isArray(asked) ? asked : scopedPropertyFilter(actor, asked);
  return { landlordId: actor.userId, kinds: LISTED_KINDS, propertyIds };
}

export async function paymentVisibility(
  db: Db,
  actor: Actor,
  asked?: number | number[],
): Promise<PaymentVisibility> {
  const visible = paymentScope(actor, asked);
  if ('landlordId' in visible && typeof visible.propertyIds === 'number')
    await assertOwnsProperty(db, visible.landlordId, visible.propertyIds);
  return visible;
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

/**
 * A listed payment as the statement answers it: [id, kind, amount, status, method, reference,
 * mpesa receipt, receipt number, description, created_at ms, completed_at ms, tenant id, tenant or
 * payer name, unit id, unit number, property id, property name, entered by name, entered by role].
 */
type PaymentTuple = [
  number,
  string,
  number,
  RentPaymentRow['status'],
  string,
  string,
  string | null,
  number | null,
  string | null,
  number,
  number | null,
  number | null,
  string | null,
  number | null,
  string | null,
  number | null,
  string | null,
  string | null,
  NonNullable<RentPaymentRow['entered_by']>['role'] | null,
];

type RentPaymentPageRow = { owned: boolean; counted: number; page: PaymentTuple[] };

export async function listRentPayments(
  deps: Deps,
  actor: Actor,
  query: { page: number; page_size: number; property_id?: number },
): Promise<RentPaymentPage> {
  const visible = paymentScope(actor, query.property_id);
  const t = (name: string) => qualifiedTable(deps.env, name);
  let where: Prisma.Sql;
  // One property must be the landlord's (else 404): checked in the same statement.
  let owned = Prisma.sql`true`;
  if ('tenantId' in visible) where = Prisma.sql`p."tenant_id" = ${visible.tenantId}`;
  else {
    const { landlordId, propertyIds: ids } = visible;
    // A payment lies on its unit's property; one with no unit on none.
    const onUnit = (condition: Prisma.Sql) =>
      Prisma.sql`AND EXISTS (SELECT 1 FROM ${t('units')} fu
                              WHERE fu."id" = p."unit_id" AND ${condition})`;
    const property =
      ids === undefined
        ? Prisma.empty
        : Array.isArray(ids)
          ? onUnit(Prisma.sql`fu."property_id" = ANY(${ids}::int[])`)
          : onUnit(Prisma.sql`fu."property_id" = ${ids}`);
    where = Prisma.sql`p."landlord_id" = ${landlordId} ${property}`;
    if (typeof ids === 'number')
      owned = Prisma.sql`EXISTS (SELECT 1 FROM ${t('properties')} op
                                  WHERE op."id" = ${ids} AND op."landlord_id" = ${landlordId})`;
  }
  const skip = (query.page - 1) * query.page_size;
  // Counting stops past the cap (or past this page, if deeper): a bounded read however many
  // payments there are. One row more than the page tells whether a next page exists.
  const bound = Math.max(RENT_PAYMENTS_COUNT_CAP, skip + query.page_size);
  // The kinds as enum literals (constants): `kind::text IN ($1, $2)` hid the column's statistics
  // and the planner sorted all of a member's payments for a page of 20 (1 s against 0.1 s).
  const kinds = Prisma.raw(visible.kinds.map((kind) => `'${kind}'`).join(', '));
  // Both reads wait on ownership, so another landlord's property scans nothing.
  const visibleWhere = Prisma.sql`${where} AND p."kind" IN (${kinds})
    AND (SELECT o."owned" FROM owned o)`;
  // One raw statement (issue 26, ADR 049): the ownership check, capped count and page were up to
  // three Prisma round trips, and decoding Prisma's nested select cost most of the API's CPU. The
  // count stays unordered and apart from the page: taking a member's first 1,001 rows in order
  // made Postgres read and sort all 65,000 of them.
  const [row] = await hotQuery<RentPaymentPageRow>(
    deps.db,
    Prisma.sql`
    WITH owned AS (SELECT ${owned} AS owned)
    SELECT (SELECT o."owned" FROM owned o) AS owned,
           (SELECT count(*)::int
              FROM (SELECT 1 FROM ${t('payments')} p WHERE ${visibleWhere}
                     LIMIT ${bound + 1}) c) AS counted,
           (SELECT coalesce(json_agg(json_build_array(v."id", v."kind", v."amount", v."status",
                     v."payment_method", coalesce(v."manual_reference", v."merchant_reference"),
                     v."mpesa_receipt", v."receipt_number", v."description",
                     (extract(epoch FROM v."created_at") * 1000)::bigint,
                     (extract(epoch FROM v."completed_at") * 1000)::bigint,
                     tu."id", coalesce(tu."full_name", v."payer_name", v."payer_email"),
                     u."id", u."unit_number", pr."id", pr."name", m."name", m."role")
                     ORDER BY v."created_at" DESC, v."id" DESC), '[]')
              FROM (SELECT p."id", p."kind", p."amount", p."status", p."payment_method",
                           p."manual_reference", p."merchant_reference", p."mpesa_receipt",
                           p."receipt_number", p."description", p."created_at", p."completed_at",
                           p."payer_name", p."payer_email", p."tenant_id", p."unit_id",
                           p."entered_by_member_id"
                      FROM ${t('payments')} p WHERE ${visibleWhere}
                     ORDER BY p."created_at" DESC, p."id" DESC
                    OFFSET ${skip} LIMIT ${query.page_size + 1}) v
              LEFT JOIN ${t('users')} tu ON tu."id" = v."tenant_id"
              LEFT JOIN ${t('units')} u ON u."id" = v."unit_id"
              LEFT JOIN ${t('properties')} pr ON pr."id" = u."property_id"
              LEFT JOIN ${t('team_members')} m ON m."id" = v."entered_by_member_id") AS page`,
  );
  if (!row) throw new Error('The payments statement answered no row.');
  if (!row.owned) throw notFound();
  return {
    count: Math.min(row.counted, bound),
    count_capped: row.counted > bound,
    next_page: row.page.length > query.page_size ? query.page + 1 : null,
    results: row.page.slice(0, query.page_size).map(fromTuple),
  };
}

/** toRentPaymentRow's answer, from the statement's tuple. */
function fromTuple([
  id,
  kind,
  amount,
  status,
  method,
  reference,
  mpesaReceipt,
  receiptNumber,
  description,
  createdAt,
  completedAt,
  tenantId,
  tenantName,
  unitId,
  unitNumber,
  propertyId,
  propertyName,
  enteredName,
  enteredRole,
]: PaymentTuple): RentPaymentRow {
  return {
    id,
    tenant: tenantId,
    tenant_name: tenantName,
    unit: unitId,
    unit_number: unitNumber,
    property: propertyId,
    property_name: propertyName,
    amount,
    transaction_type: kind === 'deposit' ? 'deposit' : 'rent',
    status,
    payment_method: method,
    reference_number: reference,
    mpesa_receipt: mpesaReceipt,
    receipt_number: receiptNumber === null ? null : formatReceiptNumber(receiptNumber),
    description,
    created_at: new Date(Number(createdAt)).toISOString(),
    completed_at: completedAt === null ? null : new Date(Number(completedAt)).toISOString(),
    entered_by: enteredName === null ? null : { name: enteredName, role: enteredRole! },
  };
}

/**
 * Totals for the landlord's payments screen, all computed by the database. Rent only: deposits are
 * held for tenants, never income (issue 17, docs/decisions/018).
 */
type SummaryRow = {
  owned: boolean;
  month_sum: bigint;
  month_count: number;
  pending_sum: bigint;
  pending_count: number;
  total: bigint;
  owing: bigint;
  owing_count: number;
};

/**
 * GET /payments/rent-payments/summary/ in one statement (issue 26: it was five, the property
 * check, three Prisma aggregates and the owing balances, each a round trip of its own). This
 * month's completed rent is summed from the (landlord_id, status, completed_at, kind, amount)
 * index alone, the all-time total from rent_collected_totals (kept per property by the payments'
 * trigger, ADR 050), what current tenancies owe from the kept balances.
 */
export async function summarizeRentPayments(
  deps: Deps,
  landlordId: number,
  propertyId?: number | number[],
): Promise<RentPaymentSummary> {
  const t = (name: string) => qualifiedTable(deps.env, name);
  const today = nairobiDate(nowOf(deps));
  const month = { year: today.year, month: today.month };
  const next = addMonths(month, 1);
  // One property must be the landlord's (404 otherwise), checked in the same statement.
  const owned =
    typeof propertyId === 'number'
      ? Prisma.sql`EXISTS (SELECT 1 FROM ${t('properties')} op
                            WHERE op."id" = ${propertyId} AND op."landlord_id" = ${landlordId})`
      : Prisma.sql`true`;
  const inScope =
    propertyId === undefined
      ? Prisma.empty
      : Prisma.sql`AND EXISTS (SELECT 1 FROM ${t('units')} pu WHERE pu."id" = p."unit_id" AND ${
          Array.isArray(propertyId)
            ? Prisma.sql`pu."property_id" = ANY(${propertyId}::int[])`
            : Prisma.sql`pu."property_id" = ${propertyId}`
        })`;
  const rent = Prisma.sql`p."landlord_id" = ${landlordId} AND p."kind" = 'rent' ${inScope}`;
  const collectedInScope =
    propertyId === undefined
      ? Prisma.empty
      : Array.isArray(propertyId)
        ? Prisma.sql`AND c."property_id" = ANY(${propertyId}::int[])`
        : Prisma.sql`AND c."property_id" = ${propertyId}`;
  const [row] = await hotQuery<SummaryRow>(
    deps.db,
    Prisma.sql`
    SELECT ${owned} AS owned, m."sum" AS month_sum, m."count" AS month_count,
           q."sum" AS pending_sum, q."count" AS pending_count,
           (SELECT coalesce(sum(c."gross"), 0)::bigint FROM ${t('rent_collected_totals')} c
             WHERE c."landlord_id" = ${landlordId} ${collectedInScope}) AS total,
           o."sum" AS owing, o."count" AS owing_count
      FROM (SELECT coalesce(sum(p."amount"), 0)::bigint AS "sum", count(*)::int AS "count"
              FROM ${t('payments')} p
             WHERE ${rent} AND p."status" = 'completed'
               AND p."completed_at" >= ${nairobiStartOf({ ...month, day: 1 })}
               AND p."completed_at" < ${nairobiStartOf({ ...next, day: 1 })}) m,
           (SELECT coalesce(sum(p."amount"), 0)::bigint AS "sum", count(*)::int AS "count"
              FROM ${t('payments')} p
             WHERE ${rent} AND p."status" IN ('pending', 'processing')) q,
           (SELECT coalesce(sum(b."balance"), 0)::bigint AS "sum", count(*)::int AS "count"
              ${currentOwingFrom(deps.env, landlordId, propertyId)}) o`,
  );
  if (!row?.owned) throw notFound();
  return {
    month: formatMonth(month),
    collected_this_month: Number(row.month_sum),
    completed_payments_this_month: row.month_count,
    pending_amount: Number(row.pending_sum),
    pending_payments: row.pending_count,
    outstanding_rent: Number(row.owing),
    tenants_with_outstanding_rent: row.owing_count,
    total_collected: Number(row.total),
  };
}
