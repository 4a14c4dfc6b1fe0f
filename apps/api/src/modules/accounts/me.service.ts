import type { CurrentUnit, Me } from '@pango/shared';
import type { Actor } from '../../lib/auth.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/errors.js';

/** GET /accounts/me/: the user object of seed 000 section 3, with current_unit for tenants. */
export async function getMe(deps: Deps, actor: Actor): Promise<Me> {
  const user = await deps.db.user.findUnique({
    where: { id: actor.userId },
    select: {
      id: true,
      email: true,
      role: true,
      fullName: true,
      phoneNumber: true,
      landlordProfile: { select: { landlordCode: true } },
      tenantProfile: {
        select: { landlord: { select: { landlordProfile: { select: { landlordCode: true } } } } },
      },
    },
  });
  if (!user) throw notFound('User not found.');
  const [firstName = '', ...rest] = user.fullName.trim().split(/\s+/);
  const landlordCode =
    user.landlordProfile?.landlordCode ??
    user.tenantProfile?.landlord.landlordProfile?.landlordCode ??
    null;
  return {
    id: user.id,
    email: user.email,
    user_type: user.role,
    is_landlord: user.role === 'landlord',
    is_tenant: user.role === 'tenant',
    full_name: user.fullName,
    first_name: firstName,
    last_name: rest.join(' '),
    phone_number: user.phoneNumber,
    landlord_code: landlordCode,
    current_unit: user.role === 'tenant' ? await findCurrentUnit(deps, user.id) : null,
  };
}

async function findCurrentUnit(deps: Deps, tenantId: number): Promise<CurrentUnit | null> {
  const unit = await deps.db.unit.findUnique({
    where: { currentTenantId: tenantId },
    select: {
      id: true,
      unitNumber: true,
      rent: true,
      rentDueDate: true,
      property: { select: { id: true, name: true } },
    },
  });
  if (!unit) return null;
  // Ledger convention: charges are positive, payments negative; the sum is what is owed.
  const balance = await deps.db.rentLedgerEntry.aggregate({
    where: { tenantId, unitId: unit.id },
    _sum: { amount: true },
  });
  const remaining = Math.max(0, balance._sum.amount ?? 0);
  const dueDate = unit.rentDueDate ? unit.rentDueDate.toISOString().slice(0, 10) : null;
  const today = nowOf(deps).toISOString().slice(0, 10);
  const rentStatus = remaining === 0 ? 'paid' : dueDate && dueDate < today ? 'overdue' : 'due';
  return {
    id: unit.id,
    unit_number: unit.unitNumber,
    rent: unit.rent,
    rent_remaining: remaining,
    rent_status: rentStatus,
    rent_due_date: dueDate,
    property_name: unit.property.name,
    property_id: unit.property.id,
  };
}
