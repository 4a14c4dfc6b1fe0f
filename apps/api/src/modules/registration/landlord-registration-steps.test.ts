import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, LIMITS, MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createLandlord } from '../../test/factories.js';
import {
  accountStep,
  DAY_MS,
  oneProperty,
  postStep,
  SIGNUP_PASSWORD as PASSWORD,
  unit,
} from './landlord-signup-requests.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const step = (n: string | number, body: object) => postStep(ctx, n, body);

describe('landlord signup step 2 (account)', () => {
  it.each([
    ['phone_number', 'abc123', MESSAGES.invalidPhone],
    ['government_id', '123', MESSAGES.landlordNationalId],
    ['government_id', '12345678901', MESSAGES.landlordNationalId],
    ['mpesa_till_number', '1234', MESSAGES.tillNumber],
    ['mpesa_till_number', '123456789', MESSAGES.tillNumber],
    ['password', 'password', MESSAGES.passwordRequirements],
    ['email', 'not-an-email', MESSAGES.invalidEmail],
  ])('rejects %s %j with the spec message', async (field, value, message) => {
    const res = await step(2, accountStep({ [field]: value }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ERROR_CODES.validation);
    expect(res.body.errors[field]).toEqual([message]);
  });

  it('rejects an email that already has an account', async () => {
    const existing = await createLandlord(ctx.db);
    const res = await step(2, accountStep({ email: existing.email.toUpperCase() }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      detail: MESSAGES.emailTaken,
      code: ERROR_CODES.validation,
      errors: { email: [MESSAGES.emailTaken] },
    });
  });

  it('keeps a draft without the password, merged with step 3, for 24 hours', async () => {
    const body = accountStep({ email: 'Draft.Owner@Example.test' });
    const res = await step(2, { ...body, confirm_password: PASSWORD });
    expect(res.status).toBe(200);
    const expiresAt = new Date(ctx.clock.now.getTime() + LIMITS.registrationDraftHours * 3_600_000);
    expect(res.body).toEqual({
      session_id: body.session_id,
      step: 2,
      expires_at: expiresAt.toISOString(),
    });

    const draft = await ctx.db.registrationDraft.findUniqueOrThrow({
      where: { sessionId: body.session_id },
    });
    expect(draft).toMatchObject({ kind: 'landlord', step: 2, expiresAt });
    expect(draft.data).toMatchObject({
      email: 'draft.owner@example.test',
      national_id: '12345678',
    });
    expect(JSON.stringify(draft.data)).not.toContain(PASSWORD);
    expect(draft.data).not.toHaveProperty('password');
    expect(draft.data).not.toHaveProperty('confirm_password');

    expect((await step(3, { session_id: body.session_id, properties: oneProperty() })).status).toBe(
      200,
    );
    const merged = await ctx.db.registrationDraft.findUniqueOrThrow({
      where: { sessionId: body.session_id },
    });
    expect(merged.step).toBe(3);
    expect(merged.data).toMatchObject({
      email: 'draft.owner@example.test',
      properties: [{ name: 'Kilimani Heights', units: [{ unit_number: 'A1' }] }],
    });
  });

  it('sweeps drafts that have expired', async () => {
    const stale = randomUUID();
    await ctx.db.registrationDraft.create({
      data: {
        sessionId: stale,
        kind: 'landlord',
        step: 2,
        data: {},
        expiresAt: new Date(ctx.clock.now.getTime() - 1000),
      },
    });
    expect((await step(2, accountStep())).status).toBe(200);
    expect(await ctx.db.registrationDraft.findUnique({ where: { sessionId: stale } })).toBeNull();
  });

  it('refuses a session id that a tenant signup already uses', async () => {
    const sessionId = randomUUID();
    await ctx.db.registrationDraft.create({
      data: {
        sessionId,
        kind: 'tenant',
        step: 2,
        data: {},
        expiresAt: new Date(Date.now() + DAY_MS),
      },
    });
    const res = await step(2, accountStep({ session_id: sessionId }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ session_id: [MESSAGES.signupSessionInvalid] });
  });
});

describe('landlord signup step 3 (properties)', () => {
  const propertiesStep = (properties: unknown) => step(3, { session_id: randomUUID(), properties });

  it.each([
    ['no property', [], 'properties', MESSAGES.addAtLeastOneUnit],
    ['a property without units', oneProperty([]), 'properties', MESSAGES.addAtLeastOneUnit],
    [
      'a unit without a number',
      oneProperty([unit('  ')]),
      'properties.0.units.0.unit_number',
      MESSAGES.unitNumberRequired,
    ],
    [
      'a unit without rent',
      oneProperty([unit('A1', { monthly_rent: '' })]),
      'properties.0.units.0.monthly_rent',
      MESSAGES.unitRentInvalid,
    ],
    [
      'a unit with a negative rent',
      oneProperty([unit('A1', { monthly_rent: -5 })]),
      'properties.0.units.0.monthly_rent',
      MESSAGES.unitRentInvalid,
    ],
    [
      'a unit without a room type',
      oneProperty([unit('B7', { room_type: '' })]),
      'properties.0.units.0.room_type',
      MESSAGES.unitMissingRoomType('B7'),
    ],
    [
      'a unit number twice in one property',
      oneProperty([unit('A1'), unit('a1')]),
      'properties.0.units.1.unit_number',
      MESSAGES.duplicateUnitNumber('a1', 'Kilimani Heights'),
    ],
  ])('rejects %s', async (_label, properties, path, message) => {
    const res = await propertiesStep(properties);
    expect(res.status).toBe(400);
    expect(res.body.errors[path]).toContain(message);
  });

  it('quotes the subscription for the unit count (12 units -> KSh 2,500)', async () => {
    const units = Array.from({ length: 12 }, (_, i) => unit(`U${i + 1}`));
    const sessionId = randomUUID();
    const res = await step(3, { session_id: sessionId, properties: oneProperty(units) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      session_id: sessionId,
      step: 3,
      quote: { total_units: 12, trial_days: 30, monthly_price: 2500, plan: 'basic' },
    });
  });
});

describe('unknown registration steps', () => {
  it.each([1, 4, 'x', 99])('answers 404 for step %s', async (n) => {
    const res = await step(n, accountStep());
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      detail: MESSAGES.unknownRegistrationStep,
      code: ERROR_CODES.notFound,
    });
  });
});
