import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_PORTAL_MESSAGES, TERMS_VERSION } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createTenant } from '../../test/factories.js';
import { startSmtpServer } from '../../test/smtp.js';
import { bearer, paidLandlord } from '../ledger/test-helpers.js';
import { client, housedTenant } from './test-helpers.js';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let as: ReturnType<typeof client>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ SMTP_URL: smtp.url });
  as = client(ctx);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const report = (unit: number, extra: Record<string, unknown> = {}) => ({
  issue_category: 'plumbing',
  priority_level: 'high',
  issue_title: 'Burst pipe under the sink',
  description: 'Water is running across the kitchen floor.',
  unit,
  terms_version: TERMS_VERSION,
  terms_accepted: true,
  ...extra,
});

describe('POST /api/communication/reports/create/', () => {
  it('files the report for the tenant’s unit, records the terms and emails the landlord', async () => {
    const landlord = await paidLandlord(ctx.db);
    const { tenant, unit, property } = await housedTenant(ctx.db, landlord.id, {
      propertyName: 'Kilimani Heights',
      unitNumber: 'B4',
    });
    ctx.clock.now = new Date('2026-11-20T07:30:00Z');
    const res = await as(tenant.id, 'tenant').post('/reports/create/', report(unit.id));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Burst pipe under the sink',
      category: 'plumbing',
      priority: 'high',
      status: 'open',
      unit_number: 'B4',
      property_name: 'Kilimani Heights',
      property_id: property.id,
    });
    const stored = await ctx.db.report.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(stored).toMatchObject({
      tenantId: tenant.id,
      landlordId: landlord.id,
      termsVersion: TERMS_VERSION,
      termsAcceptedAt: new Date('2026-11-20T07:30:00Z'),
    });
    const audit = await ctx.db.auditLog.count({
      where: { action: 'report.created', entityId: String(res.body.id) },
    });
    expect(audit).toBe(1);

    const mail = await smtp.waitFor(landlord.email);
    expect(mail.text).toContain('Burst pipe under the sink');
    expect(mail.text).toContain('B4 at Kilimani Heights');
    expect(
      await ctx.db.emailOutbox.findFirst({
        where: { to: landlord.email },
        select: { kind: true, landlordId: true },
      }),
    ).toEqual({
      kind: 'report_new',
      landlordId: landlord.id,
    });

    // The landlord sees it in their list and open count.
    const list = await as(landlord.id).get('/reports/');
    expect(list.body.results.map((r: { id: number }) => r.id)).toContain(res.body.id);
    const bell = await as(landlord.id).get('/reports/open/');
    expect(bell.body.count).toBe(1);
    const own = await as(tenant.id, 'tenant').get('/reports/');
    expect(own.body.results[0].id).toBe(res.body.id);
  });

  it('refuses without the terms and writes nothing', async () => {
    const landlord = await paidLandlord(ctx.db);
    const { tenant, unit } = await housedTenant(ctx.db, landlord.id);
    const outboxBefore = await ctx.db.emailOutbox.count();
    for (const terms of [{ terms_accepted: false }, { terms_accepted: undefined }]) {
      const res = await as(tenant.id, 'tenant').post('/reports/create/', report(unit.id, terms));
      expect(res.status).toBe(400);
      expect(res.body.errors.terms_accepted).toEqual([TENANT_PORTAL_MESSAGES.acceptTermsFirst]);
    }
    expect(await ctx.db.report.count({ where: { tenantId: tenant.id } })).toBe(0);
    expect(await ctx.db.emailOutbox.count()).toBe(outboxBefore);
  });

  it('answers 404 for another unit and 400 without a unit', async () => {
    const landlord = await paidLandlord(ctx.db);
    const mine = await housedTenant(ctx.db, landlord.id);
    const other = await housedTenant(ctx.db, landlord.id);
    const res = await as(mine.tenant.id, 'tenant').post('/reports/create/', report(other.unit.id));
    expect(res.status).toBe(404);

    const homeless = await createTenant(ctx.db, landlord.id);
    const none = await as(homeless.id, 'tenant').post('/reports/create/', report(other.unit.id));
    expect(none.status).toBe(400);
    expect(none.body.detail).toBe(TENANT_PORTAL_MESSAGES.unitRequired);
    expect(await ctx.db.report.count({ where: { unitId: other.unit.id } })).toBe(0);
  });

  it('validates category, priority and lengths, and refuses landlords', async () => {
    const landlord = await paidLandlord(ctx.db);
    const { tenant, unit } = await housedTenant(ctx.db, landlord.id);
    const bad = await as(tenant.id, 'tenant').post(
      '/reports/create/',
      report(unit.id, {
        issue_category: 'gardening',
        priority_level: 'critical',
        issue_title: 'x'.repeat(201),
        description: 'y'.repeat(5001),
      }),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'description',
      'issue_category',
      'issue_title',
      'priority_level',
    ]);
    const empty = await as(tenant.id, 'tenant').post(
      '/reports/create/',
      report(unit.id, { issue_title: '   ', description: '' }),
    );
    expect(empty.body.errors.issue_title).toEqual([TENANT_PORTAL_MESSAGES.titleRequired]);
    expect(empty.body.errors.description).toEqual([TENANT_PORTAL_MESSAGES.descriptionRequired]);

    const asLandlord = await as(landlord.id).post('/reports/create/', report(unit.id));
    expect(asLandlord.status).toBe(403);
    expect(await ctx.db.report.count({ where: { unitId: unit.id } })).toBe(0);
  });
});

describe('POST /api/communication/reports/create/ with an Idempotency-Key (ADR 043)', () => {
  const send = (tenantId: number, body: unknown, key: string) =>
    request(ctx.app)
      .post('/api/communication/reports/create/')
      .set('Authorization', bearer(ctx, tenantId, 'tenant'))
      .set('Idempotency-Key', key)
      .send(body as object);

  it('answers a repeat with the first report (200) and files, audits and emails it once', async () => {
    const landlord = await paidLandlord(ctx.db);
    const { tenant, unit } = await housedTenant(ctx.db, landlord.id);
    const key = randomUUID();
    const first = await send(tenant.id, report(unit.id), key);
    expect(first.status).toBe(201);
    const again = await send(tenant.id, report(unit.id), key.toUpperCase());
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await ctx.db.report.count({ where: { tenantId: tenant.id } })).toBe(1);
    expect(
      await ctx.db.auditLog.count({
        where: { action: 'report.created', entityId: String(first.body.id) },
      }),
    ).toBe(1);
    expect(
      await ctx.db.emailOutbox.count({ where: { to: landlord.email, kind: 'report_new' } }),
    ).toBe(1);
    // Without a key (or with a new one) the tenant can still file the same words twice.
    const fresh = await send(tenant.id, report(unit.id), randomUUID());
    expect(fresh.status).toBe(201);
    expect(fresh.body.id).not.toBe(first.body.id);
  });

  it('files exactly one report when five sends of one key arrive at once', async () => {
    const landlord = await paidLandlord(ctx.db);
    const { tenant, unit } = await housedTenant(ctx.db, landlord.id);
    const key = randomUUID();
    const all = await Promise.all(
      Array.from({ length: 5 }, () => send(tenant.id, report(unit.id), key)),
    );
    expect(all.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(all.map((r) => r.body.id)).size).toBe(1);
    expect(await ctx.db.report.count({ where: { tenantId: tenant.id } })).toBe(1);
    expect(
      await ctx.db.emailOutbox.count({ where: { to: landlord.email, kind: 'report_new' } }),
    ).toBe(1);
  });

  it('keeps keys per tenant, refuses a reused key with another report, and a bad key', async () => {
    const landlord = await paidLandlord(ctx.db);
    const a = await housedTenant(ctx.db, landlord.id);
    const b = await housedTenant(ctx.db, landlord.id);
    const key = randomUUID();
    const ofA = await send(a.tenant.id, report(a.unit.id), key);
    const ofB = await send(b.tenant.id, report(b.unit.id), key);
    expect([ofA.status, ofB.status]).toEqual([201, 201]);
    expect(ofB.body.id).not.toBe(ofA.body.id);

    const changed = await send(
      a.tenant.id,
      report(a.unit.id, { issue_title: 'Another problem entirely' }),
      key,
    );
    expect(changed.status).toBe(409);
    expect(changed.body).toMatchObject({
      code: 'CONFLICT',
      detail: TENANT_PORTAL_MESSAGES.idempotencyKeyReused,
    });

    const bad = await send(a.tenant.id, report(a.unit.id), 'not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      detail: TENANT_PORTAL_MESSAGES.idempotencyKeyInvalid,
    });
    expect(await ctx.db.report.count({ where: { tenantId: a.tenant.id } })).toBe(1);
  });
});
