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
import { applicationApprovedEmail, applicationDeclinedEmail } from './emails.js';

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

describe('links', () => {
  const linked: [string, EmailContent][] = [
    [
      'application_decision',
      applicationApprovedEmail({
        tenantName: 'B',
        landlordName: LANDLORD,
        unitNumber: 'A1',
        propertyName: 'P',
        signInLink: EVIL_LINK,
      }),
    ],
  ];

  it.each(linked)('%s: a javascript: link never becomes an href', (_kind, mail) => {
    expectNoUnsafeLink(mail);
  });
});
