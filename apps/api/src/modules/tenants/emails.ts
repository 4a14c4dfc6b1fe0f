import { PRODUCT_NAME, renderEmail, type EmailContent } from '../../lib/email-layout.js';

// The tenant's answer to an application: approved or declined. Wording here; markup and escaping
// in lib/email-layout.ts.

type DecisionParams = {
  tenantName: string;
  landlordName: string;
  unitNumber: string;
  propertyName: string;
};

/** kind application_decision, approved. Without a sign-in link the mail says where to go. */
export function applicationApprovedEmail(
  p: DecisionParams & { signInLink: string | null },
): EmailContent {
  return renderEmail({
    subject: `Your ${PRODUCT_NAME} application was approved`,
    greeting: `Hello ${p.tenantName},`,
    paragraphs: [
      `Your application for unit ${p.unitNumber} at ${p.propertyName} was approved by ${p.landlordName}.`,
      ...(p.signInLink ? [] : [`You can now sign in to ${PRODUCT_NAME}.`]),
    ],
    ...(p.signInLink
      ? { action: { label: `You can now sign in to ${PRODUCT_NAME}`, url: p.signInLink } }
      : {}),
    landlordName: p.landlordName,
  });
}

/** kind application_decision, declined. */
export function applicationDeclinedEmail(
  p: DecisionParams & { reason: string | null },
): EmailContent {
  return renderEmail({
    subject: `Your ${PRODUCT_NAME} application was declined`,
    greeting: `Hello ${p.tenantName},`,
    paragraphs: [
      `Your application for unit ${p.unitNumber} at ${p.propertyName} was declined by ${p.landlordName}.`,
      p.reason
        ? `Reason given by the landlord: ${p.reason}`
        : 'The landlord did not give a reason.',
    ],
    landlordName: p.landlordName,
  });
}
