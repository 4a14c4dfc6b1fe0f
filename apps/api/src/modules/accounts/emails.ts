import { PRODUCT_NAME, renderEmail, type EmailContent } from '../../lib/email-layout.js';

// The account emails: a password reset link, and notice that the password changed. Wording here;
// markup and escaping in lib/email-layout.ts.

/** kind reset */
export function passwordResetEmail(p: {
  fullName: string;
  resetLink: string;
  validHours: number;
  landlordName: string | null;
}): EmailContent {
  return renderEmail({
    subject: `Reset your ${PRODUCT_NAME} password`,
    greeting: `Hello ${p.fullName},`,
    paragraphs: [`We received a request to reset your ${PRODUCT_NAME} password.`],
    action: { label: 'Choose a new password', url: p.resetLink },
    notes: [
      `The link is valid for ${p.validHours} hours and can be used once.`,
      'If you did not ask for this, ignore this email: your password stays the same.',
    ],
    landlordName: p.landlordName,
  });
}

/** kind password_changed */
export function passwordChangedEmail(p: {
  fullName: string;
  landlordName: string | null;
}): EmailContent {
  return renderEmail({
    subject: `Your ${PRODUCT_NAME} password was changed`,
    greeting: `Hello ${p.fullName},`,
    paragraphs: [
      `The password of your ${PRODUCT_NAME} account was just changed, and every other device was signed out.`,
      'If this was you, there is nothing more to do.',
      'If it was not, reset your password at once with "Forgot Password?" on the sign-in page, and contact support.',
    ],
    landlordName: p.landlordName,
  });
}
