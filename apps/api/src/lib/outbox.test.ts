import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { startSmtpServer } from '../test/smtp.js';
import { createLogger } from './logger.js';
import { createMailer } from './mailer.js';
import { drainOutbox, enqueueMail, kickOutbox } from './outbox.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
const logger = createLogger('silent');

describe('email outbox', () => {
  it('keeps a message when the mail server is down and delivers it on a later pass, once', async () => {
    await enqueueMail(ctx.db, {
      kind: 'reminder',
      to: 'wanjiru@example.test',
      landlordId: null,
      subject: 'Rent Reminder',
      text: 'Rent is due on the 5th.',
      html: '<p>Rent is due on the 5th.</p>',
    });
    const down = createMailer('smtp://127.0.0.1:9', 'Pango <no-reply@pango.local>', logger);
    expect(await drainOutbox(ctx.db, down, logger)).toBe(0);
    const failed = await ctx.db.emailOutbox.findFirstOrThrow({
      where: { to: 'wanjiru@example.test' },
    });
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.any(String) });

    const smtp = await startSmtpServer();
    try {
      const up = createMailer(smtp.url, 'Pango <no-reply@pango.local>', logger);
      const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
      expect(await drainOutbox(ctx.db, up, logger, later)).toBe(1);
      expect(await drainOutbox(ctx.db, up, logger, later)).toBe(0);
      const mail = await smtp.waitFor('wanjiru@example.test');
      expect(mail.text).toContain('Rent is due on the 5th.');
      expect(smtp.received).toHaveLength(1);
      const sent = await ctx.db.emailOutbox.findFirstOrThrow({
        where: { to: 'wanjiru@example.test' },
      });
      expect(sent.status).toBe('sent');
    } finally {
      await smtp.close();
    }
  });

  it('kickOutbox sends what a request queued without the worker, and a mail server outage only logs', async () => {
    const mail = (to: string) => ({
      kind: 'reset' as const,
      to,
      landlordId: null,
      subject: 'Password Reset',
      text: 'Reset your password.',
      html: '<p>Reset your password.</p>',
    });
    // The server is down: the kick must neither throw nor lose the row.
    await enqueueMail(ctx.db, mail('kamau@example.test'));
    const down = createMailer('smtp://127.0.0.1:9', 'Pango <no-reply@pango.local>', logger);
    expect(() => kickOutbox({ db: ctx.db, mailer: down, logger })).not.toThrow();
    await expect
      .poll(() => ctx.db.emailOutbox.findFirstOrThrow({ where: { to: 'kamau@example.test' } }))
      .toMatchObject({ status: 'pending', attempts: 1 });

    const smtp = await startSmtpServer();
    try {
      await enqueueMail(ctx.db, mail('achieng@example.test'));
      kickOutbox({
        db: ctx.db,
        mailer: createMailer(smtp.url, 'Pango <no-reply@pango.local>', logger),
        logger,
      });
      expect((await smtp.waitFor('achieng@example.test')).text).toContain('Reset your password.');
    } finally {
      await smtp.close();
    }
  });
});
