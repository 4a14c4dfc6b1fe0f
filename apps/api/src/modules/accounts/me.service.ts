import { hotQuery } from '../../lib/hot-query.js';
import { Prisma } from '../../generated/prisma/client.js';
import { DEFAULT_LANGUAGE, type CurrentUnit, type Language, type Me } from '@pango/shared';
import { adminRoleOf, signedInUserId, type Actor } from '../../lib/auth.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/errors.js';
import { qualifiedTable } from '../../lib/raw-sql.js';
import { actorFromGuard, guardStatement, type GuardRow } from '../../lib/session-guard.js';
import { rentAccountOf, type TenancyFigures } from '../ledger/rent-account.service.js';
import type { LedgerRow } from '../ledger/rent-rules.js';

/**
 * GET /accounts/me/: the user object of seed 000 section 3, with current_unit for tenants. A team
 * member (issue 23) is shown their own account, their role and properties, and the owner's code.
 */
type MeRow = {
  id: number;
  email: string;
  role: 'tenant' | 'landlord';
  full_name: string;
  phone_number: string | null;
  landlord_code: string | null;
  language: Language | null;
  shortcode: string | null;
  shortcode_type: string | null;
  payment_account_number: string | null;
  unit_id: number | null;
  unit_number: string | null;
  rent: number | null;
  rent_due_date: Date | null;
  billing_anchor_date: Date | null;
  property_id: number | null;
  property_name: string | null;
  /** The open tenancy's ledger rows: [id, type, amount, period_start, created_at ms, waived id]. */
  ledger: [number, LedgerRow['type'], number, string | null, number, number | null][] | null;
};

/**
 * The /me statement for the signed-in user: the user, the landlord code of the landlord, member
 * or tenant's landlord, a tenant's language, paybill, M-Pesa account number, current unit and the
 * open tenancy's ledger rows for the rent figures (issue 12). One raw statement (issue 26 item 1:
 * /me is read on every page load; the same read through Prisma's nested select cost about five
 * times the CPU).
 */
function meStatement(env: Deps['env'], userId: number): Prisma.Sql {
  const t = (name: string) => qualifiedTable(env, name);
  return Prisma.sql`
    SELECT u."id", u."email", u."role"::text AS role, u."full_name", u."phone_number",
           COALESCE(lp."landlord_code", mlp."landlord_code", tlp."landlord_code") AS landlord_code,
           tp."language"::text AS language, c."shortcode", c."shortcode_type",
           (SELECT tn."payment_account_number" FROM ${t('tenancies')} tn
             WHERE tn."tenant_id" = u."id" AND tn."status" IN ('active', 'notice')
             LIMIT 1) AS payment_account_number,
           un."id" AS unit_id, un."unit_number", un."rent", un."rent_due_date",
           un."billing_anchor_date", p."id" AS property_id, p."name" AS property_name,
           (SELECT json_agg(json_build_array(e."id", e."type", e."amount", e."period_start",
                     (extract(epoch FROM e."created_at") * 1000)::bigint, e."waived_entry_id")
                     ORDER BY e."id")
              FROM ${t('tenancies')} ot
              JOIN ${t('rent_ledger_entries')} e ON e."tenancy_id" = ot."id"
             WHERE ot."open_tenant_id" = u."id" AND e."unit_id" = un."id") AS ledger
      FROM ${t('users')} u
      LEFT JOIN ${t('landlord_profiles')} lp ON lp."user_id" = u."id"
      LEFT JOIN ${t('team_members')} m ON m."user_id" = u."id"
      LEFT JOIN ${t('landlord_profiles')} mlp ON mlp."user_id" = m."landlord_id"
      LEFT JOIN ${t('tenant_profiles')} tp ON tp."user_id" = u."id"
      LEFT JOIN ${t('landlord_profiles')} tlp ON tlp."user_id" = tp."landlord_id"
      LEFT JOIN ${t('mpesa_c2b_settings')} c ON c."landlord_id" = tp."landlord_id"
      LEFT JOIN ${t('units')} un ON un."current_tenant_id" = u."id"
      LEFT JOIN ${t('properties')} p ON p."id" = un."property_id"
     WHERE u."id" = ${userId}`;
}

export async function getMe(deps: Deps, actor: Actor): Promise<Me> {
  const [user] = await hotQuery<MeRow>(deps.db, meStatement(deps.env, signedInUserId(actor)));
  if (!user) throw notFound('User not found.');
  return toMe(user, actor, nowOf(deps));
}

/** MeRow as to_jsonb writes it: dates as YYYY-MM-DD. */
type MeJson = Omit<MeRow, 'rent_due_date' | 'billing_anchor_date'> & {
  rent_due_date: string | null;
  billing_anchor_date: string | null;
};

const jsonDate = (text: string | null) => (text === null ? null : new Date(`${text}T00:00:00Z`));

/**
 * GET /me/ whose session guard was deferred to the route (lib/session-guard.ts): the guard's row
 * and the user in ONE statement, the /me part read only when the session is live. The actor is
 * built by the guard's own rule (actorFromGuard: 401 for an ended session or membership).
 */
export async function getMeWithSession(
  deps: Deps,
  claims: Parameters<typeof guardStatement>[1],
): Promise<{ me: Me; actor: Actor }> {
  const [row] = await hotQuery<GuardRow & { me: MeJson | null }>(
    deps.db,
    Prisma.sql`SELECT g.*, (SELECT to_jsonb(m) FROM (${meStatement(deps.env, claims.userId)}) m) AS me
                 FROM (${guardStatement(deps.env, claims)}) g`,
  );
  const actor = actorFromGuard(claims, row);
  if (!row?.me) throw notFound('User not found.');
  const user: MeRow = {
    ...row.me,
    rent_due_date: jsonDate(row.me.rent_due_date),
    billing_anchor_date: jsonDate(row.me.billing_anchor_date),
  };
  return { me: toMe(user, actor, nowOf(deps)), actor };
}

function toMe(user: MeRow, actor: Actor, now: Date): Me {
  const [firstName = '', ...rest] = user.full_name.trim().split(/\s+/);
  const teamRole = adminRoleOf(actor);
  return {
    id: user.id,
    email: user.email,
    user_type: user.role,
    is_landlord: user.role === 'landlord',
    is_tenant: user.role === 'tenant',
    full_name: user.full_name,
    first_name: firstName,
    last_name: rest.join(' '),
    phone_number: user.phone_number,
    landlord_code: user.landlord_code,
    current_unit: user.role === 'tenant' ? currentUnitOf(tenancyOf(user), now) : null,
    payment_account_number: user.payment_account_number,
    mpesa_paybill: user.shortcode
      ? {
          shortcode: user.shortcode,
          shortcode_type: user.shortcode_type as 'paybill' | 'till',
        }
      : null,
    ...(user.role === 'tenant' ? { language: user.language ?? DEFAULT_LANGUAGE } : {}),
    ...(teamRole ? { team_role: teamRole, property_ids: actor.member?.propertyIds ?? [] } : {}),
  };
}

/** The current unit and its ledger rows as the rent rules read them. */
function tenancyOf(row: MeRow): TenancyFigures | null {
  if (row.unit_id === null) return null;
  return {
    id: row.unit_id,
    unitNumber: row.unit_number!,
    rent: row.rent!,
    rentDueDate: row.rent_due_date,
    billingAnchorDate: row.billing_anchor_date,
    property: { id: row.property_id!, name: row.property_name! },
    ledgerEntries: (row.ledger ?? []).map(([id, type, amount, periodStart, createdAt, waived]) => ({
      id,
      type,
      amount,
      periodStart: periodStart === null ? null : new Date(`${periodStart}T00:00:00Z`),
      createdAt: new Date(Number(createdAt)),
      waivedEntryId: waived,
    })),
  };
}

// Rent figures come from the ledger module, the one place rent rules live
// (docs/decisions/012-rent-ledger.md). rent_due_date is the next due date: null when the tenancy
// has no anchor (no rent due date and no move-in date), which also means no charges are posted.
function currentUnitOf(tenancy: TenancyFigures | null, now: Date): CurrentUnit | null {
  const account = rentAccountOf(tenancy, now);
  if (!account.unit || account.rent_status === 'no_unit') return null;
  return {
    id: account.unit.id,
    unit_number: account.unit.unit_number,
    rent: account.monthly_rent,
    rent_remaining: account.rent_due,
    rent_status: account.rent_status,
    rent_due_date: account.next_due_date,
    property_name: account.unit.property_name,
    property_id: account.unit.property_id,
  };
}
