import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@pango/shared';
import { clientAddress } from '../../lib/rate-limit.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createLandlord, createPropertyWithUnit } from '../../test/factories.js';
import { signupAtDepositStep } from './test/signup-draft.js';

// The public signup deposit sends an M-Pesa PIN prompt to the phone in the request (issue 17,
// item 9): only a signup that reached the deposit step for that room may start it, each phone
// number gets 3 prompts a quarter hour whoever asks, and every address limit counts an IPv6
// client by its /64. Production limits; addresses through X-Forwarded-For from loopback.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_RATE_LIMIT_PER_MINUTE: '20', TRUST_PROXY: 'loopback' });
});
afterAll(() => ctx.close());

let nextAddress = 1;
const initiate = (body: object, address = `10.9.0.${nextAddress++}`) =>
  request(ctx.app)
    .post('/api/payments/initiate-deposit-registration/')
    .set('X-Forwarded-For', address)
    .send(body);

async function vacantUnit() {
  const landlord = await createLandlord(ctx.db);
  const { unit } = await createPropertyWithUnit(ctx.db, landlord.id, { rent: 15_000 });
  return ctx.db.unit.update({ where: { id: unit.id }, data: { deposit: 20_000 } });
}

const sessionRefusal = {
  detail: MESSAGES.signupSessionInvalid,
  code: 'VALIDATION_ERROR',
  errors: { session_id: [MESSAGES.signupSessionInvalid] },
};

describe('the signup deposit needs a signup at the deposit step', () => {
  it('refuses a made-up session and sends no prompt', async () => {
    const unit = await vacantUnit();
    const res = await initiate({
      unit_id: unit.id,
      amount: 20_000,
      phone_number: '0712000001',
      email: 'stranger@example.test',
      session_id: randomUUID(),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(sessionRefusal);
    expect(await ctx.db.payment.count({ where: { unitId: unit.id } })).toBe(0);
  });

  it('refuses a signup before the room step, for another room, email, or once expired', async () => {
    const unit = await vacantUnit();
    const other = await vacantUnit();
    const early = await signupAtDepositStep(ctx.db, unit.id, 20_000, { step: 2 });
    const elsewhere = await signupAtDepositStep(ctx.db, other.id, 20_000);
    const ready = await signupAtDepositStep(ctx.db, unit.id, 20_000);
    const expired = await signupAtDepositStep(ctx.db, unit.id, 20_000);
    await ctx.db.registrationDraft.update({
      where: { sessionId: expired.session_id },
      data: { expiresAt: new Date(ctx.clock.now.getTime() - 1000) },
    });
    const attempts = [
      early,
      { ...elsewhere, unit_id: unit.id },
      { ...ready, email: 'someone-else@example.test' },
      expired,
    ];
    for (const body of attempts) {
      const res = await initiate({ ...body, phone_number: '0712000002' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject(sessionRefusal);
    }
    expect(await ctx.db.payment.count({ where: { unitId: unit.id } })).toBe(0);
    expect((await initiate({ ...ready, phone_number: '0712000002' })).status).toBe(200);
  });
});

describe('PIN prompts per phone number', () => {
  it('allows 3 a quarter hour to one phone, whatever the signup or address', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      const unit = await vacantUnit();
      const body = await signupAtDepositStep(ctx.db, unit.id, 20_000, { phone: '0712000003' });
      const res = await initiate(body);
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body.code).toBe('RATE_LIMITED');
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const unit = await vacantUnit();
    const otherPhone = await signupAtDepositStep(ctx.db, unit.id, 20_000, { phone: '0712000004' });
    expect((await initiate(otherPhone)).status).toBe(200);
  });
});

describe('address limits count an IPv6 client by its /64', () => {
  it('reads IPv4 as it is and IPv6 as its /64', () => {
    expect(clientAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('2001:db8:1:2:aaaa::1')).toBe(clientAddress('2001:db8:1:2:bbbb::9'));
    expect(clientAddress('2001:db8:1:2::1')).not.toBe(clientAddress('2001:db8:1:3::1'));
  });

  it('refuses the 31st reset request from one /64 however its addresses vary (Postgres)', async () => {
    const reset = (address: string, i: number) =>
      request(ctx.app)
        .post('/api/accounts/password/reset/')
        .set('X-Forwarded-For', address)
        .send({ email: `v6-${i}@example.test` });
    for (let i = 1; i <= 30; i += 1)
      expect((await reset(`2001:db8:aa:1::${i.toString(16)}`, i)).status).toBe(200);
    expect((await reset('2001:db8:aa:1:ffff::1', 31)).status).toBe(429);
    expect((await reset('2001:db8:aa:2::1', 32)).status).toBe(200);
  });

  it('refuses the 21st signup deposit a minute from one /64 (Postgres)', async () => {
    for (let i = 1; i <= 20; i += 1)
      expect((await initiate({}, `2001:db8:bb:1::${i.toString(16)}`)).status).toBe(400);
    expect((await initiate({}, '2001:db8:bb:1:ffff::1')).status).toBe(429);
    expect((await initiate({}, '2001:db8:bb:2::1')).status).toBe(400);
  });
});
