import { TEAM_ROLE_LABELS, type TeamRole } from '@pango/shared';
import { PRODUCT_NAME, renderEmail, type EmailContent } from '../../lib/email-layout.js';

/** kind team_invitation: the link sets the member's password (issue 23). */
export function teamInvitationEmail(p: {
  name: string;
  ownerName: string;
  role: TeamRole;
  acceptLink: string;
  validDays: number;
}): EmailContent {
  const role = TEAM_ROLE_LABELS[p.role].toLowerCase();
  return renderEmail({
    subject: `${p.ownerName} invited you to ${PRODUCT_NAME}`,
    greeting: `Hello ${p.name},`,
    paragraphs: [
      `${p.ownerName} invited you to help manage their properties on ${PRODUCT_NAME} as ${role}.`,
      'Choose a password to set up your account, then sign in on the Landlord tab of the sign-in page.',
    ],
    action: { label: 'Accept the invitation', url: p.acceptLink },
    notes: [
      `The link is valid for ${p.validDays} days and can be used once.`,
      'If you were not expecting this, ignore this email: no account is made.',
    ],
    landlordName: p.ownerName,
  });
}
