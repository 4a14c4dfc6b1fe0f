import type { Actor } from '../../lib/auth.js';
import { fileSlug, newestFirstInBatches, safeCsvText } from '../../lib/csv-export.js';
import type { Deps } from '../../lib/deps.js';
import { paymentRowSelect, toRentPaymentRow, visiblePayments } from './rent-payments.service.js';

// GET /payments/rent-payments/csv/: rows are read in keyset batches and handed to csv-stringify one
// by one, so memory stays flat whatever the number of payments.

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

export type RentPaymentsCsv = { filename: string; records: AsyncGenerator<CsvRecord> };

/** Checks access first (so a foreign property is a 404 before any byte is sent). */
export async function prepareRentPaymentsCsv(
  deps: Deps,
  actor: Actor,
  propertyId?: number,
): Promise<RentPaymentsCsv> {
  const where = await visiblePayments(deps.db, actor, propertyId);
  let label = 'all';
  if (typeof propertyId === 'number') {
    const property = await deps.db.property.findUnique({
      where: { id: propertyId },
      select: { name: true },
    });
    label = `${fileSlug(property?.name ?? '', 'property')}_${propertyId}`;
  }
  async function* records(): AsyncGenerator<CsvRecord> {
    const payments = newestFirstInBatches((after, take) =>
      deps.db.payment.findMany({
        where: after ? { AND: [where, after] } : where,
        select: paymentRowSelect,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take,
      }),
    );
    for await (const payment of payments) {
      const row = toRentPaymentRow(payment);
      yield {
        id: row.id,
        client: safeCsvText(row.tenant_name),
        property: safeCsvText(row.property_name),
        unit: safeCsvText(row.unit_number),
        amount: row.amount,
        type: row.transaction_type,
        status: row.status,
        method: row.payment_method,
        reference: row.reference_number,
        receipt: row.mpesa_receipt ?? '',
        description: safeCsvText(row.description),
        date: row.created_at,
        completed: row.completed_at ?? '',
      };
    }
  }
  return { filename: `rent_payments_${label}.csv`, records: records() };
}
