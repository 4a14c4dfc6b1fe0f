// What must hold after the kills, checked in SQL and against the SMTP server's counts. Each check
// adds a line to `checked` ("100/100 payments credited once") and any breach to `violations`.
import { withClient } from '../pg-client.mjs';
import { outboxIdOf } from './smtp-counter.mjs';

export async function checkInvariants({ url, schema, notes, smtp, billingAt, remindersAt }) {
  const checked = [];
  const violations = [];
  await withClient(url, schema, async (client) => {
    const q = async (sql, params) => (await client.query(sql, params)).rows;

    // 1. Every payment notified is completed and credited exactly once, for its amount.
    const ids = notes.filter((n) => n.paymentId !== null).map((n) => n.paymentId);
    const transIds = notes.filter((n) => n.transId !== null).map((n) => n.transId);
    const rows = await q(
      `SELECT p.id, p.status, p.amount, p.mpesa_receipt,
              (SELECT count(*)::int FROM rent_ledger_entries e WHERE e.payment_id = p.id) AS credits,
              (SELECT coalesce(-sum(e.amount), 0)::int FROM rent_ledger_entries e WHERE e.payment_id = p.id) AS credited
         FROM payments p
        WHERE p.id = ANY($1::int[]) OR p.mpesa_receipt = ANY($2::text[])`,
      [ids, transIds],
    );
    let once = 0;
    for (const note of notes) {
      const matches = rows.filter((r) =>
        note.paymentId !== null ? r.id === note.paymentId : r.mpesa_receipt === note.transId,
      );
      const what = note.paymentId !== null ? `payment ${note.paymentId}` : `C2B ${note.transId}`;
      const [row] = matches;
      if (matches.length !== 1) violations.push(`${what}: ${matches.length} payments rows`);
      else if (row.status !== 'completed') violations.push(`${what} ended ${row.status}`);
      else if (row.credits !== 1) violations.push(`${what} credited ${row.credits} times`);
      else if (row.credited !== note.amount)
        violations.push(`${what} credited KSh ${row.credited}, paid KSh ${note.amount}`);
      else once += 1;
    }
    checked.push(`${once}/${notes.length} payments credited once`);

    const c2bTwice = await q(
      `SELECT trans_id, count(*)::int AS n FROM c2b_transactions
        WHERE trans_id = ANY($1::text[]) GROUP BY trans_id HAVING count(*) <> 1 OR bool_or(status <> 'credited')`,
      [transIds],
    );
    for (const r of c2bTwice) violations.push(`C2B ${r.trans_id}: ${r.n} rows or not credited`);

    // 2. No credit without a completed payment (anywhere in the ledger).
    const [orphans] = await q(
      `SELECT count(*)::int AS n FROM rent_ledger_entries e
         LEFT JOIN payments p ON p.id = e.payment_id
        WHERE e.type = 'payment' AND (p.id IS NULL OR p.status <> 'completed')`,
    );
    checked.push(`${orphans.n} credits without a completed payment`);
    if (orphans.n > 0) violations.push(`${orphans.n} ledger credits without a completed payment`);

    // 3. Billing: one charge per tenancy, kind and period; every active tenancy billed for the
    // month of the run.
    const [charges] = await q(
      `SELECT count(*)::int AS n, count(DISTINCT (tenancy_id, kind, period_start))::int AS distinct_n
         FROM rent_ledger_entries WHERE type = 'charge'`,
    );
    checked.push(`${charges.distinct_n}/${charges.n} charges unique per tenancy and period`);
    if (charges.n !== charges.distinct_n)
      violations.push(`${charges.n - charges.distinct_n} charges duplicate a tenancy and period`);
    const month = billingAt.slice(0, 7) + '-01';
    const unbilled = await q(
      `SELECT t.id FROM tenancies t
        WHERE t.status = 'active' AND t.start_date < $1::date AND t.monthly_rent > 0
          AND NOT EXISTS (SELECT 1 FROM rent_ledger_entries e
                           WHERE e.tenancy_id = t.id AND e.type = 'charge' AND e.kind = 'rent'
                             AND e.period_start = $1::date)`,
      [month],
    );
    const [active] = await q(
      `SELECT count(*)::int AS n FROM tenancies
        WHERE status = 'active' AND start_date < $1::date AND monthly_rent > 0`,
      [month],
    );
    checked.push(
      `${active.n - unbilled.length}/${active.n} tenancies charged for ${month.slice(0, 7)}`,
    );
    if (unbilled.length > 0)
      violations.push(`${unbilled.length} tenancies not charged for ${month.slice(0, 7)}`);

    // 4. Reminders: one per tenant and date; each run's count is what it queued, each with its mail.
    const date = remindersAt.slice(0, 10);
    const [reminders] = await q(
      `SELECT count(*)::int AS n, count(DISTINCT (tenant_id, reminder_date))::int AS distinct_n,
              count(*) FILTER (WHERE outbox_id IS NULL)::int AS no_mail
         FROM rent_reminders WHERE reminder_date = $1::date`,
      [date],
    );
    const runs = await q(
      `SELECT r.id, r.queued, (SELECT count(*)::int FROM rent_reminders m WHERE m.run_id = r.id) AS n
         FROM reminder_runs r WHERE r.reminder_date = $1::date`,
      [date],
    );
    checked.push(
      `${reminders.distinct_n}/${reminders.n} reminders unique per tenant and date (${runs.length} runs)`,
    );
    if (reminders.n === 0) violations.push(`no reminders were sent for ${date}`);
    if (reminders.n !== reminders.distinct_n)
      violations.push(
        `${reminders.n - reminders.distinct_n} reminders duplicate a tenant and date`,
      );
    if (reminders.no_mail > 0)
      violations.push(`${reminders.no_mail} reminders without their email`);
    for (const run of runs.filter((r) => r.queued !== r.n))
      violations.push(`reminder run ${run.id} says ${run.queued} queued, has ${run.n}`);

    // 5. The outbox: every row sent or visibly failed; every sent row reached the mailbox; none
    // more often than it was claimed (two senders of one claim), nothing from nowhere.
    const outbox = await q(`SELECT id, status, attempts, last_error FROM email_outbox`);
    const byId = new Map(outbox.map((r) => [r.id, r]));
    const stuck = outbox.filter((r) => r.status === 'pending').length;
    const silentFailures = outbox.filter((r) => r.status === 'failed' && !r.last_error).length;
    const received = new Map();
    for (const [messageId, n] of smtp.deliveries) {
      const id = outboxIdOf(messageId);
      if (id === null || !byId.has(id)) violations.push(`a mail no outbox row sent: ${messageId}`);
      else received.set(id, (received.get(id) ?? 0) + n);
    }
    if (smtp.unnamed() > 0) violations.push(`${smtp.unnamed()} mails without a Message-ID`);
    const sent = outbox.filter((r) => r.status === 'sent');
    const lost = sent.filter((r) => !received.has(r.id)).length;
    const doubled = [...received].filter(([id, n]) => n > byId.get(id).attempts);
    const resent = [...received].filter(([id, n]) => n > 1 && n <= byId.get(id).attempts).length;
    const failed = outbox.filter((r) => r.status === 'failed').length;
    checked.push(
      `${sent.length + failed}/${outbox.length} emails sent or visibly failed ` +
        `(${failed} failed, ${resent} resent after a kill with the same Message-ID), ` +
        `${doubled.length} sent twice at once`,
    );
    if (stuck > 0) violations.push(`${stuck} outbox rows still pending`);
    if (silentFailures > 0) violations.push(`${silentFailures} failed outbox rows with no error`);
    if (lost > 0) violations.push(`${lost} outbox rows marked sent never reached the mailbox`);
    for (const [id, n] of doubled)
      violations.push(`outbox row ${id} delivered ${n} times on ${byId.get(id).attempts} claims`);
  });
  return { checked, violations };
}
