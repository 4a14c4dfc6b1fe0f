import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARREARS_SORTS, nairobiToday, type ArrearsRow } from '@pango/shared';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { bearer, paidLandlord, payment, tenancy } from '../../ledger/test-helpers.js';
import { arrearsRows } from './arrears-rows.js';
import { sortArrears } from './arrears.service.js';

// Today's arrears report reads the ageing kept per tenancy (ADR 047). Whatever changes a
// tenancy's debts or their due dates (a payment, a waiver, a new charge, the unit's due date, the
// tenancy ending), the report must equal the one computed from the ledger there and then, on every
// sort and page.

const URL = '/api/payments/reports/arrears/';
let ctx: TestContext;
let landlord: Awaited<ReturnType<typeof paidLandlord>>;
type Home = Awaited<ReturnType<typeof tenancy>>;
const homes: Home[] = [];

const at = (iso: string) => new Date(`${iso}T09:00:00+03:00`);

async function entry(
  home: Home,
  data: { type: 'charge' | 'payment' | 'adjustment'; amount: number; on: string; period?: string },
) {
  const key = { tenantId: home.tenant.id, unitId: home.unit.id, landlordId: home.unit.landlordId };
  const paid =
    data.type === 'payment'
      ? await payment(ctx.db, { ...key, amount: -data.amount, createdAt: at(data.on) })
      : null;
  return ctx.db.rentLedgerEntry.create({
    data: {
      ...key,
      type: data.type,
      kind: data.type === 'charge' ? 'rent' : data.type,
      amount: data.amount,
      paymentId: paid?.id,
      periodStart: data.period ? new Date(`${data.period}T00:00:00Z`) : null,
      description: data.type,
      createdAt: at(data.on),
    },
  });
}

/** Every row of the computed report for today, in the order asked. */
async function computed(sort: (typeof ARREARS_SORTS)[number], order: 'asc' | 'desc') {
  const rows = await arrearsRows(ctx.db, ctx.env, {
    landlordId: landlord.id,
    asOf: nairobiToday(ctx.clock.now),
    now: ctx.clock.now,
  });
  const plain = rows.map(({ tenant_email: _e, oldest_due: _d, ...row }) => row as ArrearsRow);
  return sortArrears(plain, { sort, order });
}

/** Every row of the served report, read page by page. */
async function served(sort: string, order: string) {
  const rows: ArrearsRow[] = [];
  let totals: unknown;
  for (let page = 1; page < 20; page += 1) {
    const res = await request(ctx.app)
      .get(`${URL}?sort=${sort}&order=${order}&page=${page}&page_size=3`)
      .set('Authorization', bearer(ctx, landlord.id, 'landlord'))
      .expect(200);
    totals = res.body.totals;
    rows.push(...res.body.results);
    if (rows.length >= res.body.count) break;
  }
  return { rows, totals };
}

async function expectServedToEqualComputed() {
  for (const sort of ARREARS_SORTS)
    for (const order of ['asc', 'desc'] as const) {
      const expected = await computed(sort, order);
      const { rows, totals } = await served(sort, order);
      expect(rows, `${sort} ${order}`).toEqual(expected);
      expect(totals).toMatchObject({
        total: expected.reduce((sum, row) => sum + row.total, 0),
        days_90_plus: expected.reduce((sum, row) => sum + row.days_90_plus, 0),
      });
    }
}

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.now = at('2026-06-10');
  landlord = await paidLandlord(ctx.db);
  // Eight tenancies with months of charges, part payments and lump payments, due on the 5th.
  for (let i = 0; i < 8; i += 1) {
    const home = await tenancy(ctx.db, landlord.id, { rentDueDate: '2025-12-05' });
    await ctx.db.user.update({
      where: { id: home.tenant.id },
      data: { fullName: `${['wanjiru', 'Otieno', 'Achieng', 'kamau'][i % 4]} ${i}` },
    });
    homes.push(home);
    for (let month = 1; month <= 6; month += 1) {
      const mm = String(month).padStart(2, '0');
      const previous = month === 1 ? '2025-12-31' : `2026-${String(month - 1).padStart(2, '0')}-28`;
      await entry(home, {
        type: 'charge',
        amount: 8_000 + i * 500,
        on: previous,
        period: `2026-${mm}-01`,
      });
      if ((i + month) % 3 !== 0)
        await entry(home, {
          type: 'payment',
          amount: -(2_000 + i * 700),
          on: `2026-${mm}-0${1 + (i % 8)}`,
        });
    }
  }
});
afterAll(() => ctx.close());

describe("today's arrears report from the kept ageing", () => {
  it('equals the report computed from the ledger, on every sort and page', async () => {
    await expectServedToEqualComputed();
    expect(
      await ctx.db.arrearsAgeing.count({ where: { landlordId: landlord.id } }),
    ).toBeGreaterThan(0);
  });

  it('follows a payment, a waiver and a new charge at once', async () => {
    await expectServedToEqualComputed();
    await entry(homes[0]!, { type: 'payment', amount: -30_000, on: '2026-06-10' });
    const charge = await entry(homes[1]!, { type: 'charge', amount: 4_000, on: '2026-06-10' });
    await ctx.db.rentLedgerEntry.create({
      data: {
        tenantId: homes[1]!.tenant.id,
        unitId: homes[1]!.unit.id,
        landlordId: landlord.id,
        type: 'adjustment',
        kind: 'waiver',
        amount: -4_000,
        waivedEntryId: charge.id,
        description: 'waived',
        createdAt: at('2026-06-10'),
      },
    });
    await entry(homes[2]!, { type: 'adjustment', amount: 1_500, on: '2026-06-10' });
    await expectServedToEqualComputed();
  });

  it("follows the unit's due date and the tenancy ending", async () => {
    await expectServedToEqualComputed();
    await ctx.db.unit.update({
      where: { id: homes[3]!.unit.id },
      data: { rentDueDate: new Date('2025-12-25T00:00:00Z') },
    });
    await ctx.db.tenancy.updateMany({
      where: { unitId: homes[4]!.unit.id },
      data: { openUnitId: null, openTenantId: null, rentDueDay: 20 },
    });
    await expectServedToEqualComputed();
  });

  it('ages the same kept rows anew as the days pass', async () => {
    await expectServedToEqualComputed();
    const unpaid = () =>
      ctx.db.arrearsAgeing.findMany({
        orderBy: { tenancyId: 'asc' },
        select: { tenancyId: true, version: true, unpaidDue: true, unpaidAmount: true },
      });
    const before = await unpaid();
    ctx.clock.now = at('2026-08-20');
    await expectServedToEqualComputed();
    // Nothing was recomputed: only the buckets moved with the day.
    expect(await unpaid()).toEqual(before);
    const aged = await ctx.db.arrearsAgeing.findMany({ select: { agedOn: true } });
    expect(new Set(aged.map((row) => row.agedOn?.toISOString().slice(0, 10)))).toEqual(
      new Set(['2026-08-20']),
    );
  });

  it('keeps one row per tenancy when many requests find it stale at once', async () => {
    await entry(homes[5]!, { type: 'payment', amount: -1_000, on: '2026-08-20' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        request(ctx.app)
          .get(URL)
          .set('Authorization', bearer(ctx, landlord.id, 'landlord'))
          .expect(200),
      ),
    );
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    await expectServedToEqualComputed();
  });
});
