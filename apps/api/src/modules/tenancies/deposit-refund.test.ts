import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOVE_OUT_MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { startSmtpServer } from '../../test/smtp.js';
import { bearer, paidLandlord } from '../ledger/test-helpers.js';
import { housedTenant, snapshotOf } from './test-fixtures.js';

// Issue 18 item 5: the landlord records the deposit refund paid outside Pango, once, never more
// than the refund due.

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const refund = (landlordId: number, tenancyId: number, body: unknown) =>
  request(ctx.app)
    .post(`/api/accounts/tenancies/${tenancyId}/deposit-refund/`)
    .set('Authorization', bearer(ctx, landlordId, 'landlord'))
    .send(body as object);

/** Moved out on 31 December, November paid, nothing deducted: 15,000 due back. */
async function movedOut(deductions: { reason: string; amount: number }[] = []) {
  const housed = await housedTenant(ctx, { paidNovember: true });
  const out = await request(ctx.app)
    .post(`/api/accounts/tenants/${housed.tenant.id}/move-out/`)
    .set('Authorization', bearer(ctx, housed.landlord.id, 'landlord'))
    .send({ move_out_date: '2026-12-31', deductions });
  expect(out.status).toBe(200);
  return { ...housed, settlement: out.body };
}

async function refundMail(to: string) {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const mail = smtp.received.find((m) => m.to.includes(to) && m.text.includes('Amount refunded'));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`No refund mail to ${to}`);
}

const body = { amount: 9500, method: 'mpesa', reference: 'QKX81REF', paid_on: '2026-12-20' };

describe('POST /accounts/tenancies/{id}/deposit-refund/', () => {
  it('nothing due back (deductions above the deposit): any refund answers 400', async () => {
    const { landlord, tenancy, settlement } = await movedOut([
      { reason: 'Repaint bedroom', amount: 3500 },
      { reason: 'Broken window', amount: 2000 },
    ]);
    // December unpaid in full (moved out on its last day): 15,000 + 5,500 > 15,000 held.
    expect(settlement).toMatchObject({ refund_due: 0, balance_after: 5500 });
    const res = await refund(landlord.id, tenancy.id, { ...body, amount: 1 });
    expect(res.status).toBe(400);
    expect(res.body.errors.amount).toEqual([MOVE_OUT_MESSAGES.refundAboveDue('KSh 0')]);
  });

  it('a partial refund is recorded as given; a second refund answers 409', async () => {
    const housed = await housedTenant(ctx, { paidNovember: true });
    const out = await request(ctx.app)
      .post(`/api/accounts/tenants/${housed.tenant.id}/move-out/`)
      .set('Authorization', bearer(ctx, housed.landlord.id, 'landlord'))
      .send({ move_out_date: '2026-11-30', deductions: [{ reason: 'Cleaning', amount: 1500 }] });
    // December reversed: nothing unpaid, 15,000 - 1,500 due back.
    expect(out.body).toMatchObject({ unpaid_rent: 0, refund_due: 13500 });
    const { landlord, tenancy, tenant } = housed;

    const res = await refund(landlord.id, tenancy.id, body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      tenancy_id: tenancy.id,
      refund_due: 13500,
      refund_amount: 9500,
      refund_method: 'mpesa',
      refund_reference: 'QKX81REF',
      refund_paid_on: '2026-12-20',
    });
    expect(await ctx.db.tenancy.findUniqueOrThrow({ where: { id: tenancy.id } })).toMatchObject({
      refundDue: 13500,
      refundAmount: 9500,
      refundMethod: 'mpesa',
      refundReference: 'QKX81REF',
      refundPaidOn: new Date('2026-12-20T00:00:00Z'),
      refundRecordedAt: ctx.clock.now,
    });
    const audit = await ctx.db.auditLog.findFirstOrThrow({
      where: { action: 'tenancy.deposit_refunded', entityId: String(tenancy.id) },
    });
    expect(audit.data).toMatchObject({
      before: { refundAmount: null },
      after: { refundAmount: 9500, refundMethod: 'mpesa' },
    });
    const row = await ctx.db.emailOutbox.findFirstOrThrow({
      where: { to: tenant.email, subject: { contains: 'deposit refund' } },
    });
    expect(row).toMatchObject({ kind: 'payment_receipt', landlordId: landlord.id });
    const mail = await refundMail(tenant.email);
    expect(mail.text).toContain('Amount refunded: KSh 9,500');
    expect(mail.text).toContain('Refund due at move-out: KSh 13,500');
    expect(mail.text).toContain('Paid by: M-Pesa');

    const before = await snapshotOf(ctx, tenancy.id);
    const again = await refund(landlord.id, tenancy.id, { ...body, amount: 4000 });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(MOVE_OUT_MESSAGES.refundAlreadyRecorded);
    expect(await snapshotOf(ctx, tenancy.id)).toEqual(before);
  });

  it('more than is due answers 400 on amount and changes nothing', async () => {
    const housed = await housedTenant(ctx, { paidNovember: true });
    await request(ctx.app)
      .post(`/api/accounts/tenants/${housed.tenant.id}/move-out/`)
      .set('Authorization', bearer(ctx, housed.landlord.id, 'landlord'))
      .send({ move_out_date: '2026-11-30' });
    const before = await snapshotOf(ctx, housed.tenancy.id);
    const res = await refund(housed.landlord.id, housed.tenancy.id, { ...body, amount: 15001 });
    expect(res.status).toBe(400);
    expect(res.body.errors.amount).toEqual([MOVE_OUT_MESSAGES.refundAboveDue('KSh 15,000')]);
    expect(await snapshotOf(ctx, housed.tenancy.id)).toEqual(before);
    // The whole of it is fine.
    const all = await refund(housed.landlord.id, housed.tenancy.id, { ...body, amount: 15000 });
    expect(all.status).toBe(200);
  });

  it('refuses bad bodies, a future date, a running tenancy (409) and another landlord (404)', async () => {
    const housed = await housedTenant(ctx);
    const { landlord, tenancy } = housed;
    // Still running.
    const running = await refund(landlord.id, tenancy.id, body);
    expect(running.status).toBe(409);
    expect(running.body.detail).toBe(MOVE_OUT_MESSAGES.tenancyNotEnded);

    await request(ctx.app)
      .post(`/api/accounts/tenants/${housed.tenant.id}/move-out/`)
      .set('Authorization', bearer(ctx, landlord.id, 'landlord'))
      .send({ move_out_date: '2026-11-30' });
    const before = await snapshotOf(ctx, tenancy.id);
    const cases: [unknown, string][] = [
      [{ ...body, amount: 0 }, 'amount'],
      [{ ...body, amount: 10.5 }, 'amount'],
      [{ ...body, method: 'gold' }, 'method'],
      [{ ...body, reference: 'x'.repeat(101) }, 'reference'],
      [{ ...body, paid_on: 'yesterday' }, 'paid_on'],
      [{ ...body, paid_on: '2026-12-21' }, 'paid_on'],
    ];
    for (const [bad, field] of cases) {
      const res = await refund(landlord.id, tenancy.id, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(Object.keys(res.body.errors)).toContain(field);
    }
    const stranger = await paidLandlord(ctx.db);
    expect((await refund(stranger.id, tenancy.id, body)).status).toBe(404);
    expect((await refund(landlord.id, 999999, body)).status).toBe(404);
    const asTenant = await request(ctx.app)
      .post(`/api/accounts/tenancies/${tenancy.id}/deposit-refund/`)
      .set('Authorization', bearer(ctx, housed.tenant.id, 'tenant'))
      .send(body);
    expect(asTenant.status).toBe(403);
    expect(await snapshotOf(ctx, tenancy.id)).toEqual(before);
  });
});
