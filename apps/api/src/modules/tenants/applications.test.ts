import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, TENANT_MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createTenant, TEST_PASSWORD } from '../../test/factories.js';
import { startSmtpServer } from '../../test/smtp.js';
import { unzip } from '../../test/unzip.js';
import { bearer, paidLandlord, payment, tenancy } from '../ledger/test-helpers.js';
import { pendingApplication, vacantUnit } from './test-fixtures.js';

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

const asLandlord = (id: number) => bearer(ctx, id, 'landlord');
const post = (path: string, auth: string, body: object = {}) =>
  request(ctx.app).post(`/api/accounts${path}`).set('Authorization', auth).send(body);

describe('pending applications', () => {
  it('lists only the landlord’s pending applications, searchable', async () => {
    const landlord = await paidLandlord(ctx.db);
    const unit = await vacantUnit(ctx.db, landlord.id, 'Z9');
    const { application } = await pendingApplication(ctx.db, landlord.id, unit.id, {
      storage: ctx.deps.storage,
    });
    const other = await paidLandlord(ctx.db);
    await pendingApplication(ctx.db, other.id, (await vacantUnit(ctx.db, other.id)).id);

    const res = await request(ctx.app)
      .get('/api/accounts/tenant-applications/pending/?search=z9')
      .set('Authorization', asLandlord(landlord.id));
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(1);
    expect(res.body.results[0]).toMatchObject({
      id: application.id,
      unit_number: 'Z9',
      status: 'pending',
      has_id_document: true,
      already_living_in_property: true,
    });
    // % and _ are what the landlord typed, not wildcards matching every application.
    for (const typed of ['%', 'z_']) {
      const literal = await request(ctx.app)
        .get(`/api/accounts/tenant-applications/pending/?search=${encodeURIComponent(typed)}`)
        .set('Authorization', asLandlord(landlord.id));
      expect(literal.body.count).toBe(0);
    }
    const tooLong = await request(ctx.app)
      .get(`/api/accounts/tenant-applications/pending/?search=${'x'.repeat(101)}`)
      .set('Authorization', asLandlord(landlord.id));
    expect(tooLong.status).toBe(400);
  });

  it('approves: assigns the reserved unit, activates the tenant, emails them', async () => {
    const landlord = await paidLandlord(ctx.db);
    const unit = await vacantUnit(ctx.db, landlord.id);
    const { tenant, application } = await pendingApplication(ctx.db, landlord.id, unit.id);

    const res = await post(
      `/tenant-applications/${application.id}/approve/`,
      asLandlord(landlord.id),
    );
    expect(res.status).toBe(200);
    expect(res.body.tenant).toMatchObject({
      id: tenant.id,
      status: 'active',
      unit: { id: unit.id },
    });
    expect(await ctx.db.unit.findUnique({ where: { id: unit.id } })).toMatchObject({
      currentTenantId: tenant.id,
      isAvailable: false,
    });
    const profile = await ctx.db.tenantProfile.findUnique({ where: { userId: tenant.id } });
    expect(profile?.moveInDate).not.toBeNull();
    const mail = await smtp.waitFor(tenant.email);
    expect(mail.text).toContain(`was approved by ${landlord.fullName}.`);
    expect(
      await ctx.db.emailOutbox.findFirst({
        where: { to: tenant.email },
        select: { kind: true, landlordId: true },
      }),
    ).toEqual({
      kind: 'application_decision',
      landlordId: landlord.id,
    });
    const signIn = await request(ctx.app)
      .post('/api/accounts/token/')
      .send({ email: tenant.email, password: TEST_PASSWORD, user_type: 'tenant' });
    expect(signIn.status).toBe(200);
    expect(
      await ctx.db.auditLog.count({
        where: { action: 'tenant_application.approved', entityId: String(application.id) },
      }),
    ).toBe(1);
    // A second approval of the same application is refused.
    const again = await post(
      `/tenant-applications/${application.id}/approve/`,
      asLandlord(landlord.id),
    );
    expect(again.status).toBe(409);
  });

  it('two concurrent approvals for one unit assign it once', async () => {
    const landlord = await paidLandlord(ctx.db);
    const unit = await vacantUnit(ctx.db, landlord.id, 'C3');
    const first = await pendingApplication(ctx.db, landlord.id, unit.id);
    const second = await pendingApplication(ctx.db, landlord.id, unit.id);
    const results = await Promise.all([
      post(`/tenant-applications/${first.application.id}/approve/`, asLandlord(landlord.id)),
      post(`/tenant-applications/${second.application.id}/approve/`, asLandlord(landlord.id)),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409);
    expect(loser?.body.detail).toBe(TENANT_MESSAGES.unitNotVacant('C3'));
    const approved = await ctx.db.tenantApplication.count({
      where: { unitId: unit.id, status: 'approved' },
    });
    expect(approved).toBe(1);
    const winner = results[0]!.status === 200 ? first : second;
    expect((await ctx.db.unit.findUniqueOrThrow({ where: { id: unit.id } })).currentTenantId).toBe(
      winner.tenant.id,
    );
    // The loser's whole transaction rolled back: its applicant is still pending, nothing audited.
    const audited = await ctx.db.auditLog.findMany({
      where: {
        action: 'tenant_application.approved',
        entityId: { in: [String(first.application.id), String(second.application.id)] },
      },
    });
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      landlordId: landlord.id,
      data: {
        before: { status: 'pending', unit_tenant_id: null },
        after: { status: 'approved', unit_tenant_id: winner.tenant.id },
      },
    });
    // The same application approved twice at once: one success.
    const unit2 = await vacantUnit(ctx.db, landlord.id, 'C4');
    const third = await pendingApplication(ctx.db, landlord.id, unit2.id);
    const twice = await Promise.all([
      post(`/tenant-applications/${third.application.id}/approve/`, asLandlord(landlord.id)),
      post(`/tenant-applications/${third.application.id}/approve/`, asLandlord(landlord.id)),
    ]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('declines with a reason: unit freed, applicant emailed, cannot sign in', async () => {
    const landlord = await paidLandlord(ctx.db);
    const unit = await vacantUnit(ctx.db, landlord.id);
    const { tenant, application } = await pendingApplication(ctx.db, landlord.id, unit.id);
    const path = `/tenant-applications/${application.id}/decline/`;

    const bad = await post(path, asLandlord(landlord.id), { reason: 'x'.repeat(501) });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.reason).toEqual([TENANT_MESSAGES.declineReasonTooLong]);
    expect(
      (await ctx.db.tenantApplication.findUnique({ where: { id: application.id } }))?.status,
    ).toBe('pending');

    const res = await post(path, asLandlord(landlord.id), {
      reason: 'The unit is promised to a relative.',
    });
    expect(res.status).toBe(200);
    const stored = await ctx.db.tenantApplication.findUnique({ where: { id: application.id } });
    expect(stored).toMatchObject({
      status: 'declined',
      declineReason: 'The unit is promised to a relative.',
    });
    expect(stored?.decidedAt).not.toBeNull();
    expect((await ctx.db.unit.findUnique({ where: { id: unit.id } }))?.isAvailable).toBe(true);
    const mail = await smtp.waitFor(tenant.email);
    expect(mail.text).toContain('The unit is promised to a relative.');
    expect(mail.text).toContain(`Sent by Pango on behalf of ${landlord.fullName}.`);
    expect(
      await ctx.db.emailOutbox.findFirst({
        where: { to: tenant.email },
        select: { kind: true, landlordId: true },
      }),
    ).toEqual({
      kind: 'application_decision',
      landlordId: landlord.id,
    });
    const signIn = await request(ctx.app)
      .post('/api/accounts/token/')
      .send({ email: tenant.email, password: TEST_PASSWORD, user_type: 'tenant' });
    expect(signIn.status).toBe(403);
  });

  it('refuses another landlord (404) and a tenant (403), changing nothing', async () => {
    const landlord = await paidLandlord(ctx.db);
    const other = await paidLandlord(ctx.db);
    const unit = await vacantUnit(ctx.db, landlord.id);
    const { application } = await pendingApplication(ctx.db, landlord.id, unit.id, {
      storage: ctx.deps.storage,
    });
    // A signed-in tenant of this landlord (an applicant cannot sign in until approved).
    const { tenant } = await tenancy(ctx.db, landlord.id);
    for (const action of ['approve', 'decline']) {
      const foreign = await post(
        `/tenant-applications/${application.id}/${action}/`,
        asLandlord(other.id),
      );
      expect(foreign.status).toBe(404);
      const asTenant = await post(
        `/tenant-applications/${application.id}/${action}/`,
        bearer(ctx, tenant.id, 'tenant'),
      );
      expect(asTenant.status).toBe(403);
    }
    const zip = await request(ctx.app)
      .get(`/api/accounts/tenant-applications/${application.id}/documents.zip`)
      .set('Authorization', asLandlord(other.id));
    expect(zip.status).toBe(404);
    expect(
      (await ctx.db.tenantApplication.findUnique({ where: { id: application.id } }))?.status,
    ).toBe('pending');
  });

  it('zips the applicant’s ID document; 404 when there is none', async () => {
    const landlord = await paidLandlord(ctx.db);
    const withDoc = await pendingApplication(
      ctx.db,
      landlord.id,
      (await vacantUnit(ctx.db, landlord.id)).id,
      {
        storage: ctx.deps.storage,
      },
    );
    const res = await request(ctx.app)
      .get(`/api/accounts/tenant-applications/${withDoc.application.id}/documents.zip`)
      .set('Authorization', asLandlord(landlord.id))
      .buffer(true)
      .parse((response, callback) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => callback(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/zip');
    const entries = unzip(res.body as Buffer);
    expect(entries).toEqual([{ name: 'id-document-national-id.pdf', text: '%PDF-1.4 test id' }]);
    expect(
      await ctx.db.auditLog.count({
        where: {
          action: 'tenant.id_document_viewed',
          actorId: landlord.id,
          entityId: String(withDoc.tenant.id),
          data: { equals: { via: 'application_zip' } },
        },
      }),
    ).toBe(1);

    const noDoc = await pendingApplication(
      ctx.db,
      landlord.id,
      (await vacantUnit(ctx.db, landlord.id)).id,
    );
    const missing = await request(ctx.app)
      .get(`/api/accounts/tenant-applications/${noDoc.application.id}/documents.zip`)
      .set('Authorization', asLandlord(landlord.id));
    expect(missing.status).toBe(404);
  });
});

describe('tenancy changes', () => {
  it('assigns a tenant without a unit to a vacant unit, then removes them', async () => {
    const landlord = await paidLandlord(ctx.db);
    const { tenant } = await tenancy(ctx.db, landlord.id);
    const lived = await ctx.db.unit.findUniqueOrThrow({ where: { currentTenantId: tenant.id } });
    const free = await vacantUnit(ctx.db, landlord.id, 'D1');

    const busy = await post(`/units/${free.id}/assign/${tenant.id}/`, asLandlord(landlord.id));
    expect(busy.status).toBe(409);
    expect(busy.body.detail).toBe(TENANT_MESSAGES.tenantHasUnit);

    const removed = await post(`/units/${lived.id}/remove-tenant/`, asLandlord(landlord.id));
    expect(removed.status).toBe(200);
    expect(await ctx.db.unit.findUnique({ where: { id: lived.id } })).toMatchObject({
      currentTenantId: null,
      isAvailable: true,
    });
    const assigned = await post(`/units/${free.id}/assign/${tenant.id}/`, asLandlord(landlord.id));
    expect(assigned.status).toBe(200);
    expect((await ctx.db.unit.findUnique({ where: { id: free.id } }))?.currentTenantId).toBe(
      tenant.id,
    );

    const other = await tenancy(ctx.db, landlord.id);
    const taken = await post(
      `/units/${free.id}/assign/${other.tenant.id}/`,
      asLandlord(landlord.id),
    );
    expect(taken.status).toBe(409);

    const stranger = await paidLandlord(ctx.db);
    expect((await post(`/units/${free.id}/remove-tenant/`, asLandlord(stranger.id))).status).toBe(
      404,
    );
    expect(
      (await post(`/units/${free.id}/assign/${tenant.id}/`, asLandlord(stranger.id))).status,
    ).toBe(404);
    expect((await post('/units/abc/remove-tenant/', asLandlord(landlord.id))).status).toBe(400);
  });

  it('assigns one tenant to two units at once only once, with the spec sentence', async () => {
    const landlord = await paidLandlord(ctx.db);
    const tenant = await createTenant(ctx.db, landlord.id);
    const [left, right] = [
      await vacantUnit(ctx.db, landlord.id, 'F1'),
      await vacantUnit(ctx.db, landlord.id, 'F2'),
    ];
    const results = await Promise.all(
      [left, right].map((unit) =>
        post(`/units/${unit.id}/assign/${tenant.id}/`, asLandlord(landlord.id)),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.detail).toBe(TENANT_MESSAGES.tenantHasUnit);
    const occupied = await ctx.db.unit.findMany({
      where: { id: { in: [left.id, right.id] }, currentTenantId: tenant.id },
    });
    expect(occupied).toHaveLength(1);
    expect(
      await ctx.db.auditLog.count({
        where: {
          action: 'tenancy.assigned',
          entityId: { in: [String(left.id), String(right.id)] },
        },
      }),
    ).toBe(1);
  });

  it("refuses to assign a unit another applicant's pending application holds", async () => {
    const landlord = await paidLandlord(ctx.db);
    const held = await vacantUnit(ctx.db, landlord.id, 'E1');
    await pendingApplication(ctx.db, landlord.id, held.id);
    const { tenant } = await tenancy(ctx.db, landlord.id);
    const lived = await ctx.db.unit.findUniqueOrThrow({ where: { currentTenantId: tenant.id } });
    await post(`/units/${lived.id}/remove-tenant/`, asLandlord(landlord.id));
    const res = await post(`/units/${held.id}/assign/${tenant.id}/`, asLandlord(landlord.id));
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(TENANT_MESSAGES.unitNotVacant('E1'));
    expect((await ctx.db.unit.findUnique({ where: { id: held.id } }))?.currentTenantId).toBeNull();
  });

  it('evicts: unit freed, sessions revoked, sign-in refused, payments kept', async () => {
    const landlord = await paidLandlord(ctx.db);
    const { tenant, unit } = await tenancy(ctx.db, landlord.id);
    await payment(ctx.db, {
      landlordId: landlord.id,
      tenantId: tenant.id,
      unitId: unit.id,
      amount: 10000,
    });
    const session = await request(ctx.app)
      .post('/api/accounts/token/')
      .send({ email: tenant.email, password: TEST_PASSWORD, user_type: 'tenant' });
    expect(session.status).toBe(200);

    const stranger = await paidLandlord(ctx.db);
    const foreign = await request(ctx.app)
      .delete(`/api/accounts/users/${tenant.id}/delete/`)
      .set('Authorization', asLandlord(stranger.id));
    expect(foreign.status).toBe(404);

    const res = await request(ctx.app)
      .delete(`/api/accounts/users/${tenant.id}/delete/`)
      .set('Authorization', asLandlord(landlord.id));
    expect(res.status).toBe(200);
    expect((await ctx.db.unit.findUnique({ where: { id: unit.id } }))?.currentTenantId).toBeNull();
    const signIn = await request(ctx.app)
      .post('/api/accounts/token/')
      .send({ email: tenant.email, password: TEST_PASSWORD, user_type: 'tenant' });
    expect(signIn.status).toBe(403);
    expect(signIn.body.detail).toBe(MESSAGES.pendingApproval);
    const refresh = await request(ctx.app)
      .post('/api/accounts/token/refresh/')
      .send({ refresh: session.body.refresh });
    expect(refresh.status).toBe(401);
    expect(await ctx.db.payment.count({ where: { tenantId: tenant.id } })).toBe(1);
    const audit = await ctx.db.auditLog.findFirst({
      where: { action: 'tenant.evicted', entityId: String(tenant.id) },
    });
    expect(audit?.data).toMatchObject({
      before: { isActive: true, unitId: unit.id },
      after: { isActive: false },
    });
  });
});
