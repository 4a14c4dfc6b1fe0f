import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOVE_OUT_MESSAGES, PAYMENT_MESSAGES, TENANT_PORTAL_MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createTenant, TEST_PASSWORD } from '../../test/factories.js';
import { startSmtpServer } from '../../test/smtp.js';
import { bearer, paidLandlord } from '../ledger/test-helpers.js';
import { housedTenant, snapshotOf } from './test-fixtures.js';

// Issue 18 item 4: the landlord moves a tenant out; rent is brought to the move-out date, the
// deposit covers unpaid rent and deductions, the rest is the refund due, the unit becomes vacant.

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ APP_URL: 'https://pango.example', SMTP_URL: smtp.url });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

/** The settlement mail to the tenant (sent after the answer; the approval mail came first). */
async function settlementMail(to: string) {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const mail = smtp.received.find((m) => m.to.includes(to) && m.text.includes('Deposit held'));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`No settlement mail to ${to}`);
}

const moveOut = (landlordId: number, tenantId: number, body: unknown) =>
  request(ctx.app)
    .post(`/api/accounts/tenants/${tenantId}/move-out/`)
    .set('Authorization', bearer(ctx, landlordId, 'landlord'))
    .send(body as object);

const twoDeductions = [
  { reason: 'Repaint bedroom', amount: 3500 },
  { reason: 'Broken window', amount: 2000 },
];

const ledgerOf = (tenancyId: number) =>
  ctx.db.rentLedgerEntry.findMany({
    where: { tenancyId },
    select: { type: true, amount: true, description: true, chargeKey: true },
    orderBy: { id: 'asc' },
  });

describe('POST /accounts/tenants/{id}/move-out/', () => {
  it('settles rent to the day, applies the deposit, records deductions and frees the unit', async () => {
    const { landlord, unit, tenant, tenancy } = await housedTenant(ctx, { paidNovember: true });
    const res = await moveOut(landlord.id, tenant.id, {
      move_out_date: '2026-12-14',
      deductions: twoDeductions,
    });
    expect(res.status).toBe(200);
    // December pro-rated: 15,000 × 14 / 31 = 6,774.19 -> 6,774; deposit 15,000 covers 6,774 + 5,500.
    expect(res.body).toEqual({
      tenancy_id: tenancy.id,
      deposit_held: 15000,
      unpaid_rent: 6774,
      deductions_total: 5500,
      refund_due: 2726,
      balance_after: 0,
    });
    expect(await ledgerOf(tenancy.id)).toEqual([
      {
        type: 'charge',
        amount: 15000,
        description: 'Rent for November 2026',
        chargeKey: `${tenant.id}:${unit.id}:2026-11`,
      },
      { type: 'payment', amount: -15000, description: 'Rent payment', chargeKey: null },
      {
        type: 'charge',
        amount: 15000,
        description: 'Rent for December 2026',
        chargeKey: `${tenant.id}:${unit.id}:2026-12`,
      },
      {
        type: 'adjustment',
        amount: -15000,
        description: 'Rent for December 2026 reversed: moved out 14 December',
        chargeKey: null,
      },
      {
        type: 'adjustment',
        amount: 6774,
        description: 'Rent 1–14 December 2026 (pro-rated)',
        chargeKey: null,
      },
      {
        type: 'adjustment',
        amount: 3500,
        description: 'Deduction: Repaint bedroom',
        chargeKey: null,
      },
      {
        type: 'adjustment',
        amount: 2000,
        description: 'Deduction: Broken window',
        chargeKey: null,
      },
      {
        type: 'adjustment',
        amount: -12274,
        description: 'Deposit applied at move-out',
        chargeKey: null,
      },
    ]);

    const after = await snapshotOf(ctx, tenancy.id);
    expect(after.tenancy).toMatchObject({
      status: 'ended',
      endDate: new Date('2026-12-14T00:00:00Z'),
      movedOutAt: ctx.clock.now,
      depositHeld: 15000,
      unpaidRent: 6774,
      deductionsTotal: 5500,
      refundDue: 2726,
      balanceAfter: 0,
      refundAmount: null,
    });
    expect(after.tenancy.deductions.map((d) => [d.reason, d.amount])).toEqual([
      ['Repaint bedroom', 3500],
      ['Broken window', 2000],
    ]);
    expect(after.unit).toMatchObject({
      currentTenantId: null,
      isAvailable: true,
      billingAnchorDate: null,
    });

    const audit = await ctx.db.auditLog.findFirstOrThrow({
      where: { action: 'tenancy.moved_out', entityId: String(tenancy.id) },
    });
    expect(audit.data).toMatchObject({
      before: { status: 'active', currentTenantId: tenant.id, balance: 15000 },
      after: { status: 'ended', endDate: '2026-12-14', refundDue: 2726, depositApplied: 12274 },
    });

    const mail = await settlementMail(tenant.email);
    for (const line of [
      'Deposit held: KSh 15,000',
      'Unpaid rent: KSh 6,774',
      'Deduction: Repaint bedroom: KSh 3,500',
      'Deduction: Broken window: KSh 2,000',
      'Refund due to you: KSh 2,726',
      'Balance after: KSh 0',
      'https://pango.example/tenant',
    ])
      expect(mail.text).toContain(line);
  });

  it('keeps the account but not the unit: sign-in works, paying rent and reporting are refused', async () => {
    const { landlord, unit, tenant } = await housedTenant(ctx);
    expect((await moveOut(landlord.id, tenant.id, { move_out_date: '2026-12-20' })).status).toBe(
      200,
    );
    const login = await request(ctx.app)
      .post('/api/accounts/token/')
      .send({ email: tenant.email, password: TEST_PASSWORD, user_type: 'tenant' });
    expect(login.status).toBe(200);

    const asTenant = bearer(ctx, tenant.id, 'tenant');
    const pay = await request(ctx.app)
      .post(`/api/payments/initiate-rent-payment/${unit.id}/`)
      .set('Authorization', asTenant)
      .send({ amount: 1000, phone_number: '0712345678' });
    expect(pay.status).toBe(404);
    expect(pay.body.detail).toBe(PAYMENT_MESSAGES.unitNotFound);
    const report = await request(ctx.app)
      .post('/api/communication/reports/create/')
      .set('Authorization', asTenant)
      .send({
        unit: unit.id,
        title: 'Tap',
        category: 'plumbing',
        priority: 'low',
        description: 'Drips',
        terms_accepted: true,
      });
    expect(report.status).toBe(400);
    expect(report.body.detail).toBe(TENANT_PORTAL_MESSAGES.unitRequired);
  });

  it('a second move-out answers 409 and changes nothing', async () => {
    const { landlord, tenant, tenancy } = await housedTenant(ctx);
    expect((await moveOut(landlord.id, tenant.id, { move_out_date: '2026-12-20' })).status).toBe(
      200,
    );
    const before = await snapshotOf(ctx, tenancy.id);
    const again = await moveOut(landlord.id, tenant.id, { move_out_date: '2026-12-20' });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(MOVE_OUT_MESSAGES.noOpenTenancy);
    expect(await snapshotOf(ctx, tenancy.id)).toEqual(before);
  });

  it('another landlord’s tenant answers 404; a tenant may not move anyone out (403)', async () => {
    const { tenant, tenancy } = await housedTenant(ctx);
    const stranger = await paidLandlord(ctx.db);
    const before = await snapshotOf(ctx, tenancy.id);
    const foreign = await moveOut(stranger.id, tenant.id, { move_out_date: '2026-12-20' });
    expect(foreign.status).toBe(404);
    const self = await request(ctx.app)
      .post(`/api/accounts/tenants/${tenant.id}/move-out/`)
      .set('Authorization', bearer(ctx, tenant.id, 'tenant'))
      .send({ move_out_date: '2026-12-20' });
    expect(self.status).toBe(403);
    expect(await snapshotOf(ctx, tenancy.id)).toEqual(before);
  });

  it('deductions above the deposit: no refund, and what is left stays owed', async () => {
    const { landlord, tenant } = await housedTenant(ctx, { paidNovember: true, deposit: 10000 });
    const res = await moveOut(landlord.id, tenant.id, {
      move_out_date: '2026-12-31',
      deductions: [{ reason: 'Replace kitchen door', amount: 12000 }],
    });
    expect(res.status).toBe(200);
    // December in full (moved out on its last day): 15,000 unpaid + 12,000 - 10,000 held.
    expect(res.body).toMatchObject({
      deposit_held: 10000,
      unpaid_rent: 15000,
      deductions_total: 12000,
      refund_due: 0,
      balance_after: 17000,
    });
  });

  it('reverses a month charged ahead when the tenant leaves before it', async () => {
    const { landlord, tenant, tenancy } = await housedTenant(ctx, {
      paidNovember: true,
      prorate: false,
    });
    const res = await moveOut(landlord.id, tenant.id, { move_out_date: '2026-11-30' });
    expect(res.body).toMatchObject({ unpaid_rent: 0, refund_due: 15000, balance_after: 0 });
    expect((await ledgerOf(tenancy.id)).slice(3)).toEqual([
      {
        type: 'adjustment',
        amount: -15000,
        description: 'Rent for December 2026 reversed: moved out 30 November',
        chargeKey: null,
      },
    ]);
  });

  it('charges a month not yet charged when the move-out is planned ahead', async () => {
    const { landlord, unit, tenant, tenancy } = await housedTenant(ctx, {
      paidNovember: true,
      prorate: false,
    });
    const res = await moveOut(landlord.id, tenant.id, { move_out_date: '2027-01-10' });
    expect(res.status).toBe(200);
    expect((await ledgerOf(tenancy.id)).slice(3, 4)).toEqual([
      {
        type: 'charge',
        amount: 15000,
        description: 'Rent for January 2027',
        chargeKey: `${tenant.id}:${unit.id}:2027-01`,
      },
    ]);
    expect(res.body).toMatchObject({ unpaid_rent: 30000, refund_due: 0, balance_after: 15000 });
  });

  it('refuses bad bodies with a field error and changes nothing', async () => {
    const { landlord, tenant, tenancy } = await housedTenant(ctx);
    const before = await snapshotOf(ctx, tenancy.id);
    const outboxBefore = await ctx.db.emailOutbox.count();
    const cases: [unknown, string][] = [
      [{}, 'move_out_date'],
      [{ move_out_date: '14/12/2026' }, 'move_out_date'],
      [{ move_out_date: '2026-11-23' }, 'move_out_date'],
      [{ move_out_date: '2027-01-21' }, 'move_out_date'],
      [
        { move_out_date: '2026-12-14', deductions: [{ reason: '', amount: 100 }] },
        'deductions.0.reason',
      ],
      [
        { move_out_date: '2026-12-14', deductions: [{ reason: 'x'.repeat(121), amount: 100 }] },
        'deductions.0.reason',
      ],
      [
        { move_out_date: '2026-12-14', deductions: [{ reason: 'Paint', amount: 0 }] },
        'deductions.0.amount',
      ],
      [
        { move_out_date: '2026-12-14', deductions: [{ reason: 'Paint', amount: 99.5 }] },
        'deductions.0.amount',
      ],
      [
        {
          move_out_date: '2026-12-14',
          deductions: Array.from({ length: 21 }, () => ({ reason: 'Paint', amount: 1 })),
        },
        'deductions',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await moveOut(landlord.id, tenant.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.errors)).toContain(field);
    }
    const early = await moveOut(landlord.id, tenant.id, { move_out_date: '2026-11-23' });
    expect(early.body.errors.move_out_date).toEqual([MOVE_OUT_MESSAGES.beforeStart('2026-11-24')]);
    expect(await snapshotOf(ctx, tenancy.id)).toEqual(before);
    expect(await ctx.db.emailOutbox.count()).toBe(outboxBefore);
  });
});

describe('Evict and Remove go through the move-out path', () => {
  it('remove: the tenancy ends settled today, the unit is vacant and can be let again', async () => {
    const { landlord, unit, tenant, tenancy } = await housedTenant(ctx, { paidNovember: true });
    const asLandlord = bearer(ctx, landlord.id, 'landlord');
    const removed = await request(ctx.app)
      .post(`/api/accounts/units/${unit.id}/remove-tenant/`)
      .set('Authorization', asLandlord);
    expect(removed.status).toBe(200);
    // Today is 20 December: 15,000 × 20 / 31 = 9,677.42 -> 9,677, covered by the deposit.
    const ended = await ctx.db.tenancy.findUniqueOrThrow({ where: { id: tenancy.id } });
    expect(ended).toMatchObject({
      status: 'ended',
      endDate: new Date('2026-12-20T00:00:00Z'),
      depositHeld: 15000,
      unpaidRent: 9677,
      deductionsTotal: 0,
      refundDue: 5323,
      balanceAfter: 0,
    });
    const ledger = await ledgerOf(tenancy.id);

    const next = await createTenant(ctx.db, landlord.id);
    const assigned = await request(ctx.app)
      .post(`/api/accounts/units/${unit.id}/assign/${next.id}/`)
      .set('Authorization', asLandlord);
    expect(assigned.status).toBe(200);
    const open = await ctx.db.tenancy.findFirstOrThrow({ where: { tenantId: next.id } });
    expect(open).toMatchObject({ unitId: unit.id, status: 'active' });
    // The old tenancy stays ended with its own ledger.
    expect(await ctx.db.tenancy.findUniqueOrThrow({ where: { id: tenancy.id } })).toEqual(ended);
    expect(await ledgerOf(tenancy.id)).toEqual(ledger);
    expect(tenant.id).not.toBe(next.id);
  });

  it('evict: settled like a move-out today, the account closed and the mail not inviting a sign-in', async () => {
    const { landlord, unit, tenant, tenancy } = await housedTenant(ctx);
    const evicted = await request(ctx.app)
      .delete(`/api/accounts/users/${tenant.id}/delete/`)
      .set('Authorization', bearer(ctx, landlord.id, 'landlord'));
    expect(evicted.status).toBe(200);
    expect(await ctx.db.tenancy.findUniqueOrThrow({ where: { id: tenancy.id } })).toMatchObject({
      status: 'ended',
      endDate: new Date('2026-12-20T00:00:00Z'),
      depositHeld: 15000,
      unpaidRent: 15000 + 9677,
      refundDue: 0,
      balanceAfter: 9677,
    });
    expect(await ctx.db.unit.findUniqueOrThrow({ where: { id: unit.id } })).toMatchObject({
      currentTenantId: null,
      isAvailable: true,
    });
    const user = await ctx.db.user.findUniqueOrThrow({ where: { id: tenant.id } });
    expect(user.isActive).toBe(false);
    const mail = await settlementMail(tenant.email);
    expect(mail.text).toContain('Still owed by you: KSh 9,677');
    expect(mail.text).not.toContain('Sign in');
  });
});
