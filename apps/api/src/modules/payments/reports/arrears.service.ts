import {
  ARREARS_BUCKETS,
  ARREARS_MESSAGES,
  ERROR_CODES,
  nairobiToday,
  oldestBucketIndex,
  type ArrearsAmounts,
  type ArrearsQuery,
  type ArrearsReport,
  type ArrearsRow,
} from '@pango/shared';
import type { Actor } from '../../../lib/auth.js';
import { nowOf, type Deps } from '../../../lib/deps.js';
import { AppError, notFound } from '../../../lib/errors.js';
import { scopedPropertyFilter } from '../../../lib/route-access.js';
import { keptArrears, refreshArrearsAgeing } from './arrears-kept.js';
import { arrearsRows, totalsOf, type ArrearsRowFull } from './arrears-rows.js';

// GET /api/payments/reports/arrears/ (issue 24 item 2): who owes what on a day, aged by how long it
// has been past due, per tenancy (tenant and unit), with the last payment. Rows are computed for
// every owing tenancy (a few statements, arrears-rows.ts) and sorted and paged here: the totals are
// over all of them, and an agency has a few thousand owing tenancies at most.

/** The report's day: the one asked for, else today in Nairobi; never a day still to come. */
/**
 * Brings the landlord's kept arrears ageing up to each tenancy's ledger (ADR 047), for another
 * module that reads arrears_ageing in its own statement (the tenants summary).
 */
export const refreshKeptArrears = refreshArrearsAgeing;

export function asOfDay(deps: Deps, asOf: string | undefined): string {
  const today = nairobiToday(nowOf(deps));
  if (asOf === undefined) return today;
  if (asOf > today)
    throw new AppError(400, ERROR_CODES.validation, ARREARS_MESSAGES.futureAsOf, {
      errors: { as_of: [ARREARS_MESSAGES.futureAsOf] },
    });
  return asOf;
}

/** A property the landlord owns (and the member may see), else 404 as another landlord's would. */
async function checkProperty(deps: Deps, actor: Actor, propertyId: number | undefined) {
  const filter = scopedPropertyFilter(actor, propertyId);
  if (propertyId === undefined) return filter;
  const property = await deps.db.property.findFirst({
    where: { id: propertyId, landlordId: actor.userId },
    select: { id: true },
  });
  if (!property) throw notFound('Property not found.');
  return filter;
}

type Sortable = Pick<ArrearsQuery, 'sort' | 'order'>;
const byName = new Intl.Collator('en', { sensitivity: 'base' });

function compareRows(a: ArrearsRow, b: ArrearsRow, sort: Sortable['sort']): number {
  switch (sort) {
    case 'tenant_name':
      return byName.compare(a.tenant_name, b.tenant_name);
    case 'oldest': {
      // The oldest bucket holding money, then how much is in it, then the total.
      const bucket = oldestBucketIndex(a) - oldestBucketIndex(b);
      if (bucket !== 0) return bucket;
      const key = ARREARS_BUCKETS[Math.max(0, oldestBucketIndex(a))] ?? 'current';
      return a[key] - b[key] || a.total - b.total;
    }
    case 'last_payment_date':
      // Never paid sorts as the oldest payment.
      return (a.last_payment_date ?? '').localeCompare(b.last_payment_date ?? '');
    case 'total':
      return a.total - b.total;
  }
}

/** Sorted as asked, ties broken by tenancy id (ascending whatever the order): a stable order. */
export function sortArrears<T extends ArrearsRow>(rows: T[], { sort, order }: Sortable): T[] {
  const sign = order === 'asc' ? 1 : -1;
  return rows.sort((a, b) => sign * compareRows(a, b, sort) || a.tenancy_id - b.tenancy_id);
}

const publicRow = ({
  tenant_email: _email,
  oldest_due: _due,
  ...row
}: ArrearsRowFull): ArrearsRow => row;

/**
 * Today's report reads the ageing kept per tenancy (arrears-kept.ts, brought up to date first);
 * an earlier day is computed from the ledger as it stood then (arrears-rows.ts).
 */
async function reportRows(
  deps: Deps,
  actor: Actor,
  query: Pick<ArrearsQuery, 'property_id' | 'as_of' | 'sort' | 'order'>,
  page?: { number: number; size: number },
): Promise<{ asOf: string; totals: ArrearsAmounts; count: number; rows: ArrearsRow[] }> {
  const asOf = asOfDay(deps, query.as_of);
  const propertyId = await checkProperty(deps, actor, query.property_id);
  const now = nowOf(deps);
  if (asOf === nairobiToday(now)) {
    await refreshArrearsAgeing(deps.db, deps.env, actor.userId, now);
    const kept = await keptArrears(deps.db, deps.env, {
      landlordId: actor.userId,
      propertyId,
      asOf,
      sort: query.sort,
      order: query.order,
      page,
    });
    return { asOf, ...kept, rows: kept.rows.map(({ tenant_email: _email, ...row }) => row) };
  }
  const computed = await arrearsRows(deps.db, deps.env, {
    landlordId: actor.userId,
    propertyId,
    asOf,
    now,
  });
  const rows = sortArrears(computed.map(publicRow), query);
  const start = page ? (page.number - 1) * page.size : 0;
  return {
    asOf,
    totals: totalsOf(rows),
    count: rows.length,
    rows: page ? rows.slice(start, start + page.size) : rows,
  };
}

/** Every owing row of the report, sorted (the CSV reads this). */
export async function allArrearsRows(
  deps: Deps,
  actor: Actor,
  query: Pick<ArrearsQuery, 'property_id' | 'as_of' | 'sort' | 'order'>,
): Promise<{ asOf: string; rows: ArrearsRow[] }> {
  const { asOf, rows } = await reportRows(deps, actor, query);
  return { asOf, rows };
}

export async function getArrearsReport(
  deps: Deps,
  actor: Actor,
  query: ArrearsQuery,
): Promise<ArrearsReport> {
  const report = await reportRows(deps, actor, query, {
    number: query.page,
    size: query.page_size,
  });
  return {
    as_of: report.asOf,
    property_id: query.property_id ?? null,
    totals: report.totals,
    count: report.count,
    results: report.rows,
  };
}
