import type { InvoiceComposition } from '@pango/shared';
import { describe, expect, it } from 'vitest';
import { expectInBoth } from '../../../test/email-assertions.js';
import { invoiceEmail } from '../../communication/emails.js';
import { monthlyInvoiceEmail } from './emails.js';
import { invoiceFigures, paymentInstruction } from './invoice-composition.service.js';

// Invoices in Kiswahili (issue 25 item 6, ADR 045): labels, months and "Pay by M-Pesa" in the
// catalogue's words; the ledger's own descriptions as stored; English as before.

const composition: InvoiceComposition = {
  tenancy: 5,
  period: '2026-12-01',
  period_label: 'December 2026',
  tenant_name: 'Brian Otieno',
  landlord_name: 'Amina Wairimu',
  unit_number: 'A1',
  property_name: 'Kilimani Heights',
  previous_balance: 2000,
  lines: [
    { id: 1, kind: 'rent', label: 'Rent', description: 'Rent', amount: 12000 },
    { id: 2, kind: 'water', label: 'Water', description: 'Water 12 m³ × KSh 150', amount: 1800 },
  ],
  charges_total: 13800,
  payments_received: 5000,
  balance: 10800,
  amount_due: 10800,
  due_date: '2026-12-05',
  how_to_pay: {
    method: 'paybill',
    shortcode: '174379',
    account_number: 'A1',
    pay_link: 'https://pango.example/tenant/payments',
  },
};

describe('invoices in Kiswahili', () => {
  it('words the monthly invoice for the tenant', () => {
    const mail = monthlyInvoiceEmail(composition, 'INV-0007', 'sw');
    expect(mail.subject).toBe('Ankara INV-0007 ya Desemba 2026: KSh 10,800 inadaiwa');
    expectInBoth(mail, [
      'Mpendwa Brian Otieno,',
      'Hii ni ankara yako INV-0007 kutoka kwa Amina Wairimu ya A1, Kilimani Heights, Desemba 2026.',
      'Salio lililopita: KSh 2,000',
      'Gharama za Desemba 2026:',
      'Kodi: KSh 12,000',
      'Maji (Water 12 m³ × KSh 150): KSh 1,800',
      'Jumla ya gharama: KSh 13,800',
      'Malipo yaliyopokelewa Desemba 2026: KSh 5,000',
      'Kiasi unachodaiwa: KSh 10,800',
      'Tarehe ya mwisho ya kulipa: 5 Des 2026',
      'Lipa kwa M-Pesa: Paybill 174379, akaunti A1',
      'Au lipa mtandaoni kupitia ukurasa wako wa mpangaji',
      'PDF ya ankara hii iko kwenye ukurasa wa Malipo, chini ya Ankara.',
    ]);
  });

  it('words the landlord’s Send Invoice mail around the figures', () => {
    const mail = invoiceEmail({
      tenantName: 'Brian Otieno',
      landlordName: 'Amina Wairimu',
      unitNumber: null,
      propertyName: null,
      amount: 9000,
      dueDate: '5 Januari 2027',
      notes: 'Asante',
      paymentLink: 'https://pango.example/tenant/payments',
      language: 'sw',
    });
    expect(mail.subject).toBe('Ankara: KSh 9,000 inadaiwa kufikia 5 Januari 2027');
    expectInBoth(mail, [
      'Hii ni ankara kutoka kwa Amina Wairimu ya upangaji wako.',
      'Kiasi unachodaiwa: KSh 9,000',
      'Maelezo: Asante',
      'Wako,',
    ]);
  });

  it('keeps the English figures and instruction as they were', () => {
    expect(invoiceFigures(composition)).toEqual([
      'Previous balance: KSh 2,000',
      'Charges for December 2026:\nRent: KSh 12,000\nWater (Water 12 m³ × KSh 150): KSh 1,800\nTotal charges: KSh 13,800',
      'Payments received in December 2026: KSh 5,000\nAmount due: KSh 10,800\nDue date: 5 Dec 2026',
    ]);
    expect(paymentInstruction(composition.how_to_pay)).toBe(
      'Pay by M-Pesa: Paybill 174379, account A1',
    );
    expect(paymentInstruction({ ...composition.how_to_pay, account_number: null }, 'sw')).toBe(
      'Lipa kwa M-Pesa: Paybill 174379',
    );
  });
});
