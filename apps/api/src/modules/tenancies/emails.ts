import {
  formatDate,
  formatDateIn,
  formatKshIn,
  DEPOSIT_REFUND_METHOD_LABELS,
  translatorFor,
  type DepositRefundMethod,
  type Language,
} from '@pango/shared';
import {
  emailLines,
  PRODUCT_NAME,
  renderEmail,
  type EmailContent,
} from '../../lib/email-layout.js';

// The tenant's mails at the end of a tenancy: the move-out settlement and the deposit refund.
// Wording in packages/shared's catalogues, in the tenant's message language (ADR 045); markup and
// escaping in lib/email-layout.ts.

type Place = { tenantName: string; landlordName: string; unitNumber: string; propertyName: string };

export type SettlementFigures = {
  moveOutDate: string;
  depositHeld: number;
  unpaidRent: number;
  deductions: readonly { reason: string; amount: number }[];
  refundDue: number;
  balanceAfter: number;
};

type Translate = ReturnType<typeof translatorFor>;

function balanceLine(balanceAfter: number, t: Translate, language: Language): string {
  const amount = formatKshIn(Math.abs(balanceAfter), language);
  if (balanceAfter > 0) return t('moveOut.stillOwed', { amount });
  if (balanceAfter < 0) return t('moveOut.creditOwed', { amount });
  return t('moveOut.nothingOwed', { amount });
}

/** English mails keep the ISO date they always showed; Kiswahili ones read "31 Des 2026". */
const dateIn = (iso: string, language: Language) =>
  language === 'en' ? iso : formatDateIn(iso, language);

/**
 * The settlement, line by line, so tenant and landlord read the same figures. `tenantLink` is the
 * tenant's page (their final statement), left out when the account can no longer sign in
 * (evicted) or no public URL is configured. In the tenant's message language (ADR 045).
 */
export function moveOutSettlementEmail(
  p: Place &
    SettlementFigures & { tenantLink: string | null; canSignIn: boolean; language?: Language },
): EmailContent {
  const language = p.language ?? 'en';
  const t = translatorFor(language);
  const ksh = (amount: number) => formatKshIn(amount, language);
  return renderEmail({
    subject: t('moveOut.subject', { unit: p.unitNumber }),
    greeting: t('email.greeting.hello', { name: p.tenantName }),
    paragraphs: [
      t('moveOut.intro', {
        landlord: p.landlordName,
        unit: p.unitNumber,
        property: p.propertyName,
        date: dateIn(p.moveOutDate, language),
      }),
      emailLines(
        t('moveOut.depositHeld', { amount: ksh(p.depositHeld) }),
        t('moveOut.unpaidRent', { amount: ksh(p.unpaidRent) }),
        ...(p.deductions.length === 0
          ? [t('moveOut.noDeductions')]
          : p.deductions.map((d) =>
              t('moveOut.deduction', { reason: d.reason, amount: ksh(d.amount) }),
            )),
        t('moveOut.refundDue', { amount: ksh(p.refundDue) }),
        balanceLine(p.balanceAfter, t, language),
      ),
      ...(p.canSignIn && !p.tenantLink
        ? [t('moveOut.signInToRead', { product: PRODUCT_NAME })]
        : []),
    ],
    ...(p.canSignIn && p.tenantLink
      ? { action: { label: t('moveOut.readAction'), url: p.tenantLink } }
      : {}),
    notes: [t('moveOut.wrong')],
    landlordName: p.landlordName,
    language,
  });
}

export function depositRefundEmail(
  p: Place & {
    amount: number;
    method: DepositRefundMethod;
    reference: string;
    paidOn: string;
    refundDue: number;
    language?: Language;
  },
): EmailContent {
  const language = p.language ?? 'en';
  const t = translatorFor(language);
  const ksh = (amount: number) => formatKshIn(amount, language);
  return renderEmail({
    subject: t('depositRefund.subject', { unit: p.unitNumber }),
    greeting: t('email.greeting.hello', { name: p.tenantName }),
    paragraphs: [
      t('depositRefund.intro', {
        landlord: p.landlordName,
        unit: p.unitNumber,
        property: p.propertyName,
      }),
      emailLines(
        t('depositRefund.amount', { amount: ksh(p.amount) }),
        t('depositRefund.paidBy', {
          method:
            language === 'en'
              ? DEPOSIT_REFUND_METHOD_LABELS[p.method]
              : t(`receipt.method.${p.method}`),
        }),
        p.reference && t('receipt.reference', { reference: p.reference }),
        t('depositRefund.paidOn', { date: dateIn(p.paidOn, language) }),
        p.amount < p.refundDue && t('depositRefund.due', { amount: ksh(p.refundDue) }),
      ),
    ],
    landlordName: p.landlordName,
    language,
  });
}

// Mail about a tenancy's life (issue 18). Wording here; markup and escaping in lib/email-layout.ts.

/**
 * kind tenancy_notice: to the landlord, when their tenant gives notice (or changes the date). The
 * landlord is greeted like every other mail to them; no "on behalf of" footer, it is their own.
 */
export function noticeGivenEmail(p: {
  landlordName: string;
  tenantName: string;
  unitNumber: string;
  propertyName: string;
  moveOutDate: string;
  isChange: boolean;
}): EmailContent {
  const moveOut = formatDate(p.moveOutDate);
  return renderEmail({
    subject: `Notice to move out: ${p.tenantName} (${p.unitNumber}, ${p.propertyName})`,
    greeting: `Dear ${p.landlordName},`,
    paragraphs: [
      p.isChange
        ? `${p.tenantName} has changed their move-out date from ${p.unitNumber} at ${p.propertyName} to ${moveOut}.`
        : `${p.tenantName} has given notice to move out of ${p.unitNumber} at ${p.propertyName} on ${moveOut}.`,
      'Rent reminders and monthly charges continue until the move-out.',
      `You can see the tenancy under Tenant Management in ${PRODUCT_NAME}.`,
    ],
  });
}
