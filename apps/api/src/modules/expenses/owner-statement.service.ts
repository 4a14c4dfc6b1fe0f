import type { ExpenseCategory, OwnerStatement, OwnerStatementQuery } from '@pango/shared';
import { EXPENSE_CATEGORIES } from '@pango/shared';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/errors.js';
import type { ExpenseActor } from './expenses.service.js';

// The owner statement (issue 24 item 4, ADR 040): one property, whole Nairobi months. Income is
// what tenants paid against their rent account in the range (the ledger's payment lines: rent and
// charges together, as tenants pay them); deposits are held money, never income. Six queries
// whatever the number of tenants.

const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;
const monthStart = (month: string) =>
  Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1);
const nextMonthStart = (month: string) =>
  Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1);

/** The range as instants (Nairobi midnight, for timestamps) and as dates (for date columns). */
export function statementBounds(query: OwnerStatementQuery) {
  const startDay = monthStart(query.from);
  const endDay = nextMonthStart(query.to);
  return {
    startDate: new Date(startDay),
    endDate: new Date(endDay),
    startAt: new Date(startDay - NAIROBI_OFFSET_MS),
    endAt: new Date(endDay - NAIROBI_OFFSET_MS),
  };
}

export async function getOwnerStatement(
  deps: Deps,
  who: ExpenseActor,
  propertyId: number,
  query: OwnerStatementQuery,
): Promise<OwnerStatement> {
  if (who.scope && !who.scope.includes(propertyId)) throw notFound('Property not found.');
  const property = await deps.db.property.findFirst({
    where: { id: propertyId, landlordId: who.landlordId },
    select: { id: true, name: true, address: true, ownerName: true, ownerEmail: true },
  });
  if (!property) throw notFound('Property not found.');
  const { startDate, endDate, startAt, endAt } = statementBounds(query);
  const onProperty = { landlordId: who.landlordId, unit: { propertyId } };

  const [incomeRows, expenseRows, balances, deposits] = await Promise.all([
    deps.db.rentLedgerEntry.groupBy({
      by: ['tenantId', 'unitId'],
      where: { ...onProperty, type: 'payment', createdAt: { gte: startAt, lt: endAt } },
      _sum: { amount: true },
    }),
    deps.db.expense.groupBy({
      by: ['category'],
      where: {
        landlordId: who.landlordId,
        propertyId,
        incurredOn: { gte: startDate, lt: endDate },
      },
      _sum: { amount: true },
      _count: { _all: true },
    }),
    // Each tenancy's balance at the end of the range; only what is owed counts as arrears.
    deps.db.rentLedgerEntry.groupBy({
      by: ['tenancyId'],
      where: { ...onProperty, createdAt: { lt: endAt } },
      _sum: { amount: true },
    }),
    // Deposits paid by the end of the range for tenancies still open then (an ended tenancy's
    // deposit was settled at move-out).
    deps.db.payment.aggregate({
      where: {
        kind: 'deposit',
        status: 'completed',
        completedAt: { lt: endAt },
        tenancy: {
          landlordId: who.landlordId,
          unit: { propertyId },
          startDate: { lt: endDate },
          OR: [{ endDate: null }, { endDate: { gte: endDate } }],
        },
      },
      _sum: { amount: true },
    }),
  ]);

  const [tenants, units] = await Promise.all([
    deps.db.user.findMany({
      where: { id: { in: incomeRows.map((r) => r.tenantId) } },
      select: { id: true, fullName: true },
    }),
    deps.db.unit.findMany({
      where: { id: { in: incomeRows.map((r) => r.unitId) } },
      select: { id: true, unitNumber: true },
    }),
  ]);
  const nameOf = new Map(tenants.map((t) => [t.id, t.fullName]));
  const unitOf = new Map(units.map((u) => [u.id, u.unitNumber]));
  const income = incomeRows
    .map((row) => ({
      tenant_id: row.tenantId,
      tenant_name: nameOf.get(row.tenantId) ?? 'Former tenant',
      unit_number: unitOf.get(row.unitId) ?? '',
      amount: -(row._sum.amount ?? 0),
    }))
    .filter((row) => row.amount !== 0)
    .sort(
      (a, b) =>
        a.unit_number.localeCompare(b.unit_number, 'en', { numeric: true }) ||
        a.tenant_id - b.tenant_id,
    );
  const rank = (c: string) => EXPENSE_CATEGORIES.indexOf(c as ExpenseCategory);
  const expenses = expenseRows
    .map((row) => ({
      category: row.category as ExpenseCategory,
      amount: row._sum.amount ?? 0,
      count: row._count._all,
    }))
    .sort((a, b) => rank(a.category) - rank(b.category));
  const incomeTotal = income.reduce((sum, row) => sum + row.amount, 0);
  const expensesTotal = expenses.reduce((sum, row) => sum + row.amount, 0);
  return {
    property: { id: property.id, name: property.name, address: property.address },
    owner: { name: property.ownerName, email: property.ownerEmail },
    from: query.from,
    to: query.to,
    income,
    income_total: incomeTotal,
    expenses,
    expenses_total: expensesTotal,
    net: incomeTotal - expensesTotal,
    deposits_held: deposits._sum.amount ?? 0,
    arrears: balances.reduce((sum, row) => sum + Math.max(0, row._sum.amount ?? 0), 0),
  };
}
