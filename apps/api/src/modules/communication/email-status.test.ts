import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILED_EMAILS_SHOWN } from '@pango/shared';
import type { EmailKind, EmailStatus } from '../../generated/prisma/client.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createLandlord, createTenant } from '../../test/factories.js';
import { createQueryCountingApp } from '../../test/query-counter.js';
import { client } from './test-helpers.js';

let ctx: TestContext;
let counting: ReturnType<typeof createQueryCountingApp>;
let as: ReturnType<typeof client>;
beforeAll(async () => {
  ctx = await createTestContext();
  counting = createQueryCountingApp(ctx);
  as = client(ctx);
});
afterAll(async () => {
  await counting.close();
  await ctx.close();
});

const STATUS = '/reminders/status/';

type Mail = { kind?: EmailKind; status: EmailStatus; lastError?: string; failedAt?: Date };

function queueMail(landlordId: number, to: string, mail: Mail) {
  return ctx.db.emailOutbox.create({
    data: {
      landlordId,
      to,
      kind: mail.kind ?? 'reminder',
      subject: 'Rent Reminder',
      text: 'Your rent is due.',
      status: mail.status,
      lastError: mail.lastError ?? null,
      failedAt: mail.failedAt ?? (mail.status === 'failed' ? new Date() : null),
    },
  });
}

/** A reminder run as the job writes it: one reminder per tenant, each with its outbox row. */
async function reminderRun(
  landlordId: number,
  reminderDate: string,
  startedAt: Date,
  mails: Mail[],
) {
  const date = new Date(`${reminderDate}T00:00:00Z`);
  const run = await ctx.db.reminderRun.create({
    data: { landlordId, reminderDate: date, queued: mails.length, startedAt },
  });
  for (const mail of mails) {
    const tenant = await createTenant(ctx.db, landlordId);
    const outbox = await queueMail(landlordId, tenant.email, mail);
    await ctx.db.rentReminder.create({
      data: {
        runId: run.id,
        landlordId,
        tenantId: tenant.id,
        reminderDate: date,
        outboxId: outbox.id,
        amountDue: 15000,
      },
    });
  }
  return run;
}

describe('GET /api/communication/reminders/status/', () => {
  it('answers no run and no failed emails before the job has run', async () => {
    const landlord = await createLandlord(ctx.db);
    const res = await as(landlord.id).get(STATUS);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ last_run: null, failed_emails: { count: 0, results: [] } });
  });

  it('counts the newest run by delivery status and lists the failures, newest first', async () => {
    const landlord = await createLandlord(ctx.db);
    await reminderRun(landlord.id, '2026-11-01', new Date('2026-11-01T06:00:00Z'), [
      { status: 'sent' },
      { status: 'sent' },
    ]);
    await reminderRun(landlord.id, '2026-11-05', new Date('2026-11-05T06:00:00Z'), [
      { status: 'sent' },
      { status: 'pending' },
      {
        status: 'failed',
        lastError: '550 5.1.1 Mailbox does not exist',
        failedAt: new Date('2026-11-05T06:20:00Z'),
      },
    ]);
    const invoice = await queueMail(landlord.id, 'wanjiku@example.test', {
      kind: 'invoice',
      status: 'failed',
      lastError: '552 Message rejected',
      failedAt: new Date('2026-11-06T09:00:00Z'),
    });

    // Another landlord's newer run and failures stay theirs.
    const other = await createLandlord(ctx.db);
    await reminderRun(other.id, '2026-11-10', new Date('2026-11-10T06:00:00Z'), [
      { status: 'failed', lastError: 'not yours' },
    ]);

    const res = await as(landlord.id).get(STATUS);
    expect(res.status).toBe(200);
    expect(res.body.last_run).toEqual({
      ran_at: '2026-11-05T06:00:00.000Z',
      reminder_date: '2026-11-05',
      queued: 3,
      sent: 1,
      pending: 1,
      failed: 1,
    });
    expect(res.body.failed_emails.count).toBe(2);
    expect(res.body.failed_emails.results).toEqual([
      {
        id: invoice.id,
        kind: 'invoice',
        kind_label: 'Invoice',
        to: 'wanjiku@example.test',
        subject: 'Rent Reminder',
        reason: '552 Message rejected',
        failed_at: '2026-11-06T09:00:00.000Z',
      },
      expect.objectContaining({
        kind: 'reminder',
        kind_label: 'Rent reminder',
        reason: '550 5.1.1 Mailbox does not exist',
        failed_at: '2026-11-05T06:20:00.000Z',
      }),
    ]);

    const theirs = await as(other.id).get(STATUS);
    expect(theirs.body.last_run).toMatchObject({ reminder_date: '2026-11-10', failed: 1 });
    expect(theirs.body.failed_emails.results.map((m: { reason: string }) => m.reason)).toEqual([
      'not yours',
    ]);
  });

  it('shows the newest 20 failures with the total, in the same few queries', async () => {
    const small = await createLandlord(ctx.db);
    await reminderRun(small.id, '2026-12-01', new Date('2026-12-01T06:00:00Z'), [
      { status: 'failed' },
    ]);
    const large = await createLandlord(ctx.db);
    await reminderRun(large.id, '2026-12-01', new Date('2026-12-01T06:00:00Z'), [
      { status: 'sent' },
      { status: 'sent' },
      { status: 'failed' },
      { status: 'pending' },
    ]);
    const base = new Date('2026-12-02T00:00:00Z').getTime();
    await ctx.db.emailOutbox.createMany({
      data: Array.from({ length: 25 }, (_, i) => ({
        landlordId: large.id,
        kind: 'message' as const,
        to: `tenant-${i}@example.test`,
        subject: `Message ${i}`,
        text: 'Hello',
        status: 'failed' as const,
        lastError: 'Connection timed out',
        failedAt: new Date(base + i * 60_000),
      })),
    });

    const get = (landlordId: number) => as(landlordId).get(STATUS);
    const res = await get(large.id);
    expect(res.body.failed_emails.count).toBe(26);
    expect(res.body.failed_emails.results).toHaveLength(FAILED_EMAILS_SHOWN);
    expect(res.body.failed_emails.results[0].subject).toBe('Message 24');
    expect(res.body.failed_emails.results[19].subject).toBe('Message 5');
    expect(res.body.last_run).toMatchObject({ queued: 4, sent: 2, pending: 1, failed: 1 });

    const asCounted = client(ctx, counting.app);
    const fewQueries = await counting.count(() => asCounted(small.id).get(STATUS));
    const manyQueries = await counting.count(() => asCounted(large.id).get(STATUS));
    expect(manyQueries).toBe(fewQueries);
    expect(manyQueries).toBeLessThanOrEqual(5);
  });

  it('is for landlords: a tenant gets 403, no token 401', async () => {
    const landlord = await createLandlord(ctx.db);
    const tenant = await createTenant(ctx.db, landlord.id);
    expect((await as(tenant.id, 'tenant').get(STATUS)).status).toBe(403);
    expect((await request(ctx.app).get(`/api/communication${STATUS}`)).status).toBe(401);
  });
});
