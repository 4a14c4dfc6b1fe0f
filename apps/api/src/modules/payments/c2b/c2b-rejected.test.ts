import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { C2B_MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { bearer } from '../../ledger/test-helpers.js';
import { confirmation, housedTenant, landlordWithPaybill } from './test-fixtures.js';

// Rejected confirmations (another short code, cents) wait for the landlord beside the unmatched
// ones: every shilling taken belongs to a tenancy or sits in a queue the landlord sees.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const PATH = '/api/payments/mpesa/c2b/unmatched';
const as = (id: number) => ({ Authorization: bearer(ctx, id, 'landlord') });

/** A landlord with a tenant in H1, one confirmation for a foreign short code, one with cents. */
async function landlordWithRejections() {
  const { landlord, shortcode, token } = await landlordWithPaybill(ctx.db);
  const housed = await housedTenant(ctx.db, landlord.id, { unitNumber: 'H1' });
  const foreign = confirmation('999222', { BillRefNumber: 'H1', TransAmount: '7000.00' });
  const cents = confirmation(shortcode, { BillRefNumber: 'H1', TransAmount: '7000.50' });
  const unknown = confirmation(shortcode, { BillRefNumber: 'ZZZ9', TransAmount: '300.00' });
  for (const body of [foreign, cents, unknown])
    await request(ctx.app).post(`/api/c2b/${token}/confirmation`).send(body).expect(200);
  const rowOf = (transId: string) =>
    ctx.db.c2bTransaction.findFirstOrThrow({ where: { transId, landlordId: landlord.id } });
  return {
    landlord,
    shortcode,
    housed,
    foreign: await rowOf(foreign.TransID),
    cents: await rowOf(cents.TransID),
    unknown: await rowOf(unknown.TransID),
  };
}

const paymentsOf = (tenancyId: number) =>
  ctx.db.rentLedgerEntry.count({ where: { tenancyId, type: 'payment' } });

describe('GET /payments/mpesa/c2b/unmatched/?status=rejected', () => {
  it('lists rejected confirmations with the reason; both tabs are counted', async () => {
    const { landlord, shortcode, foreign, cents, unknown } = await landlordWithRejections();
    const res = await request(ctx.app).get(`${PATH}/?status=rejected`).set(as(landlord.id));
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.counts).toEqual({ unmatched: 1, rejected: 2 });
    const byId = new Map(
      (res.body.results as { id: number }[]).map((r) => [r.id, r as Record<string, unknown>]),
    );
    expect(byId.get(foreign.id)).toMatchObject({
      status: 'rejected',
      reason: `Sent to short code 999222, not ${shortcode}`,
      trans_id: foreign.transId,
      amount: 7000,
      trans_amount: '7000.00',
      bill_ref_number: 'H1',
    });
    expect(byId.get(cents.id)).toMatchObject({
      status: 'rejected',
      reason: 'TransAmount 7000.50 is not a whole number of shillings',
      amount: null,
      trans_amount: '7000.50',
    });
    const unmatched = await request(ctx.app).get(`${PATH}/`).set(as(landlord.id));
    expect(unmatched.body.count).toBe(1);
    expect(unmatched.body.results).toEqual([
      expect.objectContaining({ id: unknown.id, status: 'unmatched', reason: null, amount: 300 }),
    ]);
  });

  it("shows another landlord none of them, and refuses an unknown status with the schema's words", async () => {
    await landlordWithRejections();
    const other = await landlordWithPaybill(ctx.db);
    const res = await request(ctx.app).get(`${PATH}/?status=rejected`).set(as(other.landlord.id));
    expect(res.body).toEqual({
      count: 0,
      counts: { unmatched: 0, rejected: 0 },
      results: [],
      confirming_count: 0,
      confirming: [],
    });
    const bad = await request(ctx.app).get(`${PATH}/?status=credited`).set(as(other.landlord.id));
    expect(bad.status).toBe(400);
    expect(bad.body.errors.status).toEqual([C2B_MESSAGES.chooseQueueStatus]);
  });
});

describe('rejected rows: assign and dismiss', () => {
  it("assigns a whole-shilling rejected payment to the landlord's tenant once, audited", async () => {
    const { landlord, housed, foreign } = await landlordWithRejections();
    const res = await request(ctx.app)
      .post(`${PATH}/${foreign.id}/assign/`)
      .set(as(landlord.id))
      .send({ tenant_id: housed.tenant.id });
    expect(res.status).toBe(200);
    const payment = await ctx.db.payment.findUniqueOrThrow({ where: { id: res.body.payment_id } });
    expect(payment).toMatchObject({
      amount: 7000,
      status: 'completed',
      mpesaReceipt: foreign.transId,
    });
    expect(await paymentsOf(housed.tenancy.id)).toBe(1);
    const audit = await ctx.db.auditLog.findFirstOrThrow({
      where: { action: 'c2b.payment_assigned', entityId: String(foreign.id) },
    });
    expect(audit.data).toMatchObject({ before: { status: 'rejected' } });
    const again = await request(ctx.app)
      .post(`${PATH}/${foreign.id}/assign/`)
      .set(as(landlord.id))
      .send({ tenant_id: housed.tenant.id });
    expect(again.status).toBe(409);
    expect(await paymentsOf(housed.tenancy.id)).toBe(1);
    const list = await request(ctx.app).get(`${PATH}/?status=rejected`).set(as(landlord.id));
    expect(list.body.counts).toEqual({ unmatched: 1, rejected: 1 });
  });

  it('refuses to credit an amount with cents (400, nothing written); it can be dismissed', async () => {
    const { landlord, housed, cents } = await landlordWithRejections();
    const res = await request(ctx.app)
      .post(`${PATH}/${cents.id}/assign/`)
      .set(as(landlord.id))
      .send({ tenant_id: housed.tenant.id });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(C2B_MESSAGES.fractionCannotBeCredited);
    expect(await paymentsOf(housed.tenancy.id)).toBe(0);
    expect(
      (await ctx.db.c2bTransaction.findUniqueOrThrow({ where: { id: cents.id } })).status,
    ).toBe('rejected');
    const dismissed = await request(ctx.app)
      .post(`${PATH}/${cents.id}/dismiss/`)
      .set(as(landlord.id))
      .send({ note: 'Refunded KSh 7,000.50 to the payer by hand' });
    expect(dismissed.status).toBe(200);
    const row = await ctx.db.c2bTransaction.findUniqueOrThrow({ where: { id: cents.id } });
    expect(row).toMatchObject({
      status: 'dismissed',
      note: 'Refunded KSh 7,000.50 to the payer by hand',
      reason: 'TransAmount 7000.50 is not a whole number of shillings',
    });
    const list = await request(ctx.app).get(`${PATH}/?status=rejected`).set(as(landlord.id));
    expect(list.body.results.map((r: { id: number }) => r.id)).not.toContain(cents.id);
  });

  it("answers 404 for another landlord's rejected row, and changes nothing", async () => {
    const { foreign } = await landlordWithRejections();
    const other = await landlordWithRejections();
    const assign = await request(ctx.app)
      .post(`${PATH}/${foreign.id}/assign/`)
      .set(as(other.landlord.id))
      .send({ tenant_id: other.housed.tenant.id });
    expect(assign.status).toBe(404);
    const dismiss = await request(ctx.app)
      .post(`${PATH}/${foreign.id}/dismiss/`)
      .set(as(other.landlord.id))
      .send({ note: 'not mine' });
    expect(dismiss.status).toBe(404);
    const row = await ctx.db.c2bTransaction.findUniqueOrThrow({ where: { id: foreign.id } });
    expect(row.status).toBe('rejected');
  });
});
