import { describe, expect, it } from 'vitest';
import { expectInBoth } from '../../test/email-assertions.js';
import { depositRefundEmail, moveOutSettlementEmail } from './emails.js';

// The end of a tenancy in Kiswahili (issue 25 item 6, ADR 045): the same figures, in the
// catalogue's words, dates as "19 Jun 2034" with Kiswahili months.

const place = {
  landlordName: 'Amina Wairimu',
  tenantName: 'Brian Otieno',
  unitNumber: 'A1',
  propertyName: 'Kilimani Heights',
};

describe('move-out and deposit refund in Kiswahili', () => {
  it('settles the move-out line by line', () => {
    const mail = moveOutSettlementEmail({
      ...place,
      moveOutDate: '2034-08-19',
      depositHeld: 20000,
      unpaidRent: 5000,
      deductions: [{ reason: 'Kioo kilichovunjika', amount: 3000 }],
      refundDue: 12000,
      balanceAfter: -12000,
      tenantLink: 'https://pango.example/tenant',
      canSignIn: true,
      language: 'sw',
    });
    expect(mail.subject).toBe('Kuhama kwako kutoka chumba A1: amana na salio la mwisho');
    expectInBoth(mail, [
      'Habari Brian Otieno,',
      'Amina Wairimu amerekodi kuhama kwako kutoka chumba A1 katika Kilimani Heights tarehe 19 Ago 2034.',
      'Amana iliyoshikiliwa: KSh 20,000',
      'Kodi ambayo haijalipwa: KSh 5,000',
      'Makato: Kioo kilichovunjika: KSh 3,000',
      'Utarudishiwa: KSh 12,000',
      'Unadai: KSh 12,000',
      'Ingia usome taarifa yako ya mwisho',
      'Imetumwa na Pango kwa niaba ya Amina Wairimu.',
    ]);
    expect(mail.text).not.toMatch(/Deposit|Refund/);
  });

  it('records the refund with the method in Kiswahili', () => {
    const mail = depositRefundEmail({
      ...place,
      amount: 10000,
      method: 'cash',
      reference: 'RF-1',
      paidOn: '2034-03-02',
      refundDue: 12000,
      language: 'sw',
    });
    expect(mail.subject).toBe('Amana yako ya chumba A1 imerudishwa');
    expectInBoth(mail, [
      'Kiasi kilichorudishwa: KSh 10,000',
      'Njia ya malipo: Pesa taslimu',
      'Kumbukumbu: RF-1',
      'Tarehe ya malipo: 2 Mac 2034',
      'Kiasi cha kurudishwa wakati wa kuhama: KSh 12,000',
    ]);
  });

  it('stays as it was in English', () => {
    const mail = depositRefundEmail({
      ...place,
      amount: 10000,
      method: 'bank_transfer',
      reference: '',
      paidOn: '2034-03-02',
      refundDue: 10000,
    });
    expect(mail.text).toContain(
      'Amount refunded: KSh 10,000\nPaid by: Bank transfer\nPaid on: 2034-03-02',
    );
  });
});
