import nodemailer from 'nodemailer';
import type { Logger } from './logger.js';

export type MailAttachment = { filename: string; contentType: string; content: Buffer };

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /**
   * The left part of a Message-ID fixed by the sender (the outbox row), so a mail sent again after
   * a crash between SMTP's answer and the sent mark carries the same Message-ID and mailboxes that
   * deduplicate by it show it once (docs/decisions/034-fault-tests.md).
   */
  idKey?: string;
  attachments?: MailAttachment[];
};
export type Mailer = { send: (mail: Mail) => Promise<void> };

/**
 * SMTP when SMTP_URL is set (Mailpit in docker compose, a loopback server in tests, a provider in
 * production). Without it, each mail is printed to the console in full, so a local run (`pnpm
 * start`, `pnpm dev`) still lets a new user follow a reset link or read a reminder. Never in
 * production: there env validation requires SMTP_URL, since logs are kept and shipped elsewhere
 * and a printed reset link is a working credential. Only recipients are ever logged.
 */
export function createMailer(
  smtpUrl: string | undefined,
  from: string,
  logger: Logger,
  print: (block: string) => void = (block) => process.stdout.write(block),
): Mailer {
  if (!smtpUrl) {
    return {
      async send(mail) {
        print(consoleBlock(mail));
        logger.debug({ to: mail.to }, 'email printed (no SMTP_URL)');
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  const domain = /@([^\s>]+)/.exec(from)?.[1] ?? 'pango.local';
  return {
    async send({ idKey, ...mail }) {
      const info = await transport.sendMail({
        from,
        ...mail,
        html: mail.html ?? undefined,
        ...(idKey ? { messageId: `<${idKey}@${domain}>` } : {}),
      });
      logger.debug({ to: mail.to, messageId: info.messageId }, 'email sent');
    },
  };
}

/** The text body as a reader would see it, framed so it stands out among log lines. */
export function consoleBlock(mail: Mail): string {
  const rule = '-'.repeat(72);
  return [
    '',
    `${rule}`,
    'Email (SMTP_URL is not set, so it is printed here instead of sent)',
    `To: ${mail.to}`,
    `Subject: ${mail.subject}`,
    '',
    mail.text,
    rule,
    '',
  ].join('\n');
}
