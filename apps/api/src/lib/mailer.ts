import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from './logger.js';

export type Mail = { to: string; subject: string; text: string; html?: string | null };
export type Mailer = { send: (mail: Mail) => Promise<void> };

/**
 * SMTP when SMTP_URL is set (Mailpit in docker compose, a loopback server in tests, a provider in
 * production). Without it, mail is written to the log so a local run still shows reset links.
 */
export function createMailer(smtpUrl: string | undefined, from: string, logger: Logger): Mailer {
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail, html: mail.html ?? undefined });
      if (!smtpUrl)
        logger.info(
          { to: mail.to, subject: mail.subject, text: mail.text },
          'email (no SMTP_URL: logged, not sent)',
        );
      else logger.debug({ to: mail.to, messageId: info.messageId }, 'email sent');
    },
  };
}
