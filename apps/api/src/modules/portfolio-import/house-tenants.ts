import { randomUUID } from 'node:crypto';
import type { DbTx } from '../../lib/db.js';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { enqueueMails } from '../../lib/outbox.js';
import { qualifiedTable } from '../../lib/raw-sql.js';
import { hashToken, newOpaqueToken } from '../../lib/tokens.js';
import { ERROR_CODES, IMPORT_MESSAGES } from '@pango/shared';
import { encodeUid } from '../accounts/password-reset.service.js';
import { missingCharges } from '../ledger/rent-charges.service.js';
import { tenantInvitationEmail } from './emails.js';
import { nameKey, type PlannedRow } from './plan-import.js';

// The units and what their tenants bring (ADR 031): a tenant is housed by setting the unit's
// current tenant, and the trigger of ADR 021 opens the tenancy; its start is then set to the
// move-in date (billing stays anchored on the import day, ADR 018: the file's balance covers the
// months before). Then, each in one statement: this month's charges, the opening balances, the
// deposits held and the invitations.

const DAY_MS = 24 * 60 * 60_000;

type Housing = {
  landlordId: number;
  rows: readonly PlannedRow[];
  propertyIds: ReadonlyMap<string, number>;
  typeIds: ReadonlyMap<string, number>;
  tenantOfLine: ReadonlyMap<number, number>;
  now: Date;
  todayColumn: Date;
  siteOrigin: string;
  invitationDays: number;
};

type Housed = { row: PlannedRow; unitId: number; tenantId: number; rentDueDate: Date | null };

async function writeUnits(tx: DbTx, h: Housing): Promise<Housed[]> {
  const housed: Housed[] = [];
  const fresh = h.rows.filter((row) => row.unitId === null);
  if (fresh.length > 0) {
    const created = await tx.unit.createManyAndReturn({
      data: fresh.map((row) => {
        const propertyId = h.propertyIds.get(nameKey(row.property))!;
        const tenantId = h.tenantOfLine.get(row.line) ?? null;
        return {
          landlordId: h.landlordId,
          propertyId,
          unitTypeId: h.typeIds.get(`${propertyId}\u0000${row.room_type}`) ?? null,
          unitNumber: row.unit,
          roomType: row.room_type,
          rent: row.rent,
          deposit: row.deposit,
          isAvailable: tenantId === null,
          currentTenantId: tenantId,
          billingAnchorDate: tenantId === null ? null : h.todayColumn,
        };
      }),
      select: { id: true, currentTenantId: true },
    });
    const rowOfTenant = new Map(fresh.map((row) => [h.tenantOfLine.get(row.line), row]));
    for (const unit of created)
      if (unit.currentTenantId !== null)
        housed.push({
          row: rowOfTenant.get(unit.currentTenantId)!,
          unitId: unit.id,
          tenantId: unit.currentTenantId,
          rentDueDate: null,
        });
  }
  // A new tenant in a unit that is already in Pango and vacant.
  for (const row of h.rows) {
    const tenantId = h.tenantOfLine.get(row.line);
    if (row.unitId === null || tenantId === undefined) continue;
    const updated = await tx.unit.updateManyAndReturn({
      where: { id: row.unitId, landlordId: h.landlordId, currentTenantId: null },
      data: { currentTenantId: tenantId, isAvailable: false, billingAnchorDate: h.todayColumn },
      select: { rentDueDate: true },
    });
    if (updated.length === 0)
      throw new AppError(409, ERROR_CODES.conflict, IMPORT_MESSAGES.unitOccupied(row.unit));
    housed.push({ row, unitId: row.unitId, tenantId, rentDueDate: updated[0]!.rentDueDate });
  }
  return housed;
}

async function backdateTenancies(tx: DbTx, deps: Pick<Deps, 'env'>, housed: readonly Housed[]) {
  if (housed.length === 0) return;
  const tenancies = qualifiedTable(deps.env, 'tenancies');
  const tenantIds = housed.map((h) => h.tenantId);
  const starts = housed.map((h) => h.row.tenant!.move_in_date);
  await tx.$executeRaw`
    UPDATE ${tenancies} t SET "start_date" = v.start_on::date, "updated_at" = now()
      FROM unnest(${tenantIds}::int[], ${starts}::text[]) AS v(tenant_id, start_on)
     WHERE t."tenant_id" = v.tenant_id AND t."status" <> 'ended'`;
}

async function writeMoney(tx: DbTx, h: Housing, housed: readonly Housed[]) {
  const charges = housed.flatMap((x) =>
    missingCharges(
      {
        id: x.unitId,
        rent: x.row.rent,
        rentDueDate: x.rentDueDate,
        billingAnchorDate: h.todayColumn,
        currentTenantId: x.tenantId,
        landlordId: h.landlordId,
        currentTenant: { createdAt: h.now },
      },
      h.now,
      null,
    ),
  );
  const balances = housed
    .filter((x) => x.row.tenant!.balance !== 0)
    .map((x) => ({
      tenantId: x.tenantId,
      unitId: x.unitId,
      landlordId: h.landlordId,
      type: 'adjustment' as const,
      kind: 'opening_balance' as const,
      amount: x.row.tenant!.balance,
      description:
        x.row.tenant!.balance > 0 ? 'Opening balance brought forward' : 'Opening balance: prepaid',
    }));
  if (charges.length + balances.length > 0)
    await tx.rentLedgerEntry.createMany({ data: [...charges, ...balances], skipDuplicates: true });
  const deposits = housed.filter((x) => x.row.tenant!.deposit_held > 0);
  if (deposits.length > 0)
    // Held for the tenant (ADR 021): completed deposit payments of the tenancy, never revenue.
    await tx.payment.createMany({
      data: deposits.map((x) => ({
        kind: 'deposit' as const,
        amount: x.row.tenant!.deposit_held,
        status: 'completed' as const,
        provider: 'manual' as const,
        paymentMethod: 'import',
        payerId: x.tenantId,
        tenantId: x.tenantId,
        landlordId: h.landlordId,
        unitId: x.unitId,
        merchantReference: `IMP-${randomUUID()}`,
        description: 'Deposit held (imported)',
        paidOn: new Date(`${x.row.tenant!.move_in_date}T00:00:00Z`),
        completedAt: h.now,
      })),
    });
}

/** Single-use links to choose a password (the reset mechanism), queued in this transaction. */
async function inviteTenants(tx: DbTx, h: Housing, housed: readonly Housed[]): Promise<number> {
  const invited = housed.filter((x) => x.row.tenant!.email !== null);
  if (invited.length === 0) return 0;
  const landlord = await tx.user.findUniqueOrThrow({
    where: { id: h.landlordId },
    select: { fullName: true },
  });
  const expiresAt = new Date(h.now.getTime() + h.invitationDays * DAY_MS);
  const tokens = invited.map(() => newOpaqueToken());
  await tx.passwordResetToken.createMany({
    data: invited.map((x, i) => ({
      userId: x.tenantId,
      tokenHash: hashToken(tokens[i]!),
      expiresAt,
    })),
  });
  await enqueueMails(
    tx,
    invited.map((x, i) => ({
      kind: 'tenant_invitation' as const,
      to: x.row.tenant!.email!,
      landlordId: h.landlordId,
      ...tenantInvitationEmail({
        fullName: x.row.tenant!.name,
        landlordName: landlord.fullName,
        unit: x.row.unit,
        property: x.row.property,
        link: `${h.siteOrigin}/reset-password/${encodeUid(x.tenantId)}/${tokens[i]!}`,
        validDays: h.invitationDays,
      }),
    })),
  );
  return invited.length;
}

/** Writes the units and housing of an import; answers how many tenants were invited by email. */
export async function housePlannedTenants(
  tx: DbTx,
  deps: Pick<Deps, 'env'>,
  h: Housing,
): Promise<number> {
  const housed = await writeUnits(tx, h);
  await backdateTenancies(tx, deps, housed);
  await writeMoney(tx, h, housed);
  return inviteTenants(tx, h, housed);
}
