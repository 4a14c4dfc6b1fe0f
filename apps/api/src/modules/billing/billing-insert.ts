import type { Deps } from '../../lib/deps.js';
import type { DbTx } from '../../lib/db.js';
import { qualifiedTable } from '../../lib/raw-sql.js';
import type { LedgerLineData } from './billing-lines.js';

// The billing run's two inserts as one statement each (ADR 029): `INSERT … SELECT FROM unnest(…)
// ON CONFLICT DO NOTHING` with one array per column. Prisma's createMany binds a parameter per
// value (10,000 for a page of lines) and took seconds a page on the reference set; this takes
// ten parameters whatever the page's size.

const dateText = (date: Date) => date.toISOString().slice(0, 10);

/** Inserts the lines whose charge_key is not taken yet; answers how many were inserted. */
export function insertLines(tx: DbTx, env: Deps['env'], lines: LedgerLineData[]) {
  if (lines.length === 0) return Promise.resolve(0);
  const table = qualifiedTable(env, 'rent_ledger_entries');
  const typeEnum = qualifiedTable(env, 'LedgerEntryType');
  const kindEnum = qualifiedTable(env, 'LedgerLineKind');
  const column = <T>(pick: (line: LedgerLineData) => T) => lines.map(pick);
  return tx.$executeRaw`
    INSERT INTO ${table} (tenant_id, unit_id, landlord_id, tenancy_id, type, kind, amount,
                          period_start, description, charge_key)
    SELECT t, u, l, c, ty::${typeEnum}, k::${kindEnum}, a, p, d, key
      FROM unnest(${column((x) => x.tenantId)}::int[], ${column((x) => x.unitId)}::int[],
                  ${column((x) => x.landlordId)}::int[], ${column((x) => x.tenancyId)}::int[],
                  ${column((x) => x.type)}::text[], ${column((x) => x.kind)}::text[],
                  ${column((x) => x.amount)}::int[],
                  ${column((x) => dateText(x.periodStart))}::date[],
                  ${column((x) => x.description)}::text[], ${column((x) => x.chargeKey)}::text[])
           AS v(t, u, l, c, ty, k, a, p, d, key)
    ON CONFLICT (charge_key) DO NOTHING`;
}

/** Marks (tenancy, period) pairs billed; answers only the pairs this statement inserted. */
export async function markBilled(
  tx: DbTx,
  env: Deps['env'],
  pairs: { tenancy_id: number; period: string }[],
) {
  if (pairs.length === 0) return [];
  const table = qualifiedTable(env, 'tenancy_billing_periods');
  const rows = await tx.$queryRaw<{ tenancy_id: number; period: Date }[]>`
    INSERT INTO ${table} (tenancy_id, period)
    SELECT * FROM unnest(${pairs.map((p) => p.tenancy_id)}::int[], ${pairs.map((p) => p.period)}::date[])
    ON CONFLICT DO NOTHING
    RETURNING tenancy_id, period`;
  return rows.map((row) => ({ tenancy_id: row.tenancy_id, period: dateText(row.period) }));
}
