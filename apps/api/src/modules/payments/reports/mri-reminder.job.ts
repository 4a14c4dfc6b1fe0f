import {
  canonicalPhone,
  formatDate,
  formatKsh,
  mriReminderSms,
  MRI_MESSAGES,
  MRI_REMINDER_DAY,
  MRI_DUE_DAY,
  mriDueDate,
  mriRateFor,
  mriTax,
  nairobiDate,
  previousMonth,
} from '@pango/shared';
import type { DbTx } from '../../../lib/db.js';
import { nowOf, type Deps } from '../../../lib/deps.js';
import { renderEmail, type EmailContent } from '../../../lib/email-layout.js';
import { enqueueMails } from '../../../lib/outbox.js';
import { qualifiedTable } from '../../../lib/raw-sql.js';
import { queueSmsIfCredits } from '../../sms/sms-outbox.service.js';

// The worker job `mri-reminders` (issue 24 item 5, ADR 039): from the 15th to the 20th of each
// month (so a worker down on the 15th still reminds), every active landlord with a residential
// property gets one email about last month's return: the gross and the tax, or a nil return.
// mri_reminders is unique by (landlord, month) and written in the same transaction as the email,
// so a landlord is reminded once per month however often the job runs. A landlord who chose it in
// the SMS settings also gets it by SMS, queued in the same transaction (issue 25's SMS outbox).

const BATCH = 200;

type Candidate = {
  landlord_id: number;
  email: string;
  full_name: string;
  phone_number: string | null;
  sms: boolean;
  gross: bigint;
};

export type MriReminderResult = { month: string | null; reminded: number };

const appOrigin = (deps: Deps) =>
  (deps.env.APP_URL ?? `http://localhost:${deps.env.PORT}`).replace(/\/+$/, '');

export function mriReminderEmail(
  c: { full_name: string; gross: number },
  month: string,
  url: string,
): EmailContent {
  const due = mriDueDate(month);
  const rate = `${Number(mriRateFor(month).rate) * 100} %`;
  const figures =
    c.gross === 0
      ? `Pango recorded no residential rent received in ${month}: if you are registered for MRI, file a nil return.`
      : `Residential rent received in ${month}: ${formatKsh(c.gross)}. Tax at ${rate}: ${formatKsh(mriTax(c.gross, month))}.`;
  return renderEmail({
    subject: `KRA Monthly Rental Income for ${month}: file by ${due}`,
    greeting: `Dear ${c.full_name},`,
    paragraphs: [
      `Your KRA Monthly Rental Income return for ${month} is due on ${due}.`,
      figures,
      MRI_MESSAGES.disclaimer,
    ],
    action: { label: 'Open the figures, CSV and PDF', url },
    notes: ['Late filing costs the higher of 5 % of the tax or KSh 2,000.'],
  });
}

/**
 * The same reminder by SMS to the landlord's own phone, when they chose it (SMS settings) and have
 * the credits; too few credits skips the SMS (logged), never the email.
 */
async function queueReminderSms(deps: Deps, tx: DbTx, c: Candidate, month: string) {
  const to = c.sms && c.phone_number ? canonicalPhone(c.phone_number) : null;
  if (!to) return;
  const gross = Number(c.gross);
  const body = mriReminderSms({
    month,
    due: formatDate(mriDueDate(month)),
    gross: gross === 0 ? null : formatKsh(gross),
    tax: gross === 0 ? null : formatKsh(mriTax(gross, month)),
  });
  const queued = await queueSmsIfCredits(deps, tx, c.landlord_id, [
    { to, tenantId: null, kind: 'tax_reminder', body },
  ]);
  if (queued === null)
    deps.logger.warn(
      { landlordId: c.landlord_id },
      'KRA reminder SMS skipped: not enough SMS credits',
    );
}

/** Sends last month's reminders when today (Nairobi) is between the 15th and the 20th. */
export async function sendMriReminders(deps: Deps): Promise<MriReminderResult> {
  const now = nowOf(deps);
  const today = nairobiDate(now);
  const nairobiHour = new Date(now.getTime() + 3 * 60 * 60 * 1000).getUTCHours();
  // From 08:00 Nairobi time, as rent reminders (docs/decisions/014).
  if (today.day < MRI_REMINDER_DAY || today.day > MRI_DUE_DAY || nairobiHour < 8)
    return { month: null, reminded: 0 };
  const thisMonth = `${today.year}-${String(today.month).padStart(2, '0')}`;
  const month = previousMonth(thisMonth);
  const start = `${month}-01`;
  const t = (name: string) => qualifiedTable(deps.env, name);
  // One query: each landlord not yet reminded for the month, with last month's residential rent
  // received (the report's rule and its kept sums, ADR 048; withheld tax included in the gross),
  // their phone and whether they take this reminder by SMS.
  const candidates = await deps.db.$queryRaw<Candidate[]>`
    SELECT u."id" AS landlord_id, u."email", u."full_name", u."phone_number",
           coalesce(ss."tax_reminders", false) AS sms,
           coalesce((SELECT sum(m."gross" + m."withheld")
              FROM ${t('rent_received_months')} m
              JOIN ${t('properties')} pr ON pr."id" = m."property_id"
             WHERE m."landlord_id" = u."id" AND m."month" = ${start}::date
               AND pr."rental_type" = 'residential'), 0)::bigint AS gross
      FROM ${t('users')} u
      LEFT JOIN ${t('sms_settings')} ss ON ss."landlord_id" = u."id"
     WHERE u."role" = 'landlord' AND u."is_active"
       AND EXISTS (SELECT 1 FROM ${t('properties')} p
                    WHERE p."landlord_id" = u."id" AND p."rental_type" = 'residential')
       AND NOT EXISTS (SELECT 1 FROM ${t('mri_reminders')} r
                        WHERE r."landlord_id" = u."id" AND r."month" = ${month})
     ORDER BY u."id"`;
  const url = `${appOrigin(deps)}/admin/payments/tax?month=${month}`;
  let reminded = 0;
  for (let i = 0; i < candidates.length; i += BATCH) {
    const batch = candidates.slice(i, i + BATCH);
    reminded += await deps.db.$transaction(async (tx) => {
      // Only the rows this transaction inserted are mailed: a concurrent run's are skipped.
      const inserted = await tx.mriReminder.createManyAndReturn({
        data: batch.map((c) => ({ landlordId: c.landlord_id, month, nilReturn: c.gross === 0n })),
        skipDuplicates: true,
        select: { id: true, landlordId: true },
      });
      const byLandlord = new Map(batch.map((c) => [c.landlord_id, c]));
      const mails = inserted.map((row) => {
        const c = byLandlord.get(row.landlordId)!;
        return {
          kind: 'mri_reminder' as const,
          to: c.email,
          landlordId: c.landlord_id,
          ...mriReminderEmail({ full_name: c.full_name, gross: Number(c.gross) }, month, url),
        };
      });
      const queued = await enqueueMails(tx, mails);
      // enqueueMails answers rows in the order given: the nth mail is the nth reminder's.
      for (const [n, row] of inserted.entries()) {
        const outbox = queued[n];
        if (outbox)
          await tx.mriReminder.update({ where: { id: row.id }, data: { outboxId: outbox.id } });
        await queueReminderSms(deps, tx, byLandlord.get(row.landlordId)!, month);
      }
      return inserted.length;
    });
  }
  return { month, reminded };
}
