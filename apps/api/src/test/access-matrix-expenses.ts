import { currentMonth } from '@pango/shared';
import { A, landlordOnly, type MatrixEntry } from './access-rules.js';

// Expenses and the owner statement (issue 24, ADR 040; conventions in access-matrix.ts). Reading
// needs money.read, recording expenses.write (the owner, property managers and accountants);
// caretakers, who see no money, get 403 throughout.

const NOBODY = 999_999;
const month = () => currentMonth();

export const EXPENSE_ROUTES: Record<string, MatrixEntry> = {
  [`GET ${A}/expenses/`]: {
    permission: 'money.read',
    scope: 'list',
    request: () => ({ path: `${A}/expenses/` }),
    expect: landlordOnly(200),
  },
  [`GET ${A}/expenses/csv/`]: {
    permission: 'exports.csv',
    scope: 'list',
    request: () => ({ path: `${A}/expenses/csv/` }),
    expect: landlordOnly(200),
  },
  // A valid expense on A's property: recorded for A (201); B is told it does not exist.
  [`POST ${A}/expenses/`]: {
    permission: 'expenses.write',
    scope: 'row',
    request: (w) => ({
      path: `${A}/expenses/`,
      body: {
        property_id: w.property.id,
        category: 'cleaning',
        amount: 1,
        incurred_on: '2026-01-01',
      },
    }),
    expect: landlordOnly(201, 404),
  },
  [`PUT ${A}/expenses/:id/`]: {
    permission: 'expenses.write',
    scope: 'row',
    request: (w) => ({
      path: `${A}/expenses/${NOBODY}/`,
      body: {
        property_id: w.property.id,
        category: 'cleaning',
        amount: 1,
        incurred_on: '2026-01-01',
      },
    }),
    expect: landlordOnly(404),
  },
  [`DELETE ${A}/expenses/:id/`]: {
    permission: 'expenses.write',
    scope: 'row',
    request: () => ({ path: `${A}/expenses/${NOBODY}/` }),
    expect: landlordOnly(404),
  },
  [`PUT ${A}/expenses/:id/receipt/`]: {
    permission: 'expenses.write',
    scope: 'row',
    request: () => ({ path: `${A}/expenses/${NOBODY}/receipt/`, body: {} }),
    expect: landlordOnly(404),
  },
  [`GET ${A}/expenses/:id/receipt/`]: {
    permission: 'money.read',
    scope: 'row',
    request: () => ({ path: `${A}/expenses/${NOBODY}/receipt/` }),
    expect: landlordOnly(404),
  },
  [`GET ${A}/properties/:id/owner-statement/`]: {
    permission: 'money.read',
    scope: 'row',
    request: (w) => ({ path: `${A}/properties/${w.property.id}/owner-statement/?from=${month()}` }),
    expect: landlordOnly(200, 404),
  },
  [`GET ${A}/properties/:id/owner-statement/pdf/`]: {
    permission: 'money.read',
    scope: 'row',
    request: (w) => ({
      path: `${A}/properties/${w.property.id}/owner-statement/pdf/?from=${month()}`,
    }),
    expect: landlordOnly(200, 404),
  },
  [`GET ${A}/properties/:id/owner-statement/csv/`]: {
    permission: 'exports.csv',
    scope: 'row',
    request: (w) => ({
      path: `${A}/properties/${w.property.id}/owner-statement/csv/?from=${month()}`,
    }),
    expect: landlordOnly(200, 404),
  },
  // The world's property has no owner email: A is told to add one (400); nothing is queued.
  [`POST ${A}/properties/:id/owner-statement/email/`]: {
    permission: 'money.read',
    scope: 'row',
    request: (w) => ({
      path: `${A}/properties/${w.property.id}/owner-statement/email/`,
      body: { from: month() },
    }),
    expect: landlordOnly(400, 404),
  },
};
