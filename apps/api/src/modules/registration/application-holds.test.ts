import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_HOLD_MESSAGES, APPLICATION_HOLDS, MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { startSmtpServer } from '../../test/smtp.js';
import { bearer } from '../ledger/test-helpers.js';
import { expireApplicationHolds } from './expire-application-holds.job.js';
import { createLandlordWithRooms, tenantSignup } from './tenant-fixtures.js';

// Issue 17 item 7 (ADR 019): an application reaches the landlord and holds a room only once the
// applicant confirmed their email; unpaid unconfirmed ones lapse after 48 hours; caps per landlord
// and per client address.

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

const HOUR_MS = 3_600_000;
const LINK = /https:\/\/pango\.example\/verify-email\?token=([\w-]+)/;

const complete = (fields: Record<string, string>) =>
  request(ctx.app)
    .post('/api/accounts/tenant/register/complete/')
    .send({ ...fields, upload_id_later: true });
const verify = (token: string) =>
  request(ctx.app).post('/api/accounts/register/tenant/verify-email/').send({ token });
const asLandlord = (path: string, landlordId: number) =>
  request(ctx.app)
    .get(`/api/accounts${path}`)
    .set('Authorization', bearer(ctx, landlordId, 'landlord'));

/** A landlord whose screens are open (the tenant pages sit behind the subscription gate). */
async function landlordWithRooms() {
  const made = await createLandlordWithRooms(ctx.db);
  await ctx.db.subscription.create({
    data: { landlordId: made.landlord.id, plan: 'onetime', isActive: true, expiresAt: null },
  });
  return made;
}

/** Signs up an applicant already living in `unitId` and returns their confirmation token. */
async function applyFor(landlordCode: string, unitId: number, overrides = {}) {
  const fields = tenantSignup(landlordCode, unitId, overrides);
  const res = await complete(fields);
  expect(res.status).toBe(201);
  const mail = await smtp.waitFor(fields.email);
  return { fields, tenantId: res.body.id as number, token: mail.text.match(LINK)![1]! };
}

const isOccupied = async (landlordCode: string, unitId: number) => {
  const res = await request(ctx.app)
    .post('/api/accounts/validate-landlord/')
    .send({ landlord_code: landlordCode });
  const units = res.body.properties.flatMap((p: { units: object[] }) => p.units);
  return units.find((u: { id: number }) => u.id === unitId).occupied as boolean;
};
const pendingEmails = async (landlordId: number) => {
  const res = await asLandlord('/tenant-applications/pending/', landlordId);
  expect(res.status).toBe(200);
  return res.body.results.map((a: { tenant_email: string }) => a.tenant_email) as string[];
};
const mailsTo = (to: string) => ctx.db.emailOutbox.count({ where: { to } });

describe('an application before and after its applicant confirms their email', () => {
  it('is unseen and holds no room until confirmed, then reaches the landlord once', async () => {
    const { landlord, landlordCode, rooms } = await landlordWithRooms();
    const { fields, tenantId, token } = await applyFor(landlordCode, rooms.a1.id);

    expect(await isOccupied(landlordCode, rooms.a1.id)).toBe(false);
    expect(await pendingEmails(landlord.id)).toEqual([]);
    const all = await asLandlord('/tenants/?status=all', landlord.id);
    expect(all.body.results).toEqual([]);
    expect((await asLandlord(`/tenants/${tenantId}/`, landlord.id)).status).toBe(404);
    expect(await mailsTo(landlord.email)).toBe(0);

    const confirmed = await verify(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({
      message: APPLICATION_HOLD_MESSAGES.emailConfirmed('Amina Wairimu'),
      booking_id: expect.stringMatching(/^BK-/),
      landlord_name: 'Amina Wairimu',
    });
    expect(await pendingEmails(landlord.id)).toEqual([fields.email]);
    expect(await isOccupied(landlordCode, rooms.a1.id)).toBe(true);
    const mail = await smtp.waitFor(landlord.email);
    expect(mail.raw).toContain('Subject: New tenant application: Brian Otieno');
    expect(mail.text).toContain('https://pango.example/admin/tenants');

    // Single use: the second click changes nothing and mails nobody.
    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      code: 'TOKEN_INVALID',
      detail: APPLICATION_HOLD_MESSAGES.verifyLinkInvalid,
    });
    expect(await mailsTo(landlord.email)).toBe(1);
    const login = await request(ctx.app)
      .post('/api/accounts/token/')
      .send({ email: fields.email, password: fields.password, user_type: 'tenant' });
    expect(login.body.non_field_errors).toEqual([MESSAGES.pendingApproval]);
  });

  it('is never shown to another landlord, before or after confirmation', async () => {
    const { landlordCode, rooms } = await landlordWithRooms();
    const other = await landlordWithRooms();
    const { tenantId, token } = await applyFor(landlordCode, rooms.a1.id);
    expect((await verify(token)).status).toBe(200);
    expect(await pendingEmails(other.landlord.id)).toEqual([]);
    expect((await asLandlord(`/tenants/${tenantId}/`, other.landlord.id)).status).toBe(404);
  });

  it('refuses an unknown token in the one error shape', async () => {
    const res = await verify('not-a-real-token');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ token: [APPLICATION_HOLD_MESSAGES.verifyLinkInvalid] });
    expect((await verify('')).status).toBe(400);
  });

  it('gives a room to one of two applicants confirming at once', async () => {
    const { landlord, landlordCode, rooms } = await landlordWithRooms();
    const first = await applyFor(landlordCode, rooms.a2.id);
    const second = await applyFor(landlordCode, rooms.a2.id);
    const answers = await Promise.all([verify(first.token), verify(second.token)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)!.body.detail).toBe(MESSAGES.roomNoLongerAvailable);
    expect(await pendingEmails(landlord.id)).toHaveLength(1);
    expect(await mailsTo(landlord.email)).toBe(1);
  });
});

describe('48 hours without confirmation', () => {
  it('lapses: the link stops working, the job marks it expired and the room stays free', async () => {
    const { landlord, landlordCode, rooms } = await landlordWithRooms();
    const signedUpAt = new Date();
    ctx.clock.now = signedUpAt;
    const stale = await applyFor(landlordCode, rooms.a1.id);
    const statusOfStale = async () =>
      (await ctx.db.tenantApplication.findFirstOrThrow({ where: { tenantId: stale.tenantId } }))
        .status;
    ctx.clock.now = new Date(signedUpAt.getTime() + 47 * HOUR_MS);
    await expireApplicationHolds(ctx.deps);
    expect(await statusOfStale()).toBe('unverified');

    ctx.clock.now = new Date(signedUpAt.getTime() + 49 * HOUR_MS);
    expect((await verify(stale.token)).status).toBe(400);
    // Other tests' unconfirmed applications in this schema lapse too: count at least this one.
    expect((await expireApplicationHolds(ctx.deps)).expired).toBeGreaterThanOrEqual(1);
    expect(await expireApplicationHolds(ctx.deps)).toEqual({ expired: 0 });
    const application = await ctx.db.tenantApplication.findFirstOrThrow({
      where: { tenantId: stale.tenantId },
      include: { tenant: { select: { approvalStatus: true } } },
    });
    expect(application.status).toBe('expired');
    expect(application.tenant.approvalStatus).toBe('expired');
    expect((await verify(stale.token)).status).toBe(400);
    expect(await isOccupied(landlordCode, rooms.a1.id)).toBe(false);
    expect(await pendingEmails(landlord.id)).toEqual([]);
    expect((await asLandlord('/tenants/?status=all', landlord.id)).body.results).toEqual([]);

    // The room is free for the next applicant, who confirms in time.
    const next = await applyFor(landlordCode, rooms.a1.id);
    expect((await verify(next.token)).status).toBe(200);
    expect(await pendingEmails(landlord.id)).toEqual([next.fields.email]);
    ctx.clock.now = new Date();
  });

  it('does not lapse a paid deposit, which holds its room unseen until confirmed', async () => {
    const { landlord, landlordCode, rooms } = await landlordWithRooms();
    const fields = tenantSignup(landlordCode, rooms.a1.id, { already_living_in_property: 'false' });
    await ctx.db.payment.create({
      data: {
        kind: 'deposit',
        status: 'completed',
        provider: 'pesapal',
        merchantReference: `DEP-${randomUUID().slice(0, 12)}`,
        landlordId: landlord.id,
        unitId: rooms.a1.id,
        registrationSessionId: fields.session_id,
        amount: rooms.a1.deposit,
        completedAt: new Date(),
      },
    });
    expect((await complete(fields)).status).toBe(201);
    const token = (await smtp.waitFor(fields.email)).text.match(LINK)![1]!;
    expect(await isOccupied(landlordCode, rooms.a1.id)).toBe(true);
    expect(await pendingEmails(landlord.id)).toEqual([]);

    ctx.clock.now = new Date(Date.now() + 72 * HOUR_MS);
    expect(await expireApplicationHolds(ctx.deps)).toEqual({ expired: 0 });
    expect((await verify(token)).status).toBe(200);
    expect(await pendingEmails(landlord.id)).toEqual([fields.email]);
    ctx.clock.now = new Date();
  });
});

describe('caps on waiting applications', () => {
  it(`refuses an application beyond a landlord's ${APPLICATION_HOLDS.maxOpenPerLandlord} open ones with 429`, async () => {
    const { landlord, landlordCode, rooms } = await landlordWithRooms();
    const { tenantId } = await applyFor(landlordCode, rooms.a1.id);
    const open = APPLICATION_HOLDS.maxOpenPerLandlord - 1;
    await ctx.db.tenantApplication.createMany({
      data: Array.from({ length: open }, (_, i) => ({
        tenantId,
        landlordId: landlord.id,
        unitId: rooms.a2.id,
        status: i % 2 === 0 ? ('pending' as const) : ('unverified' as const),
      })),
    });
    const refused = await complete(tenantSignup(landlordCode, rooms.a2.id));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      detail: APPLICATION_HOLD_MESSAGES.landlordApplicationsFull,
      code: 'RATE_LIMITED',
    });
    // Lapsed unconfirmed applications no longer count.
    await ctx.db.tenantApplication.updateMany({
      where: { landlordId: landlord.id, status: 'unverified' },
      data: { appliedAt: new Date(Date.now() - 49 * HOUR_MS) },
    });
    expect((await complete(tenantSignup(landlordCode, rooms.a2.id))).status).toBe(201);
  });

  it(`lets one client address start ${APPLICATION_HOLDS.maxPerAddressPerDay} applications a day`, async () => {
    const capped = await createTestContext({
      TENANT_APPLICATIONS_PER_ADDRESS_PER_DAY: String(APPLICATION_HOLDS.maxPerAddressPerDay),
    });
    try {
      const { landlordCode, rooms } = await createLandlordWithRooms(capped.db);
      const signUp = () =>
        request(capped.app)
          .post('/api/accounts/tenant/register/complete/')
          .send({ ...tenantSignup(landlordCode, rooms.a1.id), upload_id_later: true });
      for (let i = 0; i < APPLICATION_HOLDS.maxPerAddressPerDay; i += 1)
        expect((await signUp()).status).toBe(201);
      const refused = await signUp();
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        detail: APPLICATION_HOLD_MESSAGES.tooManyApplicationsFromAddress,
        code: 'RATE_LIMITED',
      });
      capped.clock.now = new Date(Date.now() + 25 * HOUR_MS);
      expect((await signUp()).status).toBe(201);
    } finally {
      await capped.close();
    }
  });
});
