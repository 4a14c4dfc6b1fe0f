import {
  mriDueDate,
  mriLateFilingPenalty,
  mriRateFor,
  mriTax,
  nextMonth,
  type MriCertificateRow,
  type MriPropertyRow,
  type MriReport,
  type RentalType,
} from '@pango/shared';
import { Prisma } from '../../../generated/prisma/client.js';
import type { Deps } from '../../../lib/deps.js';
import { notFound } from '../../../lib/errors.js';
import { qualifiedTable } from '../../../lib/raw-sql.js';

// KRA Monthly Rental Income for one month (issue 24 items 5 and 6, ADR 039): rent RECEIVED in the
// Nairobi month, per property and tenant. Three queries whatever the portfolio's size: the month's
// sums by property, tenant and whether a certificate covers the payment (kept by triggers in
// rent_received_months, ADR 048), the payments with a withholding certificate, and the properties
// left out (commercial, opted out).

/** Which properties the figures cover: all the landlord's, or a team member's chosen ones. */
export type MriScope = number[] | undefined;

type CertificateRow = {
  payment_id: number;
  certificate_number: string;
  amount: number;
  received: number;
  tenant_id: number | null;
  tenant_name: string | null;
  kra_pin: string | null;
  property_id: number | null;
  property_name: string | null;
  received_on: Date;
};

/**
 * The SQL pieces every MRI query shares. A rent payment counts in the month it was received: the
 * day a hand-recorded payment was paid (paid_on), else the Nairobi day it completed. paid_on is
 * never after completion, so `completed_at >= month start` bounds the scan to the index range.
 */
function receivedIn(deps: Deps, landlordId: number, month: string, scope: MriScope) {
  const start = `${month}-01`;
  const end = `${nextMonth(month)}-01`;
  const property =
    scope === undefined ? Prisma.empty : Prisma.sql`AND pr."id" = ANY(${scope}::int[])`;
  return {
    from: Prisma.sql`
      FROM ${qualifiedTable(deps.env, 'payments')} pay
      LEFT JOIN ${qualifiedTable(deps.env, 'tenancies')} ten ON ten."id" = pay."tenancy_id"
      JOIN ${qualifiedTable(deps.env, 'units')} u ON u."id" = COALESCE(pay."unit_id", ten."unit_id")
      JOIN ${qualifiedTable(deps.env, 'properties')} pr ON pr."id" = u."property_id"
      LEFT JOIN ${qualifiedTable(deps.env, 'users')} tu ON tu."id" = pay."tenant_id"
      LEFT JOIN ${qualifiedTable(deps.env, 'tenant_profiles')} tp ON tp."user_id" = pay."tenant_id"
      LEFT JOIN ${qualifiedTable(deps.env, 'withholding_certificates')} wc ON wc."payment_id" = pay."id"`,
    where: Prisma.sql`
      WHERE pay."landlord_id" = ${landlordId} AND pay."status" = 'completed' AND pay."kind" = 'rent'
        AND pay."completed_at" >= ${start}::timestamp - interval '3 hours'
        AND COALESCE(pay."paid_on",
              ((pay."completed_at" AT TIME ZONE 'UTC') AT TIME ZONE 'Africa/Nairobi')::date)
            >= ${start}::date
        AND COALESCE(pay."paid_on",
              ((pay."completed_at" AT TIME ZONE 'UTC') AT TIME ZONE 'Africa/Nairobi')::date)
            < ${end}::date
        ${property}`,
  };
}

/** At most this many certificates are listed for a month; the totals count them all. */
const CERTIFICATES_LISTED = 500;

/** Which tenant rows to answer: a page (the screen) or all of them (the CSV and PDF). */
export type MriTenantsWanted =
  { page: number; page_size: number; property_id?: number | undefined } | 'all';

type PropertySumRow = {
  property_id: number;
  property_name: string;
  rental_type: RentalType;
  has_certificate: boolean;
  gross: bigint;
  withheld: bigint;
  tenants: number;
};

type TenantRow = {
  property_id: number;
  property_name: string;
  tenant_id: number;
  tenant_name: string | null;
  kra_pin: string | null;
  gross: bigint;
};

/**
 * Which properties' rows a page of tenants spans, and where in them it starts, from the per-
 * property row counts of the sums (in the same property order as the rows): every residential
 * property for the files, else the ones overlapping rows [offset, offset + page_size).
 */
function tenantSlice(sums: PropertySumRow[], wanted: MriTenantsWanted) {
  const rows = sums.filter(
    (r) =>
      r.rental_type === 'residential' &&
      !r.has_certificate &&
      (wanted === 'all' ||
        wanted.property_id === undefined ||
        r.property_id === wanted.property_id),
  );
  const count = rows.reduce((sum, r) => sum + r.tenants, 0);
  if (wanted === 'all')
    return { count, propertyIds: rows.map((r) => r.property_id), window: Prisma.empty };
  const from = (wanted.page - 1) * wanted.page_size;
  const to = from + wanted.page_size;
  const propertyIds: number[] = [];
  let before = 0;
  let skipped = 0;
  for (const r of rows) {
    const end = before + r.tenants;
    if (end > from && before < to) {
      if (propertyIds.length === 0) skipped = before;
      propertyIds.push(r.property_id);
    }
    before = end;
  }
  return {
    count,
    propertyIds,
    window: Prisma.sql`LIMIT ${wanted.page_size} OFFSET ${from - skipped}`,
  };
}

export async function getMriReport(
  deps: Deps,
  landlordId: number,
  month: string,
  scope: MriScope,
  wanted: MriTenantsWanted,
): Promise<MriReport> {
  if (wanted !== 'all' && wanted.property_id !== undefined) {
    // Another landlord's property, or one outside a member's scope, is not found.
    const id = wanted.property_id;
    const owned = await deps.db.property.count({ where: { id, landlordId } });
    if (owned === 0 || (scope !== undefined && !scope.includes(id)))
      throw notFound('Property not found.');
  }
  const { from, where } = receivedIn(deps, landlordId, month, scope);
  const properties = qualifiedTable(deps.env, 'properties');
  const months = qualifiedTable(deps.env, 'rent_received_months');
  const inScope =
    scope === undefined ? Prisma.empty : Prisma.sql`AND pr."id" = ANY(${scope}::int[])`;
  const ofMonth = Prisma.sql`m."landlord_id" = ${landlordId} AND m."month" = ${`${month}-01`}::date
         AND m."payments" <> 0`;
  const [sums, certificates, excluded] = await Promise.all([
    // The month's sums per property, summed in Postgres from the rows the payments and
    // certificates triggers keep (ADR 048): payments with a certificate count apart on residential
    // properties, in full on excluded ones.
    deps.db.$queryRaw<PropertySumRow[]>`
      SELECT pr."id" AS property_id, pr."name" AS property_name, pr."rental_type"::text AS rental_type,
             m."has_certificate", SUM(m."gross")::bigint AS gross,
             SUM(m."withheld")::bigint AS withheld, COUNT(*)::int AS tenants
        FROM ${months} m
        JOIN ${properties} pr ON pr."id" = m."property_id"
       WHERE ${ofMonth} ${inScope}
       GROUP BY pr."id", m."has_certificate"
       ORDER BY pr."name", pr."id"`,
    deps.db.$queryRaw<CertificateRow[]>`
      SELECT pay."id" AS payment_id, wc."certificate_number", wc."amount", pay."amount" AS received,
             pay."tenant_id" AS tenant_id, tu."full_name" AS tenant_name, tp."kra_pin" AS kra_pin,
             pr."id" AS property_id, pr."name" AS property_name,
             COALESCE(pay."paid_on",
               ((pay."completed_at" AT TIME ZONE 'UTC') AT TIME ZONE 'Africa/Nairobi')::date)
               AS received_on
        ${from} ${where}
         AND wc."id" IS NOT NULL AND pr."rental_type" = 'residential'
       ORDER BY received_on, pay."id"
       LIMIT ${CERTIFICATES_LISTED}`,
    deps.db.$queryRaw<{ property_id: number; name: string; rental_type: RentalType }[]>`
      SELECT pr."id" AS property_id, pr."name", pr."rental_type"::text AS rental_type
        FROM ${properties} pr
       WHERE pr."landlord_id" = ${landlordId} AND pr."rental_type" <> 'residential' ${inScope}
       ORDER BY pr."name", pr."id"`,
  ]);
  // The tenant rows: residential rent without a certificate, by property then tenant name. The
  // sums say how many rows each property has, so a page reads only the properties it spans and
  // looks up only their tenants' names (sorting all 4,300 of the agency's by name cost 10 ms).
  const slice = tenantSlice(sums, wanted);
  const tenants =
    slice.propertyIds.length === 0
      ? []
      : await deps.db.$queryRaw<TenantRow[]>`
      SELECT t.*,
             (SELECT tp."kra_pin" FROM ${qualifiedTable(deps.env, 'tenant_profiles')} tp
               WHERE tp."user_id" = t."tenant_id") AS kra_pin
        FROM (
          SELECT pr."id" AS property_id, pr."name" AS property_name, m."tenant_key" AS tenant_id,
                 (SELECT tu."full_name" FROM ${qualifiedTable(deps.env, 'users')} tu
                   WHERE tu."id" = m."tenant_key") AS tenant_name,
                 m."gross"::bigint AS gross
            FROM ${months} m
            JOIN ${properties} pr ON pr."id" = m."property_id"
           WHERE ${ofMonth} AND NOT m."has_certificate"
             AND m."property_id" = ANY(${slice.propertyIds}::int[])
           ORDER BY pr."name", pr."id", tenant_name, m."tenant_key"
           ${slice.window}
        ) t
       ORDER BY t."property_name", t."property_id", t."tenant_name", t."tenant_id"`;
  const report = buildReport(month, sums, certificates, excluded);
  const pageOf = wanted === 'all' ? { page: 1, page_size: tenants.length } : wanted;
  report.tenants = {
    count: slice.count,
    page: pageOf.page,
    page_size: pageOf.page_size,
    property_id: wanted === 'all' ? null : (wanted.property_id ?? null),
    results: tenants.map((t) => {
      const gross = Number(t.gross);
      return {
        tenant_id: t.tenant_id,
        name: t.tenant_name ?? 'Unknown tenant',
        kra_pin: t.kra_pin,
        property_id: t.property_id,
        property_name: t.property_name,
        gross_rent: gross,
        tax: mriTax(gross, month),
      };
    }),
  };
  return report;
}

function buildReport(
  month: string,
  sums: PropertySumRow[],
  certificates: CertificateRow[],
  excluded: { property_id: number; name: string; rental_type: RentalType }[],
): MriReport {
  const propertyRows: MriPropertyRow[] = [];
  const excludedGross = new Map<number, number>();
  let withheldGross = 0;
  let taxWithheld = 0;
  for (const row of sums) {
    const gross = Number(row.gross);
    if (row.rental_type !== 'residential') {
      excludedGross.set(row.property_id, (excludedGross.get(row.property_id) ?? 0) + gross);
      continue;
    }
    if (row.has_certificate) {
      // The agent paid the landlord the rent less the tax it withheld: gross = both.
      withheldGross += gross + Number(row.withheld);
      taxWithheld += Number(row.withheld);
      continue;
    }
    propertyRows.push({
      property_id: row.property_id,
      name: row.property_name,
      gross_rent: gross,
      tax: mriTax(gross, month),
      tenant_count: row.tenants,
    });
  }
  const grossRent = propertyRows.reduce((sum, p) => sum + p.gross_rent, 0);
  // The return's tax is on the month's total gross, rounded once (ADR 039): the rows' taxes are
  // each rounded and may differ from it by a shilling or two.
  const tax = mriTax(grossRent, month);
  const certificateRows: MriCertificateRow[] = certificates.map((c) => ({
    payment_id: c.payment_id,
    certificate_number: c.certificate_number,
    amount: c.amount,
    received: c.received,
    gross_rent: c.received + c.amount,
    tenant_id: c.tenant_id,
    tenant_name: c.tenant_name,
    kra_pin: c.kra_pin,
    property_id: c.property_id,
    property_name: c.property_name,
    paid_on: c.received_on.toISOString().slice(0, 10),
  }));
  const rate = mriRateFor(month);
  return {
    month,
    rate: rate.rate,
    annual_min: rate.annual_min,
    annual_max: rate.annual_max,
    due_date: mriDueDate(month),
    nil_return: grossRent === 0 && withheldGross === 0,
    gross_rent: grossRent,
    tax,
    late_filing_penalty: mriLateFilingPenalty(tax),
    withheld: {
      gross: withheldGross,
      tax_withheld: taxWithheld,
      certificates: certificateRows,
    },
    properties: propertyRows,
    tenants: { count: 0, page: 1, page_size: 0, property_id: null, results: [] },
    excluded_properties: excluded.map((p) => ({
      ...p,
      gross_rent: excludedGross.get(p.property_id) ?? 0,
    })),
  };
}
