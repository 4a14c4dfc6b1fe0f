import { describe, expect, it } from 'vitest';
import type { EmailContent } from './email-layout.js';
import {
  applicationApprovedEmail,
  applicationDeclinedEmail,
  invoiceEmail,
  landlordMessageEmail,
  newApplicationEmail,
  newReportEmail,
  passwordChangedEmail,
  passwordResetEmail,
  paymentReceiptEmail,
  rentReminderEmail,
  reportResolvedEmail,
  smsInterestEmail,
} from './email-templates.js';

// Text a person typed, as hostile as a form lets it be, and what it must become in the HTML body.
const TYPED = `<script>alert("hi")</script> Tom & Jerry's`;
const TYPED_HTML = '&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; Tom &amp; Jerry&#39;s';
const LANDLORD = 'Amina Wairimu';
const ON_BEHALF = `Sent by Pango on behalf of ${LANDLORD}.`;

/** Each fact reads the same in the text body and in the HTML body. */
function expectInBoth(mail: EmailContent, facts: readonly string[]) {
  for (const fact of facts) {
    expect(mail.text).toContain(fact);
    expect(mail.html).toContain(fact);
  }
}

/** The typed text is verbatim in the text body and inert in the HTML body. */
function expectTypedTextSafe(mail: EmailContent) {
  expect(mail.text).toContain(TYPED);
  expect(mail.html).toContain(TYPED_HTML);
  expect(mail.html).not.toContain('<script');
}

describe('password reset (reset)', () => {
  it('greets the user, gives the link and its validity, and names the tenant’s landlord', () => {
    const link = 'https://pango.example/reset-password/MQ/abc123';
    const mail = passwordResetEmail({
      fullName: TYPED,
      resetLink: link,
      validHours: 24,
      landlordName: LANDLORD,
    });
    expect(mail.subject).toBe('Reset your Pango password');
    expectInBoth(mail, [link, 'valid for 24 hours and can be used once', ON_BEHALF]);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain(`Choose a new password: ${link}`);
    expectTypedTextSafe(mail);
  });

  it('for a landlord’s own reset names no landlord, only Pango', () => {
    const mail = passwordResetEmail({
      fullName: 'Amina Wairimu',
      resetLink: 'https://pango.example/reset-password/MQ/abc',
      validHours: 24,
      landlordName: null,
    });
    expectInBoth(mail, ['Hello Amina Wairimu,', 'Sent by Pango, rental management for Kenya.']);
    expect(mail.text).not.toContain('on behalf of');
  });
});

describe('password changed (password_changed)', () => {
  it('says the password changed and what to do if it was not them', () => {
    const mail = passwordChangedEmail({ fullName: TYPED, landlordName: LANDLORD });
    expect(mail.subject).toBe('Your Pango password was changed');
    expectInBoth(mail, [
      'The password of your Pango account was just changed',
      'every other device was signed out',
      ON_BEHALF,
    ]);
    expect(mail.text).toContain('"Forgot Password?"');
    expect(mail.html).toContain('&quot;Forgot Password?&quot;');
    expectTypedTextSafe(mail);
  });
});

describe('new application (application_new)', () => {
  it('tells the landlord who applied for which unit, how to reach them and where to review', () => {
    const mail = newApplicationEmail({
      landlordName: LANDLORD,
      tenantName: TYPED,
      tenantEmail: 'brian@example.test',
      tenantPhone: '0712345678',
      unitNumber: 'A1',
      propertyName: 'Kilimani Heights',
      bookingId: 'BK-7F3K2Q',
      alreadyLivingThere: false,
      reviewLink: 'https://pango.example/admin/tenants',
    });
    expect(mail.subject).toBe(`New tenant application: ${TYPED}`);
    expectInBoth(mail, [
      `Hello ${LANDLORD},`,
      'has applied for unit A1 at Kilimani Heights.',
      'brian@example.test',
      '0712345678',
      'Booking ID: BK-7F3K2Q',
      'Their deposit has been paid.',
      'https://pango.example/admin/tenants',
      'Pango',
    ]);
    expectTypedTextSafe(mail);
  });
});

describe('application decision (application_decision)', () => {
  const decision = {
    tenantName: 'Brian Otieno',
    landlordName: LANDLORD,
    unitNumber: 'A1',
    propertyName: 'Kilimani Heights',
  };

  it('approved: names the unit and the landlord and links to sign in', () => {
    const mail = applicationApprovedEmail({
      ...decision,
      signInLink: 'https://pango.example/login',
    });
    expect(mail.subject).toBe('Your Pango application was approved');
    expectInBoth(mail, [
      'Hello Brian Otieno,',
      `Your application for unit A1 at Kilimani Heights was approved by ${LANDLORD}.`,
      ON_BEHALF,
    ]);
    expect(mail.text).toContain('You can now sign in to Pango: https://pango.example/login');
    expect(mail.html).toContain('href="https://pango.example/login"');
  });

  it('declined: carries the landlord’s reason as typed, escaped in the HTML', () => {
    const mail = applicationDeclinedEmail({ ...decision, reason: TYPED });
    expect(mail.subject).toBe('Your Pango application was declined');
    expectInBoth(mail, [
      `Your application for unit A1 at Kilimani Heights was declined by ${LANDLORD}.`,
      'Reason given by the landlord: ',
      ON_BEHALF,
    ]);
    expectTypedTextSafe(mail);
    const silent = applicationDeclinedEmail({ ...decision, reason: null });
    expectInBoth(silent, ['The landlord did not give a reason.']);
  });
});

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

describe('SMS interest (sms_interest)', () => {
  it('confirms the pack to the landlord and says nothing was charged', () => {
    const mail = smsInterestEmail({ landlordName: TYPED, packName: 'Standard' });
    expect(mail.subject).toBe('Pango SMS credits: Standard pack');
    expectInBoth(mail, ['Standard', 'Nothing has been charged', 'Pango']);
    expect(mail.text).toContain(`Hello ${TYPED},`);
    expectTypedTextSafe(mail);
  });
});

describe('rent reminder (reminder)', () => {
  const reminder = {
    landlordName: LANDLORD,
    tenantName: 'Brian Otieno',
    unit: 'B4',
    property: 'Kilimani Heights',
    amountDue: 18500,
    dueDate: '5 December 2026',
    paymentLink: 'https://pango.example/tenant/payments',
  };

  it('fills the landlord’s own subject and message and links to the Payment Center', () => {
    const mail = rentReminderEmail({
      ...reminder,
      subject: 'Rent for {unit} due {due_date}',
      message: `Hi {tenant_name}, {amount} for {unit} at {property} is due on {due_date}.\n\n${TYPED}\n\n{landlord_name}`,
    });
    expect(mail.subject).toBe('Rent for B4 due 5 December 2026');
    expectInBoth(mail, [
      'Hi Brian Otieno, KSh 18,500 for B4 at Kilimani Heights is due on 5 December 2026.',
      'Pay rent in the Payment Center',
      'https://pango.example/tenant/payments',
      ON_BEHALF,
    ]);
    expect(mail.text).toContain(
      'Pay rent in the Payment Center: https://pango.example/tenant/payments',
    );
    expect(mail.html).toContain('href="https://pango.example/tenant/payments"');
    expectTypedTextSafe(mail);
  });

  it('uses the Rent Reminder template when the landlord left subject and message empty', () => {
    const mail = rentReminderEmail({ ...reminder, subject: '', message: '  ' });
    expect(mail.subject).toBe('Rent reminder for B4');
    expectInBoth(mail, [
      'Dear Brian Otieno,',
      'your rent of KSh 18,500 for B4 at Kilimani Heights is due on 5 December 2026.',
      `Kind regards,`,
      ON_BEHALF,
    ]);
    expect(mail.text).not.toMatch(/\{\w+\}/);
  });

  it('states the amount, due date and unit even when the message names none of them', () => {
    const mail = rentReminderEmail({
      ...reminder,
      subject: 'Rent Reminder',
      message: 'Please pay on time. Thank you.',
    });
    expectInBoth(mail, [
      'Please pay on time. Thank you.',
      'Amount due: KSh 18,500',
      'Due date: 5 December 2026',
      'Tenant: Brian Otieno, B4 at Kilimani Heights',
    ]);
  });
});

describe('links', () => {
  const evil = 'javascript:alert(document.cookie)';
  const linked: [string, EmailContent][] = [
    [
      'reset',
      passwordResetEmail({ fullName: 'A', resetLink: evil, validHours: 24, landlordName: null }),
    ],
    [
      'application_new',
      newApplicationEmail({
        landlordName: LANDLORD,
        tenantName: 'B',
        tenantEmail: 'b@example.test',
        tenantPhone: '07',
        unitNumber: 'A1',
        propertyName: 'P',
        bookingId: 'BK-1',
        alreadyLivingThere: true,
        reviewLink: evil,
      }),
    ],
    [
      'application_decision',
      applicationApprovedEmail({
        tenantName: 'B',
        landlordName: LANDLORD,
        unitNumber: 'A1',
        propertyName: 'P',
        signInLink: evil,
      }),
    ],
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
        paymentLink: evil,
      }),
    ],
    [
      'reminder',
      rentReminderEmail({
        landlordName: LANDLORD,
        subject: '',
        message: '',
        tenantName: 'B',
        unit: 'A1',
        property: 'P',
        amountDue: 1,
        dueDate: '1 January 2027',
        paymentLink: evil,
      }),
    ],
  ];

  it.each(linked)('%s: a javascript: link never becomes an href', (_kind, mail) => {
    expect(mail.html).not.toContain('javascript:');
    expect(mail.html).not.toContain('href=');
  });
});
