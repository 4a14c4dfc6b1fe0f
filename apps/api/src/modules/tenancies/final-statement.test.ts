import request from 'supertest';
import { binary } from '../../test/binary-body.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANCY_RECORD_MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createTenant } from '../../test/factories.js';
import { pdfText } from '../../test/pdf-text.js';
import { createQueryCountingApp } from '../../test/query-counter.js';
import { bearer, paidLandlord } from '../ledger/test-helpers.js';
import { endTenancy, housedWithLedger } from './ended-tenancy-fixtures.js';

// Issue 18 item 4: the final statement (PDF) a tenant keeps after moving out, for them and their
// landlord only.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const statement = (tenancyId: number, auth: string) =>
  request(ctx.app)
    .get(`/api/accounts/tenancies/${tenancyId}/final-statement/`)
    .set('Authorization', auth)
    .buffer(true)
    .parse(binary);

describe('GET /api/accounts/tenancies/{id}/final-statement/', () => {
  it('gives the tenant who moved out a PDF of the ledger, the deductions and the refund due', async () => {
    const home = await housedWithLedger(ctx.db);
    await endTenancy(ctx.db, home, {
      deductions: [
        { reason: 'Repaint bedroom', amount: 3500 },
        { reason: 'Broken window latch', amount: 1200 },
      ],
      depositHeld: 15000,
      unpaidRent: 5000,
    });
    const res = await statement(home.tenancyId, bearer(ctx, home.tenant.id, 'tenant'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename=final-statement-a1-2026-10-31.pdf',
    );
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const text = pdfText(pdf);
    for (const expected of [
      'Final Statement',
      'Amina Wairimu', // the landlord
      'Brian Otieno', // the tenant
      'Kilimani Heights, Argwings Kodhek Rd',
      '1 Sep 2026',
      '31 Oct 2026',
      'Rent for September 2026',
      'M-Pesa payment QK1',
      'Repaint bedroom: KSh 3,500',
      'Broken window latch: KSh 1,200',
      'KSh 4,700', // deductions total
      'Unpaid rent',
      'KSh 5,000',
      'Refund due',
      'KSh 5,300', // 15,000 − 5,000 − 4,700
      'Refund not yet recorded',
    ])
      expect(text).toContain(expected);
    // Each row: date, description, charge or payment, then the running balance.
    expect(text).toContain('3 Sep 2026\nM-Pesa payment QK1\nKSh 15,000\nKSh 0\n');
    expect(text).toContain('1 Oct 2026\nRent for October 2026\nKSh 15,000\nKSh 15,000\n');
  });

  it('gives the landlord the same statement, with the refund they recorded', async () => {
    const home = await housedWithLedger(ctx.db);
    await endTenancy(ctx.db, home, {
      deductions: [],
      unpaidRent: 0,
      refund: { amount: 15000, method: 'mpesa', reference: 'QKREFUND77', paidOn: '2026-11-03' },
    });
    const res = await statement(home.tenancyId, bearer(ctx, home.landlordId, 'landlord'));
    expect(res.status).toBe(200);
    const text = pdfText(res.body as Buffer);
    expect(text).toContain('Refund paid');
    expect(text).toContain('QKREFUND77');
    expect(text).toContain('3 Nov 2026');
    expect(text).not.toContain('Refund not yet recorded');
  });

  it('reads as balance owed by the tenant when the deposit does not cover what is owed', async () => {
    const home = await housedWithLedger(ctx.db);
    await endTenancy(ctx.db, home); // 15,000 held, 15,000 unpaid, 3,500 deducted
    const text = pdfText(
      (await statement(home.tenancyId, bearer(ctx, home.tenant.id, 'tenant'))).body as Buffer,
    );
    expect(text).toContain('KSh 3,500 (owed by tenant)');
    expect(text).toContain('KSh 0');
  });

  it("is in the tenant's message language, the tenant's download and the landlord's alike", async () => {
    // ADR 045: the statement is the tenant's document; the ledger's descriptions stay as stored.
    const swahili = await housedWithLedger(ctx.db);
    await endTenancy(ctx.db, swahili, {
      deductions: [{ reason: 'Repaint bedroom', amount: 3500 }],
      refund: { amount: 1000, method: 'cash', reference: 'CASH-1', paidOn: '2026-11-03' },
    });
    await ctx.db.tenantProfile.update({
      where: { userId: swahili.tenant.id },
      data: { language: 'sw' },
    });
    const english = await housedWithLedger(ctx.db, { landlordId: swahili.landlordId });
    await endTenancy(ctx.db, english);

    for (const auth of [
      bearer(ctx, swahili.tenant.id, 'tenant'),
      bearer(ctx, swahili.landlordId, 'landlord'),
    ]) {
      const res = await statement(swahili.tenancyId, auth);
      expect(res.status).toBe(200);
      const text = pdfText(res.body as Buffer);
      for (const expected of [
        'Taarifa ya Mwisho',
        'Mwenye nyumba',
        'Tarehe ya kumaliza',
        '31 Okt 2026',
        'Tarehe\nMaelezo\nDeni\nMalipo\nSalio\n',
        'Rent for October 2026', // as stored
        'Makato',
        'Repaint bedroom: KSh 3,500',
        'Kodi ambayo haijalipwa',
        'KSh 3,500 (mpangaji anadaiwa)',
        'Njia ya malipo\nPesa taslimu',
        'Tarehe ya malipo\n3 Nov 2026',
      ])
        expect(text).toContain(expected);
      expect(text).not.toContain('Final Statement');
      expect(text).not.toContain('owed by tenant');
    }

    for (const auth of [
      bearer(ctx, english.tenant.id, 'tenant'),
      bearer(ctx, english.landlordId, 'landlord'),
    ]) {
      const text = pdfText((await statement(english.tenancyId, auth)).body as Buffer);
      expect(text).toContain('Final Statement');
      expect(text).toContain('Date\nDescription\nCharge\nPayment\nBalance\n');
      expect(text).toContain('KSh 3,500 (owed by tenant)');
      expect(text).not.toContain('Taarifa ya Mwisho');
    }
  });

  it('is a 404 for another landlord, another tenant and an unknown id', async () => {
    const home = await housedWithLedger(ctx.db);
    await endTenancy(ctx.db, home);
    const stranger = await paidLandlord(ctx.db);
    const otherTenant = await createTenant(ctx.db, home.landlordId);
    for (const auth of [
      bearer(ctx, stranger.id, 'landlord'),
      bearer(ctx, otherTenant.id, 'tenant'),
      // Acting as a landlord with the tenant's own id is still someone else's row.
      bearer(ctx, home.tenant.id, 'landlord'),
    ]) {
      const res = await statement(home.tenancyId, auth);
      expect(res.status).toBe(404);
    }
    const unknown = await statement(2_000_000_000, bearer(ctx, home.tenant.id, 'tenant'));
    expect(unknown.status).toBe(404);
    const anonymous = await request(ctx.app).get(
      `/api/accounts/tenancies/${home.tenancyId}/final-statement/`,
    );
    expect(anonymous.status).toBe(401);
  });

  it('is a 409 while the tenancy runs, with the reason', async () => {
    const home = await housedWithLedger(ctx.db);
    const res = await request(ctx.app)
      .get(`/api/accounts/tenancies/${home.tenancyId}/final-statement/`)
      .set('Authorization', bearer(ctx, home.tenant.id, 'tenant'));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'CONFLICT',
      detail: TENANCY_RECORD_MESSAGES.notEnded,
    });
  });

  it('costs the same number of statements for a short and a long tenancy', async () => {
    const short = await housedWithLedger(ctx.db);
    await endTenancy(ctx.db, short);
    const months = Array.from({ length: 24 }, (_, i) => {
      const month = String((i % 12) + 1).padStart(2, '0');
      const on = `${2024 + Math.floor(i / 12)}-${month}-01`;
      return [
        { type: 'charge' as const, amount: 15000, on, description: `Rent ${on}` },
        { type: 'payment' as const, amount: -15000, on, description: `Paid ${on}` },
      ];
    }).flat();
    const long = await housedWithLedger(ctx.db, { ledger: months });
    await endTenancy(ctx.db, long, {
      deductions: Array.from({ length: 6 }, (_, i) => ({ reason: `Item ${i}`, amount: 100 })),
    });
    const counting = createQueryCountingApp(ctx);
    try {
      const count = (home: typeof short) =>
        counting.count(async () => {
          const res = await request(counting.app)
            .get(`/api/accounts/tenancies/${home.tenancyId}/final-statement/`)
            .set('Authorization', bearer(ctx, home.tenant.id, 'tenant'));
          expect(res.status).toBe(200);
        });
      const few = await count(short);
      expect(await count(long)).toBe(few);
      expect(few).toBeLessThanOrEqual(4);
    } finally {
      await counting.close();
    }
  });
});
