import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  UNCLAIMED_DEPOSIT_AFTER_HOURS,
  UNCLAIMED_DEPOSIT_MESSAGES,
} from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { bearer } from '../ledger/test-helpers.js';
import { createLandlordWithRooms } from '../registration/tenant-fixtures.js';
import { pendingApplication, vacantUnit } from '../tenants/test-fixtures.js';
import { closeServer, eventually, listen, type Harness } from './test/payments-fixtures.js';

// Issue 17 item 2: a signup deposit is never revenue, and one whose signup never finished waits in
// the landlord's queue with the payer's contact until it is attached or refunded (ADR 018).

let ctx: TestContext;
let h: Harness;
beforeAll(async () => {
  ctx = await createTestContext();
  h = await listen(ctx);
});
afterAll(async () => {
  await closeServer(h.server);
  await ctx.close();
});

const START = new Date('2026-11-10T09:00:00Z');
const HOUR = 3_600_000;

/** A signup that reached the deposit step, paid it on the sandbox page, and stopped there. */
// Each signup pays from its own phone: one phone gets only a few PIN prompts (issue 17 item 9).
let phoneSeq = 0;

async function abandonedSignupDeposit() {
  phoneSeq += 1;
  const phone = `07123${String(phoneSeq).padStart(5, '0')}`;
  ctx.clock.now = START;
  const { landlord, landlordCode, property, rooms } = await createLandlordWithRooms(ctx.db);
  await ctx.db.subscription.create({
    data: { landlordId: landlord.id, plan: 'onetime', isActive: true, expiresAt: null },
  });
  const session_id = randomUUID();
  const email = `wanjiru-${session_id.slice(0, 8)}@example.test`;
  const step = (n: number, body: object) =>
    h.http.post(`/api/accounts/tenant/register/step/${n}/`).send({ session_id, ...body });
  const personal = await step(2, {
    landlord_code: landlordCode,
    full_name: 'Wanjiru Kamau',
    national_id: 'AB1234567',
    email,
    phone_number: phone,
    emergency_contact: '0723456789',
  });
  expect(personal.status).toBe(200);
  const unitCode = String(rooms.a1.id);
  const room = await step(3, {
    landlord_code: landlordCode,
    property_id: property.id,
    unit_code: unitCode,
  });
  expect(room.status).toBe(200);
  const started = await h.http.post('/api/payments/initiate-deposit-registration/').send({
    unit_id: rooms.a1.id,
    amount: 20_000,
    phone_number: phone,
    email,
    session_id,
  });
  expect(started.status).toBe(200);
  const id = started.body.payment_id as number;
  await h.http
    .post(new URL(started.body.redirect_url as string).pathname)
    .type('form')
    .send({ outcome: 'completed' });
  const done = await eventually(
    () => ctx.db.payment.findUniqueOrThrow({ where: { id } }),
    (p) => p.status === 'completed',
  );
  expect(done.status).toBe('completed');
  return { landlord, id, email, phone };
}

const as = (landlordId: number) => bearer(ctx, landlordId, 'landlord');
const queue = (landlordId: number) =>
  h.http.get('/api/payments/unclaimed-deposits/').set('Authorization', as(landlordId));
const act = (landlordId: number, id: number, action: 'attach' | 'refund', body: object) =>
  h.http
    .post(`/api/payments/unclaimed-deposits/${id}/${action}/`)
    .set('Authorization', as(landlordId))
    .send(body);

describe('a deposit from a signup that never finished', () => {
  it('is not revenue, names its payer, and reaches the queue after the set time', async () => {
    const { landlord, id, email, phone } = await abandonedSignupDeposit();

    const dashboard = await h.http
      .get('/api/accounts/dashboard/')
      .set('Authorization', as(landlord.id));
    expect(dashboard.body.monthly_revenue).toBe(0);
    expect(dashboard.body.recent_transactions).toEqual([
      expect.objectContaining({ id, tenant_name: 'Wanjiru Kamau', transaction_type: 'deposit' }),
    ]);
    const summary = await h.http
      .get('/api/payments/rent-payments/summary/')
      .set('Authorization', as(landlord.id));
    expect(summary.body).toMatchObject({ collected_this_month: 0, total_collected: 0 });

    // The signup may still finish: not in the queue before the set time.
    expect((await queue(landlord.id)).body).toEqual({ count: 0, results: [], applications: [] });
    ctx.clock.now = new Date(START.getTime() + (UNCLAIMED_DEPOSIT_AFTER_HOURS + 1) * HOUR);
    const listed = await queue(landlord.id);
    expect(listed.status).toBe(200);
    expect(listed.body.count).toBe(1);
    expect(listed.body.results[0]).toMatchObject({
      id,
      amount: 20_000,
      payer_name: 'Wanjiru Kamau',
      // Typed 07…, kept canonical (the shared phone rule).
      payer_phone: `254${phone.slice(1)}`,
      payer_email: email,
      unit_number: 'A1',
    });
    // Another landlord sees nothing of it and cannot act on it.
    const { landlord: other } = await abandonedSignupDeposit();
    ctx.clock.now = new Date(START.getTime() + (UNCLAIMED_DEPOSIT_AFTER_HOURS + 1) * HOUR);
    expect((await queue(other.id)).body.results.map((r: { id: number }) => r.id)).not.toContain(id);
    const foreign = await act(other.id, id, 'refund', { method: 'mpesa', reference: 'QK1' });
    expect(foreign.status).toBe(404);
  });

  it('is refunded once: the second refund or an attach after it is refused', async () => {
    const { landlord, id } = await abandonedSignupDeposit();
    ctx.clock.now = new Date(START.getTime() + (UNCLAIMED_DEPOSIT_AFTER_HOURS + 1) * HOUR);
    const invalid = await act(landlord.id, id, 'refund', { method: 'cheque', reference: '' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toMatchObject({
      method: [UNCLAIMED_DEPOSIT_MESSAGES.chooseMethod],
      reference: [UNCLAIMED_DEPOSIT_MESSAGES.referenceRequired],
    });
    const body = { method: 'mpesa', reference: 'QKR7T2ZX9P', note: 'Sent back to 0712345678' };
    const refunded = await act(landlord.id, id, 'refund', body);
    expect(refunded.status).toBe(200);
    expect(refunded.body.message).toBe(UNCLAIMED_DEPOSIT_MESSAGES.refunded);
    expect((await queue(landlord.id)).body.count).toBe(0);
    const again = await act(landlord.id, id, 'refund', body);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: ERROR_CODES.conflict,
      detail: UNCLAIMED_DEPOSIT_MESSAGES.alreadySettled,
    });
    expect(
      await ctx.db.auditLog.count({
        where: { action: 'payment.deposit_refunded', entityId: String(id) },
      }),
    ).toBe(1);
  });

  it('is attached once to the landlord’s application, whose deposit then reads paid', async () => {
    const { landlord, id } = await abandonedSignupDeposit();
    ctx.clock.now = new Date(START.getTime() + (UNCLAIMED_DEPOSIT_AFTER_HOURS + 1) * HOUR);
    const unit = await vacantUnit(ctx.db, landlord.id, 'C3');
    const { tenant, application } = await pendingApplication(ctx.db, landlord.id, unit.id);
    await ctx.db.tenantApplication.update({
      where: { id: application.id },
      data: { requiresDeposit: true },
    });
    const otherLandlord = await createLandlordWithRooms(ctx.db);
    const foreignUnit = await vacantUnit(ctx.db, otherLandlord.landlord.id);
    const foreign = await pendingApplication(ctx.db, otherLandlord.landlord.id, foreignUnit.id);
    expect(
      (await act(landlord.id, id, 'attach', { application_id: foreign.application.id })).status,
    ).toBe(404);

    // The queue offers the landlord's applications still waiting for a deposit.
    expect((await queue(landlord.id)).body.applications).toContainEqual(
      expect.objectContaining({ id: application.id, unit_number: 'C3', status: 'pending' }),
    );
    const attached = await act(landlord.id, id, 'attach', { application_id: application.id });
    expect(attached.status).toBe(200);
    expect(await ctx.db.payment.findUniqueOrThrow({ where: { id } })).toMatchObject({
      tenantId: tenant.id,
      applicationId: application.id,
      unitId: unit.id,
    });
    expect(
      await ctx.db.tenantApplication.findUniqueOrThrow({ where: { id: application.id } }),
    ).toMatchObject({ depositPaid: true });
    expect((await queue(landlord.id)).body.count).toBe(0);
    expect((await act(landlord.id, id, 'attach', { application_id: application.id })).status).toBe(
      409,
    );
    expect((await act(landlord.id, id, 'refund', { method: 'cash', reference: 'R1' })).status).toBe(
      409,
    );
    expect(
      await ctx.db.auditLog.count({
        where: { action: 'payment.deposit_attached', entityId: String(id) },
      }),
    ).toBe(1);
  });
});
