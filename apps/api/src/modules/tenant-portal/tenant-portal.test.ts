import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, TENANT_PORTAL_MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQueryCountingApp } from '../../test/query-counter.js';
import { createTenant } from '../../test/factories.js';
import { startSmtpServer } from '../../test/smtp.js';
import { fileReport, housedTenant } from '../communication/test-helpers.js';
import { bearer, paidLandlord, payment } from '../ledger/test-helpers.js';
import { PDF_BYTES } from '../registration/tenant-fixtures.js';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let counting: ReturnType<typeof createQueryCountingApp>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ SMTP_URL: smtp.url });
  counting = createQueryCountingApp(ctx);
});
afterAll(async () => {
  await counting.close();
  await ctx.close();
  await smtp.close();
});

const api = (userId: number, role: 'tenant' | 'landlord' = 'tenant') => {
  const auth = bearer(ctx, userId, role);
  return {
    get: (path: string) => request(ctx.app).get(`/api/accounts${path}`).set('Authorization', auth),
    patch: (path: string, body: object) =>
      request(ctx.app).patch(`/api/accounts${path}`).set('Authorization', auth).send(body),
    put: (path: string, body: object) =>
      request(ctx.app).put(`/api/accounts${path}`).set('Authorization', auth).send(body),
    upload: (file?: { bytes: Buffer; name: string }) => {
      const req = request(ctx.app)
        .put('/api/accounts/tenant/id-document/')
        .set('Authorization', auth);
      return file ? req.attach('id_document', file.bytes, file.name) : req.field('note', 'none');
    },
  };
};

async function setting() {
  const landlord = await paidLandlord(ctx.db);
  const home = await housedTenant(ctx.db, landlord.id, { propertyName: 'Kilimani Heights' });
  return { landlord, ...home };
}

describe('GET /api/accounts/tenant/dashboard/', () => {
  it('answers the tenant, unit, rent, landlord and own five newest reports', async () => {
    const { landlord, tenant, unit, property } = await setting();
    const other = await housedTenant(ctx.db, landlord.id);
    const home = {
      tenantId: tenant.id,
      landlordId: landlord.id,
      unitId: unit.id,
      propertyId: property.id,
    };
    for (let i = 0; i < 6; i += 1)
      await fileReport(ctx.db, home, {
        title: `Report ${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
    await fileReport(ctx.db, {
      tenantId: other.tenant.id,
      landlordId: landlord.id,
      unitId: other.unit.id,
      propertyId: other.property.id,
    });
    const res = await api(tenant.id).get('/tenant/dashboard/');
    expect(res.status).toBe(200);
    expect(res.body.tenant).toMatchObject({ id: tenant.id, email: tenant.email });
    expect(res.body.unit).toMatchObject({ id: unit.id, property_name: 'Kilimani Heights' });
    expect(res.body.landlord).toMatchObject({
      email: landlord.email,
      full_name: landlord.fullName,
    });
    expect(res.body.rent.unit.id).toBe(unit.id);
    const queries = await counting.count(() =>
      request(counting.app)
        .get('/api/accounts/tenant/dashboard/')
        .set('Authorization', bearer(ctx, tenant.id, 'tenant')),
    );
    // A fixed number, whatever the number of reports: one more report adds no query.
    await fileReport(ctx.db, home, {
      title: 'Report 6',
      createdAt: new Date(Date.UTC(2026, 0, 9)),
    });
    const again = await counting.count(() =>
      request(counting.app)
        .get('/api/accounts/tenant/dashboard/')
        .set('Authorization', bearer(ctx, tenant.id, 'tenant')),
    );
    expect(again).toBe(queries);
    expect(queries).toBeLessThanOrEqual(15);
    expect(res.body.reports.map((r: { title: string }) => r.title)).toEqual([
      'Report 5',
      'Report 4',
      'Report 3',
      'Report 2',
      'Report 1',
    ]);
  });

  it('answers a tenant without a unit, and refuses a landlord', async () => {
    const landlord = await paidLandlord(ctx.db);
    const tenant = await createTenant(ctx.db, landlord.id);
    const res = await api(tenant.id).get('/tenant/dashboard/');
    expect(res.status).toBe(200);
    expect(res.body.unit).toBeNull();
    expect(res.body.rent.rent_status).toBe('no_unit');
    expect(res.body.reports).toEqual([]);
    expect(res.body.deposit).toBeNull();
    expect((await api(landlord.id, 'landlord').get('/tenant/dashboard/')).status).toBe(403);
    expect((await request(ctx.app).get('/api/accounts/tenant/dashboard/')).status).toBe(401);
  });
});

describe('the deposit on the tenant dashboard', () => {
  it('shows what the tenancy agreed and what its completed deposit payments hold', async () => {
    const { landlord, tenant, unit } = await setting();
    const dash = () => api(tenant.id).get('/tenant/dashboard/');
    // Agreed at the start (the unit's deposit), nothing paid yet.
    expect((await dash()).body.deposit).toEqual({ agreed: 15000, held: 0, status: 'held' });
    const deposit = { landlordId: landlord.id, tenantId: tenant.id, unitId: unit.id };
    await payment(ctx.db, { ...deposit, amount: 15000, kind: 'deposit', status: 'failed' });
    expect((await dash()).body.deposit.held).toBe(0);
    await payment(ctx.db, { ...deposit, amount: 15000, kind: 'deposit' });
    expect((await dash()).body.deposit).toEqual({ agreed: 15000, held: 15000, status: 'held' });

    // Once moved out with part of it owed back, the latest tenancy's deposit says so.
    await ctx.db.unit.update({ where: { id: unit.id }, data: { currentTenantId: null } });
    await ctx.db.tenancy.updateMany({
      where: { tenantId: tenant.id },
      data: { status: 'ended', refundDue: 9000 },
    });
    expect((await dash()).body.deposit).toEqual({
      agreed: 15000,
      held: 15000,
      status: 'refund_due',
    });
  });
});

describe('PATCH /api/accounts/tenant/move-in-date/', () => {
  it('saves a real date and refuses bad ones', async () => {
    const { tenant, landlord } = await setting();
    const ok = await api(tenant.id).patch('/tenant/move-in-date/', { move_in_date: '2026-03-01' });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ move_in_date: '2026-03-01' });
    const dash = await api(tenant.id).get('/tenant/dashboard/');
    expect(dash.body.tenant.move_in_date).toBe('2026-03-01');
    for (const move_in_date of ['', '2026-02-30', '01/03/2026', '2999-01-01', undefined]) {
      const bad = await api(tenant.id).patch('/tenant/move-in-date/', { move_in_date });
      expect(bad.status).toBe(400);
      expect(bad.body.errors.move_in_date).toEqual([TENANT_PORTAL_MESSAGES.invalidMoveInDate]);
    }
    const profile = await ctx.db.tenantProfile.findUniqueOrThrow({ where: { userId: tenant.id } });
    expect(profile.moveInDate?.toISOString().slice(0, 10)).toBe('2026-03-01');
    const asLandlord = await api(landlord.id, 'landlord').patch('/tenant/move-in-date/', {
      move_in_date: '2026-03-01',
    });
    expect(asLandlord.status).toBe(403);
  });
});

describe('PUT /api/accounts/tenant/id-document/', () => {
  it('replaces the document, deletes the old file, and the landlord can open the new one', async () => {
    const { tenant, landlord } = await setting();
    const first = await api(tenant.id).upload({ bytes: PDF_BYTES, name: 'id-front.pdf' });
    expect(first.status).toBe(200);
    const firstKey = (
      await ctx.db.tenantProfile.findUniqueOrThrow({ where: { userId: tenant.id } })
    ).idDocumentPath!;
    expect(await ctx.deps.storage.get(firstKey)).toEqual(PDF_BYTES);

    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64),
    ]);
    const second = await api(tenant.id).upload({ bytes: png, name: 'C:\\photos\\id.png' });
    expect(second.status).toBe(200);
    expect(second.body.id_document).toMatchObject({
      name: 'id.png',
      type: 'image/png',
      size: png.length,
      url: `/api/accounts/tenants/${tenant.id}/documents/id/`,
    });
    const profile = await ctx.db.tenantProfile.findUniqueOrThrow({ where: { userId: tenant.id } });
    expect(profile.idDocumentPath).not.toBe(firstKey);
    expect(await ctx.deps.storage.get(firstKey)).toBeNull();
    expect(await ctx.deps.storage.get(profile.idDocumentPath!)).toEqual(png);

    const seen = await request(ctx.app)
      .get(second.body.id_document.url)
      .set('Authorization', bearer(ctx, landlord.id, 'landlord'));
    expect(seen.status).toBe(200);
    expect(seen.headers['content-type']).toContain('image/png');
    const stranger = await housedTenant(ctx.db, landlord.id);
    const refused = await request(ctx.app)
      .get(second.body.id_document.url)
      .set('Authorization', bearer(ctx, stranger.tenant.id, 'tenant'));
    expect(refused.status).toBe(404);
  });

  it('refuses an oversized, a disguised or a missing file and keeps the old one', async () => {
    const { tenant, landlord } = await setting();
    await api(tenant.id).upload({ bytes: PDF_BYTES, name: 'id.pdf' });
    const key = (await ctx.db.tenantProfile.findUniqueOrThrow({ where: { userId: tenant.id } }))
      .idDocumentPath!;

    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(6 * 1024 * 1024)]);
    const tooBig = await api(tenant.id).upload({ bytes: big, name: 'id.pdf' });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.errors.id_document).toEqual([MESSAGES.fileTooLarge]);

    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
    const disguised = await api(tenant.id).upload({ bytes: exe, name: 'id.pdf' });
    expect(disguised.status).toBe(400);
    expect(disguised.body.errors.id_document).toEqual([MESSAGES.fileTypeNotAllowed]);

    const none = await api(tenant.id).upload();
    expect(none.status).toBe(400);
    expect(none.body.errors.id_document).toEqual([TENANT_PORTAL_MESSAGES.selectDocument]);

    const after = await ctx.db.tenantProfile.findUniqueOrThrow({ where: { userId: tenant.id } });
    expect(after.idDocumentPath).toBe(key);
    expect(await ctx.deps.storage.get(key)).toEqual(PDF_BYTES);

    const asLandlord = await api(landlord.id, 'landlord').upload({
      bytes: PDF_BYTES,
      name: 'x.pdf',
    });
    expect(asLandlord.status).toBe(403);
  });
});

describe('GET/PUT /api/accounts/tenant/notifications/', () => {
  it('round-trips the choices, all on by default', async () => {
    const { tenant, landlord } = await setting();
    const initial = await api(tenant.id).get('/tenant/notifications/');
    expect(initial.body).toEqual({
      rent_reminders_email: true,
      maintenance_updates: true,
      announcements_email: true,
    });
    const prefs = {
      rent_reminders_email: false,
      maintenance_updates: true,
      announcements_email: false,
    };
    const saved = await api(tenant.id).put('/tenant/notifications/', prefs);
    expect(saved.body).toEqual(prefs);
    expect((await api(tenant.id).get('/tenant/notifications/')).body).toEqual(prefs);
    const bad = await api(tenant.id).put('/tenant/notifications/', {
      ...prefs,
      maintenance_updates: 'yes',
    });
    expect(bad.status).toBe(400);
    expect((await api(landlord.id, 'landlord').get('/tenant/notifications/')).status).toBe(403);
  });

  it('does not email a resolved report when maintenance updates are off', async () => {
    const { tenant, landlord, unit, property } = await setting();
    const home = {
      tenantId: tenant.id,
      landlordId: landlord.id,
      unitId: unit.id,
      propertyId: property.id,
    };
    await api(tenant.id).put('/tenant/notifications/', {
      rent_reminders_email: true,
      maintenance_updates: false,
      announcements_email: true,
    });
    const report = await fileReport(ctx.db, home, { title: 'Quiet fix' });
    const res = await request(ctx.app)
      .patch(`/api/communication/reports/${report.id}/update-status/`)
      .set('Authorization', bearer(ctx, landlord.id, 'landlord'))
      .send({ status: 'resolved' });
    expect(res.status).toBe(200);
    expect(await ctx.db.emailOutbox.count({ where: { to: tenant.email } })).toBe(0);
  });

  it('leaves tenants who turned announcements off out of a bulk email', async () => {
    const { tenant, landlord } = await setting();
    const other = await housedTenant(ctx.db, landlord.id);
    await api(tenant.id).put('/tenant/notifications/', {
      rent_reminders_email: true,
      maintenance_updates: true,
      announcements_email: false,
    });
    const res = await request(ctx.app)
      .post('/api/communication/reports/send-email/')
      .set('Authorization', bearer(ctx, landlord.id, 'landlord'))
      .send({
        subject: 'Water off',
        message: 'Water is off on Friday.',
        tenants: [tenant.id, other.tenant.id],
      });
    expect(res.status).toBe(200);
    expect(res.body.queued).toBe(1);
    expect(await ctx.db.emailOutbox.count({ where: { to: tenant.email } })).toBe(0);
    expect(await ctx.db.emailOutbox.count({ where: { to: other.tenant.email } })).toBe(1);
  });
});
