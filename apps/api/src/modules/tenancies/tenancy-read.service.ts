import {
  depositStatusOf,
  type TenancyRecord,
  type TenancySettlement,
  type TenancyRefund,
} from '@pango/shared';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Actor } from '../../lib/auth.js';
import type { Db } from '../../lib/db.js';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/errors.js';
import { depositsHeld } from './deposit-held.service.js';

// One tenancy read as a record (issue 18 item 4): for its tenant, who keeps read access after
// moving out, and their landlord. Anyone else gets the 404 of a tenancy that does not exist.

const person = { id: true, fullName: true, email: true, phoneNumber: true } as const;

export const tenancyRecordSelect = {
  id: true,
  status: true,
  startDate: true,
  endDate: true,
  noticeMoveOutDate: true,
  monthlyRent: true,
  deposit: true,
  rentDueDay: true,
  depositHeld: true,
  unpaidRent: true,
  deductionsTotal: true,
  refundDue: true,
  balanceAfter: true,
  movedOutAt: true,
  refundAmount: true,
  refundMethod: true,
  refundReference: true,
  refundPaidOn: true,
  refundRecordedAt: true,
  unit: {
    select: {
      id: true,
      unitNumber: true,
      property: { select: { id: true, name: true, address: true } },
    },
  },
  tenant: { select: { ...person, tenantProfile: { select: { phoneNumber: true } } } },
  landlord: { select: person },
  deductions: { select: { id: true, reason: true, amount: true }, orderBy: { id: 'asc' } },
  balance: { select: { balance: true } },
} as const satisfies Prisma.TenancySelect;

export type TenancyRecordRow = Prisma.TenancyGetPayload<{ select: typeof tenancyRecordSelect }>;

/** Who may read a tenancy: its tenant, or the landlord it belongs to. */
export const ownTenancyWhere = (actor: Actor, id: number): Prisma.TenancyWhereInput =>
  actor.role === 'tenant' ? { id, tenantId: actor.userId } : { id, landlordId: actor.userId };

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function settlementOf(t: {
  depositHeld: number | null;
  unpaidRent: number | null;
  deductionsTotal: number | null;
  refundDue: number | null;
  balanceAfter: number | null;
  movedOutAt: Date | null;
}): TenancySettlement | null {
  // The move-out writes every figure in one transaction: one missing means no settlement at all.
  if (
    t.movedOutAt === null ||
    t.depositHeld === null ||
    t.unpaidRent === null ||
    t.deductionsTotal === null ||
    t.refundDue === null ||
    t.balanceAfter === null
  )
    return null;
  return {
    deposit_held: t.depositHeld,
    unpaid_rent: t.unpaidRent,
    deductions_total: t.deductionsTotal,
    refund_due: t.refundDue,
    balance_after: t.balanceAfter,
    moved_out_at: t.movedOutAt.toISOString(),
  };
}

export function refundOf(t: {
  refundAmount: number | null;
  refundMethod: string | null;
  refundReference: string | null;
  refundPaidOn: Date | null;
  refundRecordedAt: Date | null;
}): TenancyRefund | null {
  if (t.refundAmount === null || t.refundRecordedAt === null) return null;
  return {
    amount: t.refundAmount,
    method: t.refundMethod ?? '',
    reference: t.refundReference ?? '',
    paid_on: t.refundPaidOn ? isoDay(t.refundPaidOn) : isoDay(t.refundRecordedAt),
    recorded_at: t.refundRecordedAt.toISOString(),
  };
}

/** The record of a tenancy read with `tenancyRecordSelect`; `held` is its completed deposits. */
export function toTenancyRecord(t: TenancyRecordRow, held: number): TenancyRecord {
  const settlement = settlementOf(t);
  const personOf = (p: {
    id: number;
    fullName: string;
    email: string;
    phoneNumber: string | null;
  }) => ({
    id: p.id,
    full_name: p.fullName,
    email: p.email,
    phone_number: p.phoneNumber ?? '',
  });
  return {
    id: t.id,
    status: t.status,
    start_date: isoDay(t.startDate),
    end_date: t.endDate ? isoDay(t.endDate) : null,
    notice_move_out_date: t.noticeMoveOutDate ? isoDay(t.noticeMoveOutDate) : null,
    monthly_rent: t.monthlyRent,
    deposit: t.deposit,
    rent_due_day: t.rentDueDay,
    unit: {
      id: t.unit.id,
      unit_number: t.unit.unitNumber,
      property_id: t.unit.property.id,
      property_name: t.unit.property.name,
      property_address: t.unit.property.address,
    },
    tenant: {
      ...personOf(t.tenant),
      phone_number: t.tenant.tenantProfile?.phoneNumber || t.tenant.phoneNumber || '',
    },
    landlord: personOf(t.landlord),
    deposit_held: settlement?.deposit_held ?? held,
    deposit_status: depositStatusOf(t),
    ledger_balance: t.balance?.balance ?? 0,
    settlement,
    deductions: t.deductions,
    refund: refundOf(t),
  };
}

/** The tenancy row (with its record's relations) the actor may read, else 404. */
export async function findOwnTenancy<S extends Prisma.TenancySelect>(
  db: Db,
  actor: Actor,
  id: number,
  select: S,
): Promise<Prisma.TenancyGetPayload<{ select: S }>> {
  const row = await db.tenancy.findFirst({ where: ownTenancyWhere(actor, id), select });
  if (!row) throw notFound();
  return row as Prisma.TenancyGetPayload<{ select: S }>;
}

/** GET /api/accounts/tenancies/{id}/: two statements (the tenancy joined, its deposits). */
export async function getTenancyRecord(
  deps: Deps,
  actor: Actor,
  id: number,
): Promise<TenancyRecord> {
  const tenancy = await findOwnTenancy(deps.db, actor, id, tenancyRecordSelect);
  const held = await depositsHeld(deps.db, [tenancy.id]);
  return toTenancyRecord(tenancy, held.get(tenancy.id) ?? 0);
}
