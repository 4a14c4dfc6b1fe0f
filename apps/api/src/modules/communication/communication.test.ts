import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES } from '@pango/shared';
import type { Db } from '../../lib/db.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQueryCountingApp } from '../../test/query-counter.js';
import { createLandlord, createPropertyWithUnit, createTenant } from '../../test/factories.js';
import { startSmtpServer } from '../../test/smtp.js';
import { bearer } from '../ledger/test-helpers.js';

let ctx: TestContext;
let counting: ReturnType<typeof createQueryCountingApp>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
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

type Role = 'landlord' | 'tenant';
const as = (userId: number, role: Role = 'landlord') => ({
  get: (path: string) =>
    request(counting.app)
      .get(`/api/communication${path}`)
      .set('Authorization', bearer(ctx, userId, role)),
  put: (path: string, body: unknown) =>
    request(ctx.app)
      .put(`/api/communication${path}`)
      .set('Authorization', bearer(ctx, userId, role))
      .send(body as object),
  post: (path: string, body: unknown) =>
    request(ctx.app)
      .post(`/api/communication${path}`)
      .set('Authorization', bearer(ctx, userId, role))
      .send(body as object),
});

async function reportsFor(db: Db, statuses: string[]) {
  const landlord = await createLandlord(db);
  const tenant = await createTenant(db, landlord.id);
  const { property, unit } = await createPropertyWithUnit(db, landlord.id, { tenantId: tenant.id });
  const base = new Date('2025-03-01T08:00:00Z').getTime();
  for (const [i, status] of statuses.entries()) {
    await db.report.create({
      data: {
        landlordId: landlord.id,
        tenantId: tenant.id,
        unitId: unit.id,
        propertyId: property.id,
        title: `Report ${i}`,
        category: 'plumbing',
        priority: 'medium',
        status,
        description: 'Water everywhere',
        createdAt: new Date(base + i * 60_000),
      },
    });
  }
  return { landlord, tenant, property, unit };
}

describe('GET /api/communication/reports/open/', () => {
  it('lists open and pending reports newest first, bounded, with the full count', async () => {
    const { landlord, tenant, property } = await reportsFor(ctx.db, [
      'open',
      'Pending',
      'resolved',
      'OPEN',
      'closed',
      'open',
    ]);
    const res = await as(landlord.id).get('/reports/open/?page_size=2');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(4);
    expect(res.body.next_page).toBe(2);
    expect(res.body.results.map((r: { title: string }) => r.title)).toEqual([
      'Report 5',
      'Report 3',
    ]);
    expect(res.body.results[0]).toEqual({
      id: expect.any(Number),
      title: 'Report 5',
      category: 'plumbing',
      priority: 'medium',
      status: 'open',
      created_at: '2025-03-01T08:05:00.000Z',
      tenant_name: 'Brian Otieno',
      unit_number: 'A1',
      property_name: 'Kilimani Heights',
      property_id: property.id,
    });
    const mine = await as(tenant.id, 'tenant').get('/reports/open/');
    expect(mine.body.count).toBe(4);
    expect(mine.body.results).toHaveLength(4);
  });

  it('never shows another landlord’s or tenant’s reports and keeps a fixed query count', async () => {
    await reportsFor(
      ctx.db,
      Array.from({ length: 12 }, () => 'open'),
    );
    const quiet = await reportsFor(ctx.db, []);
    const otherTenant = await createTenant(ctx.db, quiet.landlord.id);
    let none!: request.Response;
    const emptyCount = await counting.count(async () => {
      none = await as(quiet.landlord.id).get('/reports/open/');
    });
    expect(none.body).toEqual({ count: 0, next_page: null, results: [] });
    expect((await as(otherTenant.id, 'tenant').get('/reports/open/')).body.count).toBe(0);

    const busy = await reportsFor(
      ctx.db,
      Array.from({ length: 30 }, () => 'open'),
    );
    let full!: request.Response;
    const fullCount = await counting.count(async () => {
      full = await as(busy.landlord.id).get('/reports/open/?page_size=100');
    });
    expect(full.body.results).toHaveLength(30);
    expect(fullCount).toBe(emptyCount);
  });

  it('counts one property’s reports when asked, as that property’s reports list does', async () => {
    const { landlord, tenant } = await reportsFor(ctx.db, ['open', 'pending', 'resolved']);
    const second = await createPropertyWithUnit(ctx.db, landlord.id);
    const all = await as(landlord.id).get('/reports/open/');
    expect(all.body.count).toBe(2);
    const quiet = await as(landlord.id).get(`/reports/open/?property_id=${second.property.id}`);
    const list = await as(landlord.id).get(
      `/reports/?status=open&property_id=${second.property.id}`,
    );
    expect(quiet.body).toEqual({ count: 0, next_page: null, results: [] });
    expect(quiet.body.count).toBe(list.body.count);
    const mine = await as(tenant.id, 'tenant').get(
      `/reports/open/?property_id=${second.property.id}`,
    );
    expect(mine.body.count).toBe(0);
  });

  it('refuses a page size above 100 and an anonymous caller', async () => {
    const landlord = await createLandlord(ctx.db);
    expect((await as(landlord.id).get('/reports/open/?page_size=101')).status).toBe(400);
    expect((await request(ctx.app).get('/api/communication/reports/open/')).status).toBe(401);
  });
});

describe('/api/communication/reminders/settings/', () => {
  it('answers the defaults, then saves, reads back and audits', async () => {
    const landlord = await createLandlord(ctx.db);
    const empty = await as(landlord.id).get('/reminders/settings/');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({
      days_of_month: [],
      subject: 'Rent Reminder',
      message: '',
      send_email: true,
      active: false,
    });

    const body = {
      days_of_month: [15, 1, 5, 1],
      subject: 'Rent is due',
      message: 'Please pay by the 5th.',
      send_email: true,
      active: true,
    };
    const saved = await as(landlord.id).put('/reminders/settings/', body);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...body, days_of_month: [1, 5, 15] });
    expect((await as(landlord.id).get('/reminders/settings/')).body).toEqual(saved.body);

    const again = await as(landlord.id).put('/reminders/settings/', {
      ...body,
      days_of_month: [25],
    });
    expect(again.body.days_of_month).toEqual([25]);
    expect(await ctx.db.reminderSetting.count({ where: { landlordId: landlord.id } })).toBe(1);
    const audits = await ctx.db.auditLog.findMany({
      where: { actorId: landlord.id, action: 'reminders.settings_saved' },
      orderBy: { id: 'asc' },
    });
    expect(audits).toHaveLength(2);
    expect(audits[1]!.data).toMatchObject({
      before: { days_of_month: [1, 5, 15] },
      after: { days_of_month: [25] },
    });
  });

  it('rejects no date or an unoffered date and writes nothing; tenants get 403', async () => {
    const landlord = await createLandlord(ctx.db);
    const none = await as(landlord.id).put('/reminders/settings/', { days_of_month: [] });
    expect(none.status).toBe(400);
    expect(none.body.errors.days_of_month).toEqual([SETTINGS_MESSAGES.selectReminderDate]);
    const odd = await as(landlord.id).put('/reminders/settings/', { days_of_month: [7] });
    expect(odd.status).toBe(400);
    expect(await ctx.db.reminderSetting.count({ where: { landlordId: landlord.id } })).toBe(0);

    const tenant = await createTenant(ctx.db, landlord.id);
    expect((await as(tenant.id, 'tenant').get('/reminders/settings/')).status).toBe(403);
    expect(
      (await as(tenant.id, 'tenant').put('/reminders/settings/', { days_of_month: [1] })).status,
    ).toBe(403);
  });
});

describe('/api/communication/sms-interest/', () => {
  it('registers interest once, confirms it by email once, and lists it', async () => {
    const landlord = await createLandlord(ctx.db);
    const first = await as(landlord.id).post('/sms-interest/', { pack: 'standard' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      message: SETTINGS_MESSAGES.smsInterestRegistered('Standard'),
      pack: 'standard',
      registered_at: expect.any(String),
    });
    const mail = await smtp.waitFor(landlord.email);
    expect(mail.text).toContain(SETTINGS_MESSAGES.smsInterestRegistered('Standard'));
    expect(
      await ctx.db.emailOutbox.findFirst({
        where: { to: landlord.email },
        select: { kind: true, landlordId: true },
      }),
    ).toEqual({
      kind: 'sms_interest',
      landlordId: landlord.id,
    });

    const second = await as(landlord.id).post('/sms-interest/', { pack: 'standard' });
    expect(second.status).toBe(200);
    expect(second.body.registered_at).toBe(first.body.registered_at);
    expect(await ctx.db.emailOutbox.count({ where: { to: landlord.email } })).toBe(1);

    await as(landlord.id).post('/sms-interest/', { pack: 'enterprise' });
    const list = await as(landlord.id).get('/sms-interest/');
    expect(list.body.results.map((r: { pack: string }) => r.pack)).toEqual([
      'standard',
      'enterprise',
    ]);
    const other = await createLandlord(ctx.db);
    expect((await as(other.id).get('/sms-interest/')).body.results).toEqual([]);
    expect(
      await ctx.db.auditLog.count({
        where: { actorId: landlord.id, action: 'sms.interest_registered' },
      }),
    ).toBe(3);
  });

  it('rejects an unknown pack (nothing written) and tenants', async () => {
    const landlord = await createLandlord(ctx.db);
    const bad = await as(landlord.id).post('/sms-interest/', { pack: 'mega' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.pack).toBeDefined();
    expect(await ctx.db.smsInterest.count({ where: { landlordId: landlord.id } })).toBe(0);
    const tenant = await createTenant(ctx.db, landlord.id);
    expect((await as(tenant.id, 'tenant').post('/sms-interest/', { pack: 'basic' })).status).toBe(
      403,
    );
    expect((await as(tenant.id, 'tenant').get('/sms-interest/')).status).toBe(403);
  });
});
