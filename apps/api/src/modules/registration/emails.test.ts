import { describe, expect, it } from 'vitest';
import type { EmailContent } from '../../lib/email-layout.js';
import {
  EVIL_LINK,
  expectInBoth,
  expectNoUnsafeLink,
  expectTypedTextSafe,
  LANDLORD,
  TYPED,
} from '../../test/email-assertions.js';
import { newApplicationEmail } from './emails.js';

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

describe('links', () => {
  const linked: [string, EmailContent][] = [
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
        reviewLink: EVIL_LINK,
      }),
    ],
  ];

  it.each(linked)('%s: a javascript: link never becomes an href', (_kind, mail) => {
    expectNoUnsafeLink(mail);
  });
});
