import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createLandlord, createTenant, TEST_PASSWORD } from '../../test/factories.js';
import { bearer } from '../ledger/test-helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

type Role = 'landlord' | 'tenant';
const updateAccount = (userId: number, role: Role, targetId: number | string, body: object) =>
  request(ctx.app)
    .put(`/api/accounts/users/${targetId}/update/`)
    .set('Authorization', bearer(ctx, userId, role))
    .send(body);
const valid = {
  first_name: 'Amina',
  last_name: 'Wairimu Njeri',
  email: 'Amina.New@Example.test',
  phone_number: '0722 000 111',
};

describe('PUT /api/accounts/users/:id/update/', () => {
  it('updates the user themself, answers the Me shape and audits before/after', async () => {
    const landlord = await createLandlord(ctx.db);
    const res = await updateAccount(landlord.id, 'landlord', landlord.id, {
      ...valid,
      email: landlord.email,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: landlord.id,
      email: landlord.email,
      pending_email: null,
      full_name: 'Amina Wairimu Njeri',
      first_name: 'Amina',
      last_name: 'Wairimu Njeri',
      phone_number: '254722000111',
      user_type: 'landlord',
    });
    const audit = await ctx.db.auditLog.findFirst({
      where: { actorId: landlord.id, action: 'account.updated' },
    });
    expect(audit?.data).toMatchObject({
      before: { email: landlord.email, full_name: 'Amina Wairimu' },
      after: { email: landlord.email, full_name: 'Amina Wairimu Njeri', phone: '254722000111' },
    });
  });

  it('works for tenants and keeps their profile phone in step', async () => {
    const landlord = await createLandlord(ctx.db);
    const tenant = await createTenant(ctx.db, landlord.id);
    const res = await updateAccount(tenant.id, 'tenant', tenant.id, {
      ...valid,
      email: tenant.email,
      phone_number: '+254 112 345 678',
    });
    expect(res.status).toBe(200);
    expect(res.body.is_tenant).toBe(true);
    // Canonical once, at input (issue 25 item 4): the answer, the user and the profile agree.
    expect(res.body.phone_number).toBe('254112345678');
    const user = await ctx.db.user.findUnique({ where: { id: tenant.id } });
    expect(user?.phoneNumber).toBe('254112345678');
    const profile = await ctx.db.tenantProfile.findUnique({ where: { userId: tenant.id } });
    expect(profile?.phoneNumber).toBe('254112345678');
  });

  it('refuses a phone that is not a Kenyan mobile with the spec’s message, changing nothing', async () => {
    const landlord = await createLandlord(ctx.db);
    const tenant = await createTenant(ctx.db, landlord.id);
    const before = await ctx.db.user.findUniqueOrThrow({
      where: { id: tenant.id },
      include: { tenantProfile: true },
    });
    const res = await updateAccount(tenant.id, 'tenant', tenant.id, {
      ...valid,
      email: tenant.email,
      phone_number: '+254 812 345 678',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ phone_number: [MESSAGES.invalidPhone] });
    const after = await ctx.db.user.findUniqueOrThrow({
      where: { id: tenant.id },
      include: { tenantProfile: true },
    });
    expect(after).toEqual(before);
    expect(
      await ctx.db.auditLog.count({ where: { actorId: tenant.id, action: 'account.updated' } }),
    ).toBe(0);
  });

  it('404s another user’s id or a bad id, and changes nothing', async () => {
    const landlord = await createLandlord(ctx.db);
    const other = await createLandlord(ctx.db);
    expect((await updateAccount(landlord.id, 'landlord', other.id, valid)).status).toBe(404);
    expect((await updateAccount(landlord.id, 'landlord', 'abc', valid)).status).toBe(404);
    const untouched = await ctx.db.user.findUnique({ where: { id: other.id } });
    expect(untouched?.email).toBe(other.email);
  });

  it('refuses an email in use (400 errors.email) and bad fields, writing nothing', async () => {
    const landlord = await createLandlord(ctx.db);
    const other = await createLandlord(ctx.db);
    const taken = await updateAccount(landlord.id, 'landlord', landlord.id, {
      ...valid,
      email: other.email.toUpperCase(),
      current_password: TEST_PASSWORD,
    });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual({ email: [MESSAGES.emailTaken] });

    const bad = await updateAccount(landlord.id, 'landlord', landlord.id, {
      first_name: '',
      last_name: 'X',
      email: 'nope',
      phone_number: '123',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'first_name', 'phone_number']);
    const unchanged = await ctx.db.user.findUnique({ where: { id: landlord.id } });
    expect(unchanged).toMatchObject({ email: landlord.email, fullName: landlord.fullName });
    expect(
      await ctx.db.auditLog.count({ where: { actorId: landlord.id, action: 'account.updated' } }),
    ).toBe(0);
  });

  it('needs a token', async () => {
    expect((await request(ctx.app).put('/api/accounts/users/1/update/').send(valid)).status).toBe(
      401,
    );
  });
});

describe('/api/accounts/till-number/', () => {
  const patch = (userId: number, role: Role, body: object) =>
    request(ctx.app)
      .patch('/api/accounts/till-number/update/')
      .set('Authorization', bearer(ctx, userId, role))
      .send(body);
  const read = (userId: number, role: Role) =>
    request(ctx.app)
      .get('/api/accounts/till-number/')
      .set('Authorization', bearer(ctx, userId, role));

  it('reads, sets, clears with blank, and audits', async () => {
    const landlord = await createLandlord(ctx.db);
    expect((await read(landlord.id, 'landlord')).body).toEqual({ mpesa_till_number: null });
    const set = await patch(landlord.id, 'landlord', { mpesa_till_number: ' 1234567 ' });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ mpesa_till_number: '1234567' });
    expect((await read(landlord.id, 'landlord')).body).toEqual({ mpesa_till_number: '1234567' });
    const cleared = await patch(landlord.id, 'landlord', { mpesa_till_number: '' });
    expect(cleared.body).toEqual({ mpesa_till_number: null });
    expect(
      await ctx.db.auditLog.count({
        where: { actorId: landlord.id, action: 'account.till_number_updated' },
      }),
    ).toBe(2);
  });

  it('rejects 4 or 9 digits and letters (nothing written); tenants get 403', async () => {
    const landlord = await createLandlord(ctx.db);
    await patch(landlord.id, 'landlord', { mpesa_till_number: '55555' });
    for (const bad of ['1234', '123456789', '12ab56']) {
      const res = await patch(landlord.id, 'landlord', { mpesa_till_number: bad });
      expect(res.status).toBe(400);
      expect(res.body.errors.mpesa_till_number).toEqual([MESSAGES.tillNumber]);
    }
    expect((await read(landlord.id, 'landlord')).body).toEqual({ mpesa_till_number: '55555' });
    const tenant = await createTenant(ctx.db, landlord.id);
    expect((await read(tenant.id, 'tenant')).status).toBe(403);
    expect((await patch(tenant.id, 'tenant', { mpesa_till_number: '55555' })).status).toBe(403);
  });
});
