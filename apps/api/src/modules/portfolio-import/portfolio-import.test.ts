import request from 'supertest';
import { IMPORT_MESSAGES, MESSAGES, SUBSCRIPTION_MESSAGES, nairobiToday } from '@pango/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../lib/audit.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createLandlord } from '../../test/factories.js';
import { startSmtpServer } from '../../test/smtp.js';
import { readImportFile } from './import-file.js';
import {
  bearer,
  booksOf,
  commit,
  csvOf,
  portfolioLines,
  preview,
  type Line,
} from './test-helpers.js';

// Issue 21 item 1: a portfolio from a spreadsheet, previewed, then imported all or nothing.

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

type Plan = 'free' | 'starter' | 'onetime';
async function landlordOn(plan: Plan = 'onetime') {
  const landlord = await createLandlord(ctx.db);
  await ctx.db.subscription.create({
    data: {
      landlordId: landlord.id,
      plan,
      isActive: true,
      expiresAt: plan === 'onetime' ? null : new Date(ctx.clock.now.getTime() + 20 * 86_400_000),
    },
  });
  return landlord;
}

const vacant = (unit: string, property = 'Sunrise'): Line => ({
  property,
  unit,
  room_type: 'studio',
  rent: 9000,
  deposit: 9000,
});

describe('GET /api/accounts/import/template/', () => {
  it('gives a workbook and a CSV with the columns and an example row the preview accepts', async () => {
    const landlord = await landlordOn();
    const xlsx = await request(ctx.app)
      .get('/api/accounts/import/template/')
      .set('Authorization', bearer(ctx, landlord.id))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('pango-import-template.xlsx');
    const rows = await readImportFile(xlsx.body as Buffer, 'template.xlsx');
    expect(rows[0]!.cells).toMatchObject({ property: 'Sunrise Apartments', phone: '0712345678' });

    const csv = await request(ctx.app)
      .get('/api/accounts/import/template/?format=csv')
      .set('Authorization', bearer(ctx, landlord.id));
    expect(csv.text.split('\r\n')[0]).toBe(
      'property,unit,room_type,rent,deposit,tenant_name,phone,email,id_number,move_in_date,balance,deposit_held',
    );
    const res = await preview(ctx, landlord.id, xlsx.body as Buffer, 'template.xlsx');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      has_errors: false,
      creates: { properties: 1, units: 2, tenants: 1 },
    });
  });
});

describe('POST /api/accounts/import/preview/', () => {
  it('reads header variants and says what would be created, writing nothing but the preview', async () => {
    const landlord = await landlordOn();
    const header = [
      'Property',
      'House No',
      'Type',
      'Rent',
      'Deposit',
      'Tenant Name',
      'Tel',
      'Email',
      'ID No',
      'Move in',
      'Balance b/f',
      'Deposit Held',
    ];
    const res = await preview(ctx, landlord.id, csvOf(portfolioLines(6), header));
    expect(res.status).toBe(200);
    expect(res.body.creates).toEqual({ properties: 2, units: 6, tenants: 3 });
    expect(res.body.rows).toHaveLength(6);
    expect(res.body.rows[0]).toEqual({
      line: 2,
      status: 'new',
      errors: [],
      property: 'Block A',
      unit: 'U1',
      tenant_name: 'Tenant 1',
    });
    expect(await booksOf(ctx, landlord.id)).toMatchObject({ properties: 0, units: 0, tenants: 0 });
    expect(await ctx.db.portfolioImport.count({ where: { landlordId: landlord.id } })).toBe(1);
  });

  const tenant = { tenant_name: 'Jane Wanjiru', phone: '0712345678' };
  it.each([
    ['a bad phone number', [{ ...vacant('A1'), ...tenant, phone: '12345' }], MESSAGES.invalidPhone],
    [
      'a duplicate unit',
      [vacant('A1'), vacant('a1')],
      MESSAGES.duplicateUnitNumber('a1', 'Sunrise'),
    ],
    ['a blank property', [vacant('A1', '')], MESSAGES.propertyNameRequired],
    ['a negative rent', [{ ...vacant('A1'), rent: -9000 }], IMPORT_MESSAGES.rentInvalid],
    [
      'a phone on two rows',
      [
        { ...vacant('A1'), ...tenant },
        { ...vacant('A2'), ...tenant, phone: '+254 712 345 678' },
      ],
      IMPORT_MESSAGES.duplicatePhone,
    ],
    [
      'a move-in date in the future',
      [{ ...vacant('A1'), ...tenant, move_in_date: '2999-01-01' }],
      IMPORT_MESSAGES.moveInFuture,
    ],
  ])('marks %s on its row in the spec words', async (_, lines, message) => {
    const landlord = await landlordOn();
    const res = await preview(ctx, landlord.id, csvOf(lines));
    expect(res.status).toBe(200);
    expect(res.body.has_errors).toBe(true);
    const bad = res.body.rows.at(-1);
    expect(bad).toMatchObject({ line: lines.length + 1, status: 'error' });
    expect(bad.errors).toContain(message);
  });

  it('marks the units over the plan limit, in file order', async () => {
    const landlord = await landlordOn('starter');
    const lines = Array.from({ length: 12 }, (_, i) => vacant(`A${i + 1}`));
    const res = await preview(ctx, landlord.id, csvOf(lines));
    const message = SUBSCRIPTION_MESSAGES.planLimit('Starter', 10, 'units', 0);
    expect(res.body.rows.map((row: { status: string }) => row.status)).toEqual([
      ...Array(10).fill('new'),
      'error',
      'error',
    ]);
    expect(res.body.rows[11].errors).toEqual([message]);
  });

  it('lets a free trial import the tier its new unit count would be billed at (ADR 013)', async () => {
    const landlord = await landlordOn('free');
    const res = await preview(ctx, landlord.id, csvOf(portfolioLines(12)));
    expect(res.body).toMatchObject({ has_errors: false, creates: { properties: 2, units: 12 } });
  });

  it('answers 400 for a file it cannot read and 413 for one over 5 MB, writing nothing', async () => {
    const landlord = await landlordOn();
    const garbage = await preview(
      ctx,
      landlord.id,
      Buffer.from('PK\u0003\u0004garbage'),
      'book.xlsx',
    );
    expect(garbage.status).toBe(400);
    expect(garbage.body.errors.file).toEqual([IMPORT_MESSAGES.fileUnreadable]);
    const noColumns = await preview(ctx, landlord.id, Buffer.from('name,amount\nJo,5'));
    expect(noColumns.status).toBe(400);
    expect(noColumns.body.detail).toBe(
      IMPORT_MESSAGES.missingColumns(['property', 'unit', 'rent']),
    );
    const empty = await preview(ctx, landlord.id, csvOf([]));
    expect(empty.body.detail).toBe(IMPORT_MESSAGES.noRows);
    const huge = await preview(ctx, landlord.id, Buffer.alloc(20 * 1024 * 1024, 'a'), 'big.csv');
    expect(huge.status).toBe(413);
    expect(huge.body.detail).toBe(IMPORT_MESSAGES.fileTooLarge);
    expect(await ctx.db.portfolioImport.count({ where: { landlordId: landlord.id } })).toBe(0);
  });
});

describe('POST /api/accounts/import/commit/', () => {
  it('imports everything in one go: tenancies from move-in, opening balances, deposits, invitations', async () => {
    const landlord = await landlordOn();
    const lines = portfolioLines(4);
    lines[0] = { ...lines[0], phone: '+254 712 000 000' };
    lines[2] = { ...lines[2], email: '' };
    const previewed = await preview(ctx, landlord.id, csvOf(lines));
    const res = await commit(ctx, landlord.id, previewed.body.preview_id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      creates: { properties: 2, units: 4, tenants: 2 },
      message: IMPORT_MESSAGES.imported(4, 2),
    });
    // Phones stored canonical, however typed (issue 25 item 4); no email: a placeholder from it.
    const people = await ctx.db.user.findMany({
      where: { tenantProfile: { landlordId: landlord.id } },
      select: { email: true, phoneNumber: true, tenantProfile: { select: { phoneNumber: true } } },
      orderBy: { id: 'asc' },
    });
    expect(people).toEqual([
      {
        email: 'tenant1-712000000@example.test',
        phoneNumber: '254712000000',
        tenantProfile: { phoneNumber: '254712000000' },
      },
      {
        email: `254712000002.l${landlord.id}@no-email.invalid`,
        phoneNumber: '254712000002',
        tenantProfile: { phoneNumber: '254712000002' },
      },
    ]);
    const tenancies = await ctx.db.tenancy.findMany({
      where: { landlordId: landlord.id },
      select: { startDate: true, status: true, tenantId: true },
    });
    expect(tenancies.map((t) => [t.startDate.toISOString().slice(0, 10), t.status])).toEqual([
      ['2024-03-01', 'active'],
      ['2024-03-01', 'active'],
    ]);
    const openings = await ctx.db.rentLedgerEntry.findMany({
      where: { landlordId: landlord.id, kind: 'opening_balance' },
      select: { amount: true, type: true, tenancyId: true },
      orderBy: { amount: 'desc' },
    });
    expect(openings.map((o) => [o.amount, o.type])).toEqual([
      [2500, 'adjustment'],
      [-1000, 'adjustment'],
    ]);
    expect(
      await ctx.db.payment.aggregate({
        where: { landlordId: landlord.id, kind: 'deposit', status: 'completed' },
        _sum: { amount: true },
      }),
    ).toMatchObject({ _sum: { amount: 16000 } });
    const mails = await ctx.db.emailOutbox.findMany({
      where: { landlordId: landlord.id, kind: 'tenant_invitation' },
      select: { to: true },
    });
    expect(mails.map((m) => m.to)).toEqual(['tenant1-712000000@example.test']);
    expect(
      await ctx.db.auditLog.count({
        where: { landlordId: landlord.id, action: AUDIT_ACTIONS.portfolioImported },
      }),
    ).toBe(1);

    // The invitation's link sets the password once, and the tenant can sign in.
    const mail = await smtp.waitFor('tenant1-712000000@example.test');
    expect(mail.text).toContain('Amina Wairimu now keeps the rent of unit U1 at Block A in Pango.');
    // Before the tenant has chosen a language, the invitation says it in Kiswahili too.
    expect(mail.text).toContain(
      'Amina Wairimu sasa anaweka kodi ya chumba U1 katika Block A kwenye Pango.',
    );
    const link = /https:\/\/pango\.example\/reset-password\/([^/\s]+)\/([^/\s]+)/.exec(mail.text)!;
    const set = await request(ctx.app).post('/api/accounts/password/reset/confirm/').send({
      uid: link[1],
      token: link[2],
      new_password: 'Tenant#2026pass',
      confirm_password: 'Tenant#2026pass',
    });
    expect(set.status).toBe(200);
    const signIn = await request(ctx.app).post('/api/accounts/token/').send({
      email: 'tenant1-712000000@example.test',
      password: 'Tenant#2026pass',
      user_type: 'tenant',
    });
    expect(signIn.status).toBe(200);
  });

  it('creates nothing when the same file is imported again', async () => {
    const landlord = await landlordOn();
    const file = csvOf(portfolioLines(6, 2, 713000000));
    const first = await preview(ctx, landlord.id, file);
    expect((await commit(ctx, landlord.id, first.body.preview_id)).status).toBe(200);
    const before = await booksOf(ctx, landlord.id);
    const again = await preview(ctx, landlord.id, file);
    expect(again.body.creates).toEqual({ properties: 0, units: 0, tenants: 0 });
    expect(again.body.rows.every((row: { status: string }) => row.status === 'unchanged')).toBe(
      true,
    );
    const second = await commit(ctx, landlord.id, again.body.preview_id);
    expect(second.body).toEqual({
      creates: { properties: 0, units: 0, tenants: 0 },
      message: IMPORT_MESSAGES.nothingToImport,
    });
    expect(await booksOf(ctx, landlord.id)).toEqual(before);
  });

  it('refuses a preview with errors: 200 rows with 3 bad ones write nothing', async () => {
    const landlord = await landlordOn();
    const lines = portfolioLines(200, 4, 714000000);
    lines[10] = { ...lines[10], phone: '555' };
    lines[99] = { ...lines[99], rent: -1 };
    lines[150] = { ...lines[150], property: '' };
    const previewed = await preview(ctx, landlord.id, csvOf(lines));
    expect(
      previewed.body.rows
        .filter((r: { status: string }) => r.status === 'error')
        .map((r: { line: number }) => r.line),
    ).toEqual([12, 101, 152]);
    const res = await commit(ctx, landlord.id, previewed.body.preview_id);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(IMPORT_MESSAGES.previewHasErrors);
    expect(await booksOf(ctx, landlord.id)).toEqual({
      properties: 0,
      units: 0,
      tenants: 0,
      ledger: 0,
      payments: 0,
      mails: 0,
    });
  });

  it("answers 404 for another landlord's preview and for one already imported", async () => {
    const landlord = await landlordOn();
    const other = await landlordOn();
    const previewed = await preview(ctx, landlord.id, csvOf([vacant('A1')]));
    const foreign = await commit(ctx, other.id, previewed.body.preview_id);
    expect(foreign.status).toBe(404);
    expect(await booksOf(ctx, other.id)).toMatchObject({ properties: 0, units: 0 });
    expect(await booksOf(ctx, landlord.id)).toMatchObject({ properties: 0, units: 0 });
    expect((await commit(ctx, landlord.id, previewed.body.preview_id)).status).toBe(200);
    expect((await commit(ctx, landlord.id, previewed.body.preview_id)).status).toBe(404);
    const bad = await commit(ctx, landlord.id, 'not-an-id');
    expect(bad.status).toBe(400);
  });

  it('books the opening balance on the import day', async () => {
    const landlord = await landlordOn();
    const previewed = await preview(ctx, landlord.id, csvOf(portfolioLines(1, 1, 715000000)));
    await commit(ctx, landlord.id, previewed.body.preview_id);
    const line = await ctx.db.rentLedgerEntry.findFirstOrThrow({
      where: { landlordId: landlord.id, kind: 'opening_balance' },
      select: { createdAt: true, amount: true },
    });
    expect(nairobiToday(line.createdAt)).toBe(nairobiToday(ctx.clock.now));
    expect(line.amount).toBe(2500);
  });
});
