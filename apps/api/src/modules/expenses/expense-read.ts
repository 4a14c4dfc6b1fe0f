import type { ExpenseCategory, ExpenseRead } from '@pango/shared';
import type { Prisma } from '../../generated/prisma/client.js';
import { enteredBySelect, toEnteredBy } from '../../lib/entered-by.js';

// One expense as the API answers it, and the select that reads it in one query with its property,
// unit and the member who entered it.

export const expenseSelect = {
  id: true,
  propertyId: true,
  unitId: true,
  category: true,
  amount: true,
  incurredOn: true,
  note: true,
  receiptKey: true,
  receiptContentType: true,
  reportId: true,
  createdAt: true,
  property: { select: { name: true } },
  unit: { select: { unitNumber: true } },
  enteredBy: enteredBySelect,
} satisfies Prisma.ExpenseSelect;

export type ExpenseRow = Prisma.ExpenseGetPayload<{ select: typeof expenseSelect }>;

export const receiptPath = (id: number) => `/api/accounts/expenses/${id}/receipt/`;
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export function toExpenseRead(row: ExpenseRow): ExpenseRead {
  return {
    id: row.id,
    property_id: row.propertyId,
    property_name: row.property.name,
    unit_id: row.unitId,
    unit_number: row.unit?.unitNumber ?? null,
    category: row.category as ExpenseCategory,
    amount: row.amount,
    incurred_on: isoDay(row.incurredOn),
    note: row.note,
    receipt_url: row.receiptKey ? receiptPath(row.id) : null,
    receipt_content_type: row.receiptKey ? row.receiptContentType : null,
    report_id: row.reportId,
    entered_by: toEnteredBy(row.enteredBy),
    created_at: row.createdAt.toISOString(),
  };
}
