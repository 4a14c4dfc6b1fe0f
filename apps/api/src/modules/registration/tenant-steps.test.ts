import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createLandlord } from '../../test/factories.js';
import { createLandlordWithRooms } from './tenant-fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const step = (n: number | string, body: object) =>
  request(ctx.app).post(`/api/accounts/tenant/register/step/${n}/`).send(body);

const personal = (landlordCode: string, overrides: object = {}) => ({
  session_id: randomUUID(),
  landlord_code: landlordCode,
  full_name: 'Brian Otieno',
  national_id: 'AB1234567',
  email: `brian-${randomUUID().slice(0, 8)}@example.test`,
  phone_number: '0712345678',
  emergency_contact: '0723456789',
  ...overrides,
});

describe('POST /api/accounts/tenant/register/step/2/', () => {
  it('keeps the personal info as a tenant draft and answers the session', async () => {
    const { landlordCode } = await createLandlordWithRooms(ctx.db);
    const body = personal(landlordCode.toLowerCase());
    const res = await step(2, body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ session_id: body.session_id, step: 2 });
    expect(new Date(res.body.expires_at).getTime()).toBeGreaterThan(Date.now());
    const draft = await ctx.db.registrationDraft.findUniqueOrThrow({
      where: { sessionId: body.session_id },
    });
    expect(draft).toMatchObject({ kind: 'tenant', step: 2 });
    expect(draft.data).toMatchObject({ landlord_code: landlordCode, email: body.email });
  });

  it('refuses an unknown landlord ID on the landlord_code field', async () => {
    const res = await step(2, personal('PNG-NOPE1'));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ landlord_code: [MESSAGES.landlordNotFound] });
  });

  it('refuses an email that already has an account', async () => {
    const { landlordCode } = await createLandlordWithRooms(ctx.db);
    const existing = await createLandlord(ctx.db);
    const res = await step(2, personal(landlordCode, { email: existing.email.toUpperCase() }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ email: [MESSAGES.emailTaken] });
  });

  it('answers field messages for invalid input', async () => {
    const { landlordCode } = await createLandlordWithRooms(ctx.db);
    const res = await step(2, personal(landlordCode, { phone_number: '123' }));
    expect(res.status).toBe(400);
    expect(res.body.errors.phone_number).toEqual([MESSAGES.invalidPhone]);
  });
});

describe('POST /api/accounts/tenant/register/step/3/', () => {
  it('keeps a vacant room of the chosen property', async () => {
    const { landlordCode, property, rooms } = await createLandlordWithRooms(ctx.db);
    const session_id = randomUUID();
    const body = { session_id, landlord_code: landlordCode, property_id: property.id };
    const res = await step(3, { ...body, unit_code: String(rooms.a1.id) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ session_id, step: 3 });
    const draft = await ctx.db.registrationDraft.findUniqueOrThrow({
      where: { sessionId: session_id },
    });
    expect(draft.data).toMatchObject({ unit_code: String(rooms.a1.id), deposit_amount: 20000 });
  });

  it.each([
    ['an occupied room', 'b1'],
    ['a room reserved by a pending application', 'reserved'],
    ["another landlord's room", 'foreign'],
    ['a code that is no room', 'bogus'],
  ])('answers 409 UNIT_UNAVAILABLE for %s', async (_label, which) => {
    const { landlordCode, property, rooms } = await createLandlordWithRooms(ctx.db);
    let unitCode = String(rooms.b1.id);
    if (which === 'reserved') {
      await ctx.db.unit.update({ where: { id: rooms.a2.id }, data: { isAvailable: false } });
      unitCode = String(rooms.a2.id);
    } else if (which === 'foreign') {
      unitCode = String((await createLandlordWithRooms(ctx.db)).rooms.a1.id);
    } else if (which === 'bogus') {
      unitCode = '../A1';
    }
    const res = await step(3, {
      session_id: randomUUID(),
      landlord_code: landlordCode,
      property_id: property.id,
      unit_code: unitCode,
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      detail: MESSAGES.roomNoLongerAvailable,
      code: 'UNIT_UNAVAILABLE',
      errors: { unit_code: [MESSAGES.roomNoLongerAvailable] },
    });
  });

  it('answers 409 when the room is not in the chosen property', async () => {
    const { landlord, landlordCode, rooms } = await createLandlordWithRooms(ctx.db);
    const otherProperty = await ctx.db.property.create({
      data: { landlordId: landlord.id, name: 'Ngong View', address: 'Ngong Road' },
    });
    const res = await step(3, {
      session_id: randomUUID(),
      landlord_code: landlordCode,
      property_id: otherProperty.id,
      unit_code: String(rooms.a1.id),
    });
    expect(res.status).toBe(409);
  });

  it('asks for a room when none is chosen', async () => {
    const { landlordCode, property } = await createLandlordWithRooms(ctx.db);
    const res = await step(3, {
      session_id: randomUUID(),
      landlord_code: landlordCode,
      property_id: property.id,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.unit_code).toEqual([MESSAGES.selectRoom]);
  });
});

describe('other steps', () => {
  it.each([1, 4, 'x'])('answers 404 for step %s', async (n) => {
    const res = await step(n, {});
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: MESSAGES.unknownRegistrationStep, code: 'NOT_FOUND' });
  });
});
