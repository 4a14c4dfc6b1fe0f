import { describe, expect, it } from 'vitest';
import type { EmailContent } from '../../lib/email-layout.js';
import {
  EVIL_LINK,
  expectInBoth,
  expectNoUnsafeLink,
  expectTypedTextSafe,
  LANDLORD,
  ON_BEHALF,
  TYPED,
  TYPED_HTML,
} from '../../test/email-assertions.js';
import {
  invoiceEmail,
  landlordMessageEmail,
  newReportEmail,
  reportResolvedEmail,
  smsInterestEmail,
} from './emails.js';

describe('new report (report_new)', () => {
  it('gives the landlord the issue, the unit, the tenant’s description and contact', () => {
    const mail = newReportEmail({
      landlordName: LANDLORD,
      tenantName: 'Brian Otieno',
      tenantContact: 'brian@example.test, 0712345678',
      title: 'Burst pipe',
      categoryLabel: 'Plumbing',
      priority: 'urgent',
      description: `Water everywhere.\n\n${TYPED}`,
      unitNumber: 'B4',
      propertyName: 'Kilimani Heights',
    });
    expect(mail.subject).toBe('New urgent report: Burst pipe (B4, Kilimani Heights)');
    expectInBoth(mail, [
      `Dear ${LANDLORD},`,
      'Brian Otieno has reported an issue in B4 at Kilimani Heights.',
      'Category: Plumbing',
      'Water everywhere.',
      'Tenant contact: brian@example.test, 0712345678',
      'Reports and Issues in Pango',
    ]);
    expectTypedTextSafe(mail);
  });
});

describe('report resolved (report_update)', () => {
  it('tells the tenant which report was resolved and by whom', () => {
    const mail = reportResolvedEmail({
      tenantName: 'Brian Otieno',
      landlordName: LANDLORD,
      title: TYPED,
      unitNumber: 'B4',
      propertyName: 'Kilimani Heights',
    });
    expect(mail.subject).toBe(`Your report has been resolved: ${TYPED}`);
    expectInBoth(mail, [
      'Dear Brian Otieno,',
      `for B4 at Kilimani Heights has been marked as resolved by ${LANDLORD}.`,
      'report it again from your tenant portal',
      ON_BEHALF,
    ]);
    expectTypedTextSafe(mail);
  });
});

describe('landlord message (message)', () => {
  it('sends the landlord’s words as paragraphs of text, never as markup', () => {
    const mail = landlordMessageEmail({
      landlordName: LANDLORD,
      subject: 'Water at Kilimani Heights',
      message: `Dear Brian Otieno,\n\nNo water on Saturday.\n${TYPED}\n\n\nKind regards,\n${LANDLORD}`,
    });
    expect(mail.subject).toBe('Water at Kilimani Heights');
    expect(mail.text).toBe(
      `Dear Brian Otieno,\n\nNo water on Saturday.\n${TYPED}\n\nKind regards,\n${LANDLORD}\n\n--\n${ON_BEHALF}`,
    );
    expect(mail.html).toContain(`No water on Saturday.<br>${TYPED_HTML}</p>`);
    expectInBoth(mail, ['Dear Brian Otieno,', ON_BEHALF, 'Pango']);
    expectTypedTextSafe(mail);
  });
});

describe('invoice (invoice)', () => {
  it('states the amount in KSh, the due date, the landlord’s notes and the payment link', () => {
    const mail = invoiceEmail({
      tenantName: 'Brian Otieno',
      landlordName: LANDLORD,
      unitNumber: 'B4',
      propertyName: 'Kilimani Heights',
      amount: 25000,
      dueDate: '5 January 2027',
      notes: TYPED,
      paymentLink: 'https://pango.example/tenant/payments',
    });
    expect(mail.subject).toBe('Invoice: KSh 25,000 due 5 January 2027');
    expectInBoth(mail, [
      'Dear Brian Otieno,',
      `This is an invoice from ${LANDLORD} for B4, Kilimani Heights.`,
      'Amount due: KSh 25,000',
      'Due date: 5 January 2027',
      'https://pango.example/tenant/payments',
      ON_BEHALF,
    ]);
    expect(mail.text).toContain(`Notes: ${TYPED}`);
    expectTypedTextSafe(mail);
    const unhoused = invoiceEmail({
      tenantName: 'Brian Otieno',
      landlordName: LANDLORD,
      unitNumber: null,
      propertyName: null,
      amount: 1200,
      dueDate: '14 February 2027',
      notes: null,
      paymentLink: 'https://pango.example/tenant/payments',
    });
    expectInBoth(unhoused, [`from ${LANDLORD} for your tenancy.`]);
    expect(unhoused.text).not.toContain('Notes:');
  });
});

describe('SMS interest (sms_interest)', () => {
  it('confirms the pack to the landlord and says nothing was charged', () => {
    const mail = smsInterestEmail({ landlordName: TYPED, packName: 'Standard' });
    expect(mail.subject).toBe('Pango SMS credits: Standard pack');
    expectInBoth(mail, ['Standard', 'Nothing has been charged', 'Pango']);
    expect(mail.text).toContain(`Hello ${TYPED},`);
    expectTypedTextSafe(mail);
  });
});

describe('links', () => {
  const linked: [string, EmailContent][] = [
    [
      'invoice',
      invoiceEmail({
        tenantName: 'B',
        landlordName: LANDLORD,
        unitNumber: null,
        propertyName: null,
        amount: 1,
        dueDate: '1 January 2027',
        notes: null,
        paymentLink: EVIL_LINK,
      }),
    ],
  ];

  it.each(linked)('%s: a javascript: link never becomes an href', (_kind, mail) => {
    expectNoUnsafeLink(mail);
  });
});
