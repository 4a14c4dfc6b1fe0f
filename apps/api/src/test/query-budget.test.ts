import request from 'supertest';
import { nairobiToday } from '@pango/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileReport } from '../modules/communication/test-helpers.js';
import { postMonthlyCharges } from '../modules/ledger/monthly-charges.job.js';
import { bearer, paidLandlord, payment, tenancy } from '../modules/ledger/test-helpers.js';
import { createTestContext, type TestContext } from './context.js';
import { createQueryCountingApp } from './query-counter.js';

// The main screens' requests cost a fixed number of SQL statements however much data the account
// has (issue 12: no query per row). Each is asked for an account with one tenant and for one with
// twelve tenants, each with payments, ledger rows and reports; the counts must be equal and within
// the budget written here (session check included), so a change that adds a query per row, or
// quietly adds queries to a hot path, fails.

let ctx: TestContext;
let counting: ReturnType<typeof createQueryCountingApp>;
type Account = Awaited<ReturnType<typeof account>>;
let small: Account;
let large: Account;

async function account(tenants: number) {
  const landlord = await paidLandlord(ctx.db);
  const homes = [];
  for (let i = 0; i < tenants; i += 1) {
    const home = await tenancy(ctx.db, landlord.id, { rentDueDate: '2034-04-01' });
    for (let m = 0; m < 3; m += 1) {
      await payment(ctx.db, {
        landlordId: landlord.id,
        tenantId: home.tenant.id,
        unitId: home.unit.id,
        amount: 10000,
        status: m === 2 ? 'failed' : 'completed',
      });
    }
    await payment(ctx.db, {
      landlordId: landlord.id,
      tenantId: home.tenant.id,
      unitId: home.unit.id,
      amount: 10000,
      kind: 'deposit',
    });
    await fileReport(ctx.db, {
      tenantId: home.tenant.id,
      landlordId: landlord.id,
      unitId: home.unit.id,
      propertyId: home.property.id,
    });
    homes.push(home);
  }
  return { landlord, tenant: homes[0]!.tenant, unit: homes[0]!.unit };
}

beforeAll(async () => {
  ctx = await createTestContext();
  small = await account(1);
  large = await account(12);
  await postMonthlyCharges(ctx.deps);
  counting = createQueryCountingApp(ctx);
});
afterAll(async () => {
  await counting?.close();
  await ctx.close();
});

type Role = 'landlord' | 'tenant';
const SCREENS: [role: Role, path: string, budget: number][] = [
  ['landlord', '/api/accounts/me/', 1],
  ['landlord', '/api/accounts/dashboard/', 8],
  // Issue 24: twelve months of billed, collected and occupancy in one statement.
  ['landlord', '/api/accounts/dashboard/charts/', 2],
  // Issue 26: the page, its count and its ledger rows in one statement.
  ['landlord', '/api/accounts/tenants/?page_size=50', 2],
  // Issue 26 (ADR 049): the count and the page in one raw statement.
  ['landlord', '/api/accounts/units/?page_size=50', 2],
  ['landlord', '/api/accounts/properties/', 6],
  // Issue 26 (ADR 049): the session guard and one statement (ownership, capped count, page).
  ['landlord', '/api/payments/rent-payments/?page_size=50', 2],
  ['landlord', '/api/payments/rent-payments/summary/', 9],
  ['landlord', '/api/communication/reports/?page_size=50', 2],
  ['landlord', '/api/accounts/audit-log/', 6],
  ['landlord', '/api/accounts/deposits/', 8],
  ['landlord', '/api/accounts/tenants/{tenant}/tenancies/', 8],
  ['landlord', '/api/accounts/units/{unit}/tenancies/', 8],
  ['landlord', '/api/payments/reports/arrears/', 8],
  // Issue 24 (ADR 039): the KRA MRI report of the month the payments completed in.
  ['landlord', `/api/payments/reports/mri/?month=${nairobiToday().slice(0, 7)}`, 7],
  ['tenant', '/api/accounts/me/', 1],
  ['tenant', '/api/accounts/tenant/dashboard/', 8],
  ['tenant', '/api/payments/rent-summary/', 4],
  ['tenant', '/api/payments/rent-payments/', 2],
  ['tenant', '/api/communication/reports/', 2],
  ['tenant', '/api/accounts/tenant/tenancies/', 4],
];

async function statements(path: string, authorization: string): Promise<number> {
  return counting.count(async () => {
    const res = await request(counting.app).get(path).set('Authorization', authorization);
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  });
}

describe('statements per request on the main screens', () => {
  it.each(SCREENS)(
    '%s %s: same count for the 1-tenant and the 12-tenant account, within %i',
    async (role, path, budget) => {
      const as = (account: Account) =>
        bearer(ctx, role === 'landlord' ? account.landlord.id : account.tenant.id, role);
      // {tenant} and {unit}: the account's first tenant and their unit.
      const at = (account: Account) =>
        path
          .replace('{tenant}', String(account.tenant.id))
          .replace('{unit}', String(account.unit.id));
      const few = await statements(at(small), as(small));
      const many = await statements(at(large), as(large));
      expect(many).toBe(few);
      expect(many).toBeLessThanOrEqual(budget);
    },
  );
});
