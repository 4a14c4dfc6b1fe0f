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
import { passwordChangedEmail, passwordResetEmail } from './emails.js';

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

describe('links', () => {
  const linked: [string, EmailContent][] = [
    [
      'reset',
      passwordResetEmail({
        fullName: 'A',
        resetLink: EVIL_LINK,
        validHours: 24,
        landlordName: null,
      }),
    ],
  ];

  it.each(linked)('%s: a javascript: link never becomes an href', (_kind, mail) => {
    expectNoUnsafeLink(mail);
  });
});
