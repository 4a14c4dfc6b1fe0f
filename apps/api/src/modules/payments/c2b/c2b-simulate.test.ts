import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { C2B_MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { bearer, paidLandlord } from '../../ledger/test-helpers.js';
import { darajaTime } from './c2b-simulate.service.js';
import { housedTenant, landlordWithPaybill } from './test-fixtures.js';

// "Simulate a paybill payment": a Daraja-shaped confirmation through the real confirmation path,
// offered only where sandbox payments are allowed.

let ctx: TestContext;
let production: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // Production with real provider keys and no ALLOW_SANDBOX_PAYMENTS: no simulation.
  production = await createTestContext({
    NODE_ENV: 'production',
    JWT_SECRET: 'q3Vt8pZ1xN4rL7bK0mW2sY6cH9dJ5fA_Eg-UoTiRkXvB',
    APP_URL: 'https://pango.example',
    SMTP_URL: 'smtps://user:pass@smtp.example:465',
    PESAPAL_CONSUMER_KEY: 'key',
    PESAPAL_CONSUMER_SECRET: 'secret',
    CREDENTIALS_KEY: 'x5Vq0m1Zs8a2Hk7Lr3Pw9Ty4Bn6Dc0Fg1Ju5Ie8Oq2U=',
  });
});
afterAll(async () => {
  await ctx.close();
  await production.close();
});

const PATH = '/api/payments/mpesa/c2b';
const as = (c: TestContext, id: number) => ({ Authorization: bearer(c, id, 'landlord') });

describe('POST /payments/mpesa/c2b/simulate/', () => {
  it('credits a payment to the tenant whose account number it carries, with a receipt', async () => {
    const { landlord, shortcode } = await landlordWithPaybill(ctx.db);
    const { tenancy } = await housedTenant(ctx.db, landlord.id, { unitNumber: 'S7' });
    const settings = await request(ctx.app).get(`${PATH}/settings/`).set(as(ctx, landlord.id));
    expect(settings.body.simulation_allowed).toBe(true);
    const res = await request(ctx.app)
      .post(`${PATH}/simulate/`)
      .set(as(ctx, landlord.id))
      .send({ bill_ref_number: 's7', amount: 4500 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'credited', trans_id: expect.stringMatching(/^SIM/) });
    const row = await ctx.db.c2bTransaction.findFirstOrThrow({
      where: { transId: res.body.trans_id },
    });
    expect(row).toMatchObject({
      shortcode,
      status: 'credited',
      amount: 4500,
      tenancyId: tenancy.id,
    });
    expect(row.raw).toMatchObject({ TransAmount: '4500.00', BusinessShortCode: shortcode });
    const payment = await ctx.db.payment.findUniqueOrThrow({ where: { id: row.paymentId! } });
    expect(payment).toMatchObject({ status: 'completed', amount: 4500, mpesaReceipt: row.transId });
    expect(payment.receiptNumber).not.toBeNull();
  });

  it('puts an unknown account number in the Unmatched queue', async () => {
    const { landlord } = await landlordWithPaybill(ctx.db);
    const res = await request(ctx.app)
      .post(`${PATH}/simulate/`)
      .set(as(ctx, landlord.id))
      .send({ bill_ref_number: 'NOBODY', amount: '800', phone: '0712345678' });
    expect(res.body.status).toBe('unmatched');
    const queue = await request(ctx.app).get(`${PATH}/unmatched/`).set(as(ctx, landlord.id));
    expect(queue.body.results).toEqual([
      expect.objectContaining({ trans_id: res.body.trans_id, amount: 800, msisdn: '254712345678' }),
    ]);
  });

  it('refuses bad input in the schema’s words and before set-up, storing nothing', async () => {
    const { landlord } = await landlordWithPaybill(ctx.db);
    const bad = await request(ctx.app)
      .post(`${PATH}/simulate/`)
      .set(as(ctx, landlord.id))
      .send({ bill_ref_number: '', amount: '12.50' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      bill_ref_number: ['Enter the account number the payer types'],
      amount: ['Enter the amount in whole shillings'],
    });
    const bare = await paidLandlord(ctx.db);
    const notSetUp = await request(ctx.app)
      .post(`${PATH}/simulate/`)
      .set(as(ctx, bare.id))
      .send({ bill_ref_number: 'A1', amount: 100 });
    expect(notSetUp.status).toBe(409);
    expect(notSetUp.body.detail).toBe(C2B_MESSAGES.notSetUp);
    expect(
      await ctx.db.c2bTransaction.count({ where: { landlordId: { in: [landlord.id, bare.id] } } }),
    ).toBe(0);
  });

  it('does not exist in production without ALLOW_SANDBOX_PAYMENTS', async () => {
    const { landlord } = await landlordWithPaybill(production.db);
    const settings = await request(production.app)
      .get(`${PATH}/settings/`)
      .set(as(production, landlord.id));
    expect(settings.body.simulation_allowed).toBe(false);
    const res = await request(production.app)
      .post(`${PATH}/simulate/`)
      .set(as(production, landlord.id))
      .send({ bill_ref_number: 'A1', amount: 100 });
    expect(res.status).toBe(404);
    expect(await production.db.c2bTransaction.count()).toBe(0);
  });
});

describe('darajaTime', () => {
  it('is YYYYMMDDHHmmss in Nairobi time', () => {
    expect(darajaTime(new Date('2026-11-24T21:05:09Z'))).toBe('20261125000509');
  });
});
