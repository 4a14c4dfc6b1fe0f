import type { EmailKind } from '../generated/prisma/client.js';
import type { Db, DbTx } from './db.js';
import type { EmailContent } from './email-layout.js';
import type { MailAttachment, Mailer } from './mailer.js';
import type { Logger } from './logger.js';

// Email goes through an outbox table (docs/decisions/007-email-outbox.md): the row is written in
// the same transaction as the change that causes it, so a mail is never lost or sent for a change
// that rolled back. A drain sends due rows; a temporary failure backs off and retries, a permanent
// one (the SMTP server answered 5xx: no such mailbox, rejected) stops at once.
const LEASE_MS = 5 * 60_000;
export const MAX_ATTEMPTS = 8;
const DRAIN_BATCH = 50;

/** A mail to queue: what it is about and who it is sent for travel with it (landlord Settings). */
export type OutboxMail = EmailContent & {
  kind: EmailKind;
  to: string;
  /** The landlord the mail is sent for, or null for mail of no landlord (a landlord's own reset). */
  landlordId: number | null;
  /** One file sent with it (the owner statement's PDF); dropped from the row once sent. */
  attachment?: MailAttachment;
};

const toRow = (mail: OutboxMail) => ({
  kind: mail.kind,
  landlordId: mail.landlordId,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  ...(mail.attachment
    ? {
        attachmentName: mail.attachment.filename,
        attachmentType: mail.attachment.contentType,
        attachmentData: new Uint8Array(mail.attachment.content),
      }
    : {}),
});

export async function enqueueMail(tx: DbTx | Db, mail: OutboxMail): Promise<void> {
  await tx.emailOutbox.create({ data: toRow(mail) });
}

/** Queues many mails in one statement; answers each new row's id with its recipient. */
export async function enqueueMails(
  tx: DbTx | Db,
  mails: readonly OutboxMail[],
): Promise<{ id: number; to: string }[]> {
  if (mails.length === 0) return [];
  return tx.emailOutbox.createManyAndReturn({
    data: mails.map(toRow),
    select: { id: true, to: true },
  });
}

/**
 * The Message-ID's left part of an outbox row: the same on every attempt (a retry after a crash
 * between SMTP's answer and the sent mark is the same message), unique across databases restored or
 * reset by the row's creation time (ADR 034).
 */
export const outboxMessageKey = (row: { id: number; createdAt: Date }) =>
  `outbox-${row.id}.${row.createdAt.getTime()}`;

/** 5xx from the SMTP server is final (RFC 5321); anything else (4xx, no connection) may pass later. */
export function isPermanentFailure(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export const backoffMs = (attempts: number) => Math.min(60 * 60_000, 2 ** attempts * 30_000);

/**
 * Starts a drain for mail a request has just queued, so it goes out now rather than at the
 * worker's next pass. The request does not wait for it; a failure is logged and the rows stay
 * queued for the worker to retry.
 */
export function kickOutbox(deps: { db: Db; mailer: Mailer; logger: Logger }): void {
  void drainOutbox(deps.db, deps.mailer, deps.logger).catch((err: unknown) =>
    deps.logger.warn({ err }, 'outbox drain failed'),
  );
}

/** Sends every due message once; returns how many were sent. Safe to run in several processes. */
export async function drainOutbox(
  db: Db,
  mailer: Mailer,
  logger: Logger,
  now = new Date(),
): Promise<number> {
  let sent = 0;
  for (;;) {
    const due = await db.emailOutbox.findMany({
      where: { status: 'pending', sendAfter: { lte: now } },
      orderBy: { id: 'asc' },
      take: DRAIN_BATCH,
      select: {
        id: true,
        to: true,
        subject: true,
        text: true,
        html: true,
        attachmentName: true,
        attachmentType: true,
        attachmentData: true,
        attempts: true,
        createdAt: true,
      },
    });
    let claimedAny = false;
    for (const mail of due) {
      // Claim by pushing sendAfter forward: a second drainer skips rows another one holds.
      const claimed = await db.emailOutbox.updateMany({
        where: { id: mail.id, status: 'pending', sendAfter: { lte: now } },
        data: { sendAfter: new Date(now.getTime() + LEASE_MS), attempts: { increment: 1 } },
      });
      if (claimed.count === 0) continue;
      claimedAny = true;
      if (await sendOne(db, mailer, logger, mail, now)) sent += 1;
    }
    // A full batch may hide more due rows (a reminder run queues hundreds); stop when a pass
    // claimed nothing, so rows held by another drainer are not spun on.
    if (due.length < DRAIN_BATCH || !claimedAny) return sent;
  }
}

async function sendOne(
  db: Db,
  mailer: Mailer,
  logger: Logger,
  mail: {
    id: number;
    to: string;
    subject: string;
    text: string;
    html: string | null;
    attachmentName: string | null;
    attachmentType: string | null;
    attachmentData: Uint8Array | null;
    attempts: number;
    createdAt: Date;
  },
  now: Date,
): Promise<boolean> {
  try {
    await mailer.send({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      idKey: outboxMessageKey(mail),
      ...(mail.attachmentData && mail.attachmentName
        ? {
            attachments: [
              {
                filename: mail.attachmentName,
                contentType: mail.attachmentType ?? 'application/octet-stream',
                content: Buffer.from(mail.attachmentData),
              },
            ],
          }
        : {}),
    });
    // The body goes once delivered: it may hold a reset link (a working credential until used) or
    // a tenant's details. To, subject and kind stay for the landlord's Settings and support.
    await db.emailOutbox.update({
      where: { id: mail.id },
      data: {
        status: 'sent',
        sentAt: new Date(),
        lastError: null,
        text: '',
        html: null,
        attachmentData: null,
      },
    });
    return true;
  } catch (err) {
    const attempts = mail.attempts + 1;
    const permanent = isPermanentFailure(err);
    const failed = permanent || attempts >= MAX_ATTEMPTS;
    const reason = err instanceof Error ? err.message : String(err);
    await db.emailOutbox.update({
      where: { id: mail.id },
      data: {
        status: failed ? 'failed' : 'pending',
        lastError: reason.slice(0, 500),
        failedAt: failed ? new Date() : null,
        sendAfter: new Date(now.getTime() + backoffMs(attempts)),
      },
    });
    logger.warn({ err, outboxId: mail.id, attempts, permanent }, 'email send failed');
    return false;
  }
}
