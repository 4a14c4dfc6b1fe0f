import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { C2B_MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { startDarajaFake, type DarajaFake } from '../../../test/fakes/daraja-fake-server.js';
import { bearer, paidLandlord } from '../../ledger/test-helpers.js';
import { DARAJA_FORBIDDEN_URL_WORDS } from './c2b-urls.js';
import { confirmation } from './test-fixtures.js';

// Issue 19 item 1: the landlord's business number, the URLs to register, RegisterURL and rotation.

const APP_URL = 'https://pango.example';
let ctx: TestContext;
let unconfigured: TestContext;
let daraja: DarajaFake;
beforeAll(async () => {
  daraja = await startDarajaFake({ c2bShortCodes: ['600200', '600201'] });
  ctx = await createTestContext({
    APP_URL,
    MPESA_CONSUMER_KEY: daraja.consumerKey,
    MPESA_CONSUMER_SECRET: daraja.consumerSecret,
    MPESA_BASE_URL: daraja.baseUrl,
  });
  unconfigured = await createTestContext({ APP_URL });
});
afterAll(async () => {
  await ctx.close();
  await unconfigured.close();
  await daraja.close();
});
afterEach(() => {
  daraja.registrations.length = 0;
});

const PATH = '/api/payments/mpesa/c2b';
const as = (c: TestContext, id: number) => ({ Authorization: bearer(c, id, 'landlord') });

describe('GET/PUT /payments/mpesa/c2b/settings/', () => {
  it('answers nulls before set-up, then the saved number with two URLs under APP_URL', async () => {
    const landlord = await paidLandlord(ctx.db);
    const empty = await request(ctx.app).get(`${PATH}/settings/`).set(as(ctx, landlord.id));
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({
      shortcode: null,
      shortcode_type: null,
      reject_unknown_accounts: false,
      confirmation_url: null,
      validation_url: null,
      simulation_allowed: true,
      has_credentials: false,
      consumer_key_masked: null,
      allowed_ips: [],
    });
    const saved = await request(ctx.app)
      .put(`${PATH}/settings/`)
      .set(as(ctx, landlord.id))
      .send({ shortcode: '600200', shortcode_type: 'paybill', reject_unknown_accounts: true });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      shortcode: '600200',
      shortcode_type: 'paybill',
      reject_unknown_accounts: true,
    });
    const { confirmation_url, validation_url } = saved.body as {
      confirmation_url: string;
      validation_url: string;
    };
    expect(confirmation_url).toMatch(
      /^https:\/\/pango\.example\/api\/c2b\/[\w-]{43}\/confirmation$/,
    );
    expect(validation_url).toMatch(/^https:\/\/pango\.example\/api\/c2b\/[\w-]{43}\/validation$/);
    for (const word of DARAJA_FORBIDDEN_URL_WORDS) {
      expect(confirmation_url.toLowerCase()).not.toContain(word);
      expect(validation_url.toLowerCase()).not.toContain(word);
    }
    const again = await request(ctx.app).get(`${PATH}/settings/`).set(as(ctx, landlord.id));
    expect(again.body).toEqual(saved.body);
    const audit = await ctx.db.auditLog.findFirst({
      where: { actorId: landlord.id, action: 'c2b.settings_saved' },
    });
    expect(audit).not.toBeNull();
  });

  it('refuses a short code another landlord holds with a field error on shortcode', async () => {
    const first = await paidLandlord(ctx.db);
    const second = await paidLandlord(ctx.db);
    const body = { shortcode: '600555', shortcode_type: 'till', reject_unknown_accounts: false };
    expect(
      (await request(ctx.app).put(`${PATH}/settings/`).set(as(ctx, first.id)).send(body)).status,
    ).toBe(200);
    const res = await request(ctx.app).put(`${PATH}/settings/`).set(as(ctx, second.id)).send(body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ shortcode: [C2B_MESSAGES.shortcodeTaken] });
    expect(await ctx.db.mpesaC2bSetting.count({ where: { landlordId: second.id } })).toBe(0);
  });

  it.each([
    [{ shortcode: '12', shortcode_type: 'paybill' }, 'shortcode'],
    [{ shortcode: 'abcdef', shortcode_type: 'paybill' }, 'shortcode'],
    [{ shortcode: '600300', shortcode_type: 'bank' }, 'shortcode_type'],
    [{ shortcode_type: 'paybill' }, 'shortcode'],
  ])('refuses %o with a field error', async (body, field) => {
    const landlord = await paidLandlord(ctx.db);
    const res = await request(ctx.app)
      .put(`${PATH}/settings/`)
      .set(as(ctx, landlord.id))
      .send(body);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBeDefined();
  });
});

describe('POST /payments/mpesa/c2b/rotate-token/', () => {
  it('gives new URLs; confirmations to the old ones answer 404', async () => {
    const landlord = await paidLandlord(ctx.db);
    const saved = await request(ctx.app)
      .put(`${PATH}/settings/`)
      .set(as(ctx, landlord.id))
      .send({ shortcode: '600777', shortcode_type: 'paybill' });
    const rotated = await request(ctx.app).post(`${PATH}/rotate-token/`).set(as(ctx, landlord.id));
    expect(rotated.status).toBe(200);
    expect(rotated.body.confirmation_url).not.toBe(saved.body.confirmation_url);
    const oldPath = new URL(saved.body.confirmation_url as string).pathname;
    const newPath = new URL(rotated.body.confirmation_url as string).pathname;
    const old = await request(ctx.app).post(oldPath).send(confirmation('600777'));
    expect(old.status).toBe(404);
    const fresh = await request(ctx.app).post(newPath).send(confirmation('600777'));
    expect(fresh.body).toEqual({ ResultCode: 0, ResultDesc: 'Success' });
  });

  it('answers 409 before a number is set up', async () => {
    const landlord = await paidLandlord(ctx.db);
    const res = await request(ctx.app).post(`${PATH}/rotate-token/`).set(as(ctx, landlord.id));
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(C2B_MESSAGES.notSetUp);
  });
});

describe('POST /payments/mpesa/c2b/register/', () => {
  it("registers the landlord's two URLs with Daraja (RegisterURL v2)", async () => {
    const landlord = await paidLandlord(ctx.db);
    const saved = await request(ctx.app)
      .put(`${PATH}/settings/`)
      .set(as(ctx, landlord.id))
      .send({ shortcode: '600201', shortcode_type: 'paybill' });
    const res = await request(ctx.app).post(`${PATH}/register/`).set(as(ctx, landlord.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: C2B_MESSAGES.registered, response_description: 'Success' });
    expect(daraja.registrations).toEqual([
      {
        ShortCode: '600201',
        ResponseType: 'Completed',
        ConfirmationURL: saved.body.confirmation_url,
        ValidationURL: saved.body.validation_url,
        consumerKey: daraja.consumerKey,
      },
    ]);
  });

  it("passes Daraja's refusal on (502) when the short code is not Daraja's to register", async () => {
    const landlord = await paidLandlord(ctx.db);
    await request(ctx.app)
      .put(`${PATH}/settings/`)
      .set(as(ctx, landlord.id))
      .send({ shortcode: '600999', shortcode_type: 'paybill' });
    const res = await request(ctx.app).post(`${PATH}/register/`).set(as(ctx, landlord.id));
    expect(res.status).toBe(502);
    expect(res.body.detail).toMatch(/Invalid ShortCode/);
  });

  it('answers 409 with a clear message when no Daraja credentials are configured', async () => {
    const landlord = await paidLandlord(unconfigured.db);
    await request(unconfigured.app)
      .put(`${PATH}/settings/`)
      .set(as(unconfigured, landlord.id))
      .send({ shortcode: '600400', shortcode_type: 'paybill' });
    const res = await request(unconfigured.app)
      .post(`${PATH}/register/`)
      .set(as(unconfigured, landlord.id));
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(C2B_MESSAGES.darajaNotConfigured);
  });
});
