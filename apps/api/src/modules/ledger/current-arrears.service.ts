import { Prisma } from '../../generated/prisma/client.js';
import type { Env } from '../../config/env.js';
import type { Db } from '../../lib/db.js';
import { qualifiedTable } from '../../lib/raw-sql.js';

/**
 * What the landlord's current tenancies owe: the sum of positive rent_balances whose tenant still
 * lives in the unit, and how many such tenancies there are. One aggregate row, whatever the size:
 * Prisma cannot join on "the unit's current tenant is this balance's tenant", and reading every
 * owing balance row into the API (3,000 for the reference agency) cost the dashboard most of its
 * time under load (issue 12, docs/benchmarks.md).
 */
export async function currentArrears(
  db: Db,
  env: Pick<Env, 'DATABASE_SCHEMA' | 'DATABASE_URL'>,
  landlordId: number,
  /** One property, or a team member's properties (lib/route-access.ts). */
  propertyId?: number | number[],
): Promise<{ total: number; tenancies: number }> {
  const balances = qualifiedTable(env, 'rent_balances');
  const units = qualifiedTable(env, 'units');
  const tenancies = qualifiedTable(env, 'tenancies');
  const property =
    propertyId === undefined
      ? Prisma.empty
      : Array.isArray(propertyId)
        ? Prisma.sql`AND EXISTS (SELECT 1 FROM ${units} p WHERE p."id" = b."unit_id" AND p."property_id" = ANY(${propertyId}::int[]))`
        : Prisma.sql`AND EXISTS (SELECT 1 FROM ${units} p WHERE p."id" = b."unit_id" AND p."property_id" = ${propertyId})`;
  // "This balance's tenancy is its tenant's open one" as a subquery on the unique open_tenant_id
  // index: a join let the planner hash all 60,000 units of the reference set (15 ms) where this
  // reads one index entry per owing tenancy (4 ms). Keyed by the tenancy, not the (tenant, unit)
  // pair: a tenant who left a unit owing and came back does not owe twice (ADR 021).
  const [row] = await db.$queryRaw<{ total: bigint | null; tenancies: bigint }[]>`
    SELECT sum(b."balance") AS total, count(*) AS tenancies
      FROM ${balances} b
     WHERE b."landlord_id" = ${landlordId} AND b."balance" > 0
       AND b."tenancy_id" = (SELECT t."id" FROM ${tenancies} t WHERE t."open_tenant_id" = b."tenant_id")
       ${property}`;
  return { total: Number(row?.total ?? 0), tenancies: Number(row?.tenancies ?? 0) };
}

/**
 * The landlord's current tenants whose tenancy has no debit yet (no charge, no positive
 * adjustment): their rent status is "not_billed", not "paid" (docs/decisions/018). One statement
 * probing the (tenancy_id, id) index once per housed unit, for the unit's open tenancy (an earlier
 * tenancy of the same tenant in the unit was billed on its own account, ADR 021).
 */
export async function unbilledTenants(
  db: Db,
  env: Pick<Env, 'DATABASE_SCHEMA' | 'DATABASE_URL'>,
  landlordId: number,
): Promise<Set<number>> {
  const units = qualifiedTable(env, 'units');
  const entries = qualifiedTable(env, 'rent_ledger_entries');
  const tenancies = qualifiedTable(env, 'tenancies');
  const rows = await db.$queryRaw<{ tenant_id: number }[]>`
    SELECT u."current_tenant_id" AS tenant_id
      FROM ${units} u
     WHERE u."landlord_id" = ${landlordId} AND u."current_tenant_id" IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM ${entries} e
                        WHERE e."tenancy_id" = (SELECT t."id" FROM ${tenancies} t
                                                 WHERE t."open_unit_id" = u."id")
                          AND e."amount" > 0)`;
  return new Set(rows.map((row) => row.tenant_id));
}
