import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../lib/deps.js';
import { createLeaderLock } from '../../lib/leader-lock.js';
import { createLogger } from '../../lib/logger.js';
import { createMailer } from '../../lib/mailer.js';
import { drainOutbox } from '../../lib/outbox.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { startSmtpServer } from '../../test/smtp.js';
import { postMonthlyCharges } from '../ledger/monthly-charges.job.js';
import { paidLandlord, tenancy } from '../ledger/test-helpers.js';
import { sendRentReminders } from './rent-reminders.job.js';

// The reminder job against a controlled clock and a real SMTP server on loopback. Tenants are
// created in November 2026, so the ledger charges them from that month on; every landlord here
// saved their settings long before, so only the clock decides which day is due.

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const logger = createLogger('silent');
beforeAll(async () => {
  ctx = await createTestContext({ APP_URL: 'https://pango.example' });
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
});

/** Nairobi wall-clock time as an instant (UTC+3 all year). */
const nairobi = (local: string) => new Date(`${local}+03:00`);

function depsAt(instant: Date, mailerUrl = smtp.url): Deps {
  const mailer = createMailer(mailerUrl, 'Pango <no-reply@pango.local>', logger);
  return { ...ctx.deps, mailer, now: () => instant };
}

/** Runs the jobs as the worker would at `instant`: charges, reminders, then the outbox. */
async function runAt(local: string) {
  const deps = depsAt(nairobi(local));
  await postMonthlyCharges(deps);
  const result = await sendRentReminders(deps);
  await drainOutbox(deps.db, deps.mailer, logger, nairobi(local));
  return result;
}

const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));

/** A landlord with reminders on `days`, an owing tenant, an opted-out one and a paid-up one. */
async function landlordWithTenants(days: number[], options: { rentDueDate?: string } = {}) {
  const landlord = await paidLandlord(ctx.db);
  await ctx.db.reminderSetting.create({
    data: {
      landlordId: landlord.id,
      daysOfMonth: days,
      subject: 'Rent for {unit}',
      message: 'Dear {tenant_name}, {amount} for {unit} at {property} is due on {due_date}.',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    },
  });
  const rentDueDate = options.rentDueDate ?? '2026-11-05';
  const owing = await tenancy(ctx.db, landlord.id, { rent: 12000, rentDueDate });
  const optedOut = await tenancy(ctx.db, landlord.id, { rent: 9000, rentDueDate });
  await ctx.db.tenantProfile.update({
    where: { userId: optedOut.tenant.id },
    data: { notifyRentReminders: false },
  });
  const paidUp = await tenancy(ctx.db, landlord.id, { rent: 8000, rentDueDate });
  await ctx.db.rentLedgerEntry.create({
    data: {
      tenantId: paidUp.tenant.id,
      unitId: paidUp.unit.id,
      landlordId: landlord.id,
      type: 'adjustment',
      amount: -200000,
      description: 'Paid a year ahead',
    },
  });
  return { landlord, owing, optedOut, paidUp };
}

describe('rent reminders', () => {
  it('emails each owing tenant once on a chosen day, with the filled message and a payment link', async () => {
    const { landlord, owing, optedOut, paidUp } = await landlordWithTenants([5, 20]);

    await runAt('2026-12-04T09:00:00');
    expect(mailsTo(owing.tenant.email)).toHaveLength(0);

    await runAt('2026-12-05T07:59:00');
    expect(mailsTo(owing.tenant.email)).toHaveLength(0);

    await runAt('2026-12-05T08:05:00');
    const [mail, ...more] = mailsTo(owing.tenant.email);
    expect(more).toHaveLength(0);
    expect(mail!.raw).toContain(`Subject: Rent for ${owing.unit.unitNumber}`);
    // November and December charged, nothing paid.
    expect(mail!.text).toContain(
      `Dear Brian Otieno, KSh 24,000 for ${owing.unit.unitNumber} at ${owing.property.name} is due on 5 Nov 2026.`,
    );
    expect(mail!.text).toContain('https://pango.example/tenant/payments');
    expect(mail!.text).toContain(landlord.fullName);
    expect(mailsTo(optedOut.tenant.email)).toHaveLength(0);
    expect(mailsTo(paidUp.tenant.email)).toHaveLength(0);

    // Later the same day, and on a day that is not chosen: nothing more.
    await runAt('2026-12-05T15:00:00');
    await runAt('2026-12-12T09:00:00');
    expect(mailsTo(owing.tenant.email)).toHaveLength(1);

    // The next chosen day sends again; the outbox row keeps its kind and landlord.
    await runAt('2026-12-20T10:00:00');
    expect(mailsTo(owing.tenant.email)).toHaveLength(2);
    const rows = await ctx.db.emailOutbox.findMany({ where: { to: owing.tenant.email } });
    expect(rows.map((r) => [r.kind, r.landlordId, r.status])).toEqual([
      ['reminder', landlord.id, 'sent'],
      ['reminder', landlord.id, 'sent'],
    ]);
    const run = await ctx.db.reminderRun.findFirstOrThrow({
      where: { landlordId: landlord.id },
      orderBy: { startedAt: 'desc' },
    });
    expect(run.queued).toBe(1);
  });

  it('sends each email once when two runs race', async () => {
    const { owing } = await landlordWithTenants([10]);
    const deps = depsAt(nairobi('2027-01-10T09:00:00'));
    await postMonthlyCharges(deps);
    await Promise.all([sendRentReminders(deps), sendRentReminders(deps), sendRentReminders(deps)]);
    await Promise.all([
      drainOutbox(deps.db, deps.mailer, logger, nairobi('2027-01-10T09:00:00')),
      drainOutbox(deps.db, deps.mailer, logger, nairobi('2027-01-10T09:00:00')),
    ]);
    expect(mailsTo(owing.tenant.email)).toHaveLength(1);
  });

  it('catches up a day missed while the worker was down, once, and never an earlier month', async () => {
    const { owing } = await landlordWithTenants([1, 10]);
    // The worker was down from the 9th to the 12th of February.
    await runAt('2027-02-12T11:00:00');
    await runAt('2027-02-12T11:10:00');
    await runAt('2027-02-25T11:10:00');
    const mails = mailsTo(owing.tenant.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('is due on 5 Nov 2026');
    const reminders = await ctx.db.rentReminder.findMany({ where: { tenantId: owing.tenant.id } });
    expect(reminders.map((r) => r.reminderDate.toISOString().slice(0, 10))).toEqual(['2027-02-10']);
  });

  it('sends the 31st on the last day of a 30-day month', async () => {
    const { owing } = await landlordWithTenants([31]);
    await runAt('2027-04-29T09:00:00');
    expect(mailsTo(owing.tenant.email)).toHaveLength(0);
    await runAt('2027-04-30T09:00:00');
    expect(mailsTo(owing.tenant.email)).toHaveLength(1);
    await runAt('2027-05-01T09:00:00');
    expect(mailsTo(owing.tenant.email)).toHaveLength(1);
  });

  it('keeps reminders queued while SMTP is down and delivers each exactly once when it is back', async () => {
    const { owing } = await landlordWithTenants([15]);
    const at = nairobi('2027-03-15T09:00:00');
    const down = depsAt(at, 'smtp://127.0.0.1:9');
    await postMonthlyCharges(down);
    await sendRentReminders(down);
    expect(await drainOutbox(down.db, down.mailer, logger, at)).toBe(0);
    const queued = await ctx.db.emailOutbox.findFirstOrThrow({ where: { to: owing.tenant.email } });
    expect(queued).toMatchObject({ status: 'pending', attempts: 1 });

    const later = new Date(at.getTime() + 3 * 60 * 60 * 1000);
    const up = depsAt(later);
    await sendRentReminders(up);
    await drainOutbox(up.db, up.mailer, logger, later);
    await drainOutbox(up.db, up.mailer, logger, later);
    expect(mailsTo(owing.tenant.email)).toHaveLength(1);
  });

  it('waits while the landlord subscription is expired', async () => {
    const { landlord, owing } = await landlordWithTenants([2]);
    await ctx.db.subscription.update({
      where: { landlordId: landlord.id },
      data: { plan: 'starter', expiresAt: new Date('2027-05-01T00:00:00Z') },
    });
    await runAt('2027-06-02T09:00:00');
    expect(mailsTo(owing.tenant.email)).toHaveLength(0);
    expect(await ctx.db.reminderRun.count({ where: { landlordId: landlord.id } })).toBe(0);
  });
});

describe('leader lock', () => {
  it('lets one worker at a time run the schedule, and hands over when it stops', async () => {
    const key = randomInt(1_000_000, 2_000_000_000);
    const url = ctx.env.DATABASE_URL;
    const first = createLeaderLock(url, key, logger);
    const second = createLeaderLock(url, key, logger);
    try {
      expect(await first.acquire()).toBe(true);
      expect(await second.acquire()).toBe(false);
      expect(await first.acquire()).toBe(true);
      await first.release();
      expect(await second.acquire()).toBe(true);
      expect(await first.acquire()).toBe(false);
    } finally {
      await first.release();
      await second.release();
    }
  });
});

describe('rent reminders and earlier tenancies (ADR 021)', () => {
  it('does not chase a returning tenant for what their earlier tenancy of the unit left owing', async () => {
    const { owing } = await landlordWithTenants([5]);
    const landlordId = owing.unit.landlordId;
    const back = await tenancy(ctx.db, landlordId, { rent: 10000, rentDueDate: '2026-11-05' });
    const entry = (amount: number, description: string) =>
      ctx.db.rentLedgerEntry.create({
        data: {
          tenantId: back.tenant.id,
          unitId: back.unit.id,
          landlordId,
          type: 'adjustment',
          amount,
          description,
        },
      });
    await entry(5000, 'Left owing');
    // The tenant leaves (the trigger ends the tenancy), then comes back: a new tenancy.
    await ctx.db.unit.update({ where: { id: back.unit.id }, data: { currentTenantId: null } });
    await ctx.db.unit.update({
      where: { id: back.unit.id },
      data: { currentTenantId: back.tenant.id, rentDueDate: new Date('2026-11-05T00:00:00Z') },
    });
    // November and December paid in full on the new tenancy.
    await entry(-20000, 'Paid November and December');

    await runAt('2026-12-05T08:05:00');
    expect(mailsTo(owing.tenant.email)).toHaveLength(1);
    expect(mailsTo(back.tenant.email)).toHaveLength(0);
  });
});
