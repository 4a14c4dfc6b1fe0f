import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, LIMITS, MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import {
  accountStep,
  completeBody,
  DAY_MS,
  oneProperty,
  postComplete,
  postStep,
  SIGNUP_PASSWORD as PASSWORD,
  unit,
  uniqueEmail,
} from './landlord-signup-requests.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const step = (n: string | number, body: object) => postStep(ctx, n, body);
const complete = (body: object) => postComplete(ctx, body);

async function rowCounts() {
  const [users, profiles, properties, unitTypes, units, subscriptions, grants, audits] =
    await Promise.all([
      ctx.db.user.count(),
      ctx.db.landlordProfile.count(),
      ctx.db.property.count(),
      ctx.db.unitType.count(),
      ctx.db.unit.count(),
      ctx.db.subscription.count(),
      ctx.db.trialGrant.count(),
      ctx.db.auditLog.count(),
    ]);
  return { users, profiles, properties, unitTypes, units, subscriptions, grants, audits };
}

describe('landlord signup complete', () => {
  it('creates the whole account in one go, and the landlord can sign in', async () => {
    const account = accountStep();
    const properties = [
      {
        name: 'Kilimani Heights',
        address: 'Argwings Kodhek Rd',
        units: [
          unit('A1', { monthly_rent: 15000, deposit_amount: 20000 }),
          unit('A2', { monthly_rent: 16000, deposit_amount: '' }),
          unit('P1', { room_type: 'custom-Penthouse', monthly_rent: 90000, deposit_amount: '' }),
        ],
      },
      { name: 'Rongai Court', address: 'Magadi Rd', units: [unit('1', { room_type: 'studio' })] },
    ];
    expect((await step(2, account)).status).toBe(200);
    expect((await step(3, { session_id: account.session_id, properties })).status).toBe(200);

    const { government_id, ...rest } = account;
    const res = await complete({ ...rest, national_id: government_id, properties });
    expect(res.status).toBe(201);
    const trialEnds = new Date(ctx.clock.now.getTime() + 30 * DAY_MS).toISOString();
    expect(res.body).toEqual({
      id: expect.any(Number),
      email: account.email,
      landlord_code: expect.stringMatching(/^PNG-[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{5}$/),
      subscription: { plan: 'free', is_active: true, expires_at: trialEnds },
      trial_ends_at: trialEnds,
    });
    expect(JSON.stringify(res.body)).not.toContain('password');

    const user = await ctx.db.user.findUniqueOrThrow({
      where: { id: res.body.id },
      include: {
        landlordProfile: true,
        subscription: true,
        properties: { orderBy: { id: 'asc' }, include: { units: { orderBy: { id: 'asc' } } } },
        unitTypes: { orderBy: { id: 'asc' } },
      },
    });
    expect(user).toMatchObject({
      role: 'landlord',
      approvalStatus: 'approved',
      isActive: true,
      fullName: 'Amina Wairimu',
      phoneNumber: '254712345678',
    });
    expect(user.passwordHash).not.toContain(PASSWORD);
    expect(user.landlordProfile).toMatchObject({
      landlordCode: res.body.landlord_code,
      nationalId: '12345678',
      mpesaTillNumber: '123456',
      address: 'Ngong Road, Nairobi',
      website: 'www.amina.co.ke',
    });
    expect(user.subscription).toMatchObject({
      plan: 'free',
      isActive: true,
      startedAt: ctx.clock.now,
      expiresAt: new Date(trialEnds),
    });
    expect(user.properties.map((p) => [p.name, p.unitCount])).toEqual([
      ['Kilimani Heights', 3],
      ['Rongai Court', 1],
    ]);
    const [kilimani, rongai] = user.properties;
    expect(
      user.unitTypes.map((t) => [t.propertyId, t.name, t.rent, t.deposit, t.isCustom]),
    ).toEqual([
      [kilimani!.id, '1-bedroom', 15000, 20000, false],
      [kilimani!.id, 'custom-Penthouse', 90000, 90000, true],
      [rongai!.id, 'studio', 15000, 15000, false],
    ]);
    const typeId = (propertyId: number, name: string) =>
      user.unitTypes.find((t) => t.propertyId === propertyId && t.name === name)!.id;
    expect(
      kilimani!.units.map((u) => [u.unitNumber, u.roomType, u.rent, u.deposit, u.unitTypeId]),
    ).toEqual([
      ['A1', '1-bedroom', 15000, 20000, typeId(kilimani!.id, '1-bedroom')],
      ['A2', '1-bedroom', 16000, 16000, typeId(kilimani!.id, '1-bedroom')],
      ['P1', 'custom-Penthouse', 90000, 90000, typeId(kilimani!.id, 'custom-Penthouse')],
    ]);
    expect(kilimani!.units.every((u) => u.isAvailable)).toBe(true);
    expect(rongai!.units.map((u) => u.unitTypeId)).toEqual([typeId(rongai!.id, 'studio')]);

    expect(await ctx.db.trialGrant.findUnique({ where: { email: account.email } })).toMatchObject({
      expiresAt: new Date(trialEnds),
    });
    expect(
      await ctx.db.registrationDraft.findUnique({ where: { sessionId: account.session_id } }),
    ).toBeNull();
    expect(
      await ctx.db.auditLog.findMany({ where: { actorId: user.id }, select: { action: true } }),
    ).toEqual([{ action: 'account.registered' }]);

    const signIn = await request(ctx.app)
      .post('/api/accounts/token/')
      .send({ email: account.email, password: PASSWORD, user_type: 'landlord' });
    expect(signIn.status).toBe(200);
  });

  it('rejects an email that already has an account and writes nothing', async () => {
    const first = completeBody();
    expect((await complete(first)).status).toBe(201);
    const before = await rowCounts();
    const res = await complete(completeBody({ email: first.email }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      detail: MESSAGES.emailTaken,
      code: ERROR_CODES.validation,
      errors: { email: [MESSAGES.emailTaken] },
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('writes nothing for invalid input', async () => {
    const before = await rowCounts();
    const res = await complete(
      completeBody({
        phone_number: '123',
        properties: oneProperty([unit('A1', { room_type: '' })]),
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      phone_number: [MESSAGES.invalidPhone],
      'properties.0.units.0.room_type': [MESSAGES.unitMissingRoomType('A1')],
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('lets exactly one of two simultaneous signups with one email through', async () => {
    const email = uniqueEmail();
    const [a, b] = await Promise.all([
      complete(completeBody({ email })),
      complete(completeBody({ email, properties: oneProperty([unit('Z1'), unit('Z2')]) })),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 400]);
    const loser = a.status === 400 ? a : b;
    expect(loser.body.errors).toEqual({ email: [MESSAGES.emailTaken] });
    const users = await ctx.db.user.findMany({ where: { email }, select: { id: true } });
    expect(users).toHaveLength(1);
    expect(await ctx.db.property.count({ where: { landlordId: users[0]!.id } })).toBe(1);
    expect(await ctx.db.property.count({ where: { landlord: { email } } })).toBe(1);
    expect(await ctx.db.subscription.count({ where: { landlord: { email } } })).toBe(1);
  });

  it('gives an email that had its trial an account awaiting payment, not a second trial', async () => {
    const email = uniqueEmail();
    await ctx.db.trialGrant.create({
      data: { email, expiresAt: new Date(ctx.clock.now.getTime() - DAY_MS) },
    });
    const body = completeBody({ email });
    const res = await complete(body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email,
      requires_payment: true,
      landlord_id: res.body.id,
      subscription: { plan: 'starter', is_active: false },
    });
    const subscription = await ctx.db.subscription.findUniqueOrThrow({
      where: { landlordId: res.body.id },
    });
    expect(subscription).toMatchObject({ plan: 'starter', isActive: false });
    // The old grant stays as it was: no second trial.
    expect(await ctx.db.trialGrant.count({ where: { email } })).toBe(1);
    const status = await request(ctx.app)
      .post('/api/accounts/token/')
      .send({ email, password: PASSWORD, user_type: 'landlord' });
    expect(status.status).toBe(200);
    const sub = await request(ctx.app)
      .get('/api/accounts/subscription/status/')
      .set('Authorization', `Bearer ${status.body.access as string}`);
    expect(sub.body).toMatchObject({ is_active: false });
  });

  it('takes a signup of the largest size in bulk', async () => {
    const half = LIMITS.registrationUnitsMax / 2;
    const units = (prefix: string) =>
      Array.from({ length: half }, (_, i) => unit(`${prefix}${i + 1}`, { deposit_amount: '' }));
    const properties = [
      { name: 'North Block', address: 'Thika Rd', units: units('N') },
      { name: 'South Block', address: 'Mombasa Rd', units: units('S') },
    ];
    const res = await complete(completeBody({ properties }));
    expect(res.status).toBe(201);
    expect(await ctx.db.unit.count({ where: { property: { landlordId: res.body.id } } })).toBe(
      LIMITS.registrationUnitsMax,
    );
  });
});

describe('signup rate limit', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext({ LOGIN_RATE_LIMIT_PER_MINUTE: '2' });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('answers 429 after too many completes from one address', async () => {
    const send = () =>
      request(limited.app).post('/api/accounts/landlord/register/complete/').send({});
    expect((await send()).status).toBe(400);
    expect((await send()).status).toBe(400);
    const res = await send();
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ detail: MESSAGES.tooManyRequests, code: ERROR_CODES.rateLimited });
  });
});
