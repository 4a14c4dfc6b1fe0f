import { formatInvoiceNumber } from '@pango/shared';
import type { DbTx } from '../../../lib/db.js';
import { nowOf, type Deps } from '../../../lib/deps.js';
import { enqueueMails, type OutboxMail } from '../../../lib/outbox.js';
import { composeInvoice } from './invoice-composition.service.js';
import { monthlyInvoiceEmail } from './emails.js';
import { nairobiMonth, periodOfMonth, toDbDate } from './invoice-rules.js';
import { languageOfProfile, messageLanguageSelect } from '../../../lib/message-language.js';

// The worker job `invoices` (issue 20 item 5, docs/decisions/030): after the billing run, every
// tenancy with lines in the period and no invoice yet gets one invoice and one email. A landlord's
// invoices are made in transactions that hold their invoice_counters row: a second worker waits
// for it, then finds the invoices made and skips them, so numbers have no gaps and no tenancy is
// invoiced twice (invoices is also unique by tenancy and period).

/** Tenancies per transaction: a landlord with thousands of units does not hold one long lock. */
const BATCH = 200;

export type InvoiceRunResult = { period: string; invoices: number; emails: number };

/** Worker links carry no request, so their origin is configuration (as rent reminders). */
const appOrigin = (deps: Deps) =>
  (deps.env.APP_URL ?? `http://localhost:${deps.env.PORT}`).replace(/\/+$/, '');

async function invoiceBatch(
  deps: Deps,
  tx: DbTx,
  landlordId: number,
  tenancyIds: number[],
  period: string,
  now: Date,
): Promise<{ invoices: number; emails: number }> {
  const periodStart = toDbDate(period);
  await tx.invoiceCounter.createMany({
    data: [{ landlordId, lastNumber: 0 }],
    skipDuplicates: true,
  });
  // The no-op increment locks the landlord's counter until this transaction ends.
  const counter = await tx.invoiceCounter.update({
    where: { landlordId },
    data: { lastNumber: { increment: 0 } },
    select: { lastNumber: true },
  });
  // Read after the lock: invoices another worker committed meanwhile are seen and skipped.
  const done = await tx.invoice.findMany({
    where: { tenancyId: { in: tenancyIds }, periodStart },
    select: { tenancyId: true },
  });
  const skip = new Set(done.map((row) => row.tenancyId));
  const todo = tenancyIds.filter((id) => !skip.has(id)).sort((a, b) => a - b);
  if (todo.length === 0) return { invoices: 0, emails: 0 };
  const recipients = await tx.tenancy.findMany({
    where: { id: { in: todo } },
    select: {
      id: true,
      tenantId: true,
      unit: { select: { propertyId: true } },
      tenant: {
        select: {
          email: true,
          tenantProfile: { select: { notifyRentReminders: true, ...messageLanguageSelect } },
        },
      },
    },
  });
  const byId = new Map(recipients.map((r) => [r.id, r]));
  const origin = appOrigin(deps);
  const rows = [];
  const mails: OutboxMail[] = [];
  let number = counter.lastNumber;
  for (const tenancyId of todo) {
    const who = byId.get(tenancyId);
    const c = await composeInvoice(tx, tenancyId, period, origin);
    if (!who || !c) continue;
    number += 1;
    const wantsEmail = who.tenant.tenantProfile?.notifyRentReminders ?? true;
    rows.push({
      landlordId,
      tenantId: who.tenantId,
      tenancyId,
      propertyId: who.unit.propertyId,
      periodStart,
      number,
      previousBalance: c.previous_balance,
      chargesTotal: c.charges_total,
      paymentsTotal: c.payments_received,
      amountDue: c.amount_due,
      dueDate: toDbDate(c.due_date),
      emailedAt: wantsEmail ? now : null,
    });
    if (wantsEmail)
      mails.push({
        kind: 'monthly_invoice',
        to: who.tenant.email,
        landlordId,
        ...monthlyInvoiceEmail(
          c,
          formatInvoiceNumber(number),
          languageOfProfile(who.tenant.tenantProfile),
        ),
      });
  }
  await tx.invoice.createMany({ data: rows });
  await tx.invoiceCounter.update({ where: { landlordId }, data: { lastNumber: number } });
  await enqueueMails(tx, mails);
  return { invoices: rows.length, emails: mails.length };
}

/** Makes the invoices of the period `now` falls in (a Nairobi month). Safe to run any number of times. */
export async function makeMonthlyInvoices(deps: Deps): Promise<InvoiceRunResult> {
  const now = nowOf(deps);
  const period = periodOfMonth(nairobiMonth(now));
  const periodStart = toDbDate(period);
  const candidates = await deps.db.rentLedgerEntry.findMany({
    where: {
      periodStart,
      kind: { not: 'payment' },
      tenancy: { invoices: { none: { periodStart } } },
    },
    distinct: ['tenancyId'],
    select: { tenancyId: true, landlordId: true },
    orderBy: { tenancyId: 'asc' },
  });
  const byLandlord = new Map<number, number[]>();
  for (const c of candidates) {
    const list = byLandlord.get(c.landlordId) ?? [];
    list.push(c.tenancyId);
    byLandlord.set(c.landlordId, list);
  }
  const result: InvoiceRunResult = { period, invoices: 0, emails: 0 };
  for (const [landlordId, tenancyIds] of byLandlord) {
    for (let i = 0; i < tenancyIds.length; i += BATCH) {
      const batch = tenancyIds.slice(i, i + BATCH);
      const made = await deps.db.$transaction(
        (tx) => invoiceBatch(deps, tx, landlordId, batch, period, now),
        { timeout: 60_000 },
      );
      result.invoices += made.invoices;
      result.emails += made.emails;
    }
  }
  return result;
}
