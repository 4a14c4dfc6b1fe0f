import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { startSmtpServer } from '../../test/smtp.js';
import { bearer, paidLandlord, tenancy } from '../ledger/test-helpers.js';
import { createLandlordWithRooms, tenantSignup } from '../registration/tenant-fixtures.js';

// The tenant's language and the landlord's choice for their messages (issue 25 item 6, ADR 045).

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ SMTP_URL: smtp.url, APP_URL: 'https://pango.example' });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const profileOf = (tenantId: number) =>
  ctx.db.tenantProfile.findUniqueOrThrow({
    where: { userId: tenantId },
    select: { language: true, messageLanguage: true },
  });

describe('PUT /api/accounts/tenant/language/', () => {
  it('saves the tenant’s language, which /me then answers', async () => {
    const landlord = await paidLandlord(ctx.db);
    const { tenant } = await tenancy(ctx.db, landlord.id);
    const auth = bearer(ctx, tenant.id, 'tenant');

    const before = await request(ctx.app).get('/api/accounts/me/').set('Authorization', auth);
    expect(before.body.language).toBe('en');

    const res = await request(ctx.app)
      .put('/api/accounts/tenant/language/')
      .set('Authorization', auth)
      .send({ language: 'sw' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ language: 'sw' });
    expect(await profileOf(tenant.id)).toEqual({ language: 'sw', messageLanguage: null });

    const me = await request(ctx.app).get('/api/accounts/me/').set('Authorization', auth);
    expect(me.body.language).toBe('sw');
    const audit = await ctx.db.auditLog.findFirst({
      where: { actorId: tenant.id, action: 'tenant.language_updated' },
    });
    expect(audit?.data).toEqual({ before: 'en', after: 'sw' });
  });

  it('refuses a language it does not know, in the one error shape, and changes nothing', async () => {
    const landlord = await paidLandlord(ctx.db);
    const { tenant } = await tenancy(ctx.db, landlord.id);
    for (const body of [{ language: 'fr' }, { language: 'SW' }, {}, { language: null }]) {
      const res = await request(ctx.app)
        .put('/api/accounts/tenant/language/')
        .set('Authorization', bearer(ctx, tenant.id, 'tenant'))
        .send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: expect.any(String),
        detail: expect.any(String),
        errors: { language: [LANGUAGE_MESSAGES.invalid] },
      });
    }
    expect(await profileOf(tenant.id)).toEqual({ language: 'en', messageLanguage: null });
  });

  it('is the tenant’s own: a landlord is refused and nobody signed out gets in', async () => {
    const landlord = await paidLandlord(ctx.db);
    const asLandlord = await request(ctx.app)
      .put('/api/accounts/tenant/language/')
      .set('Authorization', bearer(ctx, landlord.id, 'landlord'))
      .send({ language: 'sw' });
    expect(asLandlord.status).toBe(403);
    const anonymous = await request(ctx.app)
      .put('/api/accounts/tenant/language/')
      .send({ language: 'sw' });
    expect(anonymous.status).toBe(401);
  });

  it('leaves a landlord’s /me without a language', async () => {
    const landlord = await paidLandlord(ctx.db);
    const me = await request(ctx.app)
      .get('/api/accounts/me/')
      .set('Authorization', bearer(ctx, landlord.id, 'landlord'));
    expect(me.status).toBe(200);
    expect(me.body).not.toHaveProperty('language');
  });
});

describe('the language chosen at signup', () => {
  const complete = (fields: Record<string, string>) => {
    let req = request(ctx.app).post('/api/accounts/tenant/register/complete/');
    for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
    return req;
  };

  it('is stored, and the confirmation email comes in it', async () => {
    const { landlordCode, rooms } = await createLandlordWithRooms(ctx.db);
    const fields = tenantSignup(landlordCode, rooms.a1.id, {
      language: 'sw',
      upload_id_later: 'true',
    });
    const res = await complete(fields);
    expect(res.status).toBe(201);
    expect(await profileOf(res.body.id)).toEqual({ language: 'sw', messageLanguage: null });
    const mail = await smtp.waitFor(fields.email);
    expect(mail.raw).toContain('Subject: Thibitisha barua pepe yako ili kutuma ombi lako la Pango');
    expect(mail.text).toContain('Umeomba chumba A1 katika Kilimani Heights');
    expect(mail.text).toContain('Imetumwa na Pango kwa niaba ya Amina Wairimu.');
  });

  it('is English when the form sends none', async () => {
    const { landlordCode, rooms } = await createLandlordWithRooms(ctx.db);
    const res = await complete(
      tenantSignup(landlordCode, rooms.a1.id, { upload_id_later: 'true' }),
    );
    expect(res.status).toBe(201);
    expect((await profileOf(res.body.id)).language).toBe('en');
  });

  it('refuses any other value and creates no account', async () => {
    const { landlordCode, rooms } = await createLandlordWithRooms(ctx.db);
    const fields = tenantSignup(landlordCode, rooms.a1.id, {
      language: 'fr',
      upload_id_later: 'true',
    });
    const res = await complete(fields);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ language: [LANGUAGE_MESSAGES.invalid] });
    expect(await ctx.db.user.findUnique({ where: { email: fields.email } })).toBeNull();
  });
});

describe('PUT /api/accounts/tenants/{id}/message-language/', () => {
  const put = (landlordId: number, tenantId: number, body: object) =>
    request(ctx.app)
      .put(`/api/accounts/tenants/${tenantId}/message-language/`)
      .set('Authorization', bearer(ctx, landlordId, 'landlord'))
      .send(body);

  it('sets the language of the tenant’s messages, shown on the tenant detail; null follows the tenant again', async () => {
    const landlord = await paidLandlord(ctx.db);
    const { tenant } = await tenancy(ctx.db, landlord.id);
    await ctx.db.tenantProfile.update({ where: { userId: tenant.id }, data: { language: 'sw' } });

    const set = await put(landlord.id, tenant.id, { message_language: 'en' });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ language: 'sw', message_language: 'en' });
    const detail = await request(ctx.app)
      .get(`/api/accounts/tenants/${tenant.id}/`)
      .set('Authorization', bearer(ctx, landlord.id, 'landlord'));
    expect(detail.body).toMatchObject({ language: 'sw', message_language: 'en' });

    const reset = await put(landlord.id, tenant.id, { message_language: null });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ language: 'sw', message_language: null });
    expect(await profileOf(tenant.id)).toEqual({ language: 'sw', messageLanguage: null });

    const audits = await ctx.db.auditLog.findMany({
      where: { action: 'tenant.message_language_updated', entityId: String(tenant.id) },
      orderBy: { id: 'asc' },
      select: { actorId: true, landlordId: true, data: true },
    });
    expect(audits).toEqual([
      { actorId: landlord.id, landlordId: landlord.id, data: { before: null, after: 'en' } },
      { actorId: landlord.id, landlordId: landlord.id, data: { before: 'en', after: null } },
    ]);
  });

  it('answers 404 for another landlord’s tenant and changes nothing', async () => {
    const landlord = await paidLandlord(ctx.db);
    const other = await paidLandlord(ctx.db);
    const { tenant } = await tenancy(ctx.db, other.id);
    const res = await put(landlord.id, tenant.id, { message_language: 'sw' });
    expect(res.status).toBe(404);
    expect(await profileOf(tenant.id)).toEqual({ language: 'en', messageLanguage: null });
  });

  it('refuses a bad value with 400 and changes nothing', async () => {
    const landlord = await paidLandlord(ctx.db);
    const { tenant } = await tenancy(ctx.db, landlord.id);
    for (const body of [{ message_language: 'fr' }, {}, { message_language: '' }]) {
      const res = await put(landlord.id, tenant.id, body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ message_language: [LANGUAGE_MESSAGES.invalid] });
    }
    expect(await profileOf(tenant.id)).toEqual({ language: 'en', messageLanguage: null });
    expect(
      await ctx.db.auditLog.count({
        where: { action: 'tenant.message_language_updated', entityId: String(tenant.id) },
      }),
    ).toBe(0);
  });

  it('is the landlord’s: the tenant is refused', async () => {
    const landlord = await paidLandlord(ctx.db);
    const { tenant } = await tenancy(ctx.db, landlord.id);
    const res = await request(ctx.app)
      .put(`/api/accounts/tenants/${tenant.id}/message-language/`)
      .set('Authorization', bearer(ctx, tenant.id, 'tenant'))
      .send({ message_language: 'sw' });
    expect(res.status).toBe(403);
  });
});
