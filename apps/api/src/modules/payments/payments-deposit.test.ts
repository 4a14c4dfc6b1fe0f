import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES, PAYMENT_MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createLandlord, createPropertyWithUnit, createTenant } from '../../test/factories.js';
import {
  closeServer,
  eventually,
  listen,
  signIn,
  tenantWithRent,
  type Harness,
} from './test/payments-fixtures.js';
import { signupAtDepositStep } from './test/signup-draft.js';

// Deposits: during signup (the session is the credential) and for an approved tenant who owes one.

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

const pay = (redirectUrl: string) =>
  h.http.post(new URL(redirectUrl).pathname).type('form').send({ outcome: 'completed' });

function expectRefusal(res: { status: number; body: Record<string, unknown> }, message: string) {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({
    detail: message,
    code: ERROR_CODES.validation,
    success: false,
    error: message,
    errors: { amount: [message] },
  });
}

describe('deposits', () => {
  async function vacantUnit(deposit = 20_000) {
    const landlord = await createLandlord(ctx.db);
    const { unit } = await createPropertyWithUnit(ctx.db, landlord.id, { rent: 15_000 });
    await ctx.db.unit.update({ where: { id: unit.id }, data: { deposit } });
    return { landlord, unit };
  }
  // A signup that reached the deposit step (signup-deposit-limits.test.ts: without one, refused).
  const registrationBody = (unitId: number, amount: number, sessionId = randomUUID()) =>
    signupAtDepositStep(ctx.db, unitId, amount, { sessionId });

  it('takes the signup deposit: right amount only, one payment per session, status by session', async () => {
    const { unit, landlord } = await vacantUnit();
    const tampered = await h.http
      .post('/api/payments/initiate-deposit-registration/')
      .send(await registrationBody(unit.id, 1_000));
    expectRefusal(tampered, PAYMENT_MESSAGES.depositAmountMismatch(20_000));

    const sessionId = randomUUID();
    const body = await registrationBody(unit.id, 20_000, sessionId);
    const first = await h.http.post('/api/payments/initiate-deposit-registration/').send(body);
    const retry = await h.http.post('/api/payments/initiate-deposit-registration/').send(body);
    expect(first.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    const id = first.body.payment_id as number;
    expect(await ctx.db.payment.findUniqueOrThrow({ where: { id } })).toMatchObject({
      kind: 'deposit',
      amount: 20_000,
      landlordId: landlord.id,
      unitId: unit.id,
      registrationSessionId: sessionId,
      tenantId: null,
      payerId: null,
    });
    const paid = await pay(first.body.redirect_url);
    expect(new URL(paid.headers.location as string).pathname).toBe('/tenant/signup');

    const wrongSession = await h.http
      .get(`/api/payments/deposit-status/${id}/`)
      .query({ session_id: randomUUID() });
    expect(wrongSession.status).toBe(404);
    expect((await h.http.get(`/api/payments/deposit-status/${id}/`)).status).toBe(404);
    const done = await eventually(
      () => h.http.get(`/api/payments/deposit-status/${id}/`).query({ session_id: sessionId }),
      (r) => r.body.status === 'completed',
    );
    expect(done.body).toMatchObject({ kind: 'deposit', status: 'completed', amount: 20_000 });
    // What the tenant-complete endpoint looks for.
    expect(
      await ctx.db.payment.count({
        where: {
          kind: 'deposit',
          status: 'completed',
          registrationSessionId: sessionId,
          unitId: unit.id,
          tenantId: null,
        },
      }),
    ).toBe(1);
  });

  it('sends the signup deposit’s receipt in the language the applicant signs up in', async () => {
    const { unit } = await vacantUnit();
    const refused = await h.http
      .post('/api/payments/initiate-deposit-registration/')
      .send({ ...(await registrationBody(unit.id, 20_000)), language: 'fr' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.language).toEqual(['Choose English or Kiswahili.']);
    expect(await ctx.db.payment.count({ where: { unitId: unit.id } })).toBe(0);

    const body = { ...(await registrationBody(unit.id, 20_000)), language: 'sw' };
    const started = await h.http.post('/api/payments/initiate-deposit-registration/').send(body);
    expect(started.status).toBe(200);
    await pay(started.body.redirect_url);
    const mail = await eventually(
      () => ctx.db.emailOutbox.findFirst({ where: { to: body.email, kind: 'payment_receipt' } }),
      (row) => row !== null,
    );
    expect(mail!.subject).toBe('Malipo yamepokelewa: KSh 20,000');
  });

  it('refuses a deposit for an occupied room', async () => {
    const { unit } = await tenantWithRent(ctx);
    const res = await h.http
      .post('/api/payments/initiate-deposit-registration/')
      .send(await registrationBody(unit.id, unit.deposit));
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(MESSAGES.roomNoLongerAvailable);
  });

  it('takes an approved tenant’s unpaid deposit and marks it paid', async () => {
    const landlord = await createLandlord(ctx.db);
    const tenant = await createTenant(ctx.db, landlord.id);
    const { unit } = await createPropertyWithUnit(ctx.db, landlord.id, {
      rent: 12_000,
      tenantId: tenant.id,
    });
    await ctx.db.tenantApplication.create({
      data: { tenantId: tenant.id, landlordId: landlord.id, unitId: unit.id, status: 'approved' },
    });
    const auth = await signIn(h, tenant.email, 'tenant');
    const post = (body: object) =>
      h.http.post('/api/payments/initiate-deposit/').set('Authorization', auth).send(body);
    expectRefusal(await post({ amount: 1 }), PAYMENT_MESSAGES.depositAmountMismatch(12_000));
    const ok = await post({ amount: 12_000 });
    expect(ok.status).toBe(200);
    await pay(ok.body.redirect_url);
    await eventually(
      () => ctx.db.tenantProfile.findUniqueOrThrow({ where: { userId: tenant.id } }),
      (p) => p.depositPaid,
    );
    expect(
      await ctx.db.tenantApplication.findFirstOrThrow({ where: { tenantId: tenant.id } }),
    ).toMatchObject({ depositPaid: true });
    expectRefusal(await post({}), PAYMENT_MESSAGES.depositAlreadyPaid);
  });
});
