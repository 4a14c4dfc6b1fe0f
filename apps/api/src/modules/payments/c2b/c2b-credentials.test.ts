import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { C2B_MESSAGES, DARAJA_CREDENTIAL_MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { startDarajaFake, type DarajaFake } from '../../../test/fakes/daraja-fake-server.js';
import { bearer, paidLandlord } from '../../ledger/test-helpers.js';
import { landlordDarajaOf } from './c2b-credentials.service.js';
import { confirmation, landlordWithPaybill } from './test-fixtures.js';

// Issue 19 item 9a (ADR 025): the landlord's own Daraja app, sealed at rest, never returned;
// item 3: the optional allowlist of addresses on the confirmation and validation URLs.

const APP_URL = 'https://pango.example';
let ctx: TestContext;
let proxied: TestContext;
let daraja: DarajaFake;
beforeAll(async () => {
  daraja = await startDarajaFake();
  const env = {
    APP_URL,
    MPESA_CONSUMER_KEY: daraja.consumerKey,
    MPESA_CONSUMER_SECRET: daraja.consumerSecret,
    MPESA_BASE_URL: daraja.baseUrl,
  };
  ctx = await createTestContext(env);
  proxied = await createTestContext({ ...env, TRUST_PROXY: 'loopback' });
});
afterAll(async () => {
  await ctx.close();
  await proxied.close();
  await daraja.close();
});

const PATH = '/api/payments/mpesa/c2b';
const as = (c: TestContext, id: number) => ({ Authorization: bearer(c, id, 'landlord') });
const SECRETS = {
  consumer_key: 'GtXq7LandlordConsumerKeyAb12',
  consumer_secret: 'Zk9LandlordConsumerSecretQ4',
  passkey: 'bfb279f9aa9bdbcf158e97dd71a467cdLANDLORDPASSKEY',
};

async function withPaybill(c: TestContext, shortcode: string) {
  const landlord = await paidLandlord(c.db);
  const res = await request(c.app)
    .put(`${PATH}/settings/`)
    .set(as(c, landlord.id))
    .send({ shortcode, shortcode_type: 'paybill' });
  expect(res.status).toBe(200);
  return landlord;
}

describe('PUT/DELETE /payments/mpesa/c2b/credentials/', () => {
  it('stores the three secrets encrypted, shows only a masked key, and audits without secrets', async () => {
    const landlord = await withPaybill(ctx, '600501');
    const res = await request(ctx.app)
      .put(`${PATH}/credentials/`)
      .set(as(ctx, landlord.id))
      .send(SECRETS);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      detail: DARAJA_CREDENTIAL_MESSAGES.saved,
      consumer_key_masked: '••••Ab12',
    });

    // The raw row: no secret in clear, in any column.
    const [raw] = await ctx.db.$queryRawUnsafe<Record<string, unknown>[]>(
      `SELECT * FROM "${ctx.env.DATABASE_SCHEMA}"."mpesa_c2b_settings" WHERE landlord_id = $1`,
      landlord.id,
    );
    const stored = JSON.stringify(raw);
    for (const secret of Object.values(SECRETS)) expect(stored).not.toContain(secret);
    expect(String(raw!.daraja_consumer_key)).toMatch(/^v1\./);
    // …and they open to what the landlord typed.
    expect(await landlordDarajaOf(ctx.deps, landlord.id)).toMatchObject({
      consumerKey: SECRETS.consumer_key,
      consumerSecret: SECRETS.consumer_secret,
      passkey: SECRETS.passkey,
      shortcode: '600501',
    });

    const got = await request(ctx.app).get(`${PATH}/settings/`).set(as(ctx, landlord.id));
    expect(got.body).toMatchObject({ has_credentials: true, consumer_key_masked: '••••Ab12' });
    const body = JSON.stringify(got.body);
    for (const secret of Object.values(SECRETS)) expect(body).not.toContain(secret);

    const audits = await ctx.db.auditLog.findMany({
      where: { actorId: landlord.id, action: 'c2b.credentials_saved' },
    });
    expect(audits).toHaveLength(1);
    const audited = JSON.stringify(audits);
    for (const secret of Object.values(SECRETS)) expect(audited).not.toContain(secret);
  });

  it("is the acting landlord's only: another landlord neither sees nor removes them", async () => {
    const owner = await withPaybill(ctx, '600502');
    await request(ctx.app).put(`${PATH}/credentials/`).set(as(ctx, owner.id)).send(SECRETS);
    const other = await withPaybill(ctx, '600503');
    const seen = await request(ctx.app).get(`${PATH}/settings/`).set(as(ctx, other.id));
    expect(seen.body).toMatchObject({ has_credentials: false, consumer_key_masked: null });
    const removed = await request(ctx.app).delete(`${PATH}/credentials/`).set(as(ctx, other.id));
    expect(removed.status).toBe(200);
    expect(await landlordDarajaOf(ctx.deps, owner.id)).not.toBeNull();
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const landlord = await withPaybill(ctx, '600504');
    const res = await request(ctx.app)
      .put(`${PATH}/credentials/`)
      .set(as(ctx, landlord.id))
      .send({ consumer_key: 'has spaces in it', passkey: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      consumer_key: [DARAJA_CREDENTIAL_MESSAGES.invalidCharacters],
      consumer_secret: [DARAJA_CREDENTIAL_MESSAGES.consumerSecretRequired],
      passkey: [DARAJA_CREDENTIAL_MESSAGES.passkeyRequired],
    });
    const row = await ctx.db.mpesaC2bSetting.findUniqueOrThrow({
      where: { landlordId: landlord.id },
    });
    expect(row.darajaConsumerKey).toBeNull();
  });

  it('answers 409 before a paybill or till is set up', async () => {
    const landlord = await paidLandlord(ctx.db);
    const res = await request(ctx.app)
      .put(`${PATH}/credentials/`)
      .set(as(ctx, landlord.id))
      .send(SECRETS);
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(C2B_MESSAGES.notSetUp);
  });

  it('removes them (audited); STK and registration fall back to the platform', async () => {
    const landlord = await withPaybill(ctx, '600505');
    await request(ctx.app).put(`${PATH}/credentials/`).set(as(ctx, landlord.id)).send(SECRETS);
    const res = await request(ctx.app).delete(`${PATH}/credentials/`).set(as(ctx, landlord.id));
    expect(res.status).toBe(200);
    expect(res.body.detail).toBe(DARAJA_CREDENTIAL_MESSAGES.removed);
    const got = await request(ctx.app).get(`${PATH}/settings/`).set(as(ctx, landlord.id));
    expect(got.body).toMatchObject({ has_credentials: false, consumer_key_masked: null });
    expect(await landlordDarajaOf(ctx.deps, landlord.id)).toBeNull();
    expect(
      await ctx.db.auditLog.count({
        where: { actorId: landlord.id, action: 'c2b.credentials_removed' },
      }),
    ).toBe(1);
  });

  it("registers the C2B URLs with the landlord's own app, not the platform's", async () => {
    const app = {
      consumerKey: 'OwnAppKey0000wx12',
      consumerSecret: 'OwnAppSecret0000',
      shortCode: '600506',
      passkey: 'own-passkey',
    };
    daraja.addApp(app);
    const landlord = await withPaybill(ctx, app.shortCode);
    await request(ctx.app).put(`${PATH}/credentials/`).set(as(ctx, landlord.id)).send({
      consumer_key: app.consumerKey,
      consumer_secret: app.consumerSecret,
      passkey: app.passkey,
    });
    const res = await request(ctx.app).post(`${PATH}/register/`).set(as(ctx, landlord.id));
    expect(res.status).toBe(200);
    expect(daraja.registrations.at(-1)).toMatchObject({
      ShortCode: app.shortCode,
      consumerKey: app.consumerKey,
    });
  });
});

describe('the allowlist of addresses on the C2B URLs', () => {
  it('refuses a confirmation from outside the list with 403 and stores nothing', async () => {
    const { landlord, shortcode, token } = await landlordWithPaybill(ctx.db);
    const saved = await request(ctx.app)
      .put(`${PATH}/settings/`)
      .set(as(ctx, landlord.id))
      .send({ shortcode, shortcode_type: 'paybill', allowed_ips: ['196.201.214.0/24'] });
    expect(saved.status).toBe(200);
    expect(saved.body.allowed_ips).toEqual(['196.201.214.0/24']);
    const body = confirmation(shortcode);
    const res = await request(ctx.app).post(`/api/c2b/${token}/confirmation`).send(body);
    expect(res.status).toBe(403);
    const validation = await request(ctx.app).post(`/api/c2b/${token}/validation`).send(body);
    expect(validation.status).toBe(403);
    expect(await ctx.db.c2bTransaction.count({ where: { landlordId: landlord.id } })).toBe(0);

    // The same call from a listed address (the test client is loopback) is stored.
    await request(ctx.app)
      .put(`${PATH}/settings/`)
      .set(as(ctx, landlord.id))
      .send({ shortcode, shortcode_type: 'paybill', allowed_ips: ['127.0.0.1', '::1'] });
    const ok = await request(ctx.app).post(`/api/c2b/${token}/confirmation`).send(body);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ ResultCode: 0, ResultDesc: 'Success' });
    expect(await ctx.db.c2bTransaction.count({ where: { landlordId: landlord.id } })).toBe(1);
  });

  it("reads the caller's address through a trusted proxy (TRUST_PROXY), not a forged header", async () => {
    const { landlord, shortcode, token } = await landlordWithPaybill(proxied.db);
    await request(proxied.app)
      .put(`${PATH}/settings/`)
      .set(as(proxied, landlord.id))
      .send({ shortcode, shortcode_type: 'paybill', allowed_ips: ['196.201.214.200'] });
    const fromSafaricom = await request(proxied.app)
      .post(`/api/c2b/${token}/confirmation`)
      .set('X-Forwarded-For', '196.201.214.200')
      .send(confirmation(shortcode));
    expect(fromSafaricom.status).toBe(200);
    // Without the trusted proxy the header is ignored: loopback is not on the list.
    const direct = await landlordWithPaybill(ctx.db);
    await request(ctx.app)
      .put(`${PATH}/settings/`)
      .set(as(ctx, direct.landlord.id))
      .send({
        shortcode: direct.shortcode,
        shortcode_type: 'paybill',
        allowed_ips: ['196.201.214.200'],
      });
    const forged = await request(ctx.app)
      .post(`/api/c2b/${direct.token}/confirmation`)
      .set('X-Forwarded-For', '196.201.214.200')
      .send(confirmation(direct.shortcode));
    expect(forged.status).toBe(403);
  });

  it('refuses an entry that is not an address or a range', async () => {
    const landlord = await withPaybill(ctx, '600507');
    const res = await request(ctx.app)
      .put(`${PATH}/settings/`)
      .set(as(ctx, landlord.id))
      .send({ shortcode: '600507', shortcode_type: 'paybill', allowed_ips: ['safaricom.com'] });
    expect(res.status).toBe(400);
    const row = await ctx.db.mpesaC2bSetting.findUniqueOrThrow({
      where: { landlordId: landlord.id },
    });
    expect(row.allowedIps).toEqual([]);
  });
});
