import { ERROR_CODES, TENANT_MESSAGES, type TenantActionResult, nairobiDate } from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { DbTx } from '../../lib/db.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { AppError, notFound } from '../../lib/errors.js';
import { kickOutbox } from '../../lib/outbox.js';
import { lockRows } from '../../lib/row-locks.js';
import { postTenancyCharges } from '../ledger/rent-charges.service.js';
import { settleOnRemoval } from '../tenancies/move-out.service.js';
import { toDateColumn } from '../ledger/rent-rules.js';
import { statusWhere } from './tenant-rows.js';

// Who lives in which unit: assigning, removing and evicting. Ending a tenancy settles it like a
// move-out (rent to the day, deposit applied, refund due: tenancies/settle-tenancy.service.ts);
// payments and ledger rows stay with the tenancy for statements and audits.

const conflict = (detail: string) => new AppError(409, ERROR_CODES.conflict, detail);

/**
 * Puts the tenant in the unit if nobody lives there. Row locks (SELECT ... FOR UPDATE), always the
 * tenant's profile first and then the unit, so every claim takes them in one order: two claims of
 * one unit, or of one tenant into two units, run one after the other and the second sees the
 * first's result, which a conditional UPDATE of the unit alone could not give for the tenant side
 * (it would end in a unique-constraint error instead of the spec's sentence).
 * The tenancy's billing anchor is the day it starts (Nairobi), set here by the server and never by
 * the tenant (docs/decisions/018); its first charge is posted in the same transaction.
 */
export async function claimUnit(
  tx: DbTx,
  deps: Pick<Deps, 'env'>,
  claim: { unitId: number; tenantId: number; unitNumber: string; now: Date },
): Promise<void> {
  const { unitId, tenantId, unitNumber, now } = claim;
  await lockRows(tx, deps.env, 'tenant_profiles', [tenantId]);
  await lockRows(tx, deps.env, 'units', [unitId]);
  const current = await tx.unit.findUnique({
    where: { currentTenantId: tenantId },
    select: { id: true },
  });
  if (current && current.id !== unitId) throw conflict(TENANT_MESSAGES.tenantHasUnit);
  if (current) return;
  const unit = await tx.unit.findUnique({
    where: { id: unitId },
    select: { currentTenantId: true },
  });
  if (!unit || unit.currentTenantId !== null)
    throw conflict(TENANT_MESSAGES.unitNotVacant(unitNumber));
  await tx.unit.update({
    where: { id: unitId },
    data: {
      currentTenantId: tenantId,
      isAvailable: false,
      billingAnchorDate: toDateColumn(nairobiDate(now)),
    },
  });
  await postTenancyCharges(tx, unitId, now);
}

/** The move-in date (information the tenant may correct; it never moves billing) starts as today. */
export async function setMoveInIfUnset(tx: DbTx, tenantId: number, now: Date): Promise<void> {
  await tx.tenantProfile.updateMany({
    where: { userId: tenantId, moveInDate: null },
    data: { moveInDate: toDateColumn(nairobiDate(now)) },
  });
}

async function ownedUnit(tx: DbTx, landlordId: number, unitId: number) {
  const unit = await tx.unit.findFirst({
    where: { id: unitId, landlordId },
    select: { id: true, unitNumber: true, currentTenantId: true, isAvailable: true },
  });
  if (!unit) throw notFound();
  return unit;
}

/** POST /accounts/units/:unitId/assign/:tenantId/ */
export async function assignTenant(
  deps: Deps,
  landlordId: number,
  unitId: number,
  tenantId: number,
): Promise<TenantActionResult> {
  const now = nowOf(deps);
  return deps.db.$transaction(async (tx) => {
    const unit = await ownedUnit(tx, landlordId, unitId);
    const tenant = await tx.tenantProfile.findFirst({
      // An applicant who has not confirmed their email is nobody the landlord knows (ADR 019).
      where: { userId: tenantId, landlordId, user: statusWhere('all') },
      select: { user: { select: { fullName: true } } },
    });
    if (!tenant) throw notFound();
    // A unit reserved by someone else's pending application is not vacant either (ADR 009).
    const heldByOther = await tx.tenantApplication.findFirst({
      where: { unitId, status: 'pending', tenantId: { not: tenantId } },
      select: { id: true },
    });
    if (heldByOther) throw conflict(TENANT_MESSAGES.unitNotVacant(unit.unitNumber));
    await claimUnit(tx, deps, { unitId, tenantId, unitNumber: unit.unitNumber, now });
    await setMoveInIfUnset(tx, tenantId, now);
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.tenantAssigned,
      entityType: 'unit',
      entityId: unitId,
      data: {
        before: { currentTenantId: null, isAvailable: unit.isAvailable },
        after: { currentTenantId: tenantId, isAvailable: false },
      },
    });
    return { message: TENANT_MESSAGES.tenantAssigned(tenant.user.fullName, unit.unitNumber) };
  });
}

/**
 * Ends the tenant's tenancy of the unit through the move-out path (issue 18): settled on the day
 * (Nairobi) with no deductions, the settlement written and emailed, then the unit freed. A unit
 * whose tenant has no open tenancy row (none is expected: a trigger opens one) is just freed.
 */
async function endTenancy(
  tx: DbTx,
  deps: Pick<Deps, 'env'>,
  removal: { landlordId: number; unitId: number; tenantId: number; now: Date; canSignIn: boolean },
) {
  const { landlordId, unitId, tenantId } = removal;
  const settled = await settleOnRemoval(tx, deps, removal);
  if (!settled) {
    const freed = await tx.unit.updateMany({
      where: { id: unitId, currentTenantId: tenantId },
      data: { currentTenantId: null, isAvailable: true, billingAnchorDate: null },
    });
    if (freed.count === 0) throw conflict(TENANT_MESSAGES.unitHasNoTenant);
  }
  await recordAudit(tx, {
    actorId: landlordId,
    action: AUDIT_ACTIONS.tenantRemoved,
    entityType: 'unit',
    entityId: unitId,
    data: {
      before: { currentTenantId: tenantId, isAvailable: false },
      after: { currentTenantId: null, isAvailable: true },
    },
  });
}

/** POST /accounts/units/:unitId/remove-tenant/ */
export async function removeTenant(
  deps: Deps,
  landlordId: number,
  unitId: number,
): Promise<TenantActionResult> {
  const now = nowOf(deps);
  const result = await deps.db.$transaction(async (tx) => {
    const unit = await ownedUnit(tx, landlordId, unitId);
    if (unit.currentTenantId === null) throw conflict(TENANT_MESSAGES.unitHasNoTenant);
    const tenantId = unit.currentTenantId;
    await endTenancy(tx, deps, { landlordId, unitId, tenantId, now, canSignIn: true });
    return { message: TENANT_MESSAGES.tenantRemoved(unit.unitNumber) };
  });
  kickOutbox(deps); // the settlement mail goes out now
  return result;
}

/**
 * DELETE /accounts/users/:id/delete/ (landlord: evict their tenant). The tenancy ends, the account
 * is deactivated and every session is revoked; payments and ledger rows are kept.
 */
export async function evictTenant(
  deps: Deps,
  landlordId: number,
  tenantId: number,
): Promise<TenantActionResult> {
  const now = nowOf(deps);
  const result = await deps.db.$transaction(async (tx) => {
    const profile = await tx.tenantProfile.findFirst({
      where: { userId: tenantId, landlordId },
      select: {
        user: {
          select: {
            fullName: true,
            isActive: true,
            approvalStatus: true,
            currentUnit: { select: { id: true } },
          },
        },
      },
    });
    if (!profile) throw notFound();
    const { user } = profile;
    if (user.currentUnit)
      await endTenancy(tx, deps, {
        landlordId,
        unitId: user.currentUnit.id,
        tenantId,
        now,
        canSignIn: false,
      });
    await tx.user.update({
      where: { id: tenantId },
      data: { isActive: false, tokenVersion: { increment: 1 } },
    });
    await tx.refreshToken.updateMany({
      where: { userId: tenantId, revokedAt: null },
      data: { revokedAt: now },
    });
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.tenantEvicted,
      entityType: 'user',
      entityId: tenantId,
      data: {
        before: { isActive: user.isActive, unitId: user.currentUnit?.id ?? null },
        after: { isActive: false, unitId: null },
      },
    });
    return { message: TENANT_MESSAGES.tenantEvicted(user.fullName) };
  });
  kickOutbox(deps); // the settlement mail goes out now
  return result;
}
