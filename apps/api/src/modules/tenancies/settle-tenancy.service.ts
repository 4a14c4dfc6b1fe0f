import {
  ERROR_CODES,
  MOVE_OUT_MESSAGES,
  DEPOSIT_APPLIED_DESCRIPTION,
  isoOf,
  moveOutDateError,
  nairobiDate,
  settleMoveOut,
  type CalendarDate,
  type MoveOutResult,
} from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { DbTx } from '../../lib/db.js';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { enqueueMail } from '../../lib/outbox.js';
import { lockRows } from '../../lib/row-locks.js';
import { chargeKeyOf, dateColumn, toDateColumn } from '../ledger/rent-rules.js';
import { depositsHeld } from './deposit-held.service.js';
import { moveOutSettlementEmail } from './emails.js';
import { languageOfProfile, messageLanguageSelect } from '../../lib/message-language.js';

// Ending a tenancy with its money settled on paper (issue 18 items 4 and 5, ADR 021): the one path
// for a move-out, a removal and an eviction. Runs inside the caller's transaction; the arithmetic
// is shared (packages/shared move-out.ts `settleMoveOut`), this file only loads and writes rows.

export const noOpenTenancy = () =>
  new AppError(409, ERROR_CODES.conflict, MOVE_OUT_MESSAGES.noOpenTenancy);

const fieldError = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, message, { errors: { [field]: [message] } });

export type SettleRequest = {
  landlordId: number;
  tenancyId: number;
  moveOutDate: CalendarDate;
  deductions: readonly { reason: string; amount: number }[];
  now: Date;
  /** False for an eviction: the account is closed, so the mail does not invite a sign-in. */
  canSignIn: boolean;
};

const tenancySelect = {
  id: true,
  status: true,
  tenantId: true,
  unitId: true,
  startDate: true,
  endDate: true,
  tenant: {
    select: { fullName: true, email: true, tenantProfile: { select: messageLanguageSelect } },
  },
  landlord: { select: { fullName: true } },
  unit: {
    select: {
      unitNumber: true,
      rent: true,
      currentTenantId: true,
      isAvailable: true,
      property: { select: { name: true, prorateMoveOut: true } },
    },
  },
} as const;

/** Rows the settlement reads: the tenancy's monthly charges and its balance. */
async function ledgerOf(tx: DbTx, tenancyId: number) {
  const [charges, sum] = await Promise.all([
    tx.rentLedgerEntry.findMany({
      where: { tenancyId, type: 'charge', periodStart: { not: null } },
      select: { periodStart: true, amount: true },
    }),
    tx.rentLedgerEntry.aggregate({ where: { tenancyId }, _sum: { amount: true } }),
  ]);
  return {
    charges: charges.map((c) => {
      const start = dateColumn(c.periodStart!);
      return { year: start.year, month: start.month, amount: c.amount };
    }),
    balance: sum._sum.amount ?? 0,
  };
}

/**
 * Settles and ends an open tenancy, then frees its unit. The tenancy's row is locked first and
 * read again, so two move-outs of one tenancy run one after the other and the second answers 409.
 * Lock order matches claimUnit (tenant profile, then unit) with the tenancy last.
 */
export async function settleTenancy(
  tx: DbTx,
  deps: Pick<Deps, 'env'>,
  request: SettleRequest,
): Promise<MoveOutResult> {
  const { landlordId, tenancyId, moveOutDate, now } = request;
  const located = await tx.tenancy.findFirst({
    where: { id: tenancyId, landlordId },
    select: { tenantId: true, unitId: true },
  });
  if (!located) throw noOpenTenancy();
  await lockRows(tx, deps.env, 'tenant_profiles', [located.tenantId]);
  await lockRows(tx, deps.env, 'units', [located.unitId]);
  await lockRows(tx, deps.env, 'tenancies', [tenancyId]);
  const tenancy = await tx.tenancy.findUniqueOrThrow({
    where: { id: tenancyId },
    select: tenancySelect,
  });
  if (tenancy.status === 'ended') throw noOpenTenancy();

  const dateError = moveOutDateError(moveOutDate, {
    startDate: dateColumn(tenancy.startDate),
    today: nairobiDate(now),
  });
  if (dateError) throw fieldError('move_out_date', dateError);

  const { charges, balance } = await ledgerOf(tx, tenancyId);
  const held = (await depositsHeld(tx, [tenancyId])).get(tenancyId) ?? 0;
  const settlement = settleMoveOut({
    moveOutDate,
    startDate: dateColumn(tenancy.startDate),
    monthlyRent: tenancy.unit.rent,
    isProrated: tenancy.unit.property.prorateMoveOut,
    charges,
    balance,
    depositHeld: held,
    deductions: request.deductions,
  });

  // A month charged under an earlier tenancy of the same tenant and unit already holds its charge
  // key (ADR 021); its charge here goes in without one rather than failing the move-out.
  const keys = settlement.rentAdjustments
    .filter((a) => a.type === 'charge')
    .map((a) => chargeKeyOf(tenancy.tenantId, tenancy.unitId, a.period));
  const taken = new Set(
    (
      await tx.rentLedgerEntry.findMany({
        where: { chargeKey: { in: keys } },
        select: { chargeKey: true },
      })
    ).map((row) => row.chargeKey),
  );
  const entryBase = {
    tenancyId,
    tenantId: tenancy.tenantId,
    unitId: tenancy.unitId,
    landlordId,
  };
  const entries = [
    ...settlement.rentAdjustments.map((a) => {
      const key = chargeKeyOf(tenancy.tenantId, tenancy.unitId, a.period);
      return {
        ...entryBase,
        type: a.type,
        amount: a.amount,
        periodStart: toDateColumn({ ...a.period, day: 1 }),
        description: a.description,
        chargeKey: a.type === 'charge' && !taken.has(key) ? key : null,
      };
    }),
    ...settlement.deductionEntries.map((d) => ({
      ...entryBase,
      type: 'adjustment' as const,
      amount: d.amount,
      description: d.description,
    })),
    ...(settlement.depositApplied > 0
      ? [
          {
            ...entryBase,
            type: 'adjustment' as const,
            amount: -settlement.depositApplied,
            description: DEPOSIT_APPLIED_DESCRIPTION,
          },
        ]
      : []),
  ];
  if (entries.length > 0) await tx.rentLedgerEntry.createMany({ data: entries });
  if (request.deductions.length > 0)
    await tx.tenancyDeduction.createMany({
      data: request.deductions.map((d) => ({ tenancyId, reason: d.reason, amount: d.amount })),
    });

  const figures = {
    depositHeld: settlement.depositHeld,
    unpaidRent: settlement.unpaidRent,
    deductionsTotal: settlement.deductionsTotal,
    refundDue: settlement.refundDue,
    balanceAfter: settlement.balanceAfter,
  };
  // The tenancy's end is written before the unit is freed: the trigger on units then finds it
  // ended and leaves its date alone (ADR 021).
  await tx.tenancy.update({
    where: { id: tenancyId },
    data: { ...figures, movedOutAt: now, endDate: toDateColumn(moveOutDate), status: 'ended' },
  });
  await tx.unit.updateMany({
    where: { id: tenancy.unitId, currentTenantId: tenancy.tenantId },
    data: { currentTenantId: null, isAvailable: true, billingAnchorDate: null },
  });

  const moveOut = isoOf(moveOutDate);
  await recordAudit(tx, {
    actorId: landlordId,
    action: AUDIT_ACTIONS.tenancyMovedOut,
    entityType: 'tenancy',
    entityId: tenancyId,
    data: {
      before: {
        status: tenancy.status,
        endDate: tenancy.endDate ? isoOf(dateColumn(tenancy.endDate)) : null,
        unitId: tenancy.unitId,
        currentTenantId: tenancy.unit.currentTenantId,
        balance,
      },
      after: {
        status: 'ended',
        endDate: moveOut,
        currentTenantId: null,
        ...figures,
        deductions: request.deductions.map((d) => ({ reason: d.reason, amount: d.amount })),
        depositApplied: settlement.depositApplied,
      },
    },
  });
  await enqueueMail(tx, {
    kind: 'invoice',
    to: tenancy.tenant.email,
    landlordId,
    ...moveOutSettlementEmail({
      tenantName: tenancy.tenant.fullName,
      landlordName: tenancy.landlord.fullName,
      unitNumber: tenancy.unit.unitNumber,
      propertyName: tenancy.unit.property.name,
      moveOutDate: moveOut,
      ...figures,
      deductions: request.deductions,
      canSignIn: request.canSignIn,
      tenantLink: deps.env.APP_URL ? `${deps.env.APP_URL}/tenant` : null,
      language: languageOfProfile(tenancy.tenant.tenantProfile),
    }),
  });
  return {
    tenancy_id: tenancyId,
    deposit_held: figures.depositHeld,
    unpaid_rent: figures.unpaidRent,
    deductions_total: figures.deductionsTotal,
    refund_due: figures.refundDue,
    balance_after: figures.balanceAfter,
  };
}

/** The tenant's open tenancy (active or on notice) with this landlord, if any. */
export async function openTenancyOf(tx: DbTx, landlordId: number, tenantId: number) {
  return tx.tenancy.findFirst({
    where: { landlordId, tenantId, status: { in: ['active', 'notice'] } },
    select: { id: true, startDate: true, unitId: true },
  });
}
