import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNICATION_MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQueryCountingApp } from '../../test/query-counter.js';
import { startSmtpServer } from '../../test/smtp.js';
import { paidLandlord } from '../ledger/test-helpers.js';
import { client, fileReport, housedTenant } from './test-helpers.js';

let ctx: TestContext;
let counting: ReturnType<typeof createQueryCountingApp>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let as: ReturnType<typeof client>;
let counted: ReturnType<typeof client>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ SMTP_URL: smtp.url });
  counting = createQueryCountingApp(ctx);
  as = client(ctx);
  counted = client(ctx, counting.app);
});
afterAll(async () => {
  await counting.close();
  await ctx.close();
  await smtp.close();
});

const at = (minutes: number) => new Date(Date.UTC(2026, 2, 1, 8, minutes));

async function landlordWithReports() {
  const landlord = await paidLandlord(ctx.db);
  const a = await housedTenant(ctx.db, landlord.id, { propertyName: 'Kilimani Heights' });
  const b = await housedTenant(ctx.db, landlord.id, { propertyName: 'Lavington Court' });
  const homeA = {
    tenantId: a.tenant.id,
    landlordId: landlord.id,
    unitId: a.unit.id,
    propertyId: a.property.id,
  };
  const homeB = {
    tenantId: b.tenant.id,
    landlordId: landlord.id,
    unitId: b.unit.id,
    propertyId: b.property.id,
  };
  const reports = [
    await fileReport(ctx.db, homeA, { status: 'open', createdAt: at(1), title: 'r1' }),
    await fileReport(ctx.db, homeA, {
      status: 'Pending',
      category: 'electrical',
      createdAt: at(2),
      title: 'r2',
    }),
    await fileReport(ctx.db, homeB, {
      status: 'RESOLVED',
      createdAt: at(3),
      resolvedAt: at(63),
      title: 'r3',
    }),
    await fileReport(ctx.db, homeB, {
      status: 'closed',
      category: 'Electrical',
      priority: 'high',
      createdAt: at(4),
      resolvedAt: at(184),
      title: 'r4',
    }),
    await fileReport(ctx.db, homeB, {
      status: 'OPEN',
      priority: 'high',
      createdAt: at(5),
      title: 'r5',
    }),
  ];
  return { landlord, a, b, reports };
}

describe('GET /api/communication/reports/', () => {
  it('filters by status group, property and category, newest first, in bounded pages', async () => {
    const { landlord, b } = await landlordWithReports();
    const titles = (res: { body: { results: { title: string }[] } }) =>
      res.body.results.map((r) => r.title);
    const all = await as(landlord.id).get('/reports/');
    expect(all.status).toBe(200);
    expect(titles(all)).toEqual(['r5', 'r4', 'r3', 'r2', 'r1']);
    expect(all.body.results[0]).toMatchObject({
      status: 'OPEN',
      property_name: 'Lavington Court',
      unit_number: 'A1',
      tenant_name: 'Brian Otieno',
      description: 'The kitchen tap drips all night.',
      resolved_at: null,
      property_id: b.property.id,
    });
    expect(titles(await as(landlord.id).get('/reports/?status=Open'))).toEqual(['r5', 'r2', 'r1']);
    expect(titles(await as(landlord.id).get('/reports/?status=resolved'))).toEqual(['r4', 'r3']);
    expect(titles(await as(landlord.id).get('/reports/resolved/'))).toEqual(['r4', 'r3']);
    expect(titles(await as(landlord.id).get('/reports/?category=ELECTRICAL'))).toEqual([
      'r4',
      'r2',
    ]);
    // A category is matched as typed: "%" and "_" are not wildcards.
    expect(titles(await as(landlord.id).get('/reports/?category=%25'))).toEqual([]);
    expect(titles(await as(landlord.id).get('/reports/?category=_lectrical'))).toEqual([]);
    expect(
      titles(await as(landlord.id).get(`/reports/?property_id=${b.property.id}&status=open`)),
    ).toEqual(['r5']);
    const page = await as(landlord.id).get('/reports/?page_size=2&page=2');
    expect(page.body).toMatchObject({ count: 5, next_page: 3 });
    expect(titles(page)).toEqual(['r3', 'r2']);
    expect((await as(landlord.id).get('/reports/?page_size=101')).status).toBe(400);
    expect((await as(landlord.id).get('/reports/?status=done')).status).toBe(400);
  });

  it('pages a filtered list past its first page, every field as listed', async () => {
    const { landlord, b, reports } = await landlordWithReports();
    const page = await as(landlord.id).get(
      `/reports/?status=resolved&category=electrical&property_id=${b.property.id}&page_size=1&page=1`,
    );
    expect(page.status).toBe(200);
    expect(page.body).toEqual({
      count: 1,
      next_page: null,
      results: [
        {
          id: reports[3]!.id,
          title: 'r4',
          category: 'Electrical',
          priority: 'high',
          status: 'closed',
          description: 'The kitchen tap drips all night.',
          created_at: at(4).toISOString(),
          resolved_at: at(184).toISOString(),
          tenant_name: 'Brian Otieno',
          unit_number: 'A1',
          property_name: 'Lavington Court',
          property_id: b.property.id,
          entered_by: null,
        },
      ],
    });
    const titles = (res: { body: { results: { title: string }[] } }) =>
      res.body.results.map((r) => r.title);
    const second = await as(landlord.id).get('/reports/?status=open&page_size=2&page=2');
    expect(second.body).toMatchObject({ count: 3, next_page: null });
    expect(titles(second)).toEqual(['r1']);
    const past = await as(landlord.id).get('/reports/?category=electrical&page_size=2&page=2');
    expect(past.body).toEqual({ count: 2, next_page: null, results: [] });
  });

  it('shows a tenant only their own reports and another landlord none', async () => {
    const { a } = await landlordWithReports();
    const mine = await as(a.tenant.id, 'tenant').get('/reports/');
    expect(mine.status).toBe(200);
    expect(mine.body.results.map((r: { title: string }) => r.title)).toEqual(['r2', 'r1']);
    const stranger = await paidLandlord(ctx.db);
    expect((await as(stranger.id).get('/reports/')).body.count).toBe(0);
  });
});

describe('PATCH /api/communication/reports/:id/update-status/', () => {
  it('resolves case-insensitively, emails the tenant once, audits, and reopens', async () => {
    const { landlord, a, reports } = await landlordWithReports();
    const report = reports[0]!;
    const res = await as(landlord.id).patch(`/reports/${report.id}/update-status/`, {
      status: 'Resolved',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: report.id, status: 'resolved', title: 'r1' });
    expect(res.body.resolved_at).toEqual(expect.any(String));
    const mail = await smtp.waitFor(a.tenant.email);
    expect(mail.text).toContain('Your report has been resolved: r1');
    expect(mail.text).toContain(`has been marked as resolved by ${landlord.fullName}.`);
    expect(
      await ctx.db.emailOutbox.findFirst({
        where: { to: a.tenant.email },
        select: { kind: true, landlordId: true },
      }),
    ).toEqual({
      kind: 'report_update',
      landlordId: landlord.id,
    });

    // A second click keeps the first resolution time and sends nothing more.
    const again = await as(landlord.id).patch(`/reports/${report.id}/update-status/`, {
      status: 'RESOLVED',
    });
    expect(again.body.resolved_at).toBe(res.body.resolved_at);
    const queued = await ctx.db.emailOutbox.count({ where: { to: a.tenant.email } });
    expect(queued).toBe(1);

    const reopened = await as(landlord.id).patch(`/reports/${report.id}/update-status/`, {
      status: 'OPEN',
    });
    expect(reopened.body).toMatchObject({ status: 'open', resolved_at: null });
    const audits = await ctx.db.auditLog.findMany({
      where: { action: 'report.status_updated', entityId: String(report.id) },
      orderBy: { id: 'asc' },
    });
    expect(audits).toHaveLength(3);
    expect(audits[0]!.data).toMatchObject({
      before: { status: 'open' },
      after: { status: 'resolved' },
    });
    // The open count the bell polls drops and rises with it.
    expect((await as(landlord.id).get('/reports/open/')).body.count).toBe(3);
  });

  it('refuses another landlord, a tenant and a bad status without changing anything', async () => {
    const { landlord, a, reports } = await landlordWithReports();
    const report = reports[1]!;
    const stranger = await paidLandlord(ctx.db);
    const foreign = await as(stranger.id).patch(`/reports/${report.id}/update-status/`, {
      status: 'resolved',
    });
    expect(foreign.status).toBe(404);
    const tenant = await as(a.tenant.id, 'tenant').patch(`/reports/${report.id}/update-status/`, {
      status: 'resolved',
    });
    expect(tenant.status).toBe(403);
    const bad = await as(landlord.id).patch(`/reports/${report.id}/update-status/`, {
      status: 'fixed',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.status).toEqual([COMMUNICATION_MESSAGES.invalidReportStatus]);
    expect(
      (await as(landlord.id).patch('/reports/999999/update-status/', { status: 'open' })).status,
    ).toBe(404);
    const after = await ctx.db.report.findUniqueOrThrow({ where: { id: report.id } });
    expect(after).toMatchObject({ status: 'Pending', resolvedAt: null });
    expect(
      await ctx.db.auditLog.count({ where: { entityType: 'report', entityId: String(report.id) } }),
    ).toBe(0);
  });
});

describe('GET /api/communication/reports/analytics/', () => {
  it('counts by category, priority, status and property, and averages hours to resolve', async () => {
    const { landlord, a, b } = await landlordWithReports();
    const res = await as(landlord.id).get('/reports/analytics/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      by_category: [
        { category: 'plumbing', count: 3 },
        { category: 'electrical', count: 2 },
      ],
      by_priority: [
        { priority: 'medium', count: 3 },
        { priority: 'high', count: 2 },
      ],
      by_status: [
        { status: 'open', count: 2 },
        { status: 'closed', count: 1 },
        { status: 'pending', count: 1 },
        { status: 'resolved', count: 1 },
      ],
      per_property: [
        { property_id: a.property.id, property_name: 'Kilimani Heights', open: 2, resolved: 0 },
        { property_id: b.property.id, property_name: 'Lavington Court', open: 1, resolved: 2 },
      ],
      // r3 took 1 h, r4 3 h.
      average_resolution_hours: 2,
    });
    const one = await as(landlord.id).get(`/reports/analytics/?property_id=${a.property.id}`);
    expect(one.body.per_property).toHaveLength(1);
    expect(one.body.average_resolution_hours).toBeNull();
  });

  it('uses a fixed number of queries and refuses tenants and foreign properties', async () => {
    const small = await paidLandlord(ctx.db);
    const smallCount = await counting.count(() => counted(small.id).get('/reports/analytics/'));
    const { landlord, a } = await landlordWithReports();
    for (let i = 0; i < 10; i += 1) {
      await fileReport(
        ctx.db,
        {
          tenantId: a.tenant.id,
          landlordId: landlord.id,
          unitId: a.unit.id,
          propertyId: a.property.id,
        },
        { category: `cat-${i}`, status: 'resolved', resolvedAt: new Date() },
      );
    }
    const bigCount = await counting.count(() => counted(landlord.id).get('/reports/analytics/'));
    expect(bigCount).toBe(smallCount);
    expect((await as(a.tenant.id, 'tenant').get('/reports/analytics/')).status).toBe(403);
    const stranger = await paidLandlord(ctx.db);
    expect(
      (await as(stranger.id).get(`/reports/analytics/?property_id=${a.property.id}`)).status,
    ).toBe(404);
  });
});
