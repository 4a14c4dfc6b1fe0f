import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PAYMENT_MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { completeBody, DAY_MS, uniqueEmail } from '../registration/landlord-signup-requests.js';
import { closeServer, eventually, listen, type Harness } from './test/payments-fixtures.js';

// Seed 000 section 4: an email that already had its free trial signs up to an inactive
// subscription and pays for it straight away, from the signup session, before signing in.

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

async function paidSignup() {
  const email = uniqueEmail();
  await ctx.db.trialGrant.create({
    data: { email, expiresAt: new Date(ctx.clock.now.getTime() - DAY_MS) },
  });
  const body = completeBody({ email });
  const res = await h.http.post('/api/accounts/landlord/register/complete/').send(body);
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({ requires_payment: true, landlord_id: expect.any(Number) });
  return { email, sessionId: body.session_id, landlordId: res.body.landlord_id as number };
}

const initiate = (body: object) =>
  h.http.post('/api/payments/initiate-signup-subscription/').send(body);

describe('subscription push at landlord signup', () => {
  it('takes the tier price from the signup session and activates the subscription', async () => {
    const { email, sessionId, landlordId } = await paidSignup();
    const base = {
      phone_number: '0712345678',
      session_id: sessionId,
      email,
      landlord_id: landlordId,
    };

    const otherSession = await initiate({ ...base, amount: 2000, session_id: randomUUID() });
    expect(otherSession.status).toBe(404);
    expect(otherSession.body.error).toBe(MESSAGES.signupSessionInvalid);
    const tampered = await initiate({ ...base, amount: 200 });
    expect(tampered.status).toBe(400);
    expect(tampered.body.error).toBe(PAYMENT_MESSAGES.subscriptionAmountMismatch(2000));

    const ok = await initiate({ ...base, amount: 2000 });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      success: true,
      payment_id: expect.any(Number),
      redirect_url: expect.any(String),
      checkout_request_id: null,
    });
    expect((await initiate({ ...base, amount: 2000 })).body.payment_id).toBe(ok.body.payment_id);

    const paid = await h.http
      .post(new URL(ok.body.redirect_url as string).pathname)
      .type('form')
      .send({ outcome: 'completed' });
    expect(new URL(paid.headers.location as string).pathname).toBe('/payments/subscribe');
    const statusPath = `/api/payments/signup-subscription-status/${ok.body.payment_id}/`;
    expect((await h.http.get(statusPath).query({ session_id: randomUUID() })).status).toBe(404);
    const done = await eventually(
      () => h.http.get(statusPath).query({ session_id: sessionId }),
      (r) => r.body.status === 'completed',
    );
    expect(done.body).toMatchObject({ kind: 'subscription', status: 'completed', amount: 2000 });
    expect(await ctx.db.subscription.findUniqueOrThrow({ where: { landlordId } })).toMatchObject({
      plan: 'starter',
      isActive: true,
      lastPaymentId: ok.body.payment_id,
    });

    // Once active there is nothing left to push.
    expect((await initiate({ ...base, amount: 2000 })).status).toBe(404);
  });
});
