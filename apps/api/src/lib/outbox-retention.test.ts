import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { createLogger } from './logger.js';
import type { Mail } from './mailer.js';
import { drainOutbox, enqueueMail } from './outbox.js';
import { FAILED_BODY_RETENTION_DAYS, purgeFailedMailBodies } from './outbox-retention.js';

// A queued email's body may hold a reset link (a working credential until used) or a tenant's
// details: it is kept only as long as it may still be needed (ASVS 5.0 V14.2 data retention).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const logger = createLogger('silent');
const DAY_MS = 24 * 60 * 60_000;

const queue = (to: string) =>
  enqueueMail(ctx.db, {
    kind: 'reset',
    landlordId: null,
    to,
    subject: 'Reset your Pango password',
    text: 'Choose a new password: https://pango.example/reset-password/MQ/secret-token/',
    html: '<a href="https://pango.example/reset-password/MQ/secret-token/">Choose</a>',
  });

describe('email bodies in the outbox', () => {
  it('are delivered in full, then dropped from the row, which keeps to, subject, kind and status', async () => {
    await queue('sent@example.test');
    const delivered: Mail[] = [];
    await drainOutbox(ctx.db, { send: async (mail) => void delivered.push(mail) }, logger);

    expect(delivered.find((m) => m.to === 'sent@example.test')?.text).toContain('secret-token');
    const row = await ctx.db.emailOutbox.findFirstOrThrow({ where: { to: 'sent@example.test' } });
    expect(row).toMatchObject({
      to: 'sent@example.test',
      subject: 'Reset your Pango password',
      kind: 'reset',
      status: 'sent',
      text: '',
      html: null,
    });
  });

  it('are kept while a send is pending, and for a week after it failed for good', async () => {
    const now = new Date();
    await queue('pending@example.test');
    await queue('failed-recently@example.test');
    await queue('failed-long-ago@example.test');
    const failedAt = (days: number) => new Date(now.getTime() - days * DAY_MS);
    await ctx.db.emailOutbox.updateMany({
      where: { to: 'failed-recently@example.test' },
      data: { status: 'failed', failedAt: failedAt(FAILED_BODY_RETENTION_DAYS - 1) },
    });
    await ctx.db.emailOutbox.updateMany({
      where: { to: 'failed-long-ago@example.test' },
      data: { status: 'failed', failedAt: failedAt(FAILED_BODY_RETENTION_DAYS + 1) },
    });

    expect(await purgeFailedMailBodies(ctx.db, now)).toBe(1);

    const rows = await ctx.db.emailOutbox.findMany({
      where: { to: { endsWith: '@example.test' }, status: { not: 'sent' } },
      select: { to: true, status: true, text: true, html: true },
      orderBy: { id: 'asc' },
    });
    expect(rows.map((r) => [r.to, r.text.includes('secret-token'), r.html !== null])).toEqual([
      ['pending@example.test', true, true],
      ['failed-recently@example.test', true, true],
      ['failed-long-ago@example.test', false, false],
    ]);
    expect(rows[2]).toMatchObject({ status: 'failed' });
  });
});
