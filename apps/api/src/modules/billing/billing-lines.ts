import {
  billedLineKey,
  fromScaledInteger,
  meterAmount,
  meterConsumption,
  periodLabel,
} from '@pango/shared';
import { meteredCharges } from './billing-versions.js';

// The lines the billing run posts for one tenancy and period (ADR 029), as pure functions: the job
// loads rows and inserts what these return. Rent keeps its own builder (ledger/rent-charges).

/** A rule version as the run needs it (the shape of billing-versions' `versionSelect`). */
export type RunVersion = {
  rentDueDay: number;
  graceDays: number;
  lateFeeType: string;
  lateFeeAmount: number | null;
  lateFeePercentBp: number | null;
  lateFeeCap: number | null;
  effectiveFrom: Date;
  charges: {
    kind: string;
    name: string;
    nameKey: string;
    amount: number | null;
    unit: string | null;
    rateCents: number | null;
    minimumCharge: number | null;
  }[];
};

/** An open tenancy as the run loads it (billing-run.job's select). */
export type RunTenancy = {
  id: number;
  tenantId: number;
  unitId: number;
  landlordId: number;
  onPaymentPlan: boolean;
  unit: {
    id: number;
    rent: number;
    rentDueDate: Date | null;
    billingAnchorDate: Date | null;
    currentTenantId: number | null;
    landlordId: number;
    propertyId: number;
    currentTenant: { createdAt: Date } | null;
  };
};

export type BilledTenancy = {
  id: number;
  tenantId: number;
  unitId: number;
  landlordId: number;
};

/** A meter reading with the one before it (same unit and charge), for a billed period. */
export type RunReading = {
  unitId: number;
  chargeKey: string;
  readingMilli: number;
  replacedMeter: boolean;
  previousMilli: number | null;
};

export type LedgerLineData = {
  tenantId: number;
  unitId: number;
  landlordId: number;
  tenancyId: number;
  type: 'charge';
  kind: 'rent' | 'service' | 'water' | 'late_fee';
  amount: number;
  periodStart: Date;
  description: string;
  chargeKey: string;
};

const periodDate = (period: string) => new Date(`${period}T00:00:00Z`);

function line(
  tenancy: BilledTenancy,
  period: string,
  kind: LedgerLineData['kind'],
  amount: number,
  description: string,
  chargeKey: string,
): LedgerLineData {
  return {
    tenantId: tenancy.tenantId,
    unitId: tenancy.unitId,
    landlordId: tenancy.landlordId,
    tenancyId: tenancy.id,
    type: 'charge',
    kind,
    amount,
    periodStart: periodDate(period),
    description,
    chargeKey,
  };
}

/** One `service` line per fixed charge of the version in force for the period. */
export function serviceLines(
  tenancy: BilledTenancy,
  period: string,
  version: RunVersion | undefined,
): LedgerLineData[] {
  if (!version) return [];
  return version.charges
    .filter((c) => c.kind === 'fixed' && (c.amount ?? 0) > 0)
    .map((c) =>
      line(
        tenancy,
        period,
        'service',
        c.amount ?? 0,
        c.name,
        billedLineKey(tenancy.id, 'service', period, c.nameKey),
      ),
    );
}

/**
 * One `water` line per metered charge of the version in force for the period with a reading of
 * the month before it (the caretaker reads at the end of a month; the next bill charges it): the
 * consumption × the period's rate, at least the minimum. No reading, a first reading (a baseline)
 * or no consumption → no line.
 */
export function meteredLines(
  tenancy: BilledTenancy,
  period: string,
  version: RunVersion | undefined,
  readings: readonly RunReading[],
): LedgerLineData[] {
  if (!version) return [];
  const lines: LedgerLineData[] = [];
  for (const charge of meteredCharges(version)) {
    const reading = readings.find((r) => r.chargeKey === charge.nameKey);
    if (!reading) continue;
    const consumption = meterConsumption(reading);
    if (consumption === null) continue;
    const amount = meterAmount({
      consumptionMilli: consumption,
      rateCents: charge.rateCents,
      minimumCharge: charge.minimumCharge,
    });
    if (amount <= 0) continue;
    const used = fromScaledInteger(consumption, 3);
    lines.push(
      line(
        tenancy,
        period,
        'water',
        amount,
        `${charge.name}: ${used} ${charge.unit}`.trim(),
        billedLineKey(tenancy.id, 'water', period, charge.nameKey),
      ),
    );
  }
  return lines;
}

export function lateFeeLine(
  tenancy: BilledTenancy,
  period: string,
  amount: number,
): LedgerLineData {
  return line(
    tenancy,
    period,
    'late_fee',
    amount,
    `Late fee for ${periodLabel(period)}`,
    billedLineKey(tenancy.id, 'late_fee', period),
  );
}
