import { PRODUCT_NAME, renderEmail, type EmailContent } from '../../lib/email-layout.js';

// The emails of an email change (issue 17, item 6), all of kind email_change: the link that
// confirms the new address, and the notices that tell the old address what is happening, so the
// owner of a stolen session learns of it while the account is still theirs.

/** To the new address: the single-use link that makes the change. */
export function confirmNewEmailEmail(p: {
  fullName: string;
  newEmail: string;
  confirmLink: string;
  validHours: number;
  landlordName: string | null;
}): EmailContent {
  return renderEmail({
    subject: `Confirm your new ${PRODUCT_NAME} email address`,
    greeting: `Hello ${p.fullName},`,
    paragraphs: [
      `You asked to use ${p.newEmail} as the email address of your ${PRODUCT_NAME} account. Your email stays the same until you confirm.`,
    ],
    action: { label: 'Confirm this email address', url: p.confirmLink },
    notes: [
      `The link is valid for ${p.validHours} hours and can be used once.`,
      'If you did not ask for this, ignore this email: nothing changes.',
    ],
    landlordName: p.landlordName,
  });
}

/** To the old address, when the change is asked for. */
export function emailChangeRequestedEmail(p: {
  fullName: string;
  newEmail: string;
  landlordName: string | null;
}): EmailContent {
  return renderEmail({
    subject: `A change of your ${PRODUCT_NAME} email address was requested`,
    greeting: `Hello ${p.fullName},`,
    paragraphs: [
      `Someone signed in to your ${PRODUCT_NAME} account asked to change its email address to ${p.newEmail}. The change happens only once that address confirms it; until then this address stays the account's email.`,
      'If this was you, there is nothing more to do.',
      'If it was not, change your password at once in Settings (or with "Forgot Password?" on the sign-in page): that signs out every other device. Then contact support.',
    ],
    landlordName: p.landlordName,
  });
}

/** To the old address, when the new one has confirmed. */
export function emailChangedEmail(p: {
  fullName: string;
  newEmail: string;
  landlordName: string | null;
}): EmailContent {
  return renderEmail({
    subject: `Your ${PRODUCT_NAME} email address was changed`,
    greeting: `Hello ${p.fullName},`,
    paragraphs: [
      `The email address of your ${PRODUCT_NAME} account is now ${p.newEmail}. Sign in with it from now on; emails from ${PRODUCT_NAME} go there.`,
      'If this was not you, contact support at once.',
    ],
    landlordName: p.landlordName,
  });
}
