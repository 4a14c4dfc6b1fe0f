import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { C2B_MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { bearer } from '../../ledger/test-helpers.js';
import { confirmation, housedTenant, landlordWithPaybill } from './test-fixtures.js';

// Issue 19 item 4: the Unmatched payments queue, assign (credit) and "not rent".

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const PATH = '/api/payments/mpesa/c2b/unmatched';
const as = (id: number) => ({ Authorization: bearer(ctx, id, 'landlord') });

/** A landlord with tenants in A1 of Kilimani and A1 of Sunrise, and a payment fitting both. */
async function queueWithOnePayment(billRef = 'hse a-1') {
  const { landlord, shortcode, token } = await landlordWithPaybill(ctx.db);
  const kilimani = await housedTenant(ctx.db, landlord.id, {
    unitNumber: 'A1',
    fullName: 'Mary Wanjiku',
  });
  const sunrise = await housedTenant(ctx.db, landlord.id, {
    unitNumber: 'A1',
    propertyName: 'Sunrise Court',
    fullName: 'Peter Kamau',
  });
  const body = confirmation(shortcode, {
    BillRefNumber: billRef,
    FirstName: 'JOHN',
    MSISDN: '2547 ***** 999',
    TransAmount: '9000.00',
  });
  await request(ctx.app).post(`/api/c2b/${token}/confirmation`).send(body);
  const item = await ctx.db.c2bTransaction.findFirstOrThrow({ where: { transId: body.TransID } });
  return { landlord, kilimani, sunrise, body, item };
}

describe('GET /payments/mpesa/c2b/unmatched/', () => {
  it('lists what Daraja sent, with the likely tenants first', async () => {
    // "hse a-1" fits both A1 units (Kilimani's account number is A1, Sunrise's SUNA1, but a
    // Sunrise tenant types their unit the same way): neither is credited, both are suggested.
    const { landlord, kilimani, sunrise, body, item } = await queueWithOnePayment();
    expect(item.status).toBe('unmatched');
    const res = await request(ctx.app).get(`${PATH}/`).set(as(landlord.id));
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(1);
    expect(res.body.results).toEqual([
      {
        id: item.id,
        status: 'unmatched',
        reason: null,
        trans_id: body.TransID,
        amount: 9000,
        trans_amount: '9000.00',
        bill_ref_number: 'hse a-1',
        msisdn: '2547 ***** 999',
        first_name: 'JOHN',
        received_at: item.receivedAt.toISOString(),
        suggested_tenants: [
          expect.objectContaining({ tenant_id: kilimani.tenant.id, unit_number: 'A1' }),
          expect.objectContaining({ tenant_id: sunrise.tenant.id, property_name: 'Sunrise Court' }),
        ],
      },
    ]);
  });

  it("shows another landlord none of this landlord's items", async () => {
    await queueWithOnePayment();
    const other = await landlordWithPaybill(ctx.db);
    const res = await request(ctx.app).get(`${PATH}/`).set(as(other.landlord.id));
    expect(res.body).toEqual({
      count: 0,
      counts: { unmatched: 0, rejected: 0 },
      results: [],
      confirming_count: 0,
      confirming: [],
    });
  });
});

describe('POST /payments/mpesa/c2b/unmatched/{id}/assign/', () => {
  it("credits the tenant's current tenancy once; a second assign is 409", async () => {
    const { landlord, sunrise, item } = await queueWithOnePayment();
    const res = await request(ctx.app)
      .post(`${PATH}/${item.id}/assign/`)
      .set(as(landlord.id))
      .send({ tenant_id: sunrise.tenant.id });
    expect(res.status).toBe(200);
    const payment = await ctx.db.payment.findUniqueOrThrow({ where: { id: res.body.payment_id } });
    expect(payment).toMatchObject({
      status: 'completed',
      amount: 9000,
      tenancyId: sunrise.tenancy.id,
      mpesaReceipt: item.transId,
    });
    const entries = await ctx.db.rentLedgerEntry.findMany({
      where: { tenancyId: sunrise.tenancy.id, type: 'payment' },
    });
    expect(entries.map((e) => e.amount)).toEqual([-9000]);
    const audit = await ctx.db.auditLog.findFirst({
      where: { action: 'c2b.payment_assigned', entityId: String(item.id) },
    });
    expect(audit?.actorId).toBe(landlord.id);
    const twice = await request(ctx.app)
      .post(`${PATH}/${item.id}/assign/`)
      .set(as(landlord.id))
      .send({ tenant_id: sunrise.tenant.id });
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe(C2B_MESSAGES.alreadyResolved);
    expect(
      await ctx.db.rentLedgerEntry.count({
        where: { tenancyId: sunrise.tenancy.id, type: 'payment' },
      }),
    ).toBe(1);
    const list = await request(ctx.app).get(`${PATH}/`).set(as(landlord.id));
    expect(list.body.count).toBe(0);
  });

  it("answers 404 for another landlord's item and for another landlord's tenant", async () => {
    const { landlord, kilimani, item } = await queueWithOnePayment();
    const other = await queueWithOnePayment();
    const foreignItem = await request(ctx.app)
      .post(`${PATH}/${item.id}/assign/`)
      .set(as(other.landlord.id))
      .send({ tenant_id: other.kilimani.tenant.id });
    expect(foreignItem.status).toBe(404);
    const foreignTenant = await request(ctx.app)
      .post(`${PATH}/${item.id}/assign/`)
      .set(as(landlord.id))
      .send({ tenant_id: other.kilimani.tenant.id });
    expect(foreignTenant.status).toBe(404);
    expect(kilimani.tenant.id).not.toBe(other.kilimani.tenant.id);
    const still = await ctx.db.c2bTransaction.findUniqueOrThrow({ where: { id: item.id } });
    expect(still.status).toBe('unmatched');
  });

  it('refuses a missing tenant_id with a field error', async () => {
    const { landlord, item } = await queueWithOnePayment();
    const res = await request(ctx.app)
      .post(`${PATH}/${item.id}/assign/`)
      .set(as(landlord.id))
      .send({});
    expect(res.status).toBe(400);
    expect(res.body.errors.tenant_id).toEqual([C2B_MESSAGES.chooseTenant]);
  });
});

describe('POST /payments/mpesa/c2b/unmatched/{id}/dismiss/', () => {
  it('marks it not rent with the note, audited; then it cannot be assigned', async () => {
    const { landlord, kilimani, item } = await queueWithOnePayment();
    const missing = await request(ctx.app)
      .post(`${PATH}/${item.id}/dismiss/`)
      .set(as(landlord.id))
      .send({ note: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.note).toEqual([C2B_MESSAGES.noteRequired]);
    const res = await request(ctx.app)
      .post(`${PATH}/${item.id}/dismiss/`)
      .set(as(landlord.id))
      .send({ note: 'Water refund from the caretaker' });
    expect(res.status).toBe(200);
    const row = await ctx.db.c2bTransaction.findUniqueOrThrow({ where: { id: item.id } });
    expect(row).toMatchObject({ status: 'dismissed', note: 'Water refund from the caretaker' });
    const audit = await ctx.db.auditLog.findFirst({
      where: { action: 'c2b.payment_dismissed', entityId: String(item.id) },
    });
    expect(audit).not.toBeNull();
    const assign = await request(ctx.app)
      .post(`${PATH}/${item.id}/assign/`)
      .set(as(landlord.id))
      .send({ tenant_id: kilimani.tenant.id });
    expect(assign.status).toBe(409);
  });

  it("answers 404 for another landlord's item", async () => {
    const { item } = await queueWithOnePayment();
    const other = await landlordWithPaybill(ctx.db);
    const res = await request(ctx.app)
      .post(`${PATH}/${item.id}/dismiss/`)
      .set(as(other.landlord.id))
      .send({ note: 'not mine' });
    expect(res.status).toBe(404);
  });
});
