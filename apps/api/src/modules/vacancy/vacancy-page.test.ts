import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createTenant } from '../../test/factories.js';
import { api, imageOf, landlordWithProperty, pageOn } from './test-fixtures.js';

// The public vacancy page: only units marked available that nobody holds, read live; Open Graph
// tags for link previews; small; a page that is off (or another landlord's switch) is 404.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ APP_URL: 'https://pango.test' });
});
afterAll(async () => {
  await ctx.close();
});

const page = (path: string) => request(ctx.app).get(path);

describe('GET /v/<token>', () => {
  it('lists the available vacant units with rent, deposit, room type and an Apply link', async () => {
    const { landlord, property, landlordCode } = await landlordWithProperty(ctx, 3);
    const [a1, a2, a3] = await ctx.db.unit.findMany({
      where: { propertyId: property.id },
      orderBy: { unitNumber: 'asc' },
    });
    // A2 is let; A3 is held back by the landlord (not available).
    const tenant = await createTenant(ctx.db, landlord.id);
    await ctx.db.unit.update({
      where: { id: a2!.id },
      data: { currentTenantId: tenant.id, isAvailable: false },
    });
    await ctx.db.unit.update({ where: { id: a3!.id }, data: { isAvailable: false } });
    const path = await pageOn(ctx, landlord.id, property.id);
    expect(path).toMatch(/^\/v\/[A-Za-z0-9_-]{12}$/);

    const res = await page(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('<h1>Rooms to let at Umoja Court</h1>');
    expect(res.text).toContain('Moi Avenue, Kitengela, Kajiado');
    expect(res.text).toContain('Unit A1 · Studio');
    expect(res.text).toContain('KSh 8,000 a month');
    expect(res.text).toContain('KSh 10,000');
    expect(res.text).toContain(`href="/tenant/signup?landlord=${landlordCode}&amp;unit=${a1!.id}"`);
    expect(res.text).not.toContain('Unit A2');
    expect(res.text).not.toContain('Unit A3');
    expect(res.text).toContain('href="https://wa.me/?text=Rooms%20to%20let%20at%20Umoja%20Court');
    expect(res.text).toMatch(/<svg role="img" aria-label="QR code of this page"/);
    // No script; the one inline stylesheet is allowed by its hash, nothing else is loosened.
    expect(res.text).not.toContain('<script');
    expect(res.headers['content-security-policy']).toMatch(/style-src 'self' 'sha256-[^']+'/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('drops a unit the moment it is occupied', async () => {
    const { landlord, property } = await landlordWithProperty(ctx, 2);
    const path = await pageOn(ctx, landlord.id, property.id);
    expect((await page(path)).text).toContain('Unit A2');
    const a2 = await ctx.db.unit.findFirstOrThrow({
      where: { propertyId: property.id, unitNumber: 'A2' },
    });
    const tenant = await createTenant(ctx.db, landlord.id);
    await ctx.db.unit.update({ where: { id: a2.id }, data: { currentTenantId: tenant.id } });
    const after = await page(path);
    expect(after.text).toContain('Unit A1');
    expect(after.text).not.toContain('Unit A2');
  });

  it('carries Open Graph tags: title, the rent, the first photo', async () => {
    const { landlord, property } = await landlordWithProperty(ctx, 2);
    const me = api(ctx, landlord.id);
    const first = await me.upload(property.id, await imageOf('png', 60, 40), 'front.png');
    await me.upload(property.id, await imageOf('png', 60, 40), 'room.png');
    const path = await pageOn(ctx, landlord.id, property.id);
    const res = await page(path);
    expect(res.text).toContain('<meta property="og:title" content="Rooms to let at Umoja Court">');
    expect(res.text).toContain(
      '<meta property="og:description" content="2 rooms to let from KSh 8,000 a month · Moi Avenue, Kitengela, Kajiado">',
    );
    const image = `${path}/photos/${first.body.id}.webp`;
    expect(res.text).toContain(`<meta property="og:image" content="https://pango.test${image}">`);
    expect(res.text).toContain(`<meta property="og:url" content="https://pango.test${path}">`);
    const photo = await page(image);
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
  });

  it('stays under 50 KB of HTML and CSS with 60 rooms and photos', async () => {
    const { landlord, property } = await landlordWithProperty(ctx, 70);
    const me = api(ctx, landlord.id);
    for (let i = 0; i < 12; i += 1)
      await me.upload(property.id, await imageOf('png', 20, 20), 'p.png');
    const res = await page(await pageOn(ctx, landlord.id, property.id));
    expect(res.status).toBe(200);
    expect(Buffer.byteLength(res.text)).toBeLessThan(50 * 1024);
  });

  it('answers 404 for a page that is off, its photos, and a token that never was', async () => {
    const { landlord, property } = await landlordWithProperty(ctx, 1);
    const photo = await api(ctx, landlord.id).upload(
      property.id,
      await imageOf('png', 20, 20),
      'p.png',
    );
    const path = await pageOn(ctx, landlord.id, property.id);
    const off = await api(ctx, landlord.id).put(`/properties/${property.id}/vacancy-page/`, {
      enabled: false,
    });
    expect(off.body).toMatchObject({ enabled: false, url: `https://pango.test${path}` });
    expect((await page(path)).status).toBe(404);
    const browser = await page(path).set('Accept', 'text/html');
    expect(browser.status).toBe(404);
    expect(browser.text).toContain('<h1>This page is not available</h1>');
    expect((await page(`${path}/photos/${photo.body.id}.webp`)).status).toBe(404);
    expect((await page('/v/AAAAAAAAAAAA')).status).toBe(404);
    expect((await page('/v/../../etc')).status).toBe(404);
    // Switched on again, the same address works: links already shared keep working.
    expect(await pageOn(ctx, landlord.id, property.id)).toBe(path);
    expect((await page(path)).status).toBe(200);
  });

  it('serves no photo of another property through this page', async () => {
    const a = await landlordWithProperty(ctx, 1);
    const b = await landlordWithProperty(ctx, 1);
    const photo = await api(ctx, b.landlord.id).upload(
      b.property.id,
      await imageOf('png', 20, 20),
      'p.png',
    );
    await pageOn(ctx, b.landlord.id, b.property.id);
    const path = await pageOn(ctx, a.landlord.id, a.property.id);
    expect((await page(`${path}/photos/${photo.body.id}.webp`)).status).toBe(404);
  });
});

describe('/accounts/properties/{id}/vacancy-page/', () => {
  it('is off with no address until first switched on; audited', async () => {
    const { landlord, property } = await landlordWithProperty(ctx, 1);
    const me = api(ctx, landlord.id);
    const before = await me.get(`/properties/${property.id}/vacancy-page/`);
    expect(before.body).toEqual({ property_id: property.id, enabled: false, url: null });
    await pageOn(ctx, landlord.id, property.id);
    expect(
      await ctx.db.auditLog.count({
        where: { action: 'property.vacancy_page_switched', entityId: String(property.id) },
      }),
    ).toBe(1);
  });

  it("is 404 for another landlord's property and 400 for a bad body", async () => {
    const owner = await landlordWithProperty(ctx, 1);
    const other = await landlordWithProperty(ctx, 1);
    const intruder = api(ctx, other.landlord.id);
    const path = `/properties/${owner.property.id}/vacancy-page/`;
    expect((await intruder.get(path)).status).toBe(404);
    expect((await intruder.put(path, { enabled: true })).status).toBe(404);
    const bad = await api(ctx, owner.landlord.id).put(path, { enabled: 'yes' });
    expect(bad.status).toBe(400);
    const row = await ctx.db.property.findUniqueOrThrow({ where: { id: owner.property.id } });
    expect(row).toMatchObject({ vacancyPageEnabled: false, vacancyPageToken: null });
  });
});
