import {
  formatDate,
  formatKsh,
  DEPOSIT_REFUND_METHOD_LABELS,
  type DepositRefundMethod,
} from '@pango/shared';
import {
  emailLines,
  PRODUCT_NAME,
  renderEmail,
  type EmailContent,
} from '../../lib/email-layout.js';

// The tenant's mails at the end of a tenancy: the move-out settlement and the deposit refund.
// Wording here; markup and escaping in lib/email-layout.ts.

type Place = { tenantName: string; landlordName: string; unitNumber: string; propertyName: string };

export type SettlementFigures = {
  moveOutDate: string;
  depositHeld: number;
  unpaidRent: number;
  deductions: readonly { reason: string; amount: number }[];
  refundDue: number;
  balanceAfter: number;
};

function balanceLine(balanceAfter: number): string {
  if (balanceAfter > 0) return `Still owed by you: ${formatKsh(balanceAfter)}`;
  if (balanceAfter < 0) return `Credit owed to you: ${formatKsh(-balanceAfter)}`;
  return 'Balance after: KSh 0 (nothing owed either way)';
}

/**
 * The settlement, line by line, so tenant and landlord read the same figures. `tenantLink` is the
 * tenant's page (their final statement), left out when the account can no longer sign in
 * (evicted) or no public URL is configured.
 */
export function moveOutSettlementEmail(
  p: Place & SettlementFigures & { tenantLink: string | null; canSignIn: boolean },
): EmailContent {
  return renderEmail({
    subject: `Your move-out from unit ${p.unitNumber}: deposit and final balance`,
    greeting: `Hello ${p.tenantName},`,
    paragraphs: [
      `${p.landlordName} recorded your move-out from unit ${p.unitNumber} at ${p.propertyName} on ${p.moveOutDate}. This is how your deposit and rent were settled:`,
      emailLines(
        `Deposit held: ${formatKsh(p.depositHeld)}`,
        `Unpaid rent: ${formatKsh(p.unpaidRent)}`,
        ...(p.deductions.length === 0
          ? ['Deductions: none']
          : p.deductions.map((d) => `Deduction: ${d.reason}: ${formatKsh(d.amount)}`)),
        `Refund due to you: ${formatKsh(p.refundDue)}`,
        balanceLine(p.balanceAfter),
      ),
      ...(p.canSignIn && !p.tenantLink
        ? [`You can sign in to ${PRODUCT_NAME} to read your final statement.`]
        : []),
    ],
    ...(p.canSignIn && p.tenantLink
      ? { action: { label: 'Sign in to read your final statement', url: p.tenantLink } }
      : {}),
    notes: ['If any of this looks wrong, reply to your landlord directly.'],
    landlordName: p.landlordName,
  });
}

export function depositRefundEmail(
  p: Place & {
    amount: number;
    method: DepositRefundMethod;
    reference: string;
    paidOn: string;
    refundDue: number;
  },
): EmailContent {
  return renderEmail({
    subject: `Your deposit refund for unit ${p.unitNumber}`,
    greeting: `Hello ${p.tenantName},`,
    paragraphs: [
      `${p.landlordName} recorded a refund of your deposit for unit ${p.unitNumber} at ${p.propertyName}.`,
      emailLines(
        `Amount refunded: ${formatKsh(p.amount)}`,
        `Paid by: ${DEPOSIT_REFUND_METHOD_LABELS[p.method]}`,
        p.reference && `Reference: ${p.reference}`,
        `Paid on: ${p.paidOn}`,
        p.amount < p.refundDue && `Refund due at move-out: ${formatKsh(p.refundDue)}`,
      ),
    ],
    landlordName: p.landlordName,
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
