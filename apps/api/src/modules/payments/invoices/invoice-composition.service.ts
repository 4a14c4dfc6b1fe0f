import {
  DEFAULT_BILLING_RULES,
  formatDateIn,
  formatKshIn,
  fullMonthIn,
  payByMpesaLine,
  periodLabel,
  translate,
  translatorFor,
  type HowToPay,
  type InvoiceComposition,
  type Language,
} from '@pango/shared';
import type { Db, DbTx } from '../../../lib/db.js';
import { emailLines } from '../../../lib/email-layout.js';
import { rulesInForce } from '../../billing/billing-rules.service.js';
import { invoiceDueDate, splitPeriod } from './invoice-rules.js';

// The one composition of an invoice (issue 20 item 5, docs/decisions/030): the monthly email, the
// PDF, the API and the landlord's Send Invoice preview all read it. Callers check who may see the
// tenancy first; this only reads.

export const payLinkOf = (origin: string) => `${origin.replace(/\/+$/, '')}/tenant/payments`;

/** Paybill with the tenancy's account number, a till, else the Pay Rent link. */
export function howToPay(
  setting: { shortcode: string; shortcodeType: string } | null,
  accountNumber: string | null,
  origin: string,
): HowToPay {
  const payLink = payLinkOf(origin);
  if (setting?.shortcodeType === 'till')
    return {
      method: 'till',
      shortcode: setting.shortcode,
      account_number: null,
      pay_link: payLink,
    };
  if (setting)
    return {
      method: 'paybill',
      shortcode: setting.shortcode,
      account_number: accountNumber,
      pay_link: payLink,
    };
  return { method: 'online', shortcode: null, account_number: null, pay_link: payLink };
}

/** The invoice of a tenancy for a period ('YYYY-MM-01'), or null when the tenancy does not exist. */
export async function composeInvoice(
  db: Db | DbTx,
  tenancyId: number,
  period: string,
  origin: string,
): Promise<InvoiceComposition | null> {
  const tenancy = await db.tenancy.findUnique({
    where: { id: tenancyId },
    select: {
      id: true,
      landlordId: true,
      paymentAccountNumber: true,
      tenant: { select: { fullName: true } },
      landlord: { select: { fullName: true } },
      unit: {
        select: { unitNumber: true, propertyId: true, property: { select: { name: true } } },
      },
      ledgerEntries: {
        select: {
          id: true,
          kind: true,
          amount: true,
          periodStart: true,
          createdAt: true,
          description: true,
        },
        orderBy: { id: 'asc' },
      },
    },
  });
  if (!tenancy) return null;
  const [rules, setting] = await Promise.all([
    rulesInForce(db, [tenancy.unit.propertyId], period),
    db.mpesaC2bSetting.findUnique({
      where: { landlordId: tenancy.landlordId },
      select: { shortcode: true, shortcodeType: true },
    }),
  ]);
  const dueDay =
    rules.get(tenancy.unit.propertyId)?.rentDueDay ?? DEFAULT_BILLING_RULES.rent_due_day;
  const split = splitPeriod(tenancy.ledgerEntries, period);
  return {
    tenancy: tenancy.id,
    period,
    period_label: periodLabel(period),
    tenant_name: tenancy.tenant.fullName,
    landlord_name: tenancy.landlord.fullName,
    unit_number: tenancy.unit.unitNumber,
    property_name: tenancy.unit.property.name,
    previous_balance: split.previousBalance,
    lines: split.lines,
    charges_total: split.chargesTotal,
    payments_received: split.paymentsReceived,
    balance: split.balance,
    amount_due: split.amountDue,
    due_date: invoiceDueDate(period, dueDay),
    how_to_pay: howToPay(setting, tenancy.paymentAccountNumber, origin),
  };
}

/**
 * The reminders' own "Pay by M-Pesa" line (packages/shared `payByMpesaLine`), else null (pay
 * online). A paybill without an account number yet names the short code only.
 */
export function paymentInstruction(how: HowToPay, language: Language = 'en'): string | null {
  if (how.method === 'online') return null;
  if (how.method === 'paybill' && !how.account_number)
    return translate(language, 'mpesa.payByPaybillNoAccount', { shortcode: how.shortcode });
  return payByMpesaLine(
    {
      shortcode: how.shortcode,
      shortcodeType: how.method,
      accountNumber: how.account_number ?? '',
    },
    language,
  );
}

/** "March 2026" / "Machi 2026" for a period ('YYYY-MM-01'). */
export const periodIn = (period: string, language: Language) =>
  language === 'en'
    ? periodLabel(period)
    : `${fullMonthIn(Number(period.slice(5, 7)) - 1, language)} ${period.slice(0, 4)}`;

/**
 * The invoice's figures as paragraphs of text (the monthly email, and the landlord's Send Invoice
 * mail and preview, where the amount and due date the landlord typed are the ones asked for), in
 * the tenant's message language (ADR 045). The ledger's own descriptions stay as stored.
 */
export function invoiceFigures(
  c: InvoiceComposition,
  typed?: { amountDue: number; dueDateText: string },
  language: Language = 'en',
): string[] {
  const t = translatorFor(language);
  const ksh = (amount: number) => formatKshIn(amount, language);
  const signed = (amount: number) => (amount < 0 ? `-${ksh(-amount)}` : ksh(amount));
  const period = language === 'en' ? c.period_label : periodIn(c.period, language);
  const lines = c.lines.map((line) => {
    const label = language === 'en' ? line.label : t(`invoice.line.${line.kind}`);
    return line.description && line.description !== line.label
      ? `${label} (${line.description}): ${signed(line.amount)}`
      : `${label}: ${signed(line.amount)}`;
  });
  return [
    emailLines(t('invoice.previousBalance', { amount: signed(c.previous_balance) })),
    emailLines(
      t('invoice.chargesFor', { period }),
      ...(lines.length ? lines : [t('invoice.noCharges')]),
      t('invoice.totalCharges', { amount: signed(c.charges_total) }),
    ),
    emailLines(
      t('invoice.paymentsIn', { period, amount: ksh(c.payments_received) }),
      typed
        ? t('invoice.amountDue', { amount: ksh(typed.amountDue) })
        : c.balance < 0
          ? t('invoice.paidAhead', { amount: ksh(-c.balance) })
          : t('invoice.amountDue', { amount: ksh(c.amount_due) }),
      t('invoice.dueDate', { date: typed?.dueDateText ?? formatDateIn(c.due_date, language) }),
    ),
  ];
}

/** The invoice of the tenant's open tenancy with this landlord for the current period, or null. */
export async function composeCurrentInvoiceFor(
  db: Db | DbTx,
  landlordId: number,
  tenantId: number,
  period: string,
  origin: string,
): Promise<InvoiceComposition | null> {
  const tenancy = await db.tenancy.findFirst({
    where: { openTenantId: tenantId, landlordId },
    select: { id: true },
  });
  return tenancy ? composeInvoice(db, tenancy.id, period, origin) : null;
}
