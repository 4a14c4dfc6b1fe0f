import { DUE_SOON_DAYS, nairobiDate, type TenantSummary } from '@pango/shared';
import { Prisma } from '../../generated/prisma/client.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/errors.js';
import { hotQuery } from '../../lib/hot-query.js';
import { qualifiedTable } from '../../lib/raw-sql.js';
import { addDays, formatDate } from '../ledger/rent-rules.js';
import { refreshKeptArrears } from '../payments/reports/arrears.service.js';
import { tenantInPropertySql } from './tenant-page.query.js';

// GET /accounts/tenants/summary/ in one statement (issue 26 goal 3). It read every active
// profile of the landlord through Prisma with its user and unit, then every ledger row of the
// owing ones to compute their rent status in Node: 3 s for the reference agency's 6,282 active
// tenants. Now Postgres counts, and an owing tenancy's status comes from what arrears_ageing keeps
// for it (ADR 047: the ledger's own allocation, so its oldest unpaid debit is computeAccount's).
//
// The same rules as before (rent-rules computeAccount, rent-status rentStatusOf):
// - paid: housed, owing nothing on the unit's open tenancy, and charged at least once;
// - overdue: owing, and the oldest unpaid debit fell due before today (Nairobi);
// - due soon: owing, and the oldest unpaid debit falls due between today and DUE_SOON_DAYS on.

type SummaryRow = {
  owned: boolean;
  active: number;
  paid: number;
  overdue: number;
  due_soon: number;
};

export async function summarizeTenants(
  deps: Deps,
  landlordId: number,
  /** One property, or a team member's properties (lib/route-access.ts). */
  propertyId: number | number[] | undefined,
): Promise<TenantSummary> {
  const now = nowOf(deps);
  // The kept ageing brought up to each tenancy's ledger (only rows whose ledger changed).
  await refreshKeptArrears(deps.db, deps.env, landlordId, now);
  const today = nairobiDate(now);
  const t = (name: string) => qualifiedTable(deps.env, name);
  const scope =
    propertyId === undefined
      ? Prisma.empty
      : Prisma.sql`AND ${tenantInPropertySql(deps.env, propertyId)}`;
  // One property must be the landlord's (another landlord's answers 404), checked in the statement.
  const owned =
    typeof propertyId === 'number'
      ? Prisma.sql`EXISTS (SELECT 1 FROM ${t('properties')} op
                            WHERE op."id" = ${propertyId} AND op."landlord_id" = ${landlordId})`
      : Prisma.sql`true`;
  const [row] = await hotQuery<SummaryRow>(
    deps.db,
    Prisma.sql`
    SELECT ${owned} AS owned, count(*)::int AS active,
           (count(*) FILTER (WHERE s."unit_id" IS NOT NULL AND NOT s."owes" AND s."billed"))::int AS paid,
           (count(*) FILTER (WHERE s."owes" AND s."oldest_due" < ${formatDate(today)}::date))::int AS overdue,
           (count(*) FILTER (WHERE s."owes" AND s."oldest_due" BETWEEN ${formatDate(today)}::date
                                                         AND ${formatDate(addDays(today, DUE_SOON_DAYS))}::date))::int AS due_soon
      FROM (SELECT un."id" AS unit_id, b."tenancy_id" IS NOT NULL AS owes,
                   (SELECT min(d) FROM unnest(a."unpaid_due") d) AS oldest_due,
                   EXISTS (SELECT 1 FROM ${t('rent_ledger_entries')} e
                            WHERE e."tenancy_id" = ot."id" AND e."amount" > 0) AS billed
              FROM ${t('tenant_profiles')} tp
              JOIN ${t('users')} u ON u."id" = tp."user_id"
              LEFT JOIN ${t('units')} un ON un."current_tenant_id" = u."id"
              LEFT JOIN ${t('tenancies')} ot ON ot."open_unit_id" = un."id"
              LEFT JOIN ${t('rent_balances')} b
                     ON b."tenancy_id" = ot."id" AND b."tenant_id" = u."id" AND b."balance" > 0
              LEFT JOIN ${t('arrears_ageing')} a ON a."tenancy_id" = b."tenancy_id"
             WHERE tp."landlord_id" = ${landlordId}
               AND u."is_active" AND u."approval_status" = 'approved' ${scope}) s`,
  );
  if (!row?.owned) throw notFound('Property not found.');
  return {
    active_tenants: row?.active ?? 0,
    rent_overdue: row?.overdue ?? 0,
    rent_due_soon: row?.due_soon ?? 0,
    rent_paid: row?.paid ?? 0,
  };
}
