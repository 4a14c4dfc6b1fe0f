import type { Db, DbTx } from './db.js';
import type { Mail, Mailer } from './mailer.js';
import type { Logger } from './logger.js';

// Email goes through an outbox table (docs/decisions/007-email-outbox.md): the row is written in
// the same transaction as the change that causes it, so a mail is never lost or sent for a change
// that rolled back. A drain sends due rows; a failure backs off and retries.
const LEASE_MS = 5 * 60_000;
const MAX_ATTEMPTS = 8;

export async function enqueueMail(tx: DbTx | Db, mail: Mail): Promise<void> {
  await tx.emailOutbox.create({
    data: { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null },
  });
}

/** Sends every due message once; returns how many were sent. Safe to run in several processes. */
export async function drainOutbox(
  db: Db,
  mailer: Mailer,
  logger: Logger,
  now = new Date(),
): Promise<number> {
  const due = await db.emailOutbox.findMany({
    where: { status: 'pending', sendAfter: { lte: now } },
    orderBy: { id: 'asc' },
    take: 50,
    select: { id: true, to: true, subject: true, text: true, html: true, attempts: true },
  });
  let sent = 0;
  for (const mail of due) {
    // Claim by pushing sendAfter forward: a second drainer skips rows another one holds.
    const claimed = await db.emailOutbox.updateMany({
      where: { id: mail.id, status: 'pending', sendAfter: { lte: now } },
      data: { sendAfter: new Date(now.getTime() + LEASE_MS), attempts: { increment: 1 } },
    });
    if (claimed.count === 0) continue;
    try {
      await mailer.send(mail);
      await db.emailOutbox.update({
        where: { id: mail.id },
        data: { status: 'sent', sentAt: new Date(), lastError: null },
      });
      sent += 1;
    } catch (err) {
      const attempts = mail.attempts + 1;
      const backoffMs = Math.min(60 * 60_000, 2 ** attempts * 30_000);
      await db.emailOutbox.update({
        where: { id: mail.id },
        data: {
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          lastError: err instanceof Error ? err.message.slice(0, 500) : String(err),
          sendAfter: new Date(now.getTime() + backoffMs),
        },
      });
      logger.warn({ err, outboxId: mail.id, attempts }, 'email send failed');
    }
  }
  return sent;
}
