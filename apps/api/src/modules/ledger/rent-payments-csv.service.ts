import type { Writable } from 'node:stream';
import type { Actor } from '../../lib/auth.js';
import { fileSlug, safeCsvSql } from '../../lib/csv-export.js';
import type { Deps } from '../../lib/deps.js';
import { paymentVisibility, type PaymentVisibility } from './rent-payments.service.js';

// GET /payments/rent-payments/csv/: one `COPY (SELECT …) TO STDOUT WITH (FORMAT csv, HEADER)`
// streamed to the client (lib/copy-out.ts). Postgres formats every cell, so the rows never become
// objects in the API: an agency's million payments went from 24,000 rows/s and +165 MiB of heap
// through Prisma batches and csv-stringify (issue 26) to what the socket takes, with flat memory.
// The bytes are the ones csv-stringify wrote: same header, columns, quoting and cells (the test
// compares the two on awkward rows).

/** An ISO 8601 instant as Date.toISOString() writes it; the columns are UTC `timestamp(3)`. */
const isoUtc = (column: string) => `to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Header and SQL of each column, in order; the SQL reads `p` payments, `t` tenant, `u`, `pr`. */
const CSV_COLUMNS = [
  { header: 'Payment ID', sql: 'p.id' },
  // A signup deposit has no tenant yet: it names the payer from the signup form (ADR 018).
  { header: 'Client', sql: safeCsvSql('COALESCE(t.full_name, p.payer_name, p.payer_email)') },
  { header: 'Property', sql: safeCsvSql('pr.name') },
  { header: 'Unit', sql: safeCsvSql('u.unit_number') },
  { header: 'Amount (KSh)', sql: 'p.amount' },
  { header: 'Type', sql: `CASE p.kind WHEN 'deposit' THEN 'deposit' ELSE 'rent' END` },
  { header: 'Status', sql: 'p.status' },
  { header: 'Method', sql: `NULLIF(p.payment_method, '')` },
  // A payment recorded by hand is known by the landlord's own reference (cash book, cheque no.).
  { header: 'Reference', sql: `NULLIF(COALESCE(p.manual_reference, p.merchant_reference), '')` },
  { header: 'M-Pesa Receipt', sql: `NULLIF(p.mpesa_receipt, '')` },
  { header: 'Description', sql: safeCsvSql('p.description') },
  { header: 'Date', sql: isoUtc('p.created_at') },
  { header: 'Completed At', sql: isoUtc('p.completed_at') },
] as const;

export type RentPaymentsCsv = {
  filename: string;
  /** Takes the export's connection (503 when none is free), then streams into `out`. */
  open: () => Promise<(out: Writable) => Promise<void>>;
};

/** Checks access first (so a foreign property is a 404 before any byte is sent). */
export async function prepareRentPaymentsCsv(
  deps: Deps,
  actor: Actor,
  propertyId?: number,
): Promise<RentPaymentsCsv> {
  const visible = await paymentVisibility(deps.db, actor, propertyId);
  let label = 'all';
  if (typeof propertyId === 'number') {
    const property = await deps.db.property.findUnique({
      where: { id: propertyId },
      select: { name: true },
    });
    label = `${fileSlug(property?.name ?? '', 'property')}_${propertyId}`;
  }
  const sql = rentPaymentsCopySql(deps.copyOut.table, visible);
  return { filename: `rent_payments_${label}.csv`, open: () => deps.copyOut.open(sql) };
}

/** The COPY statement: newest first, ties by id, as the payments list. */
export function rentPaymentsCopySql(
  table: (name: string) => string,
  visible: PaymentVisibility,
): string {
  const columns = CSV_COLUMNS.map((c) => `${c.sql} AS "${c.header}"`).join(',\n  ');
  const kinds = visible.kinds.map((k) => `'${k}'`).join(', ');
  const where =
    'tenantId' in visible
      ? [`p.tenant_id = ${sqlInt(visible.tenantId)}`]
      : [
          `p.landlord_id = ${sqlInt(visible.landlordId)}`,
          ...propertyCondition(visible.propertyIds),
        ];
  return `COPY (SELECT
  ${columns}
FROM ${table('payments')} p
LEFT JOIN ${table('users')} t ON t.id = p.tenant_id
LEFT JOIN ${table('units')} u ON u.id = p.unit_id
LEFT JOIN ${table('properties')} pr ON pr.id = u.property_id
WHERE ${[...where, `p.kind IN (${kinds})`].join(' AND ')}
ORDER BY p.created_at DESC, p.id DESC
) TO STDOUT WITH (FORMAT csv, HEADER true)`;
}

/** A payment on one of these properties (its unit's); none for a member with none. */
function propertyCondition(ids: number | number[] | undefined): string[] {
  if (ids === undefined) return [];
  if (typeof ids === 'number') return [`u.property_id = ${sqlInt(ids)}`];
  return [`u.property_id = ANY ('{${ids.map(sqlInt).join(',')}}'::int[])`];
}

/** COPY takes no bind parameters: ids are written in, and only ever as integers. */
function sqlInt(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`not an integer id: ${value}`);
  return String(value);
}
