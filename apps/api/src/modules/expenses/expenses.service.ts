import {
  ERROR_CODES,
  EXPENSE_MESSAGES,
  type ExpenseData,
  type ExpenseList,
  type ExpenseListQuery,
  type ExpenseRead,
} from '@pango/shared';
import type { Prisma } from '../../generated/prisma/client.js';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { Deps } from '../../lib/deps.js';
import type { DbTx } from '../../lib/db.js';
import { actingMemberId } from '../../lib/entered-by.js';
import { AppError, notFound } from '../../lib/errors.js';
import { expenseSelect, isoDay, toExpenseRead } from './expense-read.js';

// Expenses (issue 24 item 3, ADR 040). Ownership lives here: every read and write is limited to
// the landlord's rows and, for a team member limited to chosen properties, to those properties;
// anything else answers 404 as if it did not exist. Money changes are audited in their transaction.

/** Whose expenses: the owner's id, and the member's properties (null = all of them). */
export type ExpenseActor = { landlordId: number; scope: number[] | null };

const inScope = (who: ExpenseActor) =>
  who.scope === null ? {} : { propertyId: { in: who.scope } };

const day = (value: string) => new Date(`${value}T00:00:00Z`);

/** The list's where: the landlord's (scoped) expenses matching the filters, in the database. */
export function expenseWhere(
  who: ExpenseActor,
  query: Pick<ExpenseListQuery, 'property_id' | 'category' | 'from' | 'to'>,
): Prisma.ExpenseWhereInput {
  if (query.property_id && who.scope && !who.scope.includes(query.property_id)) throw notFound();
  return {
    landlordId: who.landlordId,
    ...inScope(who),
    ...(query.property_id ? { propertyId: query.property_id } : {}),
    ...(query.category ? { category: query.category } : {}),
    ...(query.from || query.to
      ? {
          incurredOn: {
            ...(query.from ? { gte: day(query.from) } : {}),
            ...(query.to ? { lte: day(query.to) } : {}),
          },
        }
      : {}),
  };
}

export const expenseOrder: Prisma.ExpenseOrderByWithRelationInput[] = [
  { incurredOn: 'desc' },
  { id: 'desc' },
];

/** GET /accounts/expenses/: one page and the filtered list's count and total (three queries). */
export async function listExpenses(
  deps: Deps,
  who: ExpenseActor,
  query: ExpenseListQuery,
): Promise<ExpenseList> {
  const where = expenseWhere(who, query);
  const [total, rows] = await Promise.all([
    deps.db.expense.aggregate({ where, _count: true, _sum: { amount: true } }),
    deps.db.expense.findMany({
      where,
      select: expenseSelect,
      orderBy: expenseOrder,
      skip: (query.page - 1) * query.page_size,
      take: query.page_size,
    }),
  ]);
  return {
    count: total._count,
    total_amount: total._sum.amount ?? 0,
    page: query.page,
    page_size: query.page_size,
    results: rows.map(toExpenseRead),
  };
}

/**
 * The property must be the landlord's and in the member's scope (else 404); the unit, when given,
 * must be the landlord's (else 404) and on that property (else 400 on unit_id).
 */
async function checkPlace(tx: DbTx, who: ExpenseActor, input: ExpenseData): Promise<void> {
  if (who.scope && !who.scope.includes(input.property_id)) throw notFound('Property not found.');
  const property = await tx.property.count({
    where: { id: input.property_id, landlordId: who.landlordId },
  });
  if (property === 0) throw notFound('Property not found.');
  if (input.unit_id == null) return;
  const unit = await tx.unit.findFirst({
    where: { id: input.unit_id, landlordId: who.landlordId },
    select: { propertyId: true },
  });
  if (!unit) throw notFound('Unit not found.');
  if (unit.propertyId !== input.property_id)
    throw new AppError(400, ERROR_CODES.validation, EXPENSE_MESSAGES.unitNotOnProperty, {
      errors: { unit_id: [EXPENSE_MESSAGES.unitNotOnProperty] },
    });
}

const dataOf = (input: ExpenseData) => ({
  propertyId: input.property_id,
  unitId: input.unit_id ?? null,
  category: input.category,
  amount: input.amount,
  incurredOn: day(input.incurred_on),
  note: input.note || null,
});

type AuditedExpense = Omit<ReturnType<typeof dataOf>, 'category'> & { category: string };
const auditOf = (e: AuditedExpense) => ({
  property_id: e.propertyId,
  unit_id: e.unitId,
  category: e.category,
  amount: e.amount,
  incurred_on: isoDay(e.incurredOn),
});

/** POST /accounts/expenses/ */
export async function createExpense(
  deps: Deps,
  who: ExpenseActor,
  input: ExpenseData,
): Promise<ExpenseRead> {
  return deps.db.$transaction(async (tx) => {
    await checkPlace(tx, who, input);
    const data = dataOf(input);
    const row = await tx.expense.create({
      data: { ...data, landlordId: who.landlordId, enteredByMemberId: actingMemberId() },
      select: expenseSelect,
    });
    await recordAudit(tx, {
      actorId: who.landlordId,
      action: AUDIT_ACTIONS.expenseRecorded,
      entityType: 'expense',
      entityId: row.id,
      data: { after: auditOf(data) },
    });
    return toExpenseRead(row);
  });
}

async function ownedExpense(tx: DbTx | Deps['db'], who: ExpenseActor, id: number) {
  const row = await tx.expense.findFirst({
    where: { id, landlordId: who.landlordId, ...inScope(who) },
    select: {
      id: true,
      propertyId: true,
      unitId: true,
      category: true,
      amount: true,
      incurredOn: true,
      note: true,
      receiptKey: true,
    },
  });
  if (!row) throw notFound('Expense not found.');
  return row;
}

/** PUT /accounts/expenses/{id}/: the whole expense replaced (the receipt stays). */
export async function updateExpense(
  deps: Deps,
  who: ExpenseActor,
  id: number,
  input: ExpenseData,
): Promise<ExpenseRead> {
  return deps.db.$transaction(async (tx) => {
    const before = await ownedExpense(tx, who, id);
    await checkPlace(tx, who, input);
    const data = dataOf(input);
    const row = await tx.expense.update({
      where: { id },
      data: { ...data, enteredByMemberId: actingMemberId() },
      select: expenseSelect,
    });
    await recordAudit(tx, {
      actorId: who.landlordId,
      action: AUDIT_ACTIONS.expenseUpdated,
      entityType: 'expense',
      entityId: id,
      data: { before: auditOf(before), after: auditOf(data) },
    });
    return toExpenseRead(row);
  });
}

/** DELETE /accounts/expenses/{id}/: the row and, once it is gone, its receipt file. */
export async function deleteExpense(deps: Deps, who: ExpenseActor, id: number): Promise<void> {
  const receiptKey = await deps.db.$transaction(async (tx) => {
    const before = await ownedExpense(tx, who, id);
    await tx.expense.delete({ where: { id } });
    await recordAudit(tx, {
      actorId: who.landlordId,
      action: AUDIT_ACTIONS.expenseDeleted,
      entityType: 'expense',
      entityId: id,
      data: { before: auditOf(before) },
    });
    return before.receiptKey;
  });
  if (receiptKey) await deps.storage.remove(receiptKey).catch(() => undefined);
}

export { ownedExpense };
