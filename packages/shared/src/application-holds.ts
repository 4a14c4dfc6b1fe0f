import { z } from 'zod';

// Tenant applications and the rooms they hold (issue 17 item 7, docs/decisions/019): an
// application reaches the landlord, and an unpaid one holds its room, only once the applicant has
// confirmed their email; unconfirmed ones lapse, and how many may wait at once is capped.

export const APPLICATION_HOLDS = {
  /** An unconfirmed application lapses (its link stops working) this long after signup. */
  verifyLinkHours: 48,
  /** Unconfirmed (not yet lapsed) plus pending applications one landlord can have at once. */
  maxOpenPerLandlord: 50,
  /** Applications one client address (an IPv6 client's /64) may start per day. */
  maxPerAddressPerDay: 5,
} as const;

export const APPLICATION_HOLD_MESSAGES = {
  verifyLinkInvalid:
    'This confirmation link is invalid, has expired or has already been used. Please sign up again if your application was not sent.',
  emailConfirmed: (landlordName: string) =>
    `Your email is confirmed and your application was sent to ${landlordName}. You can sign in once they approve it.`,
  landlordApplicationsFull:
    'This landlord has too many applications waiting for review. Please try again later or contact your landlord.',
  tooManyApplicationsFromAddress:
    'Too many applications were started from your network today. Please try again tomorrow.',
} as const;

/** POST /api/accounts/register/tenant/verify-email/ */
export const VerifyApplicationEmailInputSchema = z.object({
  // The link carries base64url (lib/tokens newOpaqueToken); anything else is no link of ours.
  token: z
    .string()
    .trim()
    .regex(/^[\w-]{1,200}$/, APPLICATION_HOLD_MESSAGES.verifyLinkInvalid),
});

export type VerifyApplicationEmailResult = {
  message: string;
  booking_id: string;
  landlord_name: string;
};
