import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_RETENTION_MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { bearer, paidLandlord, tenancy } from '../ledger/test-helpers.js';
import { deleteExpiredIdDocuments } from './id-document-retention.job.js';

// Issue 22: a former tenant's ID document is deleted a set time after their tenancy ends (90 days
// unless the landlord records a reason to keep it longer); current tenants keep theirs.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const DAY = 86_400_000;

/** A tenant with an ID document whose tenancy ended `endedDaysAgo` days ago (null: still housed). */
async function tenantWithDocument(landlordId: number, endedDaysAgo: number | null) {
  const { tenant, unit } = await tenancy(ctx.db, landlordId);
  const key = `id-documents/${tenant.id}.pdf`;
  await ctx.deps.storage.put(key, Buffer.from('%PDF-1.4 id'), 'application/pdf');
  await ctx.db.tenantProfile.update({
    where: { userId: tenant.id },
    data: { idDocumentPath: key, idDocumentName: 'id.pdf', idDocumentType: 'application/pdf' },
  });
  if (endedDaysAgo !== null) {
    await ctx.db.unit.update({ where: { id: unit.id }, data: { currentTenantId: null } });
    await ctx.db.tenancy.updateMany({
      where: { tenantId: tenant.id },
      data: {
        startDate: new Date(ctx.clock.now.getTime() - (endedDaysAgo + 365) * DAY),
        endDate: new Date(ctx.clock.now.getTime() - endedDaysAgo * DAY),
      },
    });
  }
  return { tenant, key };
}

const hasDocument = async (tenantId: number, key: string) => ({
  row: (await ctx.db.tenantProfile.findUniqueOrThrow({ where: { userId: tenantId } }))
    .idDocumentPath,
  file: (await ctx.deps.storage.get(key)) !== null,
});

describe('ID document retention', () => {
  it('deletes the documents of tenants gone longer than the retention, and keeps the rest', async () => {
    ctx.clock.now = new Date('2026-11-24T06:00:00Z');
    const landlord = await paidLandlord(ctx.db);
    const gone = await tenantWithDocument(landlord.id, 100);
    const recent = await tenantWithDocument(landlord.id, 60);
    const housed = await tenantWithDocument(landlord.id, null);

    expect(await deleteExpiredIdDocuments(ctx.deps)).toEqual({ deleted: 1 });
    expect(await hasDocument(gone.tenant.id, gone.key)).toEqual({ row: null, file: false });
    expect(await hasDocument(recent.tenant.id, recent.key)).toEqual({
      row: recent.key,
      file: true,
    });
    expect(await hasDocument(housed.tenant.id, housed.key)).toEqual({
      row: housed.key,
      file: true,
    });
    const profile = await ctx.db.tenantProfile.findUniqueOrThrow({
      where: { userId: gone.tenant.id },
    });
    expect(profile).toMatchObject({ idDocumentName: null, idDocumentDeletedAt: ctx.clock.now });
    expect(
      await ctx.db.auditLog.findFirst({
        where: { action: 'tenant.id_document_deleted', entityId: String(gone.tenant.id) },
        select: { landlordId: true, actorId: true },
      }),
    ).toEqual({ landlordId: landlord.id, actorId: null });
    // A second run finds nothing more to do.
    expect(await deleteExpiredIdDocuments(ctx.deps)).toEqual({ deleted: 0 });
  });

  it('keeps documents longer only when the landlord records why', async () => {
    ctx.clock.now = new Date('2026-11-24T06:00:00Z');
    const landlord = await paidLandlord(ctx.db);
    const auth = bearer(ctx, landlord.id, 'landlord');
    const put = (body: object) =>
      request(ctx.app).put('/api/accounts/data-retention/').set('Authorization', auth).send(body);

    expect(
      (await request(ctx.app).get('/api/accounts/data-retention/').set('Authorization', auth)).body,
    ).toEqual({
      id_document_retention_days: 90,
      default_days: 90,
    });
    const refused = await put({ id_document_retention_days: 365 });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.reason).toEqual([DATA_RETENTION_MESSAGES.reasonRequired]);
    expect((await put({ id_document_retention_days: 10 })).status).toBe(400);
    const stored = await ctx.db.landlordProfile.findUniqueOrThrow({
      where: { userId: landlord.id },
    });
    expect(stored.idDocumentRetentionDays).toBe(90);

    const saved = await put({
      id_document_retention_days: 365,
      reason: 'Court case over unpaid rent',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.id_document_retention_days).toBe(365);
    const log = await ctx.db.auditLog.findFirstOrThrow({
      where: { action: 'settings.id_document_retention_changed', actorId: landlord.id },
    });
    expect(log.data).toEqual({
      before: { id_document_retention_days: 90 },
      after: { id_document_retention_days: 365, reason: 'Court case over unpaid rent' },
    });

    const kept = await tenantWithDocument(landlord.id, 100);
    expect(await deleteExpiredIdDocuments(ctx.deps)).toEqual({ deleted: 0 });
    expect(await hasDocument(kept.tenant.id, kept.key)).toEqual({ row: kept.key, file: true });

    // A tenant cannot read or change it.
    const { tenant } = await tenancy(ctx.db, landlord.id);
    expect(
      (
        await request(ctx.app)
          .get('/api/accounts/data-retention/')
          .set('Authorization', bearer(ctx, tenant.id, 'tenant'))
      ).status,
    ).toBe(403);
  });
});
