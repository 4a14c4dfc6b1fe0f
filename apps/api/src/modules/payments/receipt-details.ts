import {
  formatReceiptNumber,
  fullMonthIn,
  MANUAL_PAYMENT_METHOD_LABELS,
  MANUAL_PAYMENT_METHODS,
  translate,
  type Language,
  type ManualPaymentMethod,
} from '@pango/shared';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Db, DbTx } from '../../lib/db.js';
import { languageOfProfile, messageLanguageSelect } from '../../lib/message-language.js';

// What a receipt says (the PDF and the receipt email read the same figures): who paid whom for
// which unit, how, the rent months it went to, and the tenancy's balance right after it.

export type ReceiptDetails = {
  paymentId: number;
  receiptNumber: string;
  issuedAt: Date;
  /** The day the money was received, for a payment recorded by hand (YYYY-MM-DD). */
  paidOn: string | null;
  landlordId: number;
  landlordName: string;
  landlordPhone: string | null;
  landlordAddress: string | null;
  tenantId: number;
  tenantName: string;
  tenantEmail: string;
  /** The tenant's choice for rent emails (seed 002 Settings), which the receipt email follows. */
  tenantWantsRentEmails: boolean;
  unitNumber: string;
  propertyName: string;
  amount: number;
  method: string;
  reference: { label: string; value: string };
  /** Pango's own reference of a payment it started (STK, Pesapal), null for one recorded by hand. */
  ourReference: string | null;
  period: string | null;
  /** The tenancy's ledger balance after this credit: > 0 still owed, < 0 paid ahead. */
  balanceAfter: number;
  /** The language method, reference and period are worded in (the tenant's for the email). */
  language: Language;
};

/** "November 2026", or "November 2026 – January 2027" for several months paid at once. */
export function periodLabel(
  periodStart: Date | null,
  monthsCovered: number | null,
  language: Language = 'en',
): string | null {
  if (!periodStart) return null;
  const month = (offset: number) => {
    const index = periodStart.getUTCMonth() + offset;
    const year = periodStart.getUTCFullYear() + Math.floor(index / 12);
    return `${fullMonthIn(index % 12, language)} ${year}`;
  };
  const months = monthsCovered ?? 1;
  return months > 1 ? `${month(0)} – ${month(months - 1)}` : month(0);
}

type MethodFields = {
  provider: 'mpesa' | 'pesapal' | 'manual';
  paymentMethod: string;
  mpesaReceipt: string | null;
  confirmationCode: string | null;
  manualReference: string | null;
  merchantReference: string;
};

const isManualMethod = (method: string): method is ManualPaymentMethod =>
  (MANUAL_PAYMENT_METHODS as readonly string[]).includes(method);

function methodOf(
  p: MethodFields,
  language: Language,
): Pick<ReceiptDetails, 'method' | 'reference'> {
  if (p.provider === 'manual')
    return {
      method: isManualMethod(p.paymentMethod)
        ? language === 'en'
          ? MANUAL_PAYMENT_METHOD_LABELS[p.paymentMethod]
          : translate(language, `receipt.method.${p.paymentMethod}`)
        : p.paymentMethod,
      reference: {
        label: translate(language, 'receipt.ref.manual'),
        value: p.manualReference ?? p.merchantReference,
      },
    };
  if (p.provider === 'mpesa')
    return {
      method: 'M-Pesa',
      reference: {
        label: translate(language, 'receipt.ref.mpesa'),
        value: p.mpesaReceipt ?? p.merchantReference,
      },
    };
  const card = p.paymentMethod && p.paymentMethod !== 'mpesa' ? ` (${p.paymentMethod})` : '';
  return {
    method: `Pesapal${card}`,
    reference: {
      label: translate(language, 'receipt.ref.pesapal'),
      value: p.confirmationCode ?? p.merchantReference,
    },
  };
}

const receiptSelect = {
  id: true,
  amount: true,
  provider: true,
  paymentMethod: true,
  mpesaReceipt: true,
  confirmationCode: true,
  manualReference: true,
  merchantReference: true,
  monthsCovered: true,
  receiptNumber: true,
  paidOn: true,
  completedAt: true,
  tenantId: true,
  landlordId: true,
  landlord: {
    select: {
      fullName: true,
      phoneNumber: true,
      landlordProfile: { select: { address: true } },
    },
  },
  tenant: {
    select: {
      fullName: true,
      email: true,
      tenantProfile: { select: { notifyRentReminders: true, ...messageLanguageSelect } },
    },
  },
  unit: { select: { unitNumber: true, property: { select: { name: true } } } },
  ledgerEntry: { select: { id: true, tenancyId: true, periodStart: true } },
} as const satisfies Prisma.PaymentSelect;

/**
 * The receipt of a credited payment matching `where` (an id plus who may see it), or null: not
 * found, not the caller's, or not credited with a receipt number. Worded in English, or with
 * `wording: 'tenant'` in the tenant's message language (the receipt email and PDF, ADR 045).
 */
export async function readReceipt(
  db: Db | DbTx,
  where: Prisma.PaymentWhereInput,
  wording: 'en' | 'tenant' = 'en',
): Promise<ReceiptDetails | null> {
  const p = await db.payment.findFirst({
    where: { ...where, status: 'completed', receiptNumber: { not: null } },
    select: receiptSelect,
  });
  if (
    !p ||
    p.receiptNumber === null ||
    !p.tenant ||
    !p.unit ||
    !p.ledgerEntry ||
    p.tenantId === null
  )
    return null;
  const { _sum } = await db.rentLedgerEntry.aggregate({
    where: { tenancyId: p.ledgerEntry.tenancyId, id: { lte: p.ledgerEntry.id } },
    _sum: { amount: true },
  });
  const language = wording === 'tenant' ? languageOfProfile(p.tenant.tenantProfile) : 'en';
  return {
    paymentId: p.id,
    receiptNumber: formatReceiptNumber(p.receiptNumber),
    issuedAt: p.completedAt ?? new Date(0),
    paidOn: p.paidOn ? p.paidOn.toISOString().slice(0, 10) : null,
    landlordId: p.landlordId,
    landlordName: p.landlord.fullName,
    landlordPhone: p.landlord.phoneNumber,
    landlordAddress: p.landlord.landlordProfile?.address ?? null,
    tenantId: p.tenantId,
    tenantName: p.tenant.fullName,
    tenantEmail: p.tenant.email,
    tenantWantsRentEmails: p.tenant.tenantProfile?.notifyRentReminders ?? true,
    unitNumber: p.unit.unitNumber,
    propertyName: p.unit.property.name,
    amount: p.amount,
    ...methodOf(p, language),
    ourReference: p.provider === 'manual' ? null : p.merchantReference,
    period: periodLabel(p.ledgerEntry.periodStart, p.monthsCovered, language),
    balanceAfter: _sum.amount ?? 0,
    language,
  };
}
