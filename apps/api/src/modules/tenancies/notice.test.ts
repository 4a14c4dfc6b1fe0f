import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createTenant } from '../../test/factories.js';
import { startSmtpServer } from '../../test/smtp.js';
import { bearer, paidLandlord, tenancy } from '../ledger/test-helpers.js';

// Issue 18 item 3: notice given by the tenant (at least the property's notice period ahead, in
// Nairobi dates) or recorded by the landlord (any date from today). The clock reads 20 May 2034,
// noon in Nairobi, unless a test moves it.

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const NOON_20_MAY = new Date('2034-05-20T09:00:00Z');
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
});

const A = '/api/accounts';
const asTenant = (id: number) => bearer(ctx, id, 'tenant');
const asLandlord = (id: number) => bearer(ctx, id, 'landlord');
const giveNotice = (tenantId: number, body: object) =>
  request(ctx.app).post(`${A}/tenant/notice/`).set('Authorization', asTenant(tenantId)).send(body);
const recordNotice = (landlordId: number, tenantId: number, body: object) =>
  request(ctx.app)
    .post(`${A}/tenants/${tenantId}/notice/`)
    .set('Authorization', asLandlord(landlordId))
    .send(body);

async function livingTenant(noticePeriodDays?: number) {
  ctx.clock.now = NOON_20_MAY;
  const landlord = await paidLandlord(ctx.db);
  const home = await tenancy(ctx.db, landlord.id);
  if (noticePeriodDays !== undefined)
    await ctx.db.property.update({ where: { id: home.property.id }, data: { noticePeriodDays } });
  return { landlord, ...home };
}

const openTenancyOf = (tenantId: number) =>
  ctx.db.tenancy.findUniqueOrThrow({ where: { openTenantId: tenantId } });
const noticeMails = (to: string) =>
  ctx.db.emailOutbox.findMany({ where: { kind: 'tenancy_notice', to }, orderBy: { id: 'asc' } });
const auditOf = (action: string, tenancyId: number) =>
  ctx.db.auditLog.findMany({
    where: { action, entityType: 'tenancy', entityId: String(tenancyId) },
  });

function expectDateRefused(res: request.Response, message: string) {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({
    code: 'VALIDATION_ERROR',
    errors: { move_out_date: [message] },
  });
}

async function expectUnchanged(tenantId: number, landlordEmail: string) {
  const row = await openTenancyOf(tenantId);
  expect(row).toMatchObject({ status: 'active', noticeMoveOutDate: null, noticeGivenAt: null });
  expect(await noticeMails(landlordEmail)).toHaveLength(0);
}

describe('POST /accounts/tenant/notice/', () => {
  it('accepts exactly the notice period ahead: tenancy on notice, landlord emailed, audited', async () => {
    const { landlord, tenant, unit, property } = await livingTenant();
    const res = await giveNotice(tenant.id, { move_out_date: '2034-06-19' });
    expect(res.status).toBe(200);
    const row = await openTenancyOf(tenant.id);
    expect(res.body).toEqual({
      id: row.id,
      status: 'notice',
      start_date: row.startDate.toISOString().slice(0, 10),
      notice_move_out_date: '2034-06-19',
      notice_given_at: NOON_20_MAY.toISOString(),
      notice_period_days: 30,
    });
    expect(row).toMatchObject({ status: 'notice', noticeGivenById: tenant.id });
    expect(row.noticeGivenAt).toEqual(NOON_20_MAY);

    const [mail, ...more] = await noticeMails(landlord.email);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({
      landlordId: landlord.id,
      subject: `Notice to move out: ${tenant.fullName} (${unit.unitNumber}, ${property.name})`,
    });
    const sent = await smtp.waitFor(landlord.email);
    expect(sent.text).toContain(
      `${tenant.fullName} has given notice to move out of ${unit.unitNumber} at ${property.name} on 19 Jun 2034.`,
    );

    const [audit] = await auditOf('tenancy.notice_given', row.id);
    expect(audit).toMatchObject({ actorId: tenant.id, landlordId: landlord.id });
    expect(audit!.data).toEqual({
      before: { status: 'active', notice_move_out_date: null },
      after: { status: 'notice', notice_move_out_date: '2034-06-19' },
    });

    // The tenant's dashboard and the landlord's tenant details show the notice.
    const dashboard = await request(ctx.app)
      .get(`${A}/tenant/dashboard/`)
      .set('Authorization', asTenant(tenant.id));
    expect(dashboard.body.tenancy).toEqual(res.body);
    const details = await request(ctx.app)
      .get(`${A}/tenants/${tenant.id}/`)
      .set('Authorization', asLandlord(landlord.id));
    expect(details.status).toBe(200);
    expect(details.body.tenancy).toEqual(res.body);
  });

  it('refuses a day short of the notice period, naming the earliest date, and changes nothing', async () => {
    const { landlord, tenant } = await livingTenant();
    const res = await giveNotice(tenant.id, { move_out_date: '2034-06-18' });
    expectDateRefused(
      res,
      'Your notice period is 30 days: the earliest move-out date is 19 Jun 2034.',
    );
    await expectUnchanged(tenant.id, landlord.email);
  });

  it('counts days in Nairobi: at 01:00 on 21 May Nairobi time, 19 June is a day short', async () => {
    const { landlord, tenant } = await livingTenant();
    ctx.clock.now = new Date('2034-05-20T22:00:00Z');
    const res = await giveNotice(tenant.id, { move_out_date: '2034-06-19' });
    expectDateRefused(res, NOTICE_MESSAGES.tooSoon(30, '2034-06-20'));
    await expectUnchanged(tenant.id, landlord.email);
  });

  it('refuses a date in the past', async () => {
    const { landlord, tenant } = await livingTenant(0);
    const res = await giveNotice(tenant.id, { move_out_date: '2034-05-19' });
    expectDateRefused(res, 'The move-out date cannot be in the past.');
    await expectUnchanged(tenant.id, landlord.email);
  });

  it('follows the property’s notice period: 0 allows today, 60 needs 60 days', async () => {
    const none = await livingTenant(0);
    const today = await giveNotice(none.tenant.id, { move_out_date: '2034-05-20' });
    expect(today.status).toBe(200);
    expect(today.body).toMatchObject({ status: 'notice', notice_period_days: 0 });

    const long = await livingTenant(60);
    const short = await giveNotice(long.tenant.id, { move_out_date: '2034-07-18' });
    expectDateRefused(
      short,
      'Your notice period is 60 days: the earliest move-out date is 19 Jul 2034.',
    );
    const exact = await giveNotice(long.tenant.id, { move_out_date: '2034-07-19' });
    expect(exact.status).toBe(200);
    expect(exact.body).toMatchObject({
      notice_move_out_date: '2034-07-19',
      notice_period_days: 60,
    });
  });

  it('gives notice again to change the date: audited from the old date, landlord emailed again', async () => {
    const { landlord, tenant } = await livingTenant();
    await giveNotice(tenant.id, { move_out_date: '2034-06-30' }).expect(200);
    // The notice period still binds the new date.
    const tooSoon = await giveNotice(tenant.id, { move_out_date: '2034-06-01' });
    expectDateRefused(tooSoon, NOTICE_MESSAGES.tooSoon(30, '2034-06-19'));
    const res = await giveNotice(tenant.id, { move_out_date: '2034-07-31' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'notice', notice_move_out_date: '2034-07-31' });

    const audits = await auditOf('tenancy.notice_given', res.body.id);
    expect(audits.map((a) => a.data)).toEqual([
      {
        before: { status: 'active', notice_move_out_date: null },
        after: { status: 'notice', notice_move_out_date: '2034-06-30' },
      },
      {
        before: { status: 'notice', notice_move_out_date: '2034-06-30' },
        after: { status: 'notice', notice_move_out_date: '2034-07-31' },
      },
    ]);
    expect(await noticeMails(landlord.email)).toHaveLength(2);
    await expect
      .poll(() => smtp.received.filter((m) => m.to.includes(landlord.email)).length)
      .toBe(2);
    const changed = smtp.received.filter((m) => m.to.includes(landlord.email))[1]!.text;
    expect(changed).toContain('has changed their move-out date');
    expect(changed).toContain('31 Jul 2034');
  });

  it('answers 409 with a clear sentence for a tenant with no tenancy', async () => {
    ctx.clock.now = NOON_20_MAY;
    const landlord = await paidLandlord(ctx.db);
    const tenant = await createTenant(ctx.db, landlord.id);
    const res = await giveNotice(tenant.id, { move_out_date: '2034-07-31' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CONFLICT', detail: NOTICE_MESSAGES.noTenancy });
    expect(await noticeMails(landlord.email)).toHaveLength(0);
  });

  it('refuses a missing or unreadable date with a field error, changing nothing', async () => {
    const { landlord, tenant } = await livingTenant();
    for (const body of [
      {},
      { move_out_date: '' },
      { move_out_date: '31/07/2034' },
      { move_out_date: '2034-02-30' },
    ]) {
      const res = await giveNotice(tenant.id, body);
      expectDateRefused(res, NOTICE_MESSAGES.moveOutDateRequired);
    }
    await expectUnchanged(tenant.id, landlord.email);
  });
});

describe('POST /accounts/tenants/{id}/notice/', () => {
  it('records any date from today, inside the notice period; audited, no mail to themselves', async () => {
    const { landlord, tenant } = await livingTenant();
    const res = await recordNotice(landlord.id, tenant.id, { move_out_date: '2034-05-25' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'notice', notice_move_out_date: '2034-05-25' });
    const row = await openTenancyOf(tenant.id);
    expect(row).toMatchObject({ status: 'notice', noticeGivenById: landlord.id });
    const [audit] = await auditOf('tenancy.notice_recorded', row.id);
    expect(audit).toMatchObject({ actorId: landlord.id, landlordId: landlord.id });
    expect(audit!.data).toEqual({
      before: { status: 'active', notice_move_out_date: null },
      after: { status: 'notice', notice_move_out_date: '2034-05-25' },
    });
    expect(await noticeMails(landlord.email)).toHaveLength(0);

    const details = await request(ctx.app)
      .get(`${A}/tenants/${tenant.id}/`)
      .set('Authorization', asLandlord(landlord.id));
    expect(details.body.tenancy).toMatchObject({
      status: 'notice',
      notice_move_out_date: '2034-05-25',
    });
  });

  it('refuses a date in the past and a bad body', async () => {
    const { landlord, tenant } = await livingTenant();
    expectDateRefused(
      await recordNotice(landlord.id, tenant.id, { move_out_date: '2034-05-19' }),
      NOTICE_MESSAGES.moveOutDateInPast,
    );
    expectDateRefused(
      await recordNotice(landlord.id, tenant.id, {}),
      NOTICE_MESSAGES.moveOutDateRequired,
    );
    await expectUnchanged(tenant.id, landlord.email);
  });

  it('answers 404 for another landlord’s tenant and changes nothing', async () => {
    const { landlord, tenant } = await livingTenant();
    const other = await paidLandlord(ctx.db);
    const res = await recordNotice(other.id, tenant.id, { move_out_date: '2034-07-31' });
    expect(res.status).toBe(404);
    await expectUnchanged(tenant.id, landlord.email);
    const details = await request(ctx.app)
      .get(`${A}/tenants/${tenant.id}/`)
      .set('Authorization', asLandlord(landlord.id));
    expect(details.body.tenancy).toMatchObject({ status: 'active', notice_move_out_date: null });
  });

  it('answers 409 for their tenant with no tenancy; the details show no tenancy', async () => {
    ctx.clock.now = NOON_20_MAY;
    const landlord = await paidLandlord(ctx.db);
    const tenant = await createTenant(ctx.db, landlord.id);
    const res = await recordNotice(landlord.id, tenant.id, { move_out_date: '2034-07-31' });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(NOTICE_MESSAGES.tenantHasNoTenancy);
    const details = await request(ctx.app)
      .get(`${A}/tenants/${tenant.id}/`)
      .set('Authorization', asLandlord(landlord.id));
    expect(details.body.tenancy).toBeNull();
  });
});

describe('notice period on the property', () => {
  it('reads 30 by default, saves 0 to 365 (audited), refuses anything else', async () => {
    const { landlord, property } = await livingTenant();
    const put = (body: object) =>
      request(ctx.app)
        .put(`${A}/properties/${property.id}/`)
        .set('Authorization', asLandlord(landlord.id))
        .send(body);
    const read = await request(ctx.app)
      .get(`${A}/properties/${property.id}/`)
      .set('Authorization', asLandlord(landlord.id));
    expect(read.body.notice_period_days).toBe(30);

    const saved = await put({ notice_period_days: 60 });
    expect(saved.status).toBe(200);
    expect(saved.body.notice_period_days).toBe(60);
    const [audit] = await ctx.db.auditLog.findMany({
      where: { action: 'property.updated', entityId: String(property.id) },
    });
    expect(audit!.data).toMatchObject({
      before: { notice_period_days: 30 },
      after: { notice_period_days: 60 },
    });

    for (const bad of [-1, 366, 2.5, 'soon']) {
      const res = await put({ notice_period_days: bad });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({
        notice_period_days: [NOTICE_MESSAGES.noticePeriodInvalid],
      });
    }
    expect((await put({ notice_period_days: 0 })).body.notice_period_days).toBe(0);
    const other = await paidLandlord(ctx.db);
    const foreign = await request(ctx.app)
      .put(`${A}/properties/${property.id}/`)
      .set('Authorization', asLandlord(other.id))
      .send({ notice_period_days: 90 });
    expect(foreign.status).toBe(404);
  });
});
