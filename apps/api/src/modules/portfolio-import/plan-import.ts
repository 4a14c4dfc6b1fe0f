import {
  IMPORT_MESSAGES,
  MESSAGES,
  PLAN_LABELS,
  SUBSCRIPTION_MESSAGES,
  canonicalPhone,
  planLimits,
  type ImportCounts,
  type ImportPreviewRow,
  type ImportRow,
} from '@pango/shared';
import type { Db, DbTx } from '../../lib/db.js';
import { loadSubscriptionState } from '../subscriptions/subscription-state.service.js';

// What an import would do to the landlord's books (ADR 031), worked out from the rows and the
// database in a fixed number of queries whatever the file's size: the preview shows it, the commit
// runs it again inside its transaction so nothing that changed in between slips through.

export type PlannedRow = ImportRow & {
  status: ImportPreviewRow['status'];
  errors: string[];
  /** Set for a row whose unit exists already. */
  unitId: number | null;
  /** Set for a row whose property exists already. */
  propertyId: number | null;
  /** Whether the row's tenant is new (created and housed by the import). */
  isNewTenant: boolean;
};

export type ImportPlan = { rows: PlannedRow[]; creates: ImportCounts; hasErrors: boolean };

export const nameKey = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();
const unitKey = (property: string, unit: string) => `${nameKey(property)}\u0000${nameKey(unit)}`;

async function loadBooks(db: Db | DbTx, landlordId: number, rows: readonly ImportRow[]) {
  const properties = await db.property.findMany({
    where: { landlordId },
    select: { id: true, name: true },
  });
  const units = await db.unit.findMany({
    where: { landlordId },
    select: { id: true, propertyId: true, unitNumber: true, currentTenantId: true },
  });
  const tenants = await db.tenantProfile.findMany({
    where: { landlordId },
    select: { userId: true, phoneNumber: true, user: { select: { fullName: true } } },
  });
  const emails = rows.flatMap((row) => (row.tenant?.email ? [row.tenant.email] : []));
  const taken = emails.length
    ? await db.user.findMany({ where: { email: { in: emails } }, select: { email: true } })
    : [];
  return { properties, units, tenants, takenEmails: new Set(taken.map((user) => user.email)) };
}

/** Plans every row; `rowErrors` are the errors each row already has from its own cells. */
export async function planImport(
  db: Db | DbTx,
  landlordId: number,
  rows: readonly ImportRow[],
  rowErrors: ReadonlyMap<number, readonly string[]>,
  now: Date,
): Promise<ImportPlan> {
  const books = await loadBooks(db, landlordId, rows);
  const propertyByName = new Map(books.properties.map((p) => [nameKey(p.name), p]));
  const propertyNameById = new Map(books.properties.map((p) => [p.id, p.name]));
  const unitByKey = new Map(
    books.units.map((u) => [unitKey(propertyNameById.get(u.propertyId) ?? '', u.unitNumber), u]),
  );
  // Stored phones are canonical (the shared phone rule), as the rows' are: compared as they are.
  const tenantByPhone = new Map(books.tenants.map((t) => [t.phoneNumber, t]));

  const state = await loadSubscriptionState(db, landlordId, now);
  const seenUnits = new Set<string>();
  const seenPhones = new Set<string>();
  const seenEmails = new Set<string>();
  const newProperties = new Set<string>();
  let newUnits = 0;
  let newTenants = 0;

  const planned: PlannedRow[] = rows.map((row) => {
    const errors = [...(rowErrors.get(row.line) ?? [])];
    const property = propertyByName.get(nameKey(row.property)) ?? null;
    const key = unitKey(row.property, row.unit);
    const existing = unitByKey.get(key) ?? null;
    if (row.property && row.unit) {
      if (seenUnits.has(key)) errors.push(MESSAGES.duplicateUnitNumber(row.unit, row.property));
      seenUnits.add(key);
    }
    let isNewTenant = false;
    let isUnchanged = existing !== null;
    // A preview stored before phones were canonical at input (kept 60 minutes) has them as typed.
    const tenant = row.tenant?.phone
      ? { ...row.tenant, phone: canonicalPhone(row.tenant.phone) ?? row.tenant.phone }
      : row.tenant;
    if (tenant && tenant.phone) {
      const phone = tenant.phone;
      if (seenPhones.has(phone)) errors.push(IMPORT_MESSAGES.duplicatePhone);
      seenPhones.add(phone);
      const known = tenantByPhone.get(phone);
      if (known && existing?.currentTenantId === known.userId) {
        // The same tenant in the same unit: imported before.
      } else if (known) {
        errors.push(IMPORT_MESSAGES.tenantElsewhere(known.user.fullName));
      } else if (existing && existing.currentTenantId !== null) {
        errors.push(IMPORT_MESSAGES.unitOccupied(row.unit));
      } else {
        isNewTenant = true;
        isUnchanged = false;
        if (tenant.email) {
          if (seenEmails.has(tenant.email)) errors.push(IMPORT_MESSAGES.duplicateEmail);
          else if (books.takenEmails.has(tenant.email)) errors.push(MESSAGES.emailTaken);
          seenEmails.add(tenant.email);
        }
      }
    }
    return {
      ...row,
      tenant,
      status: isUnchanged ? 'unchanged' : 'new',
      errors,
      unitId: existing?.id ?? null,
      propertyId: property?.id ?? null,
      isNewTenant,
    };
  });

  // Plan limits, on the rows that would add something, in file order. During the free trial the
  // landlord trials the tier of the count they will have (ADR 013, ADR 031).
  const adding = planned.filter((row) => row.errors.length === 0 && row.unitId === null);
  const addedProperties = new Set(
    adding.filter((row) => row.propertyId === null).map((row) => nameKey(row.property)),
  );
  const limits = planLimits(state.storedPlan, state.unitCount + adding.length);
  const label = PLAN_LABELS[limits.plan];
  let propertyRoom =
    limits.properties === null ? Infinity : limits.properties - state.propertyCount;
  let unitRoom = limits.units === null ? Infinity : limits.units - state.unitCount;
  const refusedProperties = new Set<string>();
  for (const name of addedProperties) {
    if (propertyRoom > 0) propertyRoom -= 1;
    else refusedProperties.add(name);
  }
  for (const row of adding) {
    if (row.propertyId === null && refusedProperties.has(nameKey(row.property))) {
      row.errors.push(
        SUBSCRIPTION_MESSAGES.planLimit(
          label,
          limits.properties ?? 0,
          'properties',
          state.propertyCount,
        ),
      );
      continue;
    }
    if (unitRoom > 0) unitRoom -= 1;
    else
      row.errors.push(
        SUBSCRIPTION_MESSAGES.planLimit(label, limits.units ?? 0, 'units', state.unitCount),
      );
  }

  for (const row of planned) {
    if (row.errors.length > 0) {
      row.status = 'error';
      continue;
    }
    if (row.propertyId === null) newProperties.add(nameKey(row.property));
    if (row.unitId === null) newUnits += 1;
    if (row.isNewTenant) newTenants += 1;
  }
  return {
    rows: planned,
    creates: { properties: newProperties.size, units: newUnits, tenants: newTenants },
    hasErrors: planned.some((row) => row.status === 'error'),
  };
}

export const previewRowOf = (row: PlannedRow): ImportPreviewRow => ({
  line: row.line,
  status: row.status,
  errors: row.errors,
  property: row.property,
  unit: row.unit,
  tenant_name: row.tenant?.name ?? '',
});
