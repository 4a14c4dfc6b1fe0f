import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { unzip } from '../../test/unzip.js';
import { bearer, paidLandlord, tenancy } from '../ledger/test-helpers.js';

// Issue 22 item 5: "Download my data": the tenant's account, tenancies, payments, ledger,
// reports and messages as JSON, with their ID document, in one zip; only ever their own.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const download = (auth: string) =>
  request(ctx.app)
    .get('/api/accounts/tenant/my-data/')
    .set('Authorization', auth)
    .buffer(true)
    .parse((response, callback) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () => callback(null, Buffer.concat(chunks)));
    });

describe('GET /api/accounts/tenant/my-data/', () => {
  it("gives the tenant everything held about them, and nothing of anyone else's", async () => {
    const landlord = await paidLandlord(ctx.db);
    const mine = await tenancy(ctx.db, landlord.id, { rent: 12_000 });
    const neighbour = await tenancy(ctx.db, landlord.id, { rent: 9_000 });
    const key = { unitId: mine.unit.id, landlordId: landlord.id };
    await ctx.db.rentLedgerEntry.create({
      data: {
        ...key,
        tenantId: mine.tenant.id,
        type: 'charge',
        amount: 12_000,
        description: 'Rent for November 2026',
      },
    });
    await ctx.db.rentLedgerEntry.create({
      data: {
        unitId: neighbour.unit.id,
        landlordId: landlord.id,
        tenantId: neighbour.tenant.id,
        type: 'charge',
        amount: 9_000,
        description: 'Neighbour rent',
      },
    });
    await ctx.deps.storage.put(
      'id-documents/mine.pdf',
      Buffer.from('%PDF-1.4 my id'),
      'application/pdf',
    );
    await ctx.db.tenantProfile.update({
      where: { userId: mine.tenant.id },
      data: {
        idDocumentPath: 'id-documents/mine.pdf',
        idDocumentName: 'national-id.pdf',
        idDocumentType: 'application/pdf',
      },
    });
    await ctx.db.report.create({
      data: {
        tenantId: mine.tenant.id,
        landlordId: landlord.id,
        unitId: mine.unit.id,
        propertyId: mine.property.id,
        title: 'Leaking tap',
        category: 'plumbing',
        priority: 'medium',
        description: 'The kitchen tap drips all night.',
      },
    });
    await ctx.db.emailOutbox.create({
      data: {
        kind: 'reminder',
        to: mine.tenant.email,
        subject: 'Rent reminder',
        text: 'Rent is due.',
      },
    });

    const res = await download(bearer(ctx, mine.tenant.id, 'tenant'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="?pango-my-data-\d{4}-\d\d-\d\d\.zip/,
    );
    const entries = unzip(res.body as Buffer);
    expect(entries.map((e) => e.name).sort()).toEqual([
      'documents/id-document-national-id.pdf',
      'my-data.json',
    ]);
    expect(entries.find((e) => e.name.endsWith('.pdf'))?.text).toBe('%PDF-1.4 my id');
    const data = JSON.parse(entries.find((e) => e.name === 'my-data.json')!.text);
    expect(data.account).toMatchObject({ id: mine.tenant.id, email: mine.tenant.email });
    expect(data.tenancies).toEqual([
      expect.objectContaining({ unit: mine.unit.unitNumber, monthly_rent: 12_000 }),
    ]);
    expect(data.ledger).toEqual([expect.objectContaining({ kind: 'rent', amount: 12_000 })]);
    expect(data.reports).toEqual([expect.objectContaining({ title: 'Leaking tap' })]);
    expect(data.messages).toEqual([expect.objectContaining({ subject: 'Rent reminder' })]);
    expect(JSON.stringify(data)).not.toContain('Neighbour rent');
    expect(data.documents).toEqual(['documents/id-document-national-id.pdf']);
    // The export is in the landlord's activity log.
    expect(
      await ctx.db.auditLog.count({
        where: { action: 'tenant.data_exported', actorId: mine.tenant.id },
      }),
    ).toBe(1);
  });

  it('is for tenants only', async () => {
    const landlord = await paidLandlord(ctx.db);
    expect((await download(bearer(ctx, landlord.id, 'landlord'))).status).toBe(403);
    expect((await request(ctx.app).get('/api/accounts/tenant/my-data/')).status).toBe(401);
  });
});
