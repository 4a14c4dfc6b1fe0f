import { lateFeeFor, lateFeeFrom, nairobiDate, type LateFeeType } from '@pango/shared';
import type { Deps } from '../../lib/deps.js';
import { insertLines } from './billing-insert.js';
import {
  addMonths,
  allocateCredits,
  dateColumn,
  formatDate,
  formatMonth,
  rentAnchor,
} from '../ledger/rent-rules.js';
import {
  lateFeeLine,
  type LedgerLineData,
  type RunTenancy,
  type RunVersion,
} from './billing-lines.js';
import { rulesInForce } from './billing-versions.js';

// Late fees of the billing run (issue 20; ADR 029). A month's fee is charged once the day after
// its due day + grace days (of the version in force for that month) has come, when that month's
// rent is still unpaid, never on a tenancy on a payment plan, and never for a month whose rent
// was posted after that day (a tenancy that started late). Only this month and last month are
// looked at: after a long outage the run does not charge fees for months nobody was reminded of.
// The key "<tenancy>:late_fee:<YYYY-MM>" makes it once per month, whatever runs concurrently.

const feeRule = (v: RunVersion) => ({
  type: v.lateFeeType as LateFeeType,
  amount: v.lateFeeAmount,
  percentBp: v.lateFeePercentBp,
  cap: v.lateFeeCap,
});

export async function postLateFees(deps: Deps, page: RunTenancy[], now: Date): Promise<number> {
  const housed = page.filter((t) => !t.onPaymentPlan && t.unit.currentTenantId === t.tenantId);
  if (housed.length === 0) return 0;
  const owing = await deps.db.rentBalance.findMany({
    where: { tenancyId: { in: housed.map((t) => t.id) }, balance: { gt: 0 } },
    select: { tenancyId: true },
  });
  const owingIds = new Set(owing.map((row) => row.tenancyId));
  const candidates = housed.filter((t) => owingIds.has(t.id));
  if (candidates.length === 0) return 0;

  const todayDate = nairobiDate(now);
  const today = formatDate(todayDate);
  const thisMonth = { year: todayDate.year, month: todayDate.month };
  const periods = [addMonths(thisMonth, -1), thisMonth].map((m) => `${formatMonth(m)}-01`);
  const propertyIds = [...new Set(candidates.map((t) => t.unit.propertyId))];
  const versions = new Map<string, Map<number, RunVersion>>();
  for (const period of periods)
    versions.set(period, await rulesInForce(deps.db, propertyIds, period));

  const due: { tenancy: RunTenancy; period: string; version: RunVersion; from: string }[] = [];
  for (const tenancy of candidates)
    for (const period of periods) {
      const version = versions.get(period)?.get(tenancy.unit.propertyId);
      if (!version || version.lateFeeType === 'none') continue;
      const from = lateFeeFrom(period, version.rentDueDay, version.graceDays);
      if (today >= from) due.push({ tenancy, period, version, from });
    }
  if (due.length === 0) return 0;

  const rows = await deps.db.rentLedgerEntry.findMany({
    where: { tenancyId: { in: [...new Set(due.map((d) => d.tenancy.id))] } },
    select: {
      id: true,
      tenancyId: true,
      type: true,
      kind: true,
      amount: true,
      periodStart: true,
      createdAt: true,
      waivedEntryId: true,
    },
    orderBy: { id: 'asc' },
  });
  const rowsOf = new Map<number, typeof rows>();
  for (const row of rows) rowsOf.set(row.tenancyId, [...(rowsOf.get(row.tenancyId) ?? []), row]);

  const fees: LedgerLineData[] = [];
  for (const { tenancy, period, version, from } of due) {
    const own = rowsOf.get(tenancy.id) ?? [];
    const rent = own.find(
      (row) =>
        row.kind === 'rent' &&
        row.type === 'charge' &&
        row.periodStart !== null &&
        formatDate(dateColumn(row.periodStart)) === period,
    );
    if (!rent || formatDate(nairobiDate(rent.createdAt)) >= from) continue;
    const anchor = rentAnchor(tenancy.unit.rentDueDate, tenancy.unit.billingAnchorDate);
    const { unpaid } = allocateCredits(own, anchor?.day ?? null);
    const fee = lateFeeFor(feeRule(version), unpaid.get(rent.id) ?? 0);
    if (fee > 0)
      fees.push(
        lateFeeLine(
          {
            id: tenancy.id,
            tenantId: tenancy.tenantId,
            unitId: tenancy.unitId,
            landlordId: tenancy.landlordId,
          },
          period,
          fee,
        ),
      );
  }
  if (fees.length === 0) return 0;
  return deps.db.$transaction((tx) => insertLines(tx, deps.env, fees));
}
