import {
  formatKsh,
  MRI_MESSAGES,
  MRI_REMINDER_DAY,
  MRI_DUE_DAY,
  mriDueDate,
  mriRateFor,
  mriTax,
  nairobiDate,
  nextMonth,
  previousMonth,
} from '@pango/shared';
import { nowOf, type Deps } from '../../../lib/deps.js';
import { renderEmail, type EmailContent } from '../../../lib/email-layout.js';
import { enqueueMails } from '../../../lib/outbox.js';
import { qualifiedTable } from '../../../lib/raw-sql.js';

// The worker job `mri-reminders` (issue 24 item 5, ADR 039): from the 15th to the 20th of each
// month (so a worker down on the 15th still reminds), every active landlord with a residential
// property gets one email about last month's return: the gross and the tax, or a nil return.
// mri_reminders is unique by (landlord, month) and written in the same transaction as the email,
// so a landlord is reminded once per month however often the job runs. SMS has not landed in
// Pango yet: email only.

const BATCH = 200;

type Candidate = { landlord_id: number; email: string; full_name: string; gross: bigint };

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
  const end = `${nextMonth(month)}-01`;
  const t = (name: string) => qualifiedTable(deps.env, name);
  // One query: each landlord not yet reminded for the month, with last month's residential rent
  // received (the report's rule, mri.service.ts; withheld payments included in the gross).
  const candidates = await deps.db.$queryRaw<Candidate[]>`
    SELECT u."id" AS landlord_id, u."email", u."full_name",
           coalesce((SELECT sum(pay."amount" + coalesce(wc."amount", 0))
              FROM ${t('payments')} pay
              LEFT JOIN ${t('tenancies')} ten ON ten."id" = pay."tenancy_id"
              JOIN ${t('units')} un ON un."id" = COALESCE(pay."unit_id", ten."unit_id")
              JOIN ${t('properties')} pr ON pr."id" = un."property_id"
              LEFT JOIN ${t('withholding_certificates')} wc ON wc."payment_id" = pay."id"
             WHERE pay."landlord_id" = u."id" AND pay."status" = 'completed' AND pay."kind" = 'rent'
               AND pr."rental_type" = 'residential'
               AND pay."completed_at" >= ${start}::timestamp - interval '3 hours'
               AND COALESCE(pay."paid_on",
                     ((pay."completed_at" AT TIME ZONE 'UTC') AT TIME ZONE 'Africa/Nairobi')::date)
                   >= ${start}::date
               AND COALESCE(pay."paid_on",
                     ((pay."completed_at" AT TIME ZONE 'UTC') AT TIME ZONE 'Africa/Nairobi')::date)
                   < ${end}::date), 0)::bigint AS gross
      FROM ${t('users')} u
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
      }
      return inserted.length;
    });
  }
  return { month, reminded };
}
