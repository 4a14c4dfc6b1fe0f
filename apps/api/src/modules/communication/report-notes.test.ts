import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_NOTE_MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createTeamMember } from '../../test/factories.js';
import { testAccessToken } from '../../test/sessions.js';
import { paidLandlord } from '../ledger/test-helpers.js';
import { fileReport, housedTenant } from './test-helpers.js';

// Issue 23: a caretaker on site adds a note or a photo to a report; the owner's team reads them,
// with who wrote each. Another landlord, a member outside the property and the tenant cannot.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.now = new Date('2026-11-20T09:00:00Z');
});
afterAll(() => ctx.close());

const auth = (userId: number, role: 'landlord' | 'tenant' = 'landlord') =>
  `Bearer ${testAccessToken(ctx.env.JWT_SECRET, userId, role)}`;
const notesPath = (reportId: number) => `/api/communication/reports/${reportId}/notes/`;
const jpeg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Make: 'PhoneMaker' } } })
    .toBuffer();

async function reportOnSite(propertyName: string) {
  const owner = await paidLandlord(ctx.db);
  const { tenant, unit, property } = await housedTenant(ctx.db, owner.id, { propertyName });
  const home = {
    tenantId: tenant.id,
    landlordId: owner.id,
    unitId: unit.id,
    propertyId: property.id,
  };
  const report = await fileReport(ctx.db, home, { status: 'open', title: 'Broken window' });
  return { owner, tenant, property, report };
}

describe('notes and photos on a report', () => {
  it('a caretaker adds a note with a photo; the owner reads both, attributed', async () => {
    const { owner, property, report } = await reportOnSite('Riverside Court');
    const caretaker = await createTeamMember(ctx.db, owner.id, 'caretaker', {
      name: 'Juma Mwangi',
      propertyIds: [property.id],
    });

    const added = await request(ctx.app)
      .post(notesPath(report.id))
      .set('Authorization', auth(caretaker.user.id))
      .field('body', 'Glass ordered.\nFitting on Friday.')
      .attach('photo', await jpeg(), { filename: 'window.jpg', contentType: 'image/jpeg' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      body: 'Glass ordered.\nFitting on Friday.',
      entered_by: { name: 'Juma Mwangi', role: 'caretaker' },
    });
    expect(added.body.photo_url).toMatch(/\/notes\/\d+\/photo\/$/);

    const ownNote = await request(ctx.app)
      .post(notesPath(report.id))
      .set('Authorization', auth(owner.id))
      .send({ body: 'Thanks, Juma.' });
    expect(ownNote.status).toBe(201);
    expect(ownNote.body).toMatchObject({
      body: 'Thanks, Juma.',
      photo_url: null,
      entered_by: null,
    });

    const list = await request(ctx.app)
      .get(notesPath(report.id))
      .set('Authorization', auth(owner.id));
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(2);
    expect(list.body.results.map((n: { body: string }) => n.body)).toEqual([
      'Glass ordered.\nFitting on Friday.',
      'Thanks, Juma.',
    ]);

    const photo = await request(ctx.app)
      .get(added.body.photo_url)
      .set('Authorization', auth(owner.id))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toMatch(/image\/webp/);
    const meta = await sharp(photo.body as Buffer).metadata();
    expect(meta.format).toBe('webp');
    // The phone's metadata (here its maker; in life its GPS position) is not kept.
    expect(meta.exif).toBeUndefined();
  });

  it('refuses an empty note and a file that is not a photo, and keeps nothing', async () => {
    const { owner, report } = await reportOnSite('Empty Notes Flats');
    const empty = await request(ctx.app)
      .post(notesPath(report.id))
      .set('Authorization', auth(owner.id))
      .send({ body: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.body).toEqual([REPORT_NOTE_MESSAGES.noteRequired]);

    const notPhoto = await request(ctx.app)
      .post(notesPath(report.id))
      .set('Authorization', auth(owner.id))
      .field('body', 'See attached')
      .attach('photo', Buffer.from('%PDF-1.4 not a photo'), {
        filename: 'x.jpg',
        contentType: 'image/jpeg',
      });
    expect(notPhoto.status).toBe(400);

    const tooLong = await request(ctx.app)
      .post(notesPath(report.id))
      .set('Authorization', auth(owner.id))
      .send({ body: 'x'.repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors.body).toEqual([REPORT_NOTE_MESSAGES.noteTooLong]);

    expect(await ctx.db.reportNote.count({ where: { reportId: report.id } })).toBe(0);
  });

  it('answers 404 to another landlord, a member outside the property, and 403 to the tenant', async () => {
    const { owner, tenant, report } = await reportOnSite('Private Court');
    const other = await paidLandlord(ctx.db);
    const { property: elsewhere } = await housedTenant(ctx.db, owner.id, {
      propertyName: 'Other Block',
    });
    const caretakerElsewhere = await createTeamMember(ctx.db, owner.id, 'caretaker', {
      propertyIds: [elsewhere.id],
    });
    for (const who of [other.id, caretakerElsewhere.user.id]) {
      const post = await request(ctx.app)
        .post(notesPath(report.id))
        .set('Authorization', auth(who))
        .send({ body: 'Not mine' });
      expect(post.status).toBe(404);
      const get = await request(ctx.app).get(notesPath(report.id)).set('Authorization', auth(who));
      expect(get.status).toBe(404);
    }
    const asTenant = await request(ctx.app)
      .get(notesPath(report.id))
      .set('Authorization', auth(tenant.id, 'tenant'));
    expect(asTenant.status).toBe(403);
    expect(await ctx.db.reportNote.count({ where: { reportId: report.id } })).toBe(0);
  });

  it('an accountant may read notes but not write them', async () => {
    const { owner, report } = await reportOnSite('Ledger House');
    const accountant = await createTeamMember(ctx.db, owner.id, 'accountant');
    const post = await request(ctx.app)
      .post(notesPath(report.id))
      .set('Authorization', auth(accountant.user.id))
      .send({ body: 'Paid the fundi' });
    expect(post.status).toBe(403);
  });
});
