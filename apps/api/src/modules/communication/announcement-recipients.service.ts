import { COMMUNICATION_MESSAGES, ERROR_CODES } from '@pango/shared';
import type { Prisma } from '../../generated/prisma/client.js';
import type { DbTx } from '../../lib/db.js';
import { AppError, notFound } from '../../lib/errors.js';
import { propertyIn } from '../../lib/route-access.js';

// Who an announcement goes to, one rule for the email and the SMS channels of Email Tenants.

/**
 * The tenants an announcement (email or SMS) goes to: the landlord's active tenants, all of them
 * (on the property or a member's properties when given) or the chosen ids. A property that is not
 * the landlord's answers 404; a chosen id that is not one of their active tenants refuses the whole
 * send without saying which, so another landlord's ids reveal nothing. `select` is the caller's.
 */
export async function announcementRecipients<S extends Prisma.UserSelect>(
  tx: DbTx,
  landlordId: number,
  input: { send_to_all?: boolean; tenants?: number[]; property_id?: number | number[] },
  select: S,
): Promise<Prisma.UserGetPayload<{ select: S }>[]> {
  if (typeof input.property_id === 'number') {
    const owned = await tx.property.count({ where: { id: input.property_id, landlordId } });
    if (!owned) throw notFound('Property not found.');
  }
  const chosen = [...new Set(input.tenants ?? [])];
  const where: Prisma.UserWhereInput = {
    role: 'tenant',
    isActive: true,
    approvalStatus: 'approved',
    tenantProfile: { landlordId },
    ...(input.send_to_all ? {} : { id: { in: chosen } }),
    ...(input.send_to_all && input.property_id != null
      ? { currentUnit: { propertyId: propertyIn(input.property_id) } }
      : {}),
  };
  const tenants = (await tx.user.findMany({
    where,
    select,
    orderBy: { id: 'asc' },
  })) as Prisma.UserGetPayload<{ select: S }>[];
  if (!input.send_to_all && tenants.length !== chosen.length)
    throw new AppError(400, ERROR_CODES.validation, COMMUNICATION_MESSAGES.unknownRecipients, {
      errors: { tenants: [COMMUNICATION_MESSAGES.unknownRecipients] },
    });
  return tenants;
}
