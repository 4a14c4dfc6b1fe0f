import { nairobiDate } from '@pango/shared';
import { nowOf, type Deps } from '../../lib/deps.js';
import type { Db, DbTx } from '../../lib/db.js';
import { qualifiedTable } from '../../lib/raw-sql.js';
import { missingCharges } from '../ledger/rent-charges.service.js';
import { addMonths, dateColumn, formatMonth, type CalendarMonth } from '../ledger/rent-rules.js';
import {
  meteredLines,
  serviceLines,
  type BilledTenancy,
  type LedgerLineData,
  type RunReading,
  type RunTenancy,
  type RunVersion,
} from './billing-lines.js';
import { rulesInForce } from './billing-versions.js';
import { insertLines, markBilled } from './billing-insert.js';
import { postLateFees } from './late-fees.js';

// The billing run (issue 20, item 3; docs/decisions/029-billing-run.md). For every open tenancy,
// each period due (rent's lead time, ADR 012) is billed once, in one transaction per page of
// tenancies: rent (its historical key), a `service` line per fixed charge and a `water` line per
// metered charge of the version in force for the period, and a `tenancy_billing_periods` row.
// Then late fees (late-fees.ts). Every line has a unique charge_key and every insert is
// ON CONFLICT DO NOTHING, so restarts and concurrent workers post each line once. A page is a
// bounded number of queries, whatever the number of tenancies.

const PAGE = 1000;

export type BilledPeriod = { tenancy_id: number; period: string };
export type BillingRunResult = {
  posted: number;
  late_fees: number;
  /** The (tenancy, period) pairs this run billed first (invoices are composed for these). */
  billed: BilledPeriod[];
};

const periodOfMonth = (m: CalendarMonth) => `${formatMonth(m)}-01`;

const tenancySelect = {
  id: true,
  tenantId: true,
  unitId: true,
  landlordId: true,
  onPaymentPlan: true,
  unit: {
    select: {
      id: true,
      rent: true,
      rentDueDate: true,
      billingAnchorDate: true,
      currentTenantId: true,
      landlordId: true,
      propertyId: true,
      currentTenant: { select: { createdAt: true } },
    },
  },
} as const;

function loadPage(db: Db, after: number): Promise<RunTenancy[]> {
  return db.tenancy.findMany({
    where: { openUnitId: { not: null }, id: { gt: after } },
    orderBy: { id: 'asc' },
    take: PAGE,
    select: tenancySelect,
  });
}

/** Readings of the page's units from `since` on, each with the one before it (same charge). */
function loadReadings(deps: Deps, unitIds: number[], since: string) {
  const table = qualifiedTable(deps.env, 'meter_readings');
  return deps.db.$queryRaw<(RunReading & { period: Date })[]>`
    SELECT r.unit_id AS "unitId", r.charge_key AS "chargeKey", r.reading_milli AS "readingMilli",
           r.replaced_meter AS "replacedMeter", r.period, p.reading_milli AS "previousMilli"
      FROM ${table} r
      LEFT JOIN LATERAL (
        SELECT q.reading_milli FROM ${table} q
         WHERE q.unit_id = r.unit_id AND q.charge_key = r.charge_key AND q.period < r.period
         ORDER BY q.period DESC LIMIT 1
      ) p ON true
     WHERE r.unit_id = ANY(${unitIds}::int[]) AND r.period >= ${new Date(`${since}T00:00:00Z`)}`;
}

/** The versions in force for each period (one query per distinct period, usually one or two). */
async function versionsFor(db: Db | DbTx, propertyIds: number[], periods: Iterable<string>) {
  const byPeriod = new Map<string, Map<number, RunVersion>>();
  for (const period of periods) byPeriod.set(period, await rulesInForce(db, propertyIds, period));
  return byPeriod;
}

const asBilled = (t: RunTenancy): BilledTenancy => ({
  id: t.id,
  tenantId: t.tenantId,
  unitId: t.unitId,
  landlordId: t.landlordId,
});

async function billPage(deps: Deps, page: RunTenancy[], now: Date) {
  const ids = page.map((t) => t.id);
  const latest = await deps.db.tenancyBillingPeriod.groupBy({
    by: ['tenancyId'],
    where: { tenancyId: { in: ids } },
    _max: { period: true },
  });
  const lastBilled = new Map<number, CalendarMonth>();
  for (const row of latest)
    if (row._max.period) lastBilled.set(row.tenancyId, dateColumn(row._max.period));
  // A tenancy the run never billed resumes at its latest rent month (posted by the old rent job or
  // when the tenancy started), billed again so its fixed and metered lines are added; never from
  // the anchor, which would walk years of history already charged (ADR 029).
  const unmarked = ids.filter((id) => !lastBilled.has(id));
  if (unmarked.length > 0) {
    const rents = await deps.db.rentLedgerEntry.groupBy({
      by: ['tenancyId'],
      where: {
        tenancyId: { in: unmarked },
        type: 'charge',
        kind: 'rent',
        chargeKey: { not: null },
      },
      _max: { periodStart: true },
    });
    for (const row of rents)
      if (row._max.periodStart)
        lastBilled.set(row.tenancyId, addMonths(dateColumn(row._max.periodStart), -1));
  }

  // Periods due now per tenancy, with their rent rows (ADR 012's months, after the last billed).
  const rents = new Map<number, ReturnType<typeof missingCharges>>();
  for (const t of page) {
    if (t.unit.currentTenantId !== t.tenantId) continue;
    rents.set(t.id, missingCharges(t.unit, now, lastBilled.get(t.id) ?? null));
  }
  const today = nairobiDate(now);
  // Readings from two months back: a late reading still bills the period after it.
  const since = periodOfMonth(addMonths({ year: today.year, month: today.month }, -2));
  const readings = await loadReadings(
    deps,
    page.map((t) => t.unitId),
    since,
  );
  const periods = new Set<string>();
  for (const rows of rents.values())
    for (const row of rows) periods.add(periodOfMonth(dateColumn(row.periodStart)));
  for (const r of readings) periods.add(periodOfMonth(addMonths(dateColumn(r.period), 1)));
  const propertyIds = [...new Set(page.map((t) => t.unit.propertyId))];
  const versions = await versionsFor(deps.db, propertyIds, periods);

  const readingsByUnit = new Map<number, typeof readings>();
  for (const r of readings)
    readingsByUnit.set(r.unitId, [...(readingsByUnit.get(r.unitId) ?? []), r]);

  const lines: LedgerLineData[] = [];
  const due: BilledPeriod[] = [];
  for (const t of page) {
    const rentRows = rents.get(t.id);
    if (!rentRows) continue;
    const tenancy = asBilled(t);
    const newPeriods = rentRows.map((row) => periodOfMonth(dateColumn(row.periodStart)));
    const last =
      newPeriods.at(-1) ?? (lastBilled.has(t.id) ? periodOfMonth(lastBilled.get(t.id)!) : null);
    const unitReadings = readingsByUnit.get(t.unitId) ?? [];
    rentRows.forEach((row, i) => {
      const period = newPeriods[i]!;
      lines.push({ ...row, tenancyId: t.id, kind: 'rent' });
      lines.push(...serviceLines(tenancy, period, versions.get(period)?.get(t.unit.propertyId)));
      due.push({ tenancy_id: t.id, period });
    });
    // Metered lines: a reading of month R bills period R + 1 once that period is billed (now or
    // earlier), so a reading entered after its period was billed is still charged, once.
    for (const reading of unitReadings) {
      const period = periodOfMonth(addMonths(dateColumn(reading.period), 1));
      if (last === null || period > last) continue;
      const version = versions.get(period)?.get(t.unit.propertyId);
      lines.push(...meteredLines(tenancy, period, version, [reading]));
    }
  }
  if (lines.length === 0 && due.length === 0) return { posted: 0, billed: [] };
  return deps.db.$transaction(async (tx) => {
    const posted = await insertLines(tx, deps.env, lines);
    // Only the pairs this transaction marked: a concurrent run's pairs are its own to report.
    const billed = await markBilled(tx, deps.env, due);
    return { posted, billed };
  });
}

/**
 * The worker job `billing` (and its old name `rent-charges`): bills every open tenancy for the
 * periods due at the run's time, then charges late fees. Safe to run at any time and as often as
 * wanted (hourly, and at worker start).
 */
export async function runBilling(deps: Deps): Promise<BillingRunResult> {
  const now = nowOf(deps);
  const result: BillingRunResult = { posted: 0, late_fees: 0, billed: [] };
  let after = 0;
  for (;;) {
    const t0 = performance.now();
    const page = await loadPage(deps.db, after);
    if (page.length === 0) break;
    after = page.at(-1)!.id;
    const t1 = performance.now();
    const { posted, billed } = await billPage(deps, page, now);
    result.posted += posted;
    result.billed.push(...billed);
    const t2 = performance.now();
    result.late_fees += await postLateFees(deps, page, now);
    deps.logger.debug(
      { after, load: t1 - t0, bill: t2 - t1, lateFees: performance.now() - t2 },
      'billing page',
    );
    if (page.length < PAGE) break;
  }
  if (result.posted > 0 || result.late_fees > 0)
    deps.logger.info(
      { posted: result.posted, late_fees: result.late_fees, periods: result.billed.length },
      'billing run posted lines',
    );
  return result;
}

/** For callers composing invoices: the periods billed for tenancies since a time (ADR 029). */
export function listBilledPeriods(db: Db, since: Date) {
  return db.tenancyBillingPeriod.findMany({
    where: { createdAt: { gte: since } },
    orderBy: [{ createdAt: 'asc' }, { tenancyId: 'asc' }],
    select: { tenancyId: true, period: true },
  });
}
