import { describe, expect, it } from 'vitest';
import {
  expectInBoth,
  expectTypedTextSafe,
  LANDLORD,
  ON_BEHALF,
  TYPED,
} from '../../test/email-assertions.js';
import { paymentReceiptEmail } from './emails.js';

describe('payment receipt (payment_receipt)', () => {
  it('confirms the amount in KSh, what it was for, the references and the landlord paid', () => {
    const mail = paymentReceiptEmail({
      payerName: 'Brian Otieno',
      landlordName: LANDLORD,
      amount: 15000,
      description: TYPED,
      reference: 'PRZHJL4P6DDH',
      receipt: 'QK2B91DC80',
    });
    expect(mail.subject).toBe('Payment received: KSh 15,000');
    expectInBoth(mail, [
      'Hello Brian Otieno,',
      `We have received your payment of KSh 15,000 to ${LANDLORD}.`,
      'Reference: PRZHJL4P6DDH',
      'Receipt number: QK2B91DC80',
      'Thank you for using Pango.',
      ON_BEHALF,
    ]);
    expectTypedTextSafe(mail);
  });

  it('for a subscription (the landlord paying Pango) names no landlord', () => {
    const mail = paymentReceiptEmail({
      payerName: null,
      landlordName: null,
      amount: 2500,
      description: 'Pango Standard plan',
      reference: 'SUB123',
      receipt: null,
    });
    expectInBoth(mail, [
      'Hello,',
      'We have received your payment of KSh 2,500.',
      'Receipt number: not provided',
      'Sent by Pango, rental management for Kenya.',
    ]);
  });
});
