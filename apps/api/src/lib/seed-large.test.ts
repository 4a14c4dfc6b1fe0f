// seedLarge() from scripts/lib/seed-large.mjs at a small size: the reference set keeps the rules
// the app relies on (issue 12), so benchmarks measure data the product could have produced.
import { afterAll, describe, expect, it } from 'vitest';
import { LARGE_AGENCY, seedLarge } from '../../../../scripts/lib/seed-large.mjs';
import { createEmptySchema, withClient } from '../test/db-schema.js';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
}, 60_000);

describe('seedLarge()', () => {
  it('builds a consistent data set: every completed rent payment credited once, balances equal to the ledger', async () => {
    const target = await createEmptySchema('seed_large');
    cleanups.push(target.drop);
    await seedLarge(target.databaseUrl, {
      schema: target.schema,
      landlords: 6,
      agencyUnits: 40,
      units: 120,
      months: 3,
      agencyMonths: 6,
      asOf: '2026-11-22',
    });
    const facts = await withClient(
      target.databaseUrl,
      async (c) =>
        (
          await c.query(
            `SELECT
            (SELECT count(*) FROM "users" WHERE "role" = 'landlord')::int AS landlords,
            (SELECT count(*) FROM "units" u JOIN "users" a ON a."id" = u."landlord_id" WHERE a."email" = $1)::int AS agency_units,
            (SELECT count(*) FROM "payments" p WHERE p."kind" = 'rent' AND p."status" = 'completed'
               AND (SELECT count(*) FROM "rent_ledger_entries" l WHERE l."payment_id" = p."id") <> 1)::int AS uncredited,
            (SELECT count(*) FROM "payments" WHERE "status" = 'failed')::int AS failed,
            (SELECT count(*) FROM "reports")::int AS reports,
            (SELECT count(*) FROM (SELECT "tenant_id", "unit_id", sum("amount") AS s FROM "rent_ledger_entries" GROUP BY 1, 2) l
               FULL JOIN "rent_balances" b USING ("tenant_id", "unit_id")
              WHERE b."balance" IS DISTINCT FROM l.s)::int AS wrong_balances,
            (SELECT count(*) FROM "rent_ledger_entries" e JOIN "tenancies" t ON t."id" = e."tenancy_id"
              WHERE t."tenant_id" <> e."tenant_id" OR t."unit_id" <> e."unit_id")::int AS misplaced_entries,
            (SELECT count(*) FROM "units" u
              WHERE u."current_tenant_id" IS NOT NULL
                AND NOT EXISTS (SELECT 1 FROM "tenancies" t WHERE t."open_unit_id" = u."id"
                                   AND t."tenant_id" = u."current_tenant_id"))::int AS housed_without_tenancy,
            (SELECT count(*) FROM "payments" WHERE "kind" IN ('rent', 'deposit') AND "tenancy_id" IS NULL)::int AS loose_payments`,
            [LARGE_AGENCY.email],
          )
        ).rows[0],
      target.schema,
    );
    expect(facts).toMatchObject({
      landlords: 6,
      agency_units: 40,
      uncredited: 0,
      wrong_balances: 0,
      misplaced_entries: 0,
      housed_without_tenancy: 0,
      loose_payments: 0,
    });
    expect(facts.failed).toBeGreaterThan(0);
    expect(facts.reports).toBeGreaterThan(0);
  }, 120_000);
});
