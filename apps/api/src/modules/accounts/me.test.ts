import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import {
  createLandlord,
  createPropertyWithUnit,
  createTenant,
  TEST_PASSWORD,
} from '../../test/factories.js';

let ctx: TestContext;
let landlord: Awaited<ReturnType<typeof createLandlord>>;
let tenant: Awaited<ReturnType<typeof createTenant>>;
beforeAll(async () => {
  ctx = await createTestContext();
  landlord = await createLandlord(ctx.db, { fullName: 'Amina Wairimu Njeri' });
  tenant = await createTenant(ctx.db, landlord.id);
});
afterAll(() => ctx.close());

async function accessFor(email: string, userType: 'landlord' | 'tenant'): Promise<string> {
  const res = await request(ctx.app)
    .post('/api/accounts/token/')
    .send({ email, password: TEST_PASSWORD, user_type: userType });
  return res.body.access;
}
const me = (access: string) =>
  request(ctx.app).get('/api/accounts/me/').set('Authorization', `Bearer ${access}`);

describe('GET /api/accounts/me/', () => {
  it('describes a landlord with their landlord code and no unit', async () => {
    const res = await me(await accessFor(landlord.email, 'landlord'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: landlord.id,
      email: landlord.email,
      user_type: 'landlord',
      is_landlord: true,
      is_tenant: false,
      full_name: 'Amina Wairimu Njeri',
      first_name: 'Amina',
      last_name: 'Wairimu Njeri',
      landlord_code: expect.stringMatching(/^PNG-/),
      current_unit: null,
    });
    expect(res.body).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(res.body)).not.toContain('$2b$');
  });

  it('gives a tenant their current unit with what they still owe', async () => {
    const { unit, property } = await createPropertyWithUnit(ctx.db, landlord.id, {
      rent: 18000,
      tenantId: tenant.id,
    });
    await ctx.db.rentLedgerEntry.create({
      data: {
        tenantId: tenant.id,
        unitId: unit.id,
        landlordId: landlord.id,
        type: 'charge',
        amount: 18000,
        description: 'Rent',
      },
    });
    await ctx.db.rentLedgerEntry.create({
      data: {
        tenantId: tenant.id,
        unitId: unit.id,
        landlordId: landlord.id,
        type: 'adjustment',
        amount: -5000,
        description: 'Part payment',
      },
    });
    const res = await me(await accessFor(tenant.email, 'tenant'));
    expect(res.status).toBe(200);
    expect(res.body.user_type).toBe('tenant');
    expect(res.body.current_unit).toMatchObject({
      id: unit.id,
      unit_number: 'A1',
      rent: 18000,
      rent_remaining: 13000,
      rent_status: 'due',
      property_name: property.name,
    });
  });

  it('access tokens live five minutes', async () => {
    const token = await accessFor(landlord.email, 'landlord');
    const claims = jwt.decode(token) as { iat: number; exp: number };
    expect(claims.exp - claims.iat).toBe(300);
  });

  it('refuses a request without a token, with an expired token and with a forged one', async () => {
    const none = await request(ctx.app).get('/api/accounts/me/');
    expect(none.status).toBe(401);
    expect(none.body.code).toBe('NOT_AUTHENTICATED');

    const expired = jwt.sign({ role: 'landlord' }, ctx.env.JWT_SECRET, {
      subject: String(landlord.id),
      expiresIn: -10,
    });
    const late = await me(expired);
    expect(late.status).toBe(401);
    expect(late.body.code).toBe('TOKEN_INVALID');

    const forged = jwt.sign({ role: 'landlord' }, 'another-secret-another-secret-123456', {
      subject: String(landlord.id),
    });
    expect((await me(forged)).status).toBe(401);
  });
});

describe('unknown API paths', () => {
  it('answer 404 in the one error shape, never the web page', async () => {
    const res = await request(ctx.app).get('/api/nothing-here/');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'No API endpoint at this path.', code: 'NOT_FOUND' });
  });
});
