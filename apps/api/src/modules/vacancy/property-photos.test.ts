import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROPERTY_PHOTO_LIMITS, VACANCY_MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { api, imageOf, landlordWithProperty } from './test-fixtures.js';

// Property photos: uploaded as JPEG/PNG/WebP, stored resized as WebP, reordered, deleted; another
// landlord's property or photo is 404 and bad files write nothing.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('POST /accounts/properties/{id}/photos/', () => {
  it('converts a JPEG to a WebP no wider than the limit, audited', async () => {
    const { landlord, property } = await landlordWithProperty(ctx);
    const res = await api(ctx, landlord.id).upload(property.id, await imageOf('jpeg'), 'gate.jpg');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      position: 0,
      url: `/api/accounts/property-photos/${res.body.id}/`,
    });
    const row = await ctx.db.propertyImage.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row.url).toMatch(new RegExp(`^property-photos/${property.id}/.+\\.webp$`));
    const stored = await ctx.deps.storage.get(row.url);
    const meta = await sharp(stored!).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: PROPERTY_PHOTO_LIMITS.maxSide });
    expect(
      await ctx.db.auditLog.count({
        where: { action: 'property.photo_added', entityId: String(property.id) },
      }),
    ).toBe(1);

    const download = await api(ctx, landlord.id).get(`/property-photos/${res.body.id}/`);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('image/webp');
  });

  it('refuses a file that is not a JPEG, PNG or WebP whatever its name: 400, nothing stored', async () => {
    const { landlord, property } = await landlordWithProperty(ctx);
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    for (const [bytes, name] of [
      [gif, 'photo.png'],
      [Buffer.from('%PDF-1.7 not a photo'), 'photo.jpg'],
    ] as const) {
      const res = await api(ctx, landlord.id).upload(property.id, bytes, name);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ photo: [VACANCY_MESSAGES.photoType] });
    }
    expect(await ctx.db.propertyImage.count({ where: { propertyId: property.id } })).toBe(0);
  });

  it('answers 413 for a file over 8 MB, and 400 without a file', async () => {
    const { landlord, property } = await landlordWithProperty(ctx);
    const big = Buffer.alloc(PROPERTY_PHOTO_LIMITS.maxBytes + 1, 1);
    const res = await api(ctx, landlord.id).upload(property.id, big, 'huge.jpg');
    expect(res.status).toBe(413);
    expect(res.body.errors).toEqual({ photo: [VACANCY_MESSAGES.photoTooLarge] });
    const none = await api(ctx, landlord.id).post(`/properties/${property.id}/photos/`);
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ photo: [VACANCY_MESSAGES.photoRequired] });
    expect(await ctx.db.propertyImage.count({ where: { propertyId: property.id } })).toBe(0);
  });

  it("treats another landlord's property and photos as missing", async () => {
    const owner = await landlordWithProperty(ctx);
    const other = await landlordWithProperty(ctx);
    const photo = await api(ctx, owner.landlord.id).upload(
      owner.property.id,
      await imageOf('png', 40, 30),
      'a.png',
    );
    const intruder = api(ctx, other.landlord.id);
    const png = await imageOf('png', 40, 30);
    expect((await intruder.upload(owner.property.id, png, 'x.png')).status).toBe(404);
    expect((await intruder.get(`/properties/${owner.property.id}/photos/`)).status).toBe(404);
    expect((await intruder.get(`/property-photos/${photo.body.id}/`)).status).toBe(404);
    expect((await intruder.delete(`/property-photos/${photo.body.id}/`)).status).toBe(404);
    const reorder = await intruder.put(`/properties/${owner.property.id}/photos/order/`, {
      photo_ids: [photo.body.id],
    });
    expect(reorder.status).toBe(404);
    expect(await ctx.db.propertyImage.count({ where: { propertyId: owner.property.id } })).toBe(1);
  });
});

describe('reordering and deleting', () => {
  it('puts photos in the order given, refuses a list that is not every photo once, deletes', async () => {
    const { landlord, property } = await landlordWithProperty(ctx);
    const me = api(ctx, landlord.id);
    const ids: number[] = [];
    for (const name of ['a.png', 'b.png', 'c.png'])
      ids.push((await me.upload(property.id, await imageOf('png', 40, 30), name)).body.id);

    const reordered = await me.put(`/properties/${property.id}/photos/order/`, {
      photo_ids: [ids[2], ids[0], ids[1]],
    });
    expect(reordered.status).toBe(200);
    const list = await me.get(`/properties/${property.id}/photos/`);
    expect(list.body.map((p: { id: number }) => p.id)).toEqual([ids[2], ids[0], ids[1]]);

    const bad = await me.put(`/properties/${property.id}/photos/order/`, {
      photo_ids: [ids[0], ids[0], ids[1]],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ photo_ids: [VACANCY_MESSAGES.photoOrder] });

    const row = await ctx.db.propertyImage.findUniqueOrThrow({ where: { id: ids[2] } });
    expect((await me.delete(`/property-photos/${ids[2]}/`)).status).toBe(204);
    expect(await ctx.deps.storage.get(row.url)).toBeNull();
    const after = await me.get(`/properties/${property.id}/photos/`);
    expect(after.body.map((p: { id: number }) => p.id)).toEqual([ids[0], ids[1]]);
  });
});

it('removes the photo files with their property', async () => {
  const { landlord, property } = await landlordWithProperty(ctx, 0);
  const me = api(ctx, landlord.id);
  const photo = await me.upload(property.id, await imageOf('png', 40, 30), 'a.png');
  const row = await ctx.db.propertyImage.findUniqueOrThrow({ where: { id: photo.body.id } });
  expect((await me.delete(`/properties/${property.id}/`)).status).toBe(204);
  expect(await ctx.deps.storage.get(row.url)).toBeNull();
});
