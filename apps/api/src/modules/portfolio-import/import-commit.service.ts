import { randomUUID } from 'node:crypto';
import {
  CUSTOM_ROOM_TYPE_PREFIX,
  ERROR_CODES,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  nairobiToday,
  type ImportResult,
} from '@pango/shared';
import { Prisma } from '../../generated/prisma/client.js';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { DbTx } from '../../lib/db.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { kickOutbox } from '../../lib/outbox.js';
import { qualifiedTable } from '../../lib/raw-sql.js';
import { claimPreview, errorsByLine } from './import-preview.service.js';
import { housePlannedTenants } from './house-tenants.js';
import { nameKey, planImport, type PlannedRow } from './plan-import.js';

// POST /accounts/import/commit/ (issue 21 item 1, ADR 031): one transaction writes what the
// preview showed, re-planned against the books as they are now: properties, unit types, units,
// tenant accounts housed in their units (tenancies opened by the trigger of ADR 021), opening
// balances, deposits held and the invitations. Inserts are in bulk, so the statement count grows
// with the number of properties, not of rows.

const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 120_000 };

const hasErrors = () =>
  new AppError(400, ERROR_CODES.validation, IMPORT_MESSAGES.previewHasErrors, {
    errors: { preview_id: [IMPORT_MESSAGES.previewHasErrors] },
  });

async function createProperties(tx: DbTx, landlordId: number, rows: readonly PlannedRow[]) {
  const ids = new Map<string, number>();
  const newCounts = new Map<string, { name: string; units: number }>();
  const addedTo = new Map<number, number>();
  for (const row of rows) {
    if (row.propertyId !== null) {
      ids.set(nameKey(row.property), row.propertyId);
      if (row.unitId === null) addedTo.set(row.propertyId, (addedTo.get(row.propertyId) ?? 0) + 1);
      continue;
    }
    const key = nameKey(row.property);
    const entry = newCounts.get(key) ?? { name: row.property, units: 0 };
    entry.units += 1;
    newCounts.set(key, entry);
  }
  if (newCounts.size > 0) {
    const created = await tx.property.createManyAndReturn({
      data: [...newCounts.values()].map((p) => ({
        landlordId,
        name: p.name,
        address: '',
        unitCount: p.units,
      })),
      select: { id: true, name: true },
    });
    for (const property of created) ids.set(nameKey(property.name), property.id);
  }
  // An existing property may hold as many more units as the file adds to it.
  for (const [propertyId, added] of addedTo)
    await tx.property.update({
      where: { id: propertyId },
      data: { unitCount: { increment: added } },
    });
  return ids;
}

async function createUnitTypes(
  tx: DbTx,
  landlordId: number,
  rows: readonly PlannedRow[],
  propertyIds: ReadonlyMap<string, number>,
) {
  const first = new Map<string, { propertyId: number; row: PlannedRow }>();
  for (const row of rows) {
    if (row.unitId !== null) continue;
    const propertyId = propertyIds.get(nameKey(row.property))!;
    const key = `${propertyId}\u0000${row.room_type}`;
    if (!first.has(key)) first.set(key, { propertyId, row });
  }
  const existing = await tx.unitType.findMany({
    where: {
      landlordId,
      propertyId: { in: [...new Set([...first.values()].map((f) => f.propertyId))] },
    },
    select: { id: true, propertyId: true, name: true },
  });
  const ids = new Map(existing.map((t) => [`${t.propertyId}\u0000${t.name}`, t.id]));
  const missing = [...first.entries()].filter(([key]) => !ids.has(key));
  if (missing.length > 0) {
    const created = await tx.unitType.createManyAndReturn({
      data: missing.map(([, { propertyId, row }]) => ({
        landlordId,
        propertyId,
        name: row.room_type,
        rent: row.rent,
        deposit: row.deposit,
        isCustom: row.room_type.startsWith(CUSTOM_ROOM_TYPE_PREFIX),
      })),
      select: { id: true, propertyId: true, name: true },
    });
    for (const t of created) ids.set(`${t.propertyId}\u0000${t.name}`, t.id);
  }
  return ids;
}

/**
 * The account of a tenant with no email: unique, undeliverable (RFC 2606), never shown as theirs.
 * `phone` is the row's canonical phone (2547… / 2541…).
 */
export const placeholderEmail = (landlordId: number, phone: string) =>
  `${phone}.l${landlordId}@no-email.invalid`;

async function createTenants(
  tx: DbTx,
  landlordId: number,
  rows: readonly PlannedRow[],
  todayColumn: Date,
) {
  const tenants = rows.filter((row) => row.isNewTenant && row.tenant);
  if (tenants.length === 0) return new Map<number, number>();
  const emailOf = (row: PlannedRow) =>
    row.tenant!.email ?? placeholderEmail(landlordId, row.tenant!.phone);
  const users = await tx.user.createManyAndReturn({
    data: tenants.map((row) => ({
      email: emailOf(row),
      // No password until the tenant chooses one through the invitation (never a valid bcrypt hash).
      passwordHash: `!imported:${randomUUID()}`,
      fullName: row.tenant!.name,
      phoneNumber: row.tenant!.phone,
      role: 'tenant' as const,
      isActive: true,
      approvalStatus: 'approved' as const,
    })),
    select: { id: true, email: true },
  });
  const userByEmail = new Map(users.map((user) => [user.email, user.id]));
  const userOfLine = new Map<number, number>();
  for (const row of tenants) userOfLine.set(row.line, userByEmail.get(emailOf(row))!);
  await tx.tenantProfile.createMany({
    data: tenants.map((row) => ({
      userId: userOfLine.get(row.line)!,
      landlordId,
      nationalId: row.tenant!.id_number ?? '',
      phoneNumber: row.tenant!.phone,
      emergencyContact: '',
      moveInDate: row.tenant!.move_in_date
        ? new Date(`${row.tenant!.move_in_date}T00:00:00Z`)
        : todayColumn,
      bookingId: `IM-${randomUUID().slice(0, 13).toUpperCase()}`,
      depositPaid: row.tenant!.deposit_held > 0,
    })),
  });
  return userOfLine;
}

export async function commitImport(
  deps: Deps,
  landlordId: number,
  previewId: string,
  siteOrigin: string,
): Promise<ImportResult> {
  const now = nowOf(deps);
  const today = nairobiToday(now);
  const todayColumn = new Date(`${today}T00:00:00Z`);
  const result = await deps.db.$transaction(async (tx) => {
    // One import at a time per landlord: a second waits here and then sees the first's rows.
    const users = qualifiedTable(deps.env, 'users');
    await tx.$queryRaw`SELECT 1 FROM ${users} WHERE "id" = ${landlordId} FOR UPDATE`;
    const stored = await claimPreview(tx, landlordId, previewId, now);
    const plan = await planImport(tx, landlordId, stored.rows, errorsByLine(stored), now);
    if (plan.hasErrors) throw hasErrors();
    const rows = plan.rows.filter((row) => row.status === 'new');
    const propertyIds = await createProperties(tx, landlordId, rows);
    const typeIds = await createUnitTypes(tx, landlordId, rows, propertyIds);
    const tenantOfLine = await createTenants(tx, landlordId, rows, todayColumn);
    const invited = await housePlannedTenants(tx, deps, {
      landlordId,
      rows,
      propertyIds,
      typeIds,
      tenantOfLine,
      now,
      todayColumn,
      siteOrigin,
      invitationDays: IMPORT_LIMITS.invitationDays,
    });
    await recordAudit(tx, {
      actorId: landlordId,
      landlordId,
      action: AUDIT_ACTIONS.portfolioImported,
      entityType: 'portfolio_import',
      entityId: previewId,
      data: {
        after: {
          ...plan.creates,
          rows: plan.rows.length,
          invitations: invited,
          opening_balance_total: rows.reduce((sum, row) => sum + (row.tenant?.balance ?? 0), 0),
          deposits_held_total: rows.reduce((sum, row) => sum + (row.tenant?.deposit_held ?? 0), 0),
        },
      } satisfies Prisma.InputJsonValue,
    });
    return plan.creates;
  }, TRANSACTION_OPTIONS);
  kickOutbox(deps);
  const nothing = result.properties + result.units + result.tenants === 0;
  return {
    creates: result,
    message: nothing
      ? IMPORT_MESSAGES.nothingToImport
      : IMPORT_MESSAGES.imported(result.units, result.tenants),
  };
}
