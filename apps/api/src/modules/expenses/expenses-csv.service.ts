import {
  EXPENSE_CATEGORY_LABELS,
  type ExpenseCategory,
  type ExpenseListQuery,
} from '@pango/shared';
import { fileSlug, safeCsvText } from '../../lib/csv-export.js';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/errors.js';
import { expenseOrder, expenseWhere, type ExpenseActor } from './expenses.service.js';

// GET /accounts/expenses/csv/: the filtered list (not just a page) in the list's order, read in
// batches of 500 by cursor so memory stays flat whatever the number of expenses.

export const EXPENSE_CSV_COLUMNS = [
  { key: 'date', header: 'Date' },
  { key: 'property', header: 'Property' },
  { key: 'unit', header: 'Unit' },
  { key: 'category', header: 'Category' },
  { key: 'amount', header: 'Amount (KSh)' },
  { key: 'note', header: 'Note' },
  { key: 'receipt', header: 'Receipt' },
  { key: 'report', header: 'Maintenance report' },
] as const;
type CsvRecord = Record<(typeof EXPENSE_CSV_COLUMNS)[number]['key'], string | number>;

export async function prepareExpensesCsv(
  deps: Deps,
  who: ExpenseActor,
  query: Pick<ExpenseListQuery, 'property_id' | 'category' | 'from' | 'to'>,
): Promise<{ filename: string; records: AsyncGenerator<CsvRecord> }> {
  const where = expenseWhere(who, query);
  let label = 'all';
  if (query.property_id) {
    const property = await deps.db.property.findFirst({
      where: { id: query.property_id, landlordId: who.landlordId },
      select: { name: true },
    });
    if (!property) throw notFound('Property not found.');
    label = fileSlug(property.name, 'property');
  }
  async function* records(): AsyncGenerator<CsvRecord> {
    let cursor: number | undefined;
    for (;;) {
      const batch = await deps.db.expense.findMany({
        where,
        orderBy: expenseOrder,
        take: 500,
        ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
        select: {
          id: true,
          incurredOn: true,
          category: true,
          amount: true,
          note: true,
          receiptKey: true,
          reportId: true,
          property: { select: { name: true } },
          unit: { select: { unitNumber: true } },
        },
      });
      for (const e of batch)
        yield {
          date: e.incurredOn.toISOString().slice(0, 10),
          property: safeCsvText(e.property.name),
          unit: safeCsvText(e.unit?.unitNumber),
          category: EXPENSE_CATEGORY_LABELS[e.category as ExpenseCategory] ?? e.category,
          amount: e.amount,
          note: safeCsvText(e.note),
          receipt: e.receiptKey ? 'Yes' : 'No',
          report: e.reportId ?? '',
        };
      if (batch.length < 500) return;
      cursor = batch.at(-1)!.id;
    }
  }
  return { filename: `expenses_${label}.csv`, records: records() };
}
