import { describe, expect, it } from 'vitest';
import { expectInBoth } from '../../test/email-assertions.js';
import { paymentReceiptEmail } from '../payments/emails.js';
import { confirmNewEmailEmail, emailChangedEmail } from './email-change-emails.js';

// A tenant's account mail in Kiswahili (issue 25 item 6, ADR 045).

describe('account mail in Kiswahili', () => {
  it('asks the new address to confirm', () => {
    const mail = confirmNewEmailEmail({
      fullName: 'Brian Otieno',
      newEmail: 'brian@example.test',
      confirmLink: 'https://pango.example/confirm-email?token=t',
      validHours: 24,
      landlordName: 'Amina Wairimu',
      language: 'sw',
    });
    expect(mail.subject).toBe('Thibitisha anwani yako mpya ya barua pepe ya Pango');
    expectInBoth(mail, [
      'Habari Brian Otieno,',
      'Umeomba kutumia brian@example.test kama anwani ya barua pepe ya akaunti yako ya Pango.',
      'Kiungo hiki kinafanya kazi kwa saa 24 na kinatumika mara moja tu.',
    ]);
    expect(emailChangedEmail({ ...base, language: 'sw' }).subject).toBe(
      'Barua pepe yako ya Pango imebadilishwa',
    );
    expect(emailChangedEmail(base).subject).toBe('Your Pango email address was changed');
  });

  it('receipts a deposit', () => {
    const mail = paymentReceiptEmail({
      payerName: 'Brian Otieno',
      landlordName: 'Amina Wairimu',
      amount: 20000,
      description: 'Deposit for A1',
      reference: 'PANGO-1',
      receipt: null,
      language: 'sw',
    });
    expect(mail.subject).toBe('Malipo yamepokelewa: KSh 20,000');
    expectInBoth(mail, [
      'Tumepokea malipo yako ya KSh 20,000 kwa Amina Wairimu.',
      'Nambari ya risiti: haijatolewa',
      'Asante kwa kutumia Pango.',
    ]);
  });
});

const base = { fullName: 'Brian Otieno', newEmail: 'b@example.test', landlordName: null };
