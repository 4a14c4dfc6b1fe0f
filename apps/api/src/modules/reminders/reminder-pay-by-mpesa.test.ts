import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { postMonthlyCharges } from '../ledger/monthly-charges.job.js';
import { paidLandlord, tenancy } from '../ledger/test-helpers.js';
import { sendRentReminders } from './rent-reminders.job.js';

// Issue 19 item 2: rent reminders carry "Pay by M-Pesa: Paybill <short code>, account <number>"
// when the landlord has a paybill and the tenant a current tenancy; otherwise as before.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ APP_URL: 'https://pango.example' });
});
afterAll(async () => {
  await ctx.close();
});

const at = new Date('2026-12-05T08:05:00+03:00');

async function owingTenantOf(withPaybill: boolean) {
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
  if (withPaybill)
    await ctx.db.mpesaC2bSetting.create({
      data: {
        landlordId: landlord.id,
        shortcode: '600901',
        shortcodeType: 'paybill',
        urlToken: 'reminderTestToken0123456789abcdefghijklmn',
      },
    });
  const home = await tenancy(ctx.db, landlord.id, { rent: 12000, rentDueDate: '2026-11-05' });
  const open = await ctx.db.tenancy.findFirstOrThrow({
    where: { tenantId: home.tenant.id, status: 'active' },
  });
  return { ...home, account: open.paymentAccountNumber };
}

describe('rent reminders and the paybill', () => {
  it('tell a tenant the paybill and their account number; without a paybill, nothing of it', async () => {
    const withPaybill = await owingTenantOf(true);
    const without = await owingTenantOf(false);
    expect(withPaybill.account).toBeTruthy();
    const deps = { ...ctx.deps, now: () => at };
    await postMonthlyCharges(deps);
    const result = await sendRentReminders(deps);
    expect(result.queued).toBe(2);
    const [mail] = await ctx.db.emailOutbox.findMany({
      where: { to: withPaybill.tenant.email, kind: 'reminder' },
    });
    expect(mail!.text).toContain(`Pay by M-Pesa: Paybill 600901, account ${withPaybill.account}`);
    const [plain] = await ctx.db.emailOutbox.findMany({
      where: { to: without.tenant.email, kind: 'reminder' },
    });
    expect(plain!.text).toContain('KSh 24,000');
    expect(plain!.text).not.toContain('Pay by M-Pesa');
  });
});
