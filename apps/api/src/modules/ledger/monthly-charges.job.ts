import { nowOf, type Deps } from '../../lib/deps.js';
import { billableUnitSelect, missingCharges } from './rent-charges.service.js';
import { dateColumn, type CalendarMonth } from './rent-rules.js';

const INSERT_BATCH = 1000;

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
    select: billableUnitSelect,
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

  const charges = tenancies.flatMap((unit) =>
    missingCharges(unit, now, lastPosted.get(`${unit.currentTenantId}:${unit.id}`) ?? null),
  );

  let posted = 0;
  for (let i = 0; i < charges.length; i += INSERT_BATCH) {
    const batch = charges.slice(i, i + INSERT_BATCH);
    const result = await deps.db.rentLedgerEntry.createMany({ data: batch, skipDuplicates: true });
    posted += result.count;
  }
  if (posted > 0) deps.logger.info({ posted }, 'posted monthly rent charges');
  return { posted };
}
