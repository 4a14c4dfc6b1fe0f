import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_MESSAGES, MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { TEST_PASSWORD } from '../../test/factories.js';
import { bearer, paidLandlord } from '../ledger/test-helpers.js';
import { endTenancy, housedWithLedger } from '../tenancies/ended-tenancy-fixtures.js';
import { eraseSettledAccounts } from './account-erasure.job.js';

// Issue 22 item 5, ADR 036: "Delete my account". The landlord sees the request; once the tenancy's
// money is settled the person is erased and the money records stay, the same sums, under a pseudonym.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const PATH = '/api/accounts/tenant/deletion-request/';
const LIST = '/api/accounts/deletion-requests/';
const asTenant = (id: number) => bearer(ctx, id, 'tenant');
const asLandlord = (id: number) => bearer(ctx, id, 'landlord');
const ask = (tenantId: number, body: object) =>
  request(ctx.app).post(PATH).set('Authorization', asTenant(tenantId)).send(body);
const list = (landlordId: number, query = '') =>
  request(ctx.app).get(`${LIST}${query}`).set('Authorization', asLandlord(landlordId));
const eraseNow = (landlordId: number, id: number | string) =>
  request(ctx.app).post(`${LIST}${id}/erase/`).set('Authorization', asLandlord(landlordId));

/** A former tenant whose money is settled: rent paid, deposit refunded in full at move-out. */
async function settledFormerTenant(landlordId: number) {
  const home = await housedWithLedger(ctx.db, {
    landlordId,
    ledger: [
      { type: 'charge', amount: 15000, on: '2026-09-01', description: 'Rent for September 2026' },
      { type: 'payment', amount: -15000, on: '2026-09-03', description: 'M-Pesa payment QK1' },
    ],
  });
  await endTenancy(ctx.db, home, {
    endDate: '2026-09-30',
    deductions: [],
    unpaidRent: 0,
    refund: { amount: 15000, method: 'mpesa', reference: 'RF1', paidOn: '2026-10-05' },
  });
  return home;
}

const moneyOf = async (tenantId: number) => ({
  payments: (
    await ctx.db.payment.findMany({
      where: { tenantId },
      orderBy: { id: 'asc' },
      select: { id: true, amount: true, kind: true, mpesaReceipt: true, completedAt: true },
    })
  ).map((p) => ({ ...p })),
  ledger: await ctx.db.rentLedgerEntry.findMany({
    where: { tenantId },
    orderBy: { id: 'asc' },
    select: { id: true, amount: true, description: true, createdAt: true },
  }),
});

describe('Delete my account: the request', () => {
  it('waits while money is open, tells why, shows to the landlord, and can be withdrawn', async () => {
    const landlord = await paidLandlord(ctx.db);
    const home = await housedWithLedger(ctx.db, { landlordId: landlord.id });
    const tenantId = home.tenant.id;

    expect(
      (await request(ctx.app).get(PATH).set('Authorization', asTenant(tenantId))).body,
    ).toEqual({ status: null, requested_at: null, blocked_by: [] });
    const empty = await ask(tenantId, {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors.password).toEqual([ACCOUNT_DELETION_MESSAGES.passwordRequired]);
    const wrong = await ask(tenantId, { password: 'not-it' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.password).toEqual([ACCOUNT_DELETION_MESSAGES.passwordWrong]);
    expect(await ctx.db.accountDeletionRequest.count({ where: { tenantId } })).toBe(0);

    const asked = await ask(tenantId, { password: TEST_PASSWORD });
    expect(asked.status).toBe(201);
    expect(asked.body.status).toBe('pending');
    expect(asked.body.blocked_by).toEqual([
      { code: 'open_tenancy', message: 'You still live in the unit: your tenancy must end first.' },
      {
        code: 'balance_owed',
        message: 'KSh 15,000 is still owed on your rent account.',
        amount: 15000,
      },
    ]);
    expect((await ask(tenantId, { password: TEST_PASSWORD })).status).toBe(409);
    const mail = await ctx.db.emailOutbox.findFirstOrThrow({
      where: { kind: 'account_deletion_request', landlordId: landlord.id },
    });
    expect(mail.to).toBe(landlord.email);
    expect(mail.subject).toBe(`${home.tenant.fullName} asked for their account to be deleted`);

    // The daily job leaves it waiting; the landlord cannot erase it yet either.
    expect(await eraseSettledAccounts(ctx.deps)).toMatchObject({ erased: 0 });
    const page = (await list(landlord.id)).body;
    expect(page.count).toBe(1);
    expect(page.results[0]).toMatchObject({
      tenant: { id: tenantId, full_name: home.tenant.fullName },
      status: 'pending',
      erased_at: null,
    });
    expect(page.results[0].blocked_by.map((b: { code: string }) => b.code)).toEqual([
      'open_tenancy',
      'balance_owed',
    ]);
    // Worded for the landlord, about their tenant.
    expect(page.results[0].blocked_by[1].message).toBe('They still owe KSh 15,000.');
    const refused = await eraseNow(landlord.id, page.results[0].id);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(ACCOUNT_DELETION_MESSAGES.notSettled);
    expect((await ctx.db.user.findUniqueOrThrow({ where: { id: tenantId } })).fullName).toBe(
      home.tenant.fullName,
    );

    // Another landlord sees nothing of it and cannot touch it.
    const other = await paidLandlord(ctx.db);
    expect((await list(other.id)).body).toEqual({ count: 0, next_page: null, results: [] });
    expect((await eraseNow(other.id, page.results[0].id)).status).toBe(404);
    expect((await list(landlord.id, `?tenant_id=${tenantId}`)).body.count).toBe(1);

    const withdrawn = await request(ctx.app).delete(PATH).set('Authorization', asTenant(tenantId));
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ status: 'withdrawn', blocked_by: [] });
    expect(
      (await request(ctx.app).delete(PATH).set('Authorization', asTenant(tenantId))).status,
    ).toBe(404);
    expect((await list(landlord.id, '?status=pending')).body.count).toBe(0);
    expect((await list(landlord.id, '?status=withdrawn')).body.count).toBe(1);
    const trail = await ctx.db.auditLog.findMany({
      where: {
        entityType: 'tenant',
        entityId: String(tenantId),
        action: { startsWith: 'tenant.deletion' },
      },
      orderBy: { id: 'asc' },
      select: { action: true, landlordId: true },
    });
    expect(trail).toEqual([
      { action: 'tenant.deletion_requested', landlordId: landlord.id },
      { action: 'tenant.deletion_withdrawn', landlordId: landlord.id },
    ]);
  });

  it('refuses bad input and other roles', async () => {
    const landlord = await paidLandlord(ctx.db);
    expect((await list(landlord.id, '?page_size=1000')).status).toBe(400);
    expect((await list(landlord.id, '?status=gone')).status).toBe(400);
    expect((await eraseNow(landlord.id, 'abc')).status).toBe(400);
    expect((await eraseNow(landlord.id, 999999)).status).toBe(404);
    const home = await housedWithLedger(ctx.db, { landlordId: landlord.id });
    expect((await ask(home.tenant.id, { password: 12345 })).status).toBe(400);
    expect(
      (await request(ctx.app).get(LIST).set('Authorization', asTenant(home.tenant.id))).status,
    ).toBe(403);
    expect(
      (await request(ctx.app).get(PATH).set('Authorization', asLandlord(landlord.id))).status,
    ).toBe(403);
  });
});

describe('Delete my account: the erasure', () => {
  it('erases the person once settled, keeps the money rows with the same sums, deletes the files', async () => {
    const landlord = await paidLandlord(ctx.db);
    const home = await settledFormerTenant(landlord.id);
    const tenantId = home.tenant.id;
    const oldEmail = home.tenant.email;
    const docKey = `id-documents/${tenantId}.pdf`;
    const photoKey = `tenancy-photos/${tenantId}-1.webp`;
    await ctx.deps.storage.put(docKey, Buffer.from('%PDF-1.4 id'), 'application/pdf');
    await ctx.deps.storage.put(photoKey, Buffer.from('RIFF'), 'image/webp');
    await ctx.db.tenantProfile.update({
      where: { userId: tenantId },
      data: {
        idDocumentPath: docKey,
        idDocumentName: 'id.pdf',
        idDocumentType: 'application/pdf',
        kraPin: 'A123456789Z',
      },
    });
    await ctx.db.tenancyPhoto.create({
      data: {
        tenancyId: home.tenancyId,
        path: photoKey,
        name: 'wall.webp',
        type: 'image/webp',
        size: 4,
      },
    });
    await ctx.db.emailOutbox.create({
      data: {
        kind: 'payment_receipt',
        to: oldEmail,
        subject: 'Receipt',
        text: `Hello ${home.tenant.fullName}`,
        html: '<p>x</p>',
        status: 'sent',
      },
    });
    await ctx.db.emailOutbox.create({
      data: {
        kind: 'reminder',
        to: oldEmail,
        subject: 'Rent reminder',
        text: 'Rent is due',
        sendAfter: new Date(Date.now() + 3_600_000),
      },
    });
    const session = (
      await request(ctx.app)
        .post('/api/accounts/token/')
        .send({ email: oldEmail, password: TEST_PASSWORD, user_type: 'tenant' })
    ).body;
    expect(session.access).toBeTruthy();
    const before = await moneyOf(tenantId);
    expect(before.payments.length).toBe(2);

    const asked = await ask(tenantId, { password: TEST_PASSWORD });
    expect(asked.body).toMatchObject({ status: 'pending', blocked_by: [] });
    expect((await list(landlord.id)).body.results[0].blocked_by).toEqual([]);

    expect(await eraseSettledAccounts(ctx.deps)).toEqual({ erased: 1, waiting: 0 });

    const pseudonym = `Former tenant T-${String(tenantId).padStart(5, '0')}`;
    const user = await ctx.db.user.findUniqueOrThrow({
      where: { id: tenantId },
      include: { tenantProfile: true },
    });
    expect(user).toMatchObject({
      fullName: pseudonym,
      email: `erased-${tenantId}@erased.invalid`,
      phoneNumber: null,
      isActive: false,
    });
    expect(user.tenantProfile).toMatchObject({
      nationalId: '',
      kraPin: null,
      phoneNumber: '',
      emergencyContact: '',
      idDocumentPath: null,
      idDocumentName: null,
    });
    expect(await ctx.deps.storage.get(docKey)).toBeNull();
    expect(await ctx.deps.storage.get(photoKey)).toBeNull();
    expect(await ctx.db.tenancyPhoto.count({ where: { tenancyId: home.tenancyId } })).toBe(0);

    // Money kept: the same rows, amounts, receipts and dates; the landlord's lists show the pseudonym.
    expect(await moneyOf(tenantId)).toEqual(before);
    const tenancy = await ctx.db.tenancy.findUniqueOrThrow({ where: { id: home.tenancyId } });
    expect(tenancy).toMatchObject({ refundAmount: 15000, depositHeld: 15000 });
    const deposits = await request(ctx.app)
      .get('/api/accounts/deposits/')
      .set('Authorization', asLandlord(landlord.id));
    expect(
      deposits.body.results.map((r: { tenant: { full_name: string } }) => r.tenant.full_name),
    ).toEqual([pseudonym]);

    // Mail to them is redacted; sign-in fails as for any wrong address; the old session is dead.
    const sent = await ctx.db.emailOutbox.findMany({
      where: { kind: 'payment_receipt', to: { contains: `erased-${tenantId}` } },
    });
    expect(sent).toEqual([expect.objectContaining({ text: '[erased]', html: null })]);
    expect(await ctx.db.emailOutbox.count({ where: { to: oldEmail } })).toBe(0);
    // A mail still waiting is never sent to the erased address.
    expect(
      await ctx.db.emailOutbox.findFirst({
        where: { kind: 'reminder', to: `erased-${tenantId}@erased.invalid` },
        select: { status: true, text: true },
      }),
    ).toEqual({ status: 'failed', text: '[erased]' });
    const signIn = await request(ctx.app)
      .post('/api/accounts/token/')
      .send({ email: oldEmail, password: TEST_PASSWORD, user_type: 'tenant' });
    expect(signIn.status).toBe(400);
    expect(signIn.body.non_field_errors).toEqual([MESSAGES.invalidCredentials]);
    expect(
      (
        await request(ctx.app)
          .get('/api/accounts/me/')
          .set('Authorization', `Bearer ${session.access}`)
      ).status,
    ).toBe(401);
    expect(
      (
        await request(ctx.app)
          .post('/api/accounts/token/refresh/')
          .send({ refresh: session.refresh })
      ).status,
    ).toBe(401);

    const audit = await ctx.db.auditLog.findFirstOrThrow({
      where: { action: 'tenant.erased', entityId: String(tenantId) },
    });
    expect(audit).toMatchObject({ landlordId: landlord.id, actorId: null });
    expect(audit.data).toMatchObject({
      after: { name: pseudonym, kept: { payments: 2 }, erased: { files: 2 } },
    });
    expect((await list(landlord.id)).body.results[0]).toMatchObject({
      tenant: { full_name: pseudonym },
      status: 'erased',
    });
    // Nothing more to do on the next run.
    expect(await eraseSettledAccounts(ctx.deps)).toEqual({ erased: 0, waiting: 0 });
  });

  it('lets the landlord erase a settled request at once', async () => {
    const landlord = await paidLandlord(ctx.db);
    const home = await settledFormerTenant(landlord.id);
    await ask(home.tenant.id, { password: TEST_PASSWORD });
    const id = (await list(landlord.id)).body.results[0].id;
    const done = await eraseNow(landlord.id, id);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'erased', tenant: { id: home.tenant.id } });
    expect(
      await ctx.db.auditLog.findFirst({
        where: { action: 'tenant.erased', entityId: String(home.tenant.id) },
        select: { actorId: true },
      }),
    ).toEqual({ actorId: landlord.id });
    expect((await eraseNow(landlord.id, id)).status).toBe(409);
  });
});
