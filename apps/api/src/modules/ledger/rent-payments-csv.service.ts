import type { Actor } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { paymentRowSelect, toRentPaymentRow, visiblePayments } from './rent-payments.service.js';

// GET /payments/rent-payments/csv/: rows are read in keyset batches and handed to csv-stringify one
// by one, so memory stays flat whatever the number of payments.

const BATCH_SIZE = 500;

export const CSV_COLUMNS = [
  { key: 'id', header: 'Payment ID' },
  { key: 'client', header: 'Client' },
  { key: 'property', header: 'Property' },
  { key: 'unit', header: 'Unit' },
  { key: 'amount', header: 'Amount (KSh)' },
  { key: 'type', header: 'Type' },
  { key: 'status', header: 'Status' },
  { key: 'method', header: 'Method' },
  { key: 'reference', header: 'Reference' },
  { key: 'receipt', header: 'M-Pesa Receipt' },
  { key: 'description', header: 'Description' },
  { key: 'date', header: 'Date' },
  { key: 'completed', header: 'Completed At' },
] as const;

type CsvRecord = Record<(typeof CSV_COLUMNS)[number]['key'], string | number>;

/** A spreadsheet would run a cell starting with = + - @ as a formula; a leading ' keeps it text. */
function safeText(value: string | null): string {
  if (!value) return '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function fileSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return slug || 'property';
}

export type RentPaymentsCsv = { filename: string; records: AsyncGenerator<CsvRecord> };

/** Checks access first (so a foreign property is a 404 before any byte is sent). */
export async function prepareRentPaymentsCsv(
  deps: Deps,
  actor: Actor,
  propertyId?: number,
): Promise<RentPaymentsCsv> {
  const where = await visiblePayments(deps.db, actor, propertyId);
  let label = 'all';
  if (propertyId !== undefined) {
    const property = await deps.db.property.findUnique({
      where: { id: propertyId },
      select: { name: true },
    });
    label = `${fileSlug(property?.name ?? '')}_${propertyId}`;
  }
  async function* records(): AsyncGenerator<CsvRecord> {
    // Keyset pagination on the list's order (newest first, id breaks ties): each batch is one
    // indexed range read, however deep into the export it is.
    let after: { createdAt: Date; id: number } | undefined;
    for (;;) {
      const batch = await deps.db.payment.findMany({
        where: after
          ? {
              AND: [
                where,
                {
                  OR: [
                    { createdAt: { lt: after.createdAt } },
                    { createdAt: after.createdAt, id: { lt: after.id } },
                  ],
                },
              ],
            }
          : where,
        select: paymentRowSelect,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: BATCH_SIZE,
      });
      for (const payment of batch) {
        const row = toRentPaymentRow(payment);
        yield {
          id: row.id,
          client: safeText(row.tenant_name),
          property: safeText(row.property_name),
          unit: safeText(row.unit_number),
          amount: row.amount,
          type: row.transaction_type,
          status: row.status,
          method: row.payment_method,
          reference: row.reference_number,
          receipt: row.mpesa_receipt ?? '',
          description: safeText(row.description),
          date: row.created_at,
          completed: row.completed_at ?? '',
        };
      }
      if (batch.length < BATCH_SIZE) return;
      const last = batch[batch.length - 1];
      after = last ? { createdAt: last.createdAt, id: last.id } : undefined;
    }
  }
  return { filename: `rent_payments_${label}.csv`, records: records() };
}
