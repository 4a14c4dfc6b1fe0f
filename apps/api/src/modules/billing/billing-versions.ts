import {
  DEFAULT_BILLING_RULES,
  fromScaledInteger,
  type BillingRulesRead,
  type LateFeeType,
} from '@pango/shared';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Db, DbTx } from '../../lib/db.js';

// Reading a property's rule versions (ADR 023). The billing run (issue 20, item 3) takes the version
// in force for its period with `rulesInForce`; the Billing tab edits the latest one.

export const versionSelect = {
  id: true,
  propertyId: true,
  effectiveFrom: true,
  rentDueDay: true,
  graceDays: true,
  lateFeeType: true,
  lateFeeAmount: true,
  lateFeePercentBp: true,
  lateFeeCap: true,
  charges: {
    orderBy: [{ position: 'asc' as const }, { id: 'asc' as const }],
    select: {
      kind: true,
      name: true,
      nameKey: true,
      amount: true,
      unit: true,
      rateCents: true,
      minimumCharge: true,
    },
  },
} satisfies Prisma.PropertyBillingVersionSelect;

type VersionRow = {
  effectiveFrom: Date;
  rentDueDay: number;
  graceDays: number;
  lateFeeType: string;
  lateFeeAmount: number | null;
  lateFeePercentBp: number | null;
  lateFeeCap: number | null;
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

export const dateOnly = (date: Date) => date.toISOString().slice(0, 10);
export const toDbDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** A metered charge as the billing run and the readings use it (exact integers). */
export type MeteredChargeRule = {
  name: string;
  nameKey: string;
  unit: string;
  rateCents: number;
  minimumCharge: number | null;
};

export function meteredCharges(version: VersionRow): MeteredChargeRule[] {
  return version.charges
    .filter((c) => c.kind === 'metered')
    .map((c) => ({
      name: c.name,
      nameKey: c.nameKey,
      unit: c.unit ?? '',
      rateCents: c.rateCents ?? 0,
      minimumCharge: c.minimumCharge,
    }));
}

/** The API's shape of a version (null: the defaults, nothing saved yet). */
export function toBillingRulesRead(
  propertyId: number,
  version: VersionRow | null,
  changesApplyFrom: string,
): BillingRulesRead {
  if (!version)
    return {
      property: propertyId,
      ...DEFAULT_BILLING_RULES,
      late_fee: { ...DEFAULT_BILLING_RULES.late_fee },
      fixed_charges: [],
      metered_charges: [],
      effective_from: null,
      changes_apply_from: changesApplyFrom,
    };
  return {
    property: propertyId,
    rent_due_day: version.rentDueDay,
    grace_days: version.graceDays,
    late_fee: {
      type: version.lateFeeType as LateFeeType,
      amount: version.lateFeeAmount,
      percent:
        version.lateFeePercentBp === null ? null : fromScaledInteger(version.lateFeePercentBp, 2),
      cap: version.lateFeeCap,
    },
    fixed_charges: version.charges
      .filter((c) => c.kind === 'fixed')
      .map((c) => ({ name: c.name, amount: c.amount ?? 0 })),
    metered_charges: meteredCharges(version).map((c) => ({
      name: c.name,
      unit: c.unit,
      rate: fromScaledInteger(c.rateCents, 2),
      minimum_charge: c.minimumCharge,
    })),
    effective_from: dateOnly(version.effectiveFrom),
    changes_apply_from: changesApplyFrom,
  };
}

/** The latest saved version of a property (what the Billing tab shows), or null. */
export function latestVersion(db: Db | DbTx, propertyId: number) {
  return db.propertyBillingVersion.findFirst({
    where: { propertyId },
    orderBy: { effectiveFrom: 'desc' },
    select: versionSelect,
  });
}

/**
 * The version in force for a period ('YYYY-MM-01'): the latest effective on or before it; null
 * before the first one (DEFAULT_BILLING_RULES apply). One query for any number of properties.
 */
export async function rulesInForce(db: Db | DbTx, propertyIds: number[], period: string) {
  const rows = await db.propertyBillingVersion.findMany({
    where: { propertyId: { in: propertyIds }, effectiveFrom: { lte: toDbDate(period) } },
    orderBy: [{ propertyId: 'asc' }, { effectiveFrom: 'desc' }],
    select: versionSelect,
  });
  // Newest first per property: the first row of each is the one in force.
  const byProperty = new Map<number, (typeof rows)[number]>();
  for (const row of rows) if (!byProperty.has(row.propertyId)) byProperty.set(row.propertyId, row);
  return byProperty;
}
