import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { renderEmail } from './email-layout.js';
import { createLogger } from './logger.js';
import { consoleBlock, createMailer } from './mailer.js';
import { drainOutbox, enqueueMail } from './outbox.js';

// How the outbox treats what SMTP answers: a 5xx is final (the address does not exist, the server
// refuses it), so it stops at once with its reason; a 4xx is temporary and backs off.

let ctx: TestContext;
let server: SMTPServer;
let url: string;
/** Message-ID headers of what the server accepted, in order. */
const messageIds: string[] = [];
const logger = createLogger('silent');

beforeAll(async () => {
  ctx = await createTestContext();
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      const code = address.address.startsWith('gone')
        ? 550
        : address.address.startsWith('busy')
          ? 451
          : 0;
      if (!code) return callback();
      const err = Object.assign(new Error(code === 550 ? 'No such mailbox' : 'Try again later'), {
        responseCode: code,
      });
      callback(err);
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const head =
          Buffer.concat(chunks)
            .toString('utf8')
            .split(/\r?\n\r?\n/)[0] ?? '';
        messageIds.push(/^message-id:\s*(\S+)/im.exec(head)?.[1] ?? '');
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await ctx.close();
});

const mail = (to: string) => ({
  kind: 'message' as const,
  landlordId: null,
  to,
  ...renderEmail({ subject: 'Water interruption', paragraphs: ['No water on Tuesday.'] }),
});

describe('outbox failures', () => {
  it('stops retrying at once when the SMTP server answers 5xx, keeping the reason', async () => {
    await enqueueMail(ctx.db, mail('gone@example.test'));
    await drainOutbox(ctx.db, createMailer(url, 'Pango <no-reply@pango.local>', logger), logger);
    const row = await ctx.db.emailOutbox.findFirstOrThrow({ where: { to: 'gone@example.test' } });
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.failedAt).toBeInstanceOf(Date);
    expect(row.lastError).toContain('No such mailbox');

    // Much later, nothing is tried again.
    const later = new Date(Date.now() + 48 * 60 * 60 * 1000);
    await drainOutbox(
      ctx.db,
      createMailer(url, 'Pango <no-reply@pango.local>', logger),
      logger,
      later,
    );
    const after = await ctx.db.emailOutbox.findFirstOrThrow({ where: { to: 'gone@example.test' } });
    expect(after.attempts).toBe(1);
  });

  it('backs off and retries after a 4xx answer', async () => {
    await enqueueMail(ctx.db, mail('busy@example.test'));
    const now = new Date();
    await drainOutbox(
      ctx.db,
      createMailer(url, 'Pango <no-reply@pango.local>', logger),
      logger,
      now,
    );
    const row = await ctx.db.emailOutbox.findFirstOrThrow({ where: { to: 'busy@example.test' } });
    expect(row).toMatchObject({ status: 'pending', attempts: 1, failedAt: null });
    expect(row.sendAfter.getTime()).toBeGreaterThan(now.getTime());
  });
});

describe('outbox Message-ID', () => {
  it('a mail sent again after a crash between SMTP and the sent mark is the same message (ADR 034)', async () => {
    const mailer = createMailer(url, 'Pango <no-reply@pango.example>', logger);
    await enqueueMail(ctx.db, mail('twice@example.test'));
    const before = messageIds.length;
    await drainOutbox(ctx.db, mailer, logger);
    const row = await ctx.db.emailOutbox.findFirstOrThrow({ where: { to: 'twice@example.test' } });
    // The process died after SMTP's 250 and before `sent` was written: the row is still pending.
    await ctx.db.emailOutbox.update({
      where: { id: row.id },
      data: { status: 'pending', sentAt: null, sendAfter: new Date(0), text: 'again' },
    });
    await drainOutbox(ctx.db, mailer, logger);
    const sent = messageIds.slice(before);
    expect(sent).toEqual([
      `<outbox-${row.id}.${row.createdAt.getTime()}@pango.example>`,
      `<outbox-${row.id}.${row.createdAt.getTime()}@pango.example>`,
    ]);
  });
});

describe('mail without SMTP_URL', () => {
  it('prints the whole email, links included, instead of sending it', async () => {
    const printed: string[] = [];
    const mailer = createMailer(undefined, 'Pango <no-reply@pango.local>', logger, (block) =>
      printed.push(block),
    );
    const content = renderEmail({
      subject: 'Reset your Pango password',
      greeting: 'Hello Amina,',
      paragraphs: ['Open this link to choose a new password.'],
      action: {
        label: 'Choose a new password',
        url: 'http://localhost:3000/reset-password/MQ/abc',
      },
    });
    await mailer.send({ to: 'amina@example.test', ...content });
    expect(printed).toEqual([consoleBlock({ to: 'amina@example.test', ...content })]);
    expect(printed[0]).toContain('To: amina@example.test');
    expect(printed[0]).toContain('Subject: Reset your Pango password');
    expect(printed[0]).toContain(
      'Choose a new password: http://localhost:3000/reset-password/MQ/abc',
    );
  });
});
