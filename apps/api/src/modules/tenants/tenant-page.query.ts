import { hotQuery } from '../../lib/hot-query.js';
import { phoneSearchTerm, type TenantListQuery, type TenantRow } from '@pango/shared';
import { Prisma } from '../../generated/prisma/client.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { likeContaining } from '../../lib/like-pattern.js';
import { qualifiedTable } from '../../lib/raw-sql.js';
import { computeAccount, formatDate, rentAnchor, type LedgerRow } from '../ledger/rent-rules.js';
import { statusOf, UNCONFIRMED_APPLICANT_STATUSES } from './tenant-rows.js';

// One page of GET /accounts/tenants/ and its count in ONE raw statement (issue 26, ADR 049
// addendum): through Prisma the page was four statements (count, profiles with user, unit and
// property, then every ledger row of the page's tenancies, about 2,500 row objects for an
// agency's page of 50), each planned afresh. The filters are the same as the Prisma where it
// replaced (statusWhere, searchWhere and propertyWhere in tenants-list.service.ts history).

export type TenantPageQuery = Omit<TenantListQuery, 'property_id'> & {
  property_id?: number | number[];
};

type LedgerTuple = [number, LedgerRow['type'], number, string | null, number, number | null];

/** A page row as the statement builds it (json_build_object: 50 rows, the keys cost nothing). */
type TenantJson = {
  id: number;
  full_name: string;
  email: string;
  phone_number: string;
  national_id: string;
  booking_id: string;
  is_active: boolean;
  approval_status: string;
  deposit_paid: boolean;
  created_ms: number;
  move_in_date: string | null;
  has_id_document: boolean;
  unit_id: number | null;
  unit_number: string | null;
  property_id: number | null;
  property_name: string | null;
  rent: number | null;
  rent_due_date: string | null;
  billing_anchor_date: string | null;
  /** The open tenancy's rows in this unit: [id, type, amount, period_start, created_at ms, waived id]. */
  ledger: LedgerTuple[] | null;
};

// Constants, not input: untyped literals take the column's enum type (the enum lives in the
// schema the migrations ran in, which a cast would have to name).
const UNCONFIRMED = Prisma.raw(
  UNCONFIRMED_APPLICANT_STATUSES.map((status) => `'${status}'`).join(', '),
);

function statusSql(status: TenantPageQuery['status']): Prisma.Sql {
  if (status === 'active') return Prisma.sql`u."is_active" AND u."approval_status" = 'approved'`;
  if (status === 'pending') return Prisma.sql`u."approval_status" = 'pending'`;
  if (status === 'inactive')
    return Prisma.sql`(u."approval_status" = 'declined'
                       OR (u."approval_status" = 'approved' AND NOT u."is_active"))`;
  return Prisma.sql`u."approval_status" NOT IN (${UNCONFIRMED})`;
}

/**
 * The tenant (users alias u) belongs to the property, or one of a team member's properties,
 * through the unit they live in or the one they applied for.
 */
export function tenantInPropertySql(env: Deps['env'], propertyId: number | number[]): Prisma.Sql {
  const t = (name: string) => qualifiedTable(env, name);
  const scope = (column: Prisma.Sql) =>
    Array.isArray(propertyId)
      ? Prisma.sql`${column} = ANY(${propertyId}::int[])`
      : Prisma.sql`${column} = ${propertyId}`;
  return Prisma.sql`(EXISTS (SELECT 1 FROM ${t('units')} pu
                  WHERE pu."current_tenant_id" = u."id" AND ${scope(Prisma.sql`pu."property_id"`)})
      OR EXISTS (SELECT 1 FROM ${t('tenant_applications')} a
                   JOIN ${t('units')} au ON au."id" = a."unit_id"
                  WHERE a."tenant_id" = u."id" AND ${scope(Prisma.sql`au."property_id"`)}))`;
}

export async function readTenantPage(
  deps: Deps,
  landlordId: number,
  query: TenantPageQuery,
): Promise<{ count: number; rows: TenantRow[] }> {
  const t = (name: string) => qualifiedTable(deps.env, name);
  const skip = (query.page - 1) * query.page_size;
  const conditions = [Prisma.sql`tp."landlord_id" = ${landlordId}`, statusSql(query.status)];
  if (query.search) {
    const pattern = likeContaining(query.search);
    // Phones are stored canonical (2547…): "0712 345" is also looked for as "254712345".
    const phone = phoneSearchTerm(query.search);
    conditions.push(Prisma.sql`(u."full_name" ILIKE ${pattern} OR u."email" ILIKE ${pattern}
      OR tp."phone_number" ILIKE ${pattern}
      ${phone && phone !== query.search ? Prisma.sql`OR tp."phone_number" LIKE ${likeContaining(phone)}` : Prisma.empty}
      OR tp."national_id" ILIKE ${pattern} OR tp."booking_id" ILIKE ${pattern}
      OR EXISTS (SELECT 1 FROM ${t('units')} su
                  WHERE su."current_tenant_id" = u."id" AND su."unit_number" ILIKE ${pattern}))`);
  }
  if (query.property_id !== undefined) {
    conditions.push(tenantInPropertySql(deps.env, query.property_id));
  }
  const where = Prisma.join(conditions, ' AND ');
  const everyone = query.status === 'all' && !query.search && query.property_id === undefined;
  // The unfiltered count is the landlord's kept profile count (tenant_profile_counts, kept by
  // statement triggers on tenant_profiles) less the few profiles whose user is unconfirmed: a
  // profile has exactly one user, so the difference is the list's rows. Counting the reference
  // agency's 23,000 profiles on the index every call was 1-2 ms of Postgres per page (issue 26).
  const count = everyone
    ? Prisma.sql`coalesce((SELECT c."profiles" FROM ${t('tenant_profile_counts')} c
                            WHERE c."landlord_id" = ${landlordId}), 0)
               - (SELECT count(*) FROM ${t('users')} cu
                    JOIN ${t('tenant_profiles')} up ON up."user_id" = cu."id"
                   WHERE cu."approval_status" IN (${UNCONFIRMED})
                     AND up."landlord_id" = ${landlordId})`
    : Prisma.sql`(SELECT count(*) FROM ${t('tenant_profiles')} tp
                    JOIN ${t('users')} u ON u."id" = tp."user_id" WHERE ${where})`;

  const [row] = await hotQuery<{ count: number; rows: TenantJson[] }>(
    deps.db,
    Prisma.sql`
    SELECT (${count})::int AS count,
           (SELECT coalesce(json_agg(json_build_object(
                     'id', u."id", 'full_name', u."full_name", 'email', u."email",
                     'phone_number', p."phone_number", 'national_id', p."national_id",
                     'booking_id', p."booking_id", 'is_active', u."is_active",
                     'approval_status', u."approval_status", 'deposit_paid', p."deposit_paid",
                     'created_ms', (extract(epoch FROM u."created_at") * 1000)::bigint,
                     'move_in_date', p."move_in_date",
                     'has_id_document', p."id_document_path" IS NOT NULL,
                     'unit_id', un."id", 'unit_number', un."unit_number",
                     'property_id', pr."id", 'property_name', pr."name", 'rent', un."rent",
                     'rent_due_date', un."rent_due_date",
                     'billing_anchor_date', un."billing_anchor_date",
                     'ledger', (SELECT json_agg(json_build_array(e."id", e."type", e."amount",
                               e."period_start",
                               (extract(epoch FROM e."created_at") * 1000)::bigint,
                               e."waived_entry_id") ORDER BY e."id")
                        FROM ${t('tenancies')} ot
                        JOIN ${t('rent_ledger_entries')} e ON e."tenancy_id" = ot."id"
                       WHERE ot."open_tenant_id" = u."id" AND e."unit_id" = un."id"))
                     ORDER BY p."created_at" DESC, p."id" DESC), '[]')
              FROM (SELECT tp.* FROM ${t('tenant_profiles')} tp
                      JOIN ${t('users')} u ON u."id" = tp."user_id"
                     WHERE ${where}
                     ORDER BY tp."created_at" DESC, tp."id" DESC
                    OFFSET ${skip} LIMIT ${query.page_size}) p
              JOIN ${t('users')} u ON u."id" = p."user_id"
              LEFT JOIN ${t('units')} un ON un."current_tenant_id" = u."id"
              LEFT JOIN ${t('properties')} pr ON pr."id" = un."property_id") AS rows`,
  );
  const now = nowOf(deps);
  return { count: row?.count ?? 0, rows: (row?.rows ?? []).map((json) => toRow(json, now)) };
}

const day = (text: string | null) => (text === null ? null : new Date(`${text}T00:00:00Z`));

function toRow(row: TenantJson, now: Date): TenantRow {
  const ledger: LedgerRow[] = (row.ledger ?? []).map(
    ([id, type, amount, periodStart, created, waived]) => ({
      id,
      type,
      amount,
      periodStart: day(periodStart),
      createdAt: new Date(Number(created)),
      waivedEntryId: waived,
    }),
  );
  const figures =
    row.unit_id === null
      ? undefined
      : computeAccount(
          ledger,
          row.rent!,
          rentAnchor(day(row.rent_due_date), day(row.billing_anchor_date)),
          now,
        );
  return {
    id: row.id,
    full_name: row.full_name,
    email: row.email,
    phone_number: row.phone_number,
    national_id: row.national_id,
    booking_id: row.booking_id,
    status: statusOf({ isActive: row.is_active, approvalStatus: row.approval_status }),
    is_active: row.is_active,
    deposit_paid: row.deposit_paid,
    created_at: new Date(Number(row.created_ms)).toISOString(),
    move_in_date: row.move_in_date,
    unit:
      row.unit_id === null
        ? null
        : {
            id: row.unit_id,
            unit_number: row.unit_number!,
            property_id: row.property_id!,
            property_name: row.property_name!,
            rent: row.rent!,
            rent_due_date: row.rent_due_date,
          },
    rent_status: figures ? figures.status : 'no_unit',
    rent_remaining: figures ? figures.outstanding : 0,
    next_due_date: figures?.nextDueDate ? formatDate(figures.nextDueDate) : null,
    has_id_document: row.has_id_document,
  };
}
