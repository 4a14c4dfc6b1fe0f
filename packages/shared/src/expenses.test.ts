import { describe, expect, it } from 'vitest';
import { EXPENSE_MESSAGES, ExpenseInputSchema, ExpenseListQuerySchema } from './expenses.js';
import {
  monthsInRange,
  OWNER_STATEMENT_MESSAGES,
  OwnerStatementQuerySchema,
  currentMonth,
} from './owner-statement.js';
import { UpdatePropertySchema } from './property-schemas.js';

const valid = {
  property_id: 3,
  category: 'repairs',
  amount: 4500,
  incurred_on: '2026-03-10',
};
const errorsOf = (schema: { safeParse: (v: unknown) => unknown }, body: unknown) => {
  const result = schema.safeParse(body) as {
    success: boolean;
    error?: { flatten: () => { fieldErrors: Record<string, string[]> } };
  };
  return result.success ? {} : result.error!.flatten().fieldErrors;
};
const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;

describe('ExpenseInputSchema', () => {
  it('accepts an expense, with or without a unit and a note', () => {
    expect(ExpenseInputSchema.parse({ ...valid, amount: '4500', unit_id: '' })).toMatchObject({
      amount: 4500,
      unit_id: null,
    });
    expect(ExpenseInputSchema.parse({ ...valid, unit_id: 9, note: ' Fixed tap ' })).toMatchObject({
      unit_id: 9,
      note: 'Fixed tap',
    });
  });

  it.each([
    ['amount', 0, EXPENSE_MESSAGES.invalidAmount],
    ['amount', -10, EXPENSE_MESSAGES.invalidAmount],
    ['amount', 12.5, EXPENSE_MESSAGES.invalidAmount],
    ['amount', 'abc', EXPENSE_MESSAGES.invalidAmount],
    ['amount', undefined, EXPENSE_MESSAGES.invalidAmount],
    ['category', 'bribes', EXPENSE_MESSAGES.chooseCategory],
    ['category', undefined, EXPENSE_MESSAGES.chooseCategory],
    ['property_id', undefined, EXPENSE_MESSAGES.chooseProperty],
    ['property_id', 0, EXPENSE_MESSAGES.chooseProperty],
    ['unit_id', -1, EXPENSE_MESSAGES.unitNotOnProperty],
    ['incurred_on', nextYear, EXPENSE_MESSAGES.invalidDate],
    ['incurred_on', '2026-02-30', EXPENSE_MESSAGES.invalidDate],
    ['incurred_on', '1999-12-31', EXPENSE_MESSAGES.invalidDate],
    ['note', 'x'.repeat(501), EXPENSE_MESSAGES.noteTooLong],
  ])('refuses %s = %s', (field, value, message) => {
    expect(errorsOf(ExpenseInputSchema, { ...valid, [field]: value })[field]).toEqual([message]);
  });

  it('refuses a note carrying control characters', () => {
    expect(errorsOf(ExpenseInputSchema, { ...valid, note: 'a\u0000b' }).note).toHaveLength(1);
  });
});

describe('ExpenseListQuerySchema', () => {
  it('defaults to the first page of 20 and treats empty filters as none', () => {
    expect(ExpenseListQuerySchema.parse({ property_id: '', category: '', from: '' })).toEqual({
      page: 1,
      page_size: 20,
    });
  });
  it.each([
    [{ page_size: 101 }, 'page_size'],
    [{ page: 0 }, 'page'],
    [{ category: 'bribes' }, 'category'],
    [{ from: '2026-03-10', to: '2026-03-01' }, 'to'],
    [{ from: 'March' }, 'from'],
  ])('refuses %o', (query, field) => {
    expect(errorsOf(ExpenseListQuerySchema, query)[field]).toHaveLength(1);
  });
});

describe('OwnerStatementQuerySchema', () => {
  it('reads one month as a range of one', () => {
    expect(OwnerStatementQuerySchema.parse({ from: '2026-01' })).toEqual({
      from: '2026-01',
      to: '2026-01',
    });
  });
  it.each([
    [{ from: '2026-13' }, 'from', OWNER_STATEMENT_MESSAGES.invalidMonth],
    [{ from: '2026-1' }, 'from', OWNER_STATEMENT_MESSAGES.invalidMonth],
    [{}, 'from', OWNER_STATEMENT_MESSAGES.invalidMonth],
    [{ from: '2026-05', to: '2026-04' }, 'to', OWNER_STATEMENT_MESSAGES.invalidRange],
    [{ from: '2024-01', to: '2025-01' }, 'to', OWNER_STATEMENT_MESSAGES.rangeTooLong],
    [
      { from: '2024-01', to: `${nextYear.slice(0, 4)}-01` },
      'to',
      OWNER_STATEMENT_MESSAGES.futureMonth,
    ],
  ])('refuses %o', (query, field, message) => {
    expect(errorsOf(OwnerStatementQuerySchema, query)[field]).toEqual([message]);
  });
  it('allows twelve months ending this month', () => {
    const to = currentMonth();
    const year = Number(to.slice(0, 4));
    const from =
      to.slice(5) === '12'
        ? `${year}-01`
        : `${year - 1}-${String(Number(to.slice(5)) + 1).padStart(2, '0')}`;
    expect(monthsInRange(from, to)).toBe(12);
    expect(OwnerStatementQuerySchema.safeParse({ from, to }).success).toBe(true);
  });
  it('counts months across a year end', () => {
    expect(monthsInRange('2025-11', '2026-02')).toBe(4);
  });
});

describe("the property's owner", () => {
  it('takes a name and an email, blank meaning none', () => {
    expect(
      UpdatePropertySchema.parse({ owner_name: ' Mary Wambui ', owner_email: 'Mary@Example.com' }),
    ).toMatchObject({ owner_name: 'Mary Wambui', owner_email: 'mary@example.com' });
    expect(UpdatePropertySchema.parse({ owner_name: '', owner_email: ' ' })).toMatchObject({
      owner_name: null,
      owner_email: null,
    });
  });
  it('refuses an email that is not one', () => {
    expect(UpdatePropertySchema.safeParse({ owner_email: 'mary@' }).success).toBe(false);
  });
});
