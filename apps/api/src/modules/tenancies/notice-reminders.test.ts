import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { postMonthlyCharges } from '../ledger/monthly-charges.job.js';
import { bearer, paidLandlord, tenancy } from '../ledger/test-helpers.js';
import { sendRentReminders } from '../reminders/rent-reminders.job.js';

// Issue 18 item 3: "reminders keep running until the end". A tenant on notice still lives in the
// unit (the unit keeps its tenant until move-out), so the monthly charge and the rent reminder,
// which go by the unit's current tenant, reach them as before.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const nairobi = (local: string) => new Date(`${local}+03:00`);

describe('a tenant on notice', () => {
  it('is still charged each month and reminded until they move out', async () => {
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
    const home = await tenancy(ctx.db, landlord.id, { rent: 12000, rentDueDate: '2026-11-05' });

    ctx.clock.now = nairobi('2026-11-30T10:00:00');
    const notice = await request(ctx.app)
      .post('/api/accounts/tenant/notice/')
      .set('Authorization', bearer(ctx, home.tenant.id, 'tenant'))
      .send({ move_out_date: '2027-01-31' });
    expect(notice.status).toBe(200);
    expect(notice.body.status).toBe('notice');

    ctx.clock.now = nairobi('2026-12-05T08:05:00');
    await postMonthlyCharges(ctx.deps);
    const run = await sendRentReminders(ctx.deps);
    expect(run).toMatchObject({ queued: 1 });

    const charges = await ctx.db.rentLedgerEntry.findMany({
      where: { tenantId: home.tenant.id, type: 'charge' },
      orderBy: { id: 'asc' },
      select: { amount: true, chargeKey: true, tenancyId: true },
    });
    expect(charges.map((c) => c.chargeKey)).toContain(`${home.tenant.id}:${home.unit.id}:2026-12`);
    expect(charges.every((c) => c.tenancyId === notice.body.id && c.amount === 12000)).toBe(true);
    const reminders = await ctx.db.emailOutbox.findMany({
      where: { kind: 'reminder', to: home.tenant.email },
    });
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain('KSh 24,000');
    const tenancyRow = await ctx.db.tenancy.findUniqueOrThrow({ where: { id: notice.body.id } });
    expect(tenancyRow.status).toBe('notice');
  });
});
