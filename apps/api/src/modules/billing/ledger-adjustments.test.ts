import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADJUSTMENT_MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { bearer, paidLandlord, tenancy } from '../ledger/test-helpers.js';

// POST /api/accounts/tenancies/{id}/ledger-adjustments/ (issue 20, item 4; ADR 029).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function housed() {
  const landlord = await paidLandlord(ctx.db);
  const t = await tenancy(ctx.db, landlord.id, { rentDueDate: '2030-01-05' });
  const open = await ctx.db.tenancy.findFirstOrThrow({ where: { unitId: t.unit.id } });
  const fee = await ctx.db.rentLedgerEntry.create({
    data: {
      tenantId: t.tenant.id,
      unitId: t.unit.id,
      landlordId: landlord.id,
      tenancyId: open.id,
      type: 'charge',
      kind: 'late_fee',
      amount: 500,
      periodStart: new Date('2030-01-01T00:00:00Z'),
      description: 'Late fee for January 2030',
      chargeKey: `${open.id}:late_fee:2030-01`,
    },
  });
  const post = (body: unknown, as = landlord.id, id = open.id) =>
    request(ctx.app)
      .post(`/api/accounts/tenancies/${id}/ledger-adjustments/`)
      .set('Authorization', bearer(ctx, as, 'landlord'))
      .send(body as object);
  const lines = () => ctx.db.rentLedgerEntry.count({ where: { tenancyId: open.id } });
  const balance = async () =>
    (await ctx.db.rentBalance.findUniqueOrThrow({ where: { tenancyId: open.id } })).balance;
  return { landlord, t, open, fee, post, lines, balance };
}

describe('ledger adjustments', () => {
  it('waives a late fee in parts, never beyond it, and audits each', async () => {
    const { landlord, open, fee, post, balance } = await housed();
    const first = await post({
      kind: 'waiver',
      amount: 200,
      reason: 'First time',
      entry_id: fee.id,
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      tenancy: open.id,
      kind: 'waiver',
      amount: -200,
      waived_entry: fee.id,
      description: 'Waived: Late fee for January 2030 (First time)',
    });
    expect(await balance()).toBe(300);

    const over = await post({ kind: 'waiver', amount: 301, reason: 'Too much', entry_id: fee.id });
    expect(over.status).toBe(400);
    expect(over.body.errors.amount).toEqual([ADJUSTMENT_MESSAGES.overWaiver(300)]);

    expect(
      (await post({ kind: 'waiver', amount: 300, reason: 'Rest', entry_id: fee.id })).status,
    ).toBe(201);
    const again = await post({ kind: 'waiver', amount: 1, reason: 'Again', entry_id: fee.id });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(ADJUSTMENT_MESSAGES.alreadyWaived);
    expect(await balance()).toBe(0);
    const audits = await ctx.db.auditLog.count({
      where: { action: 'tenancy.ledger_adjusted', entityId: String(open.id), actorId: landlord.id },
    });
    expect(audits).toBe(2);
  });

  it('lets only one of two concurrent waivers of the same line through', async () => {
    const { fee, post, balance } = await housed();
    const results = await Promise.all([
      post({ kind: 'waiver', amount: 300, reason: 'A', entry_id: fee.id }),
      post({ kind: 'waiver', amount: 300, reason: 'B', entry_id: fee.id }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(await balance()).toBe(200);
  });

  it('adds a one-off charge and a credit', async () => {
    const { post, balance } = await housed();
    const charge = await post({ kind: 'charge', amount: 1500, reason: 'Broken window' });
    expect(charge.status).toBe(201);
    expect(charge.body).toMatchObject({
      kind: 'adjustment',
      amount: 1500,
      description: 'Broken window',
    });
    const credit = await post({ kind: 'credit', amount: 700, reason: 'Tenant fixed the tap' });
    expect(credit.body).toMatchObject({ kind: 'adjustment', amount: -700 });
    expect(await balance()).toBe(500 + 1500 - 700);
  });

  it('refuses to waive a payment or a credit', async () => {
    const { post } = await housed();
    const credit = await post({ kind: 'credit', amount: 100, reason: 'Goodwill' });
    const res = await post({ kind: 'waiver', amount: 50, reason: 'x', entry_id: credit.body.id });
    expect(res.status).toBe(400);
    expect(res.body.errors.entry_id).toEqual([ADJUSTMENT_MESSAGES.notWaivable]);
  });

  it('answers 404 for another landlord’s tenancy or line, and writes nothing', async () => {
    const mine = await housed();
    const theirs = await housed();
    const before = await mine.lines();
    const foreignTenancy = await mine.post(
      { kind: 'charge', amount: 100, reason: 'x' },
      mine.landlord.id,
      theirs.open.id,
    );
    expect(foreignTenancy.status).toBe(404);
    const foreignLine = await mine.post({
      kind: 'waiver',
      amount: 100,
      reason: 'x',
      entry_id: theirs.fee.id,
    });
    expect(foreignLine.status).toBe(404);
    expect(await theirs.lines()).toBe(1);
    expect(await mine.lines()).toBe(before);
  });

  it.each([
    [{ kind: 'refund', amount: 100, reason: 'x' }, 'kind', ADJUSTMENT_MESSAGES.kindInvalid],
    [{ kind: 'charge', amount: -100, reason: 'x' }, 'amount', ADJUSTMENT_MESSAGES.amountInvalid],
    [{ kind: 'charge', amount: 10.5, reason: 'x' }, 'amount', ADJUSTMENT_MESSAGES.amountInvalid],
    [{ kind: 'credit', amount: 100, reason: '' }, 'reason', ADJUSTMENT_MESSAGES.reasonRequired],
    [{ kind: 'waiver', amount: 100, reason: 'x' }, 'entry_id', ADJUSTMENT_MESSAGES.entryRequired],
  ])('refuses %j with 400 and writes nothing', async (body, field, message) => {
    const { post, lines } = await housed();
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toEqual([message]);
    expect(await lines()).toBe(1);
  });
});
