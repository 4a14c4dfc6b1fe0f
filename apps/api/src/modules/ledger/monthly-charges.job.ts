import { nairobiDate } from '@pango/shared';
import { nowOf, type Deps } from '../../lib/deps.js';
import {
  chargeKeyOf,
  dateColumn,
  monthsToCharge,
  rentAnchor,
  toDateColumn,
  type CalendarMonth,
} from './rent-rules.js';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const INSERT_BATCH = 1000;

export const chargeDescription = (m: CalendarMonth) =>
  `Rent for ${MONTH_NAMES[m.month - 1]} ${m.year}`;

/**
 * The worker job: posts every monthly rent charge that is due (or within the lead time) and
 * missing, for every current tenancy. Three queries plus one insert per 1000 charges, whatever the
 * number of tenancies. Idempotent and safe to run concurrently: the unique chargeKey makes the
 * insert skip a month already posted (ON CONFLICT DO NOTHING), so a restart or a second worker
 * never posts a month twice. Suggested schedule: hourly, and once at worker start.
 */
export async function postMonthlyCharges(deps: Deps): Promise<{ posted: number }> {
  const now = nowOf(deps);
  const tenancies = await deps.db.unit.findMany({
    where: { currentTenantId: { not: null } },
    select: {
      id: true,
      rent: true,
      rentDueDate: true,
      currentTenantId: true,
      property: { select: { landlordId: true } },
      currentTenant: {
        select: { createdAt: true, tenantProfile: { select: { moveInDate: true } } },
      },
    },
  });
  if (tenancies.length === 0) return { posted: 0 };

  // The latest month already charged per tenancy, so a run only considers newer months.
  const latest = await deps.db.rentLedgerEntry.groupBy({
    by: ['tenantId', 'unitId'],
    where: { type: 'charge', chargeKey: { not: null } },
    _max: { periodStart: true },
  });
  const lastPosted = new Map<string, CalendarMonth>();
  for (const row of latest) {
    const start = row._max.periodStart;
    if (start) lastPosted.set(`${row.tenantId}:${row.unitId}`, dateColumn(start));
  }

  const charges = tenancies.flatMap((unit) => {
    const tenantId = unit.currentTenantId;
    const anchor = rentAnchor(
      unit.rentDueDate,
      unit.currentTenant?.tenantProfile?.moveInDate ?? null,
    );
    if (tenantId === null || !anchor || unit.rent <= 0) return [];
    const last = lastPosted.get(`${tenantId}:${unit.id}`) ?? null;
    const joined = unit.currentTenant ? nairobiDate(unit.currentTenant.createdAt) : null;
    return monthsToCharge(anchor, now, last, joined).map((month) => ({
      tenantId,
      unitId: unit.id,
      landlordId: unit.property.landlordId,
      type: 'charge' as const,
      amount: unit.rent,
      periodStart: toDateColumn({ ...month, day: 1 }),
      description: chargeDescription(month),
      chargeKey: chargeKeyOf(tenantId, unit.id, month),
    }));
  });

  let posted = 0;
  for (let i = 0; i < charges.length; i += INSERT_BATCH) {
    const batch = charges.slice(i, i + INSERT_BATCH);
    const result = await deps.db.rentLedgerEntry.createMany({ data: batch, skipDuplicates: true });
    posted += result.count;
  }
  if (posted > 0) deps.logger.info({ posted }, 'posted monthly rent charges');
  return { posted };
}
