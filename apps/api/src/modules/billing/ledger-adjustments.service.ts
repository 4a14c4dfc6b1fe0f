import {
  ADJUSTMENT_MESSAGES,
  ERROR_CODES,
  type LedgerAdjustmentParsed,
  type LedgerAdjustmentRead,
} from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { Deps } from '../../lib/deps.js';
import type { DbTx } from '../../lib/db.js';
import { AppError, notFound } from '../../lib/errors.js';
import { lockRows } from '../../lib/row-locks.js';

// POST /api/accounts/tenancies/{id}/ledger-adjustments/ (issue 20, item 4; ADR 029). A waiver is a
// credit naming the line it waives (kind waiver, waived_entry_id); a charge or a credit is an
// `adjustment` line, positive or negative. The tenancy's row is locked first, so two waivers of
// one line take turns and together never exceed it. Audited in the same transaction.

const fieldError = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, message, { errors: { [field]: [message] } });

async function waiverOf(tx: DbTx, tenancyId: number, entryId: number, amount: number) {
  const target = await tx.rentLedgerEntry.findFirst({
    where: { id: entryId, tenancyId },
    select: {
      id: true,
      amount: true,
      type: true,
      kind: true,
      description: true,
      periodStart: true,
    },
  });
  if (!target) throw notFound();
  if (target.amount <= 0 || target.type === 'payment')
    throw fieldError('entry_id', ADJUSTMENT_MESSAGES.notWaivable);
  const waived = await tx.rentLedgerEntry.aggregate({
    where: { waivedEntryId: target.id },
    _sum: { amount: true },
  });
  const left = target.amount + (waived._sum.amount ?? 0);
  if (left <= 0) throw new AppError(409, ERROR_CODES.conflict, ADJUSTMENT_MESSAGES.alreadyWaived);
  if (amount > left) throw fieldError('amount', ADJUSTMENT_MESSAGES.overWaiver(left));
  return target;
}

export async function addLedgerAdjustment(
  deps: Deps,
  landlordId: number,
  tenancyId: number,
  input: LedgerAdjustmentParsed,
): Promise<LedgerAdjustmentRead> {
  return deps.db.$transaction(async (tx) => {
    const tenancy = await tx.tenancy.findFirst({
      where: { id: tenancyId, landlordId },
      select: { id: true, tenantId: true, unitId: true, landlordId: true },
    });
    if (!tenancy) throw notFound();
    await lockRows(tx, deps.env, 'tenancies', [tenancy.id]);
    const base = {
      tenantId: tenancy.tenantId,
      unitId: tenancy.unitId,
      landlordId: tenancy.landlordId,
      tenancyId: tenancy.id,
      type: 'adjustment' as const,
    };
    let data;
    if (input.kind === 'waiver') {
      const target = await waiverOf(tx, tenancy.id, input.entry_id ?? 0, input.amount);
      data = {
        ...base,
        kind: 'waiver' as const,
        amount: -input.amount,
        periodStart: target.periodStart,
        description: `Waived: ${target.description} (${input.reason})`,
        waivedEntryId: target.id,
      };
    } else {
      data = {
        ...base,
        kind: 'adjustment' as const,
        amount: input.kind === 'charge' ? input.amount : -input.amount,
        description: input.reason,
      };
    }
    const line = await tx.rentLedgerEntry.create({
      data,
      select: {
        id: true,
        kind: true,
        amount: true,
        description: true,
        waivedEntryId: true,
        createdAt: true,
      },
    });
    const read: LedgerAdjustmentRead = {
      id: line.id,
      tenancy: tenancy.id,
      kind: line.kind === 'waiver' ? 'waiver' : 'adjustment',
      amount: line.amount,
      description: line.description,
      waived_entry: line.waivedEntryId,
      created_at: line.createdAt.toISOString(),
    };
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.ledgerAdjusted,
      entityType: 'tenancy',
      entityId: tenancy.id,
      data: { before: null, after: { ...read, adjustment: input.kind, reason: input.reason } },
    });
    return read;
  });
}
