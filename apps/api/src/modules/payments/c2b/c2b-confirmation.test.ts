import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { reconcileC2b, STUCK_RECEIVED_MS } from './c2b-reconcile.job.js';
import { phoneHash } from './match.js';
import { confirmation, housedTenant, landlordWithPaybill } from './test-fixtures.js';

// Issue 19 item 3: Daraja's confirmation and validation at the landlord's URLs.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const SUCCESS = { ResultCode: 0, ResultDesc: 'Success' };
const confirm = (token: string, body: unknown) =>
  request(ctx.app)
    .post(`/api/c2b/${token}/confirmation`)
    .send(body as object);
const validate = (token: string, body: unknown) =>
  request(ctx.app)
    .post(`/api/c2b/${token}/validation`)
    .send(body as object);

async function ledgerOf(tenancyId: number) {
  return ctx.db.rentLedgerEntry.findMany({ where: { tenancyId, type: 'payment' } });
}

describe('C2B confirmation', () => {
  it('credits the tenancy whose account number was typed: one completed payment, one ledger credit', async () => {
    const { landlord, shortcode, token } = await landlordWithPaybill(ctx.db);
    const { tenant, tenancy } = await housedTenant(ctx.db, landlord.id, { unitNumber: 'B4' });
    expect(tenancy.paymentAccountNumber).toBe('B4');
    const body = confirmation(shortcode, { BillRefNumber: 'b-4', TransAmount: '12000.00' });
    const res = await confirm(token, body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(SUCCESS);
    const payment = await ctx.db.payment.findUniqueOrThrow({
      where: { mpesaReceipt: body.TransID },
    });
    expect(payment).toMatchObject({
      kind: 'rent',
      provider: 'mpesa',
      status: 'completed',
      amount: 12000,
      tenantId: tenant.id,
      tenancyId: tenancy.id,
      landlordId: landlord.id,
    });
    const entries = await ledgerOf(tenancy.id);
    expect(entries.map((e) => e.amount)).toEqual([-12000]);
    const stored = await ctx.db.c2bTransaction.findFirstOrThrow({
      where: { transId: body.TransID },
    });
    expect(stored).toMatchObject({ status: 'credited', paymentId: payment.id, amount: 12000 });
    expect(stored.raw).toEqual(body);
  });

  it('20 concurrent deliveries of one TransID: one payment, one ledger credit, every answer Success', async () => {
    const { landlord, shortcode, token } = await landlordWithPaybill(ctx.db);
    const { tenancy } = await housedTenant(ctx.db, landlord.id, { unitNumber: 'C7' });
    const body = confirmation(shortcode, { BillRefNumber: 'C7' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm(token, body)));
    for (const res of answers) expect(res.body).toEqual(SUCCESS);
    expect(await ctx.db.payment.count({ where: { mpesaReceipt: body.TransID } })).toBe(1);
    expect(await ctx.db.c2bTransaction.count({ where: { transId: body.TransID } })).toBe(1);
    expect(await ledgerOf(tenancy.id)).toHaveLength(1);
    // And a late repeat changes nothing either.
    expect((await confirm(token, body)).body).toEqual(SUCCESS);
    expect(await ledgerOf(tenancy.id)).toHaveLength(1);
  });

  it('stored and acknowledged but never processed (process killed, database busy): the c2b-reconcile job credits it once, after a minute', async () => {
    // Found by `pnpm test:faults`: the API acknowledged a confirmation whose crediting had failed
    // (a pool time-out right after a restart), Daraja does not repeat an acknowledged one, and the
    // row stayed `received` for good on a paybill without the landlord's own Daraja app.
    const { landlord, shortcode } = await landlordWithPaybill(ctx.db);
    const { tenancy } = await housedTenant(ctx.db, landlord.id, { unitNumber: 'K3' });
    const stored = (body: ReturnType<typeof confirmation>, ageMs: number) =>
      ctx.db.c2bTransaction.create({
        data: {
          landlordId: landlord.id,
          shortcode,
          transId: String(body.TransID),
          status: 'received',
          amount: 12000,
          billRefNumber: 'K3',
          raw: body,
          receivedAt: new Date(Date.now() - ageMs),
        },
      });
    const old = await stored(
      confirmation(shortcode, { BillRefNumber: 'K3' }),
      STUCK_RECEIVED_MS * 2,
    );
    const fresh = await stored(confirmation(shortcode, { BillRefNumber: 'K3' }), 0);

    const summaries = await Promise.all([reconcileC2b(ctx.deps), reconcileC2b(ctx.deps)]);
    expect(summaries.reduce((n, s) => n + s.retried, 0)).toBeGreaterThanOrEqual(1);
    const credited = await ctx.db.c2bTransaction.findUniqueOrThrow({ where: { id: old.id } });
    expect(credited.status).toBe('credited');
    expect(await ctx.db.payment.count({ where: { mpesaReceipt: old.transId } })).toBe(1);
    expect((await ledgerOf(tenancy.id)).map((e) => e.amount)).toEqual([-12000]);
    // One still within its own delivery's minute is left to it.
    const waiting = await ctx.db.c2bTransaction.findUniqueOrThrow({ where: { id: fresh.id } });
    expect(waiting.status).toBe('received');
  });

  it('an over-payment is credited whole (the extra becomes prepaid rent by the ledger rule)', async () => {
    const { landlord, shortcode, token } = await landlordWithPaybill(ctx.db);
    const { tenancy } = await housedTenant(ctx.db, landlord.id, { unitNumber: 'D1', rent: 10000 });
    await confirm(token, confirmation(shortcode, { BillRefNumber: 'D1', TransAmount: '25000' }));
    const balance = await ctx.db.rentBalance.findUniqueOrThrow({
      where: { tenancyId: tenancy.id },
    });
    // Nothing charged yet (the fixture posts no charge): all 25,000 stands as credit, nothing cut.
    expect(balance.balance).toBe(-25000);
  });

  it('an unknown token answers 404 and stores nothing', async () => {
    const { shortcode } = await landlordWithPaybill(ctx.db);
    const body = confirmation(shortcode);
    const res = await confirm('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', body);
    expect(res.status).toBe(404);
    expect(await ctx.db.c2bTransaction.count({ where: { transId: body.TransID } })).toBe(0);
  });

  it('a rotated token stops working: the old URL answers 404', async () => {
    const { landlord, shortcode, token } = await landlordWithPaybill(ctx.db);
    await ctx.db.mpesaC2bSetting.update({
      where: { landlordId: landlord.id },
      data: { urlToken: 'rotated-token-rotated-token-rotated-token-x' },
    });
    const res = await confirm(token, confirmation(shortcode));
    expect(res.status).toBe(404);
  });

  it.each([
    ['missing TransID', { TransID: undefined }, 'TransID'],
    ['missing TransAmount', { TransAmount: undefined }, 'TransAmount'],
    ['a non-numeric TransAmount', { TransAmount: 'twelve thousand' }, 'TransAmount'],
    ['missing BusinessShortCode', { BusinessShortCode: undefined }, 'BusinessShortCode'],
  ])('%s → 400 naming the field, nothing stored', async (_name, change, field) => {
    const { shortcode, token } = await landlordWithPaybill(ctx.db);
    const body = { ...confirmation(shortcode), ...change };
    const before = await ctx.db.c2bTransaction.count();
    const res = await confirm(token, body);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBeDefined();
    expect(await ctx.db.c2bTransaction.count()).toBe(before);
  });

  it('a 1 MB body → 400 with a clear message, nothing stored', async () => {
    const { shortcode, token } = await landlordWithPaybill(ctx.db);
    const body = { ...confirmation(shortcode), BillRefNumber: 'x'.repeat(1024 * 1024) };
    const before = await ctx.db.c2bTransaction.count();
    const res = await confirm(token, body);
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/too large/);
    expect(await ctx.db.c2bTransaction.count()).toBe(before);
  });

  it('a NUL character in a field → 400, nothing stored (Postgres cannot store it raw)', async () => {
    const { shortcode, token } = await landlordWithPaybill(ctx.db);
    const body = confirmation(shortcode, { BillRefNumber: 'A1\u0000' });
    const res = await confirm(token, body);
    expect(res.status).toBe(400);
    expect(await ctx.db.c2bTransaction.count({ where: { transId: body.TransID } })).toBe(0);
  });

  it('an amount with cents is stored raw as rejected and credited to nobody', async () => {
    const { landlord, shortcode, token } = await landlordWithPaybill(ctx.db);
    await housedTenant(ctx.db, landlord.id, { unitNumber: 'E2' });
    const body = confirmation(shortcode, { BillRefNumber: 'E2', TransAmount: '12000.50' });
    expect((await confirm(token, body)).body).toEqual(SUCCESS);
    const stored = await ctx.db.c2bTransaction.findFirstOrThrow({
      where: { transId: body.TransID },
    });
    expect(stored).toMatchObject({ status: 'rejected', amount: null, paymentId: null });
    expect(stored.note).toMatch(/not a whole number of shillings/);
    expect(await ctx.db.payment.count({ where: { mpesaReceipt: body.TransID } })).toBe(0);
  });

  it("a BusinessShortCode that is not the landlord's is stored as rejected, not credited", async () => {
    const { landlord, token } = await landlordWithPaybill(ctx.db);
    await housedTenant(ctx.db, landlord.id, { unitNumber: 'F3' });
    const body = confirmation('999111', { BillRefNumber: 'F3' });
    expect((await confirm(token, body)).body).toEqual(SUCCESS);
    const stored = await ctx.db.c2bTransaction.findFirstOrThrow({
      where: { transId: body.TransID },
    });
    expect(stored.status).toBe('rejected');
    expect(await ctx.db.payment.count({ where: { mpesaReceipt: body.TransID } })).toBe(0);
  });

  it('"hse g5 nov" is matched by the unit number as a whole token; "G55" is not', async () => {
    const { landlord, shortcode, token } = await landlordWithPaybill(ctx.db);
    const { tenancy } = await housedTenant(ctx.db, landlord.id, { unitNumber: 'G5' });
    const loose = confirmation(shortcode, { BillRefNumber: 'hse g5 nov' });
    await confirm(token, loose);
    expect(await ledgerOf(tenancy.id)).toHaveLength(1);
    const neighbour = confirmation(shortcode, { BillRefNumber: 'G55' });
    await confirm(token, neighbour);
    expect(await ledgerOf(tenancy.id)).toHaveLength(1);
    const stored = await ctx.db.c2bTransaction.findFirstOrThrow({
      where: { transId: neighbour.TransID },
    });
    expect(stored.status).toBe('unmatched');
  });

  it("a hashed MSISDN matching one tenant's phone credits that tenant; a masked one never does", async () => {
    const { landlord, shortcode, token } = await landlordWithPaybill(ctx.db);
    const { tenancy } = await housedTenant(ctx.db, landlord.id, {
      unitNumber: 'H8',
      phone: '0798765432',
    });
    const hashed = confirmation(shortcode, {
      BillRefNumber: 'rent',
      MSISDN: phoneHash('254798765432'),
    });
    await confirm(token, hashed);
    expect(await ledgerOf(tenancy.id)).toHaveLength(1);
    const masked = confirmation(shortcode, { BillRefNumber: 'rent', MSISDN: '2547 ***** 432' });
    await confirm(token, masked);
    expect(await ledgerOf(tenancy.id)).toHaveLength(1);
    const row = await ctx.db.c2bTransaction.findFirstOrThrow({
      where: { transId: masked.TransID },
    });
    expect(row.status).toBe('unmatched');
    expect(row.suggestedTenancyIds).toEqual([tenancy.id]);
  });

  it('an unknown account number goes to the unmatched queue', async () => {
    const { landlord, shortcode, token } = await landlordWithPaybill(ctx.db);
    await housedTenant(ctx.db, landlord.id, { unitNumber: 'J1' });
    const body = confirmation(shortcode, { BillRefNumber: 'ZZ99' });
    await confirm(token, body);
    const row = await ctx.db.c2bTransaction.findFirstOrThrow({ where: { transId: body.TransID } });
    expect(row).toMatchObject({ status: 'unmatched', paymentId: null });
  });
});

describe('C2B validation', () => {
  it('accepts any account number unless the landlord chose to reject unknown ones', async () => {
    const { landlord, shortcode, token } = await landlordWithPaybill(ctx.db);
    await housedTenant(ctx.db, landlord.id, { unitNumber: 'K1' });
    const res = await validate(token, confirmation(shortcode, { BillRefNumber: 'nobody' }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ResultCode: '0', ResultDesc: 'Accepted' });
  });

  it('rejects an unknown account number with C2B00012 when asked to, accepts a known one', async () => {
    const { landlord, shortcode, token } = await landlordWithPaybill(ctx.db, {
      rejectUnknown: true,
    });
    await housedTenant(ctx.db, landlord.id, { unitNumber: 'K2' });
    const unknown = await validate(token, confirmation(shortcode, { BillRefNumber: 'nobody' }));
    expect(unknown.body).toEqual({ ResultCode: 'C2B00012', ResultDesc: 'Rejected' });
    const known = await validate(token, confirmation(shortcode, { BillRefNumber: 'k2' }));
    expect(known.body).toEqual({ ResultCode: '0', ResultDesc: 'Accepted' });
    // Validation stores nothing: only a confirmation is money.
    expect(await ctx.db.c2bTransaction.count({ where: { landlordId: landlord.id } })).toBe(0);
  });

  it('an unknown token answers 404', async () => {
    const res = await validate('no-such-token', confirmation('600000'));
    expect(res.status).toBe(404);
  });
});
