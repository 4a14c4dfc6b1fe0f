import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, VACANCY_MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { newEnquiryEmail } from './emails.js';
import { ENQUIRY_LIMITS } from './enquiries.service.js';
import { api, landlordWithProperty, pageOn } from './test-fixtures.js';

// Enquiries from a vacancy page: a plain form post (HTML answers) or JSON; validated with the
// shared schema; limited per phone and per address; the landlord is emailed and sees only theirs.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ APP_URL: 'https://pango.test', TRUST_PROXY: 'loopback' });
});
afterAll(async () => {
  await ctx.close();
});

// Each test posts from its own address (the loopback proxy is trusted, so X-Forwarded-For names it).
let lastOctet = 0;
const nextAddress = () => `10.0.0.${(lastOctet += 1)}`;
const postJson = (path: string, body: object, address: string) =>
  request(ctx.app).post(`${path}/enquiries`).set('X-Forwarded-For', address).send(body);
const postForm = (path: string, body: Record<string, string>, address: string) =>
  request(ctx.app)
    .post(`${path}/enquiries`)
    .set('X-Forwarded-For', address)
    .type('form')
    .send(body);

const good = { name: 'Achieng Odhiambo', phone: '0722 000 111', message: 'Is A1 still free?' };

describe('POST /v/<token>/enquiries', () => {
  it('takes a plain form post, answers a thank-you page and emails the landlord', async () => {
    const { landlord, property } = await landlordWithProperty(ctx, 2);
    const path = await pageOn(ctx, landlord.id, property.id);
    const a1 = await ctx.db.unit.findFirstOrThrow({
      where: { propertyId: property.id, unitNumber: 'A1' },
    });
    const res = await postForm(
      path,
      { ...good, email: 'achieng@example.test', unit: String(a1.id) },
      nextAddress(),
    );
    expect(res.status).toBe(200);
    expect(res.text).toContain(VACANCY_MESSAGES.enquirySent);
    const enquiry = await ctx.db.enquiry.findFirstOrThrow({ where: { propertyId: property.id } });
    expect(enquiry).toMatchObject({
      landlordId: landlord.id,
      unitId: a1.id,
      name: 'Achieng Odhiambo',
      phone: '254722000111',
      email: 'achieng@example.test',
    });
    const mail = await ctx.db.emailOutbox.findFirstOrThrow({
      where: { kind: 'enquiry_new', landlordId: landlord.id },
    });
    expect(mail.to).toBe(landlord.email);
    expect(mail.subject).toBe('New enquiry for Umoja Court, unit A1');
  });

  it('answers JSON with 201, and 400 in the spec’s words writing nothing', async () => {
    const { landlord, property } = await landlordWithProperty(ctx, 1);
    const path = await pageOn(ctx, landlord.id, property.id);
    const ok = await postJson(path, good, nextAddress());
    expect(ok.status).toBe(201);
    expect(ok.body).toEqual({ id: expect.any(Number) });

    const bad = await postJson(path, { name: ' ', phone: '12345', message: '' }, nextAddress());
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      name: [VACANCY_MESSAGES.nameRequired],
      phone: [MESSAGES.invalidPhone],
      message: [VACANCY_MESSAGES.messageRequired],
    });
    const other = await landlordWithProperty(ctx, 1);
    const foreignUnit = await ctx.db.unit.findFirstOrThrow({
      where: { propertyId: other.property.id },
    });
    const wrongUnit = await postJson(path, { ...good, unit: foreignUnit.id }, nextAddress());
    expect(wrongUnit.status).toBe(400);
    expect(wrongUnit.body.errors).toEqual({ unit: [VACANCY_MESSAGES.unknownUnit] });
    expect(await ctx.db.enquiry.count({ where: { propertyId: property.id } })).toBe(1);
  });

  it('re-shows the form with its errors to a browser without JavaScript', async () => {
    const { landlord, property } = await landlordWithProperty(ctx, 1);
    const path = await pageOn(ctx, landlord.id, property.id);
    const res = await postForm(
      path,
      { name: 'Juma', phone: 'not a phone', message: 'Hi' },
      nextAddress(),
    );
    expect(res.status).toBe(400);
    expect(res.text).toContain(MESSAGES.invalidPhone);
    expect(res.text).toContain('value="Juma"');
    expect(await ctx.db.enquiry.count({ where: { propertyId: property.id } })).toBe(0);
  });

  it('limits enquiries per phone and per address with 429 and Retry-After', async () => {
    const { landlord, property } = await landlordWithProperty(ctx, 1);
    const path = await pageOn(ctx, landlord.id, property.id);
    const phone = '0733 444 555';
    for (let i = 0; i < ENQUIRY_LIMITS.perPhone.max; i += 1)
      expect((await postJson(path, { ...good, phone }, nextAddress())).status).toBe(201);
    const samePhone = await postJson(path, { ...good, phone }, nextAddress());
    expect(samePhone.status).toBe(429);
    expect(samePhone.headers['retry-after']).toBeDefined();

    const address = nextAddress();
    for (let i = 0; i < ENQUIRY_LIMITS.perAddress.max; i += 1)
      await postJson(path, { ...good, phone: `07110000${String(i).padStart(2, '0')}` }, address);
    const sameAddress = await postForm(path, { ...good, phone: '0799888777' }, address);
    expect(sameAddress.status).toBe(429);
    expect(sameAddress.text).toContain('Too many attempts');
    expect(await ctx.db.enquiry.count({ where: { phone: '254799888777' } })).toBe(0);
  });

  it('is 404 when the page is off', async () => {
    const { landlord, property } = await landlordWithProperty(ctx, 1);
    const path = await pageOn(ctx, landlord.id, property.id);
    await api(ctx, landlord.id).put(`/properties/${property.id}/vacancy-page/`, { enabled: false });
    expect((await postJson(path, good, nextAddress())).status).toBe(404);
  });
});

describe('GET /accounts/enquiries/ and marking handled', () => {
  it('lists only the landlord’s own, newest first; another landlord’s id is 404', async () => {
    const mine = await landlordWithProperty(ctx, 1);
    const theirs = await landlordWithProperty(ctx, 1);
    const myPath = await pageOn(ctx, mine.landlord.id, mine.property.id);
    const theirPath = await pageOn(ctx, theirs.landlord.id, theirs.property.id);
    await postJson(myPath, { ...good, phone: '0700000001', message: 'first' }, nextAddress());
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 1000);
    await postJson(myPath, { ...good, phone: '0700000002', message: 'second' }, nextAddress());
    const foreign = await postJson(theirPath, { ...good, phone: '0700000003' }, nextAddress());

    const me = api(ctx, mine.landlord.id);
    const list = await me.get('/enquiries/');
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(2);
    expect(list.body.results.map((e: { message: string }) => e.message)).toEqual([
      'second',
      'first',
    ]);
    expect(list.body.results[0]).toMatchObject({
      property: { id: mine.property.id, name: 'Umoja Court' },
      handled_at: null,
    });

    expect((await me.post(`/enquiries/${foreign.body.id}/handled/`)).status).toBe(404);
    const handled = await me.post(`/enquiries/${list.body.results[0].id}/handled/`);
    expect(handled.status).toBe(200);
    expect(handled.body.handled_at).not.toBeNull();
    const open = await me.get('/enquiries/?status=open');
    expect(open.body.results.map((e: { message: string }) => e.message)).toEqual(['first']);
    expect((await me.get('/enquiries/?status=nope')).status).toBe(400);
  });
});

it('words the landlord’s email with the enquirer’s phone, email and a link to the list', () => {
  const mail = newEnquiryEmail({
    landlordName: 'Wanjiru Kamau',
    propertyName: 'Umoja Court',
    unitNumber: null,
    name: 'Juma <b>',
    phone: '254722000111',
    email: null,
    message: 'Do you allow pets?',
    listLink: 'https://pango.test/admin/enquiries',
  });
  expect(mail.subject).toBe('New enquiry for Umoja Court');
  expect(mail.text).toContain('Phone: 254722000111');
  expect(mail.text).not.toContain('Email:');
  expect(mail.text).toContain('https://pango.test/admin/enquiries');
  expect(mail.html).toContain('Juma &lt;b&gt;');
});
