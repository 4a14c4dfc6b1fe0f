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
} from '../../test/email-assertions.js';
import { rentReminderEmail } from './emails.js';

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
  const linked: [string, EmailContent][] = [
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
        paymentLink: EVIL_LINK,
      }),
    ],
  ];

  it.each(linked)('%s: a javascript: link never becomes an href', (_kind, mail) => {
    expectNoUnsafeLink(mail);
  });
});
