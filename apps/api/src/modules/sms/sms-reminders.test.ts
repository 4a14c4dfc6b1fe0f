import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { postMonthlyCharges } from '../ledger/monthly-charges.job.js';
import { bearer, paidLandlord, tenancy } from '../ledger/test-helpers.js';
import { sendRentReminders } from '../reminders/rent-reminders.job.js';
import { fileReport } from '../communication/test-helpers.js';

// Rent reminders by SMS (issue 25): on the landlord's SMS choice and the tenant's reminder choice,
// with the amount due; credits reserved with the run; too few credits skips the SMS, not the run.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ APP_URL: 'https://pango.example' });
});
afterAll(() => ctx.close());

const nairobi = (local: string) => new Date(`${local}+03:00`);
const runAt = async (local: string) => {
  const deps = { ...ctx.deps, now: () => nairobi(local) };
  await postMonthlyCharges(deps);
  return sendRentReminders(deps);
};

async function landlordWithOwingTenants(credits: number) {
  const landlord = await paidLandlord(ctx.db);
  await ctx.db.reminderSetting.create({
    data: {
      landlordId: landlord.id,
      daysOfMonth: [5],
      subject: 'Rent for {unit}',
      message: 'Dear {tenant_name}, {amount} is due on {due_date}.',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    },
  });
  const owing = await tenancy(ctx.db, landlord.id, { rent: 12000, rentDueDate: '2026-11-05' });
  const optedOut = await tenancy(ctx.db, landlord.id, { rent: 9000, rentDueDate: '2026-11-05' });
  await ctx.db.tenantProfile.update({
    where: { userId: optedOut.tenant.id },
    data: { notifyRentReminders: false },
  });
  await ctx.db.smsCreditLot.create({
    data: {
      landlordId: landlord.id,
      pack: 'starter',
      credits: 100,
      remaining: credits,
      purchasedAt: new Date('2026-10-01T00:00:00Z'),
      expiresAt: new Date('2027-10-01T00:00:00Z'),
    },
  });
  return { landlord, owing, optedOut };
}

const auth = (id: number) => bearer(ctx, id, 'landlord');

describe('rent reminders by SMS', () => {
  it('texts owing tenants who want reminders when the landlord turned it on', async () => {
    const { landlord, owing, optedOut } = await landlordWithOwingTenants(10);
    const off = await request(ctx.app)
      .get('/api/communication/sms/settings/')
      .set('Authorization', auth(landlord.id));
    expect(off.body).toEqual({
      rent_reminders: false,
      payment_receipts: false,
      report_status: false,
      tax_reminders: false,
    });
    const on = await request(ctx.app)
      .put('/api/communication/sms/settings/')
      .set('Authorization', auth(landlord.id))
      .send({
        rent_reminders: true,
        payment_receipts: false,
        report_status: false,
        tax_reminders: false,
      });
    expect(on.body).toMatchObject({ rent_reminders: true });
    const bad = await request(ctx.app)
      .put('/api/communication/sms/settings/')
      .set('Authorization', auth(landlord.id))
      .send({ rent_reminders: 'yes' });
    expect(bad.status).toBe(400);

    await runAt('2026-12-05T08:05:00');
    const rows = await ctx.db.smsOutbox.findMany({ where: { landlordId: landlord.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tenantId: owing.tenant.id,
      to: '254712345678',
      kind: 'rent_reminder',
      status: 'queued',
      segments: 1,
    });
    expect(rows[0]!.body).toBe(
      `Rent reminder from ${landlord.fullName}: KSh 24,000 due 5 Nov 2026 for ${owing.unit.unitNumber}, ${owing.property.name}.`,
    );
    expect(rows.some((row) => row.tenantId === optedOut.tenant.id)).toBe(false);
    const lot = await ctx.db.smsCreditLot.findFirstOrThrow({ where: { landlordId: landlord.id } });
    expect(lot.remaining).toBe(9);
  });

  it('skips the SMS, not the emails, when the credits do not cover them', async () => {
    const { landlord, owing } = await landlordWithOwingTenants(0);
    await ctx.db.smsSetting.create({ data: { landlordId: landlord.id, rentReminders: true } });
    const result = await runAt('2026-12-05T08:05:00');
    expect(result.queued).toBeGreaterThanOrEqual(1);
    expect(await ctx.db.smsOutbox.count({ where: { landlordId: landlord.id } })).toBe(0);
    expect(await ctx.db.rentReminder.count({ where: { tenantId: owing.tenant.id } })).toBe(1);
  });

  it('sends nothing by SMS when the landlord has not turned it on', async () => {
    const { landlord } = await landlordWithOwingTenants(10);
    await runAt('2026-12-05T08:05:00');
    expect(await ctx.db.smsOutbox.count({ where: { landlordId: landlord.id } })).toBe(0);
  });
});

describe('receipts and report status by SMS', () => {
  it('texts a short receipt with the new balance when the landlord chose it', async () => {
    const { landlord, owing } = await landlordWithOwingTenants(10);
    await ctx.db.smsSetting.create({ data: { landlordId: landlord.id, paymentReceipts: true } });
    await runAt('2026-12-05T08:05:00');
    ctx.clock.now = nairobi('2026-12-05T09:00:00');
    const paid = await request(ctx.app)
      .post('/api/payments/manual/')
      .set('Authorization', auth(landlord.id))
      .send({
        tenant_id: owing.tenant.id,
        kind: 'rent',
        amount: 10000,
        method: 'cash',
        reference: `CASH-${owing.tenant.id}`,
        paid_on: '2026-11-20',
      });
    expect(paid.status).toBeLessThan(300);
    const [sms] = await ctx.db.smsOutbox.findMany({
      where: { landlordId: landlord.id, kind: 'payment_receipt' },
    });
    expect(sms?.body).toMatch(
      new RegExp(
        `^${landlord.fullName}: payment of KSh 10,000 received, receipt RCT-\\d+\\. New balance: KSh 14,000\\.$`,
      ),
    );
    expect(sms).toMatchObject({ to: '254712345678', tenantId: owing.tenant.id, credits: 1 });
    ctx.clock.now = new Date();
  });

  it('texts a report status change to a tenant who takes maintenance updates', async () => {
    const { landlord, owing, optedOut } = await landlordWithOwingTenants(10);
    await ctx.db.smsSetting.create({ data: { landlordId: landlord.id, reportStatus: true } });
    await ctx.db.tenantProfile.update({
      where: { userId: optedOut.tenant.id },
      data: { notifyMaintenanceUpdates: false },
    });
    const home = (t: typeof owing) => ({
      tenantId: t.tenant.id,
      landlordId: landlord.id,
      unitId: t.unit.id,
      propertyId: t.property.id,
    });
    const wanted = await fileReport(ctx.db, home(owing), { title: 'Leaking tap' });
    const quiet = await fileReport(ctx.db, home(optedOut), { title: 'Broken door' });
    for (const report of [wanted, quiet]) {
      const res = await request(ctx.app)
        .patch(`/api/communication/reports/${report.id}/update-status/`)
        .set('Authorization', auth(landlord.id))
        .send({ status: 'pending' });
      expect(res.status).toBe(200);
    }
    const rows = await ctx.db.smsOutbox.findMany({
      where: { landlordId: landlord.id, kind: 'report_status' },
    });
    expect(rows.map((row) => [row.tenantId, row.body])).toEqual([
      [owing.tenant.id, `${landlord.fullName}: your report "Leaking tap" is now pending.`],
    ]);
  });
});
