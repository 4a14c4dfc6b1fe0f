import {
  changesApplyFrom,
  chargeKey,
  type BillingRulesParsed,
  type BillingRulesRead,
} from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { Deps } from '../../lib/deps.js';
import { nowOf } from '../../lib/deps.js';
import type { DbTx } from '../../lib/db.js';
import { notFound } from '../../lib/errors.js';
import { lockRows } from '../../lib/row-locks.js';
import { latestVersion, toBillingRulesRead, toDbDate } from './billing-versions.js';

// GET/PUT /api/accounts/properties/{id}/billing/ (issue 20, item 1; ADR 023).

/** The version in force for a period, for other modules (invoices read the due day from it). */
export { rulesInForce } from './billing-versions.js';

async function ownedProperty(db: Deps['db'] | DbTx, landlordId: number, propertyId: number) {
  const property = await db.property.findFirst({
    where: { id: propertyId, landlordId },
    select: { id: true },
  });
  if (!property) throw notFound();
  return property;
}

export async function getBillingRules(
  deps: Deps,
  landlordId: number,
  propertyId: number,
): Promise<BillingRulesRead> {
  await ownedProperty(deps.db, landlordId, propertyId);
  const version = await latestVersion(deps.db, propertyId);
  return toBillingRulesRead(propertyId, version, changesApplyFrom(nowOf(deps)));
}

function chargeRows(rules: BillingRulesParsed) {
  const fixed = rules.fixed_charges.map((c) => ({
    kind: 'fixed',
    name: c.name,
    nameKey: chargeKey(c.name),
    amount: c.amount,
  }));
  const metered = rules.metered_charges.map((c) => ({
    kind: 'metered',
    name: c.name,
    nameKey: chargeKey(c.name),
    unit: c.unit,
    rateCents: c.rate,
    minimumCharge: c.minimum_charge,
  }));
  return [...fixed, ...metered].map((row, position) => ({ ...row, position }));
}

/**
 * Saves the rules as the version for the next billing period: the current period keeps the rules
 * it started with. A second save before that period starts replaces the pending version. The
 * audit row holds the rules before (the latest version) and after.
 */
export async function saveBillingRules(
  deps: Deps,
  landlordId: number,
  propertyId: number,
  rules: BillingRulesParsed,
): Promise<BillingRulesRead> {
  const applyFrom = changesApplyFrom(nowOf(deps));
  return deps.db.$transaction(async (tx) => {
    await ownedProperty(tx, landlordId, propertyId);
    // Two saves at once take turns: each reads the "before" the other left.
    await lockRows(tx, deps.env, 'properties', [propertyId]);
    const before = toBillingRulesRead(propertyId, await latestVersion(tx, propertyId), applyFrom);
    const fields = {
      rentDueDay: rules.rent_due_day,
      graceDays: rules.grace_days,
      lateFeeType: rules.late_fee.type,
      lateFeeAmount: rules.late_fee.amount,
      lateFeePercentBp: rules.late_fee.percent_bp,
      lateFeeCap: rules.late_fee.cap,
      createdById: landlordId,
    };
    const version = await tx.propertyBillingVersion.upsert({
      where: { propertyId_effectiveFrom: { propertyId, effectiveFrom: toDbDate(applyFrom) } },
      create: { propertyId, effectiveFrom: toDbDate(applyFrom), ...fields },
      update: fields,
      select: { id: true },
    });
    await tx.propertyBillingCharge.deleteMany({ where: { versionId: version.id } });
    await tx.propertyBillingCharge.createMany({
      data: chargeRows(rules).map((row) => ({ ...row, versionId: version.id })),
    });
    const after = toBillingRulesRead(propertyId, await latestVersion(tx, propertyId), applyFrom);
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.billingRulesSaved,
      entityType: 'property',
      entityId: propertyId,
      data: { before: auditable(before), after: auditable(after) },
    });
    return after;
  });
}

/** The rules without the read-only period hint, as JSON the audit log keeps. */
function auditable(rules: BillingRulesRead) {
  const { changes_apply_from: _hint, property: _property, ...rest } = rules;
  return rest;
}
