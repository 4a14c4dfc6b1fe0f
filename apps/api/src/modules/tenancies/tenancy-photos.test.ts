import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TENANCY_PHOTOS, MESSAGES, MOVE_OUT_MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { bearer, paidLandlord } from '../ledger/test-helpers.js';
import { housedTenant } from './test-fixtures.js';

// Move-out photos of the unit's condition: images only, judged by their bytes, size-limited.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('condition'),
]);
const upload = (landlordId: number, tenancyId: number, file?: { bytes: Buffer; name: string }) => {
  const req = request(ctx.app)
    .post(`/api/accounts/tenancies/${tenancyId}/photos/`)
    .set('Authorization', bearer(ctx, landlordId, 'landlord'));
  return file ? req.attach('photo', file.bytes, file.name) : req;
};

describe('POST /accounts/tenancies/{id}/photos/', () => {
  it('stores a PNG or JPEG under the tenancy, audited; the bytes are what is stored', async () => {
    const { landlord, tenancy } = await housedTenant(ctx);
    const res = await upload(landlord.id, tenancy.id, { bytes: PNG, name: 'kitchen wall.png' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'kitchen wall.png', type: 'image/png', size: 17 });
    const row = await ctx.db.tenancyPhoto.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row.tenancyId).toBe(tenancy.id);
    expect(row.path).toMatch(/^move-out\/.+\.png$/);
    expect(await ctx.deps.storage.get(row.path)).toEqual(PNG);
    expect(
      await ctx.db.auditLog.count({
        where: { action: 'tenancy.photo_added', entityId: String(tenancy.id) },
      }),
    ).toBe(1);
  });

  it('refuses a PDF, a renamed program, no file and a file too large; stores nothing', async () => {
    const { landlord, tenancy } = await housedTenant(ctx);
    const pdf = await upload(landlord.id, tenancy.id, {
      bytes: Buffer.from('%PDF-1.4 a'),
      name: 'x.pdf',
    });
    expect(pdf.status).toBe(400);
    expect(pdf.body.errors.photo).toEqual([MOVE_OUT_MESSAGES.photoNotImage]);
    const renamed = await upload(landlord.id, tenancy.id, {
      bytes: Buffer.from('MZ\x90\x00program'),
      name: 'x.png',
    });
    expect(renamed.body.errors.photo).toEqual([MOVE_OUT_MESSAGES.photoNotImage]);
    const none = await upload(landlord.id, tenancy.id);
    expect(none.body.errors.photo).toEqual([MOVE_OUT_MESSAGES.selectPhoto]);
    const big = await upload(landlord.id, tenancy.id, {
      bytes: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
      name: 'big.png',
    });
    expect(big.status).toBe(400);
    expect(big.body.errors.photo).toEqual([MESSAGES.fileTooLarge]);
    expect(await ctx.db.tenancyPhoto.count({ where: { tenancyId: tenancy.id } })).toBe(0);
  });

  it('another landlord’s tenancy answers 404; at most 12 photos a tenancy', async () => {
    const { landlord, tenancy } = await housedTenant(ctx);
    const stranger = await paidLandlord(ctx.db);
    const foreign = await upload(stranger.id, tenancy.id, { bytes: PNG, name: 'a.png' });
    expect(foreign.status).toBe(404);
    await ctx.db.tenancyPhoto.createMany({
      data: Array.from({ length: MAX_TENANCY_PHOTOS }, (_, i) => ({
        tenancyId: tenancy.id,
        path: `move-out/seed-${tenancy.id}-${i}.png`,
        name: `${i}.png`,
        type: 'image/png',
        size: 17,
      })),
    });
    const over = await upload(landlord.id, tenancy.id, { bytes: PNG, name: 'a.png' });
    expect(over.status).toBe(400);
    expect(over.body.errors.photo).toEqual([MOVE_OUT_MESSAGES.tooManyPhotos(MAX_TENANCY_PHOTOS)]);
  });
});
