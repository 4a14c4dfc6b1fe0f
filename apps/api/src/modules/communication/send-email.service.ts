import { propertyIn } from '../../lib/route-access.js';
import {
  COMMUNICATION_MESSAGES,
  ERROR_CODES,
  type QueuedResult,
  type SendEmailSchema,
} from '@pango/shared';
import type { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.js';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { landlordMessageEmail } from './emails.js';
import { AppError, notFound } from '../../lib/errors.js';
import { fillPlaceholders } from '../../lib/message-templates.js';
import { enqueueMails, type OutboxMail } from '../../lib/outbox.js';
import { landlordName, placeholderValues, recipientSelect } from './email-recipients.js';
import { kickOutbox } from '../../lib/outbox.js';

type SendEmailInput = z.output<typeof SendEmailSchema>;

/**
 * POST /communication/reports/send-email/: one outbox row per recipient, all in one transaction.
 * Recipients are only the landlord's own active tenants; a chosen id that is not one of them
 * refuses the whole send without saying which, so another landlord's ids reveal nothing.
 */
export async function sendEmailToTenants(
  deps: Deps,
  landlordId: number,
  /** property_id may be a team member's properties (lib/route-access.ts). */
  input: Omit<SendEmailInput, 'property_id'> & { property_id?: number | number[] },
): Promise<QueuedResult> {
  const now = nowOf(deps);
  const queued = await deps.db.$transaction(async (tx) => {
    if (typeof input.property_id === 'number') {
      const owned = await tx.property.count({ where: { id: input.property_id, landlordId } });
      if (!owned) throw notFound('Property not found.');
    }
    const chosen = [...new Set(input.tenants)];
    const where: Prisma.UserWhereInput = {
      role: 'tenant',
      isActive: true,
      approvalStatus: 'approved',
      tenantProfile: { landlordId },
      ...(input.send_to_all ? {} : { id: { in: chosen } }),
      ...(input.send_to_all && input.property_id !== undefined
        ? { currentUnit: { propertyId: propertyIn(input.property_id) } }
        : {}),
    };
    const tenants = await tx.user.findMany({
      where,
      select: {
        ...recipientSelect,
        tenantProfile: { select: { notifyAnnouncements: true } },
      },
      orderBy: { id: 'asc' },
    });
    const landlord = await landlordName(tx, landlordId);
    if (!input.send_to_all && tenants.length !== chosen.length)
      throw new AppError(400, ERROR_CODES.validation, COMMUNICATION_MESSAGES.unknownRecipients, {
        errors: { tenants: [COMMUNICATION_MESSAGES.unknownRecipients] },
      });
    // A tenant who turned announcements off (seed 002 Settings) is a valid choice but not queued.
    const wanted = tenants.filter((tenant) => tenant.tenantProfile?.notifyAnnouncements ?? true);
    const rows = wanted.map((tenant): OutboxMail => {
      const values = placeholderValues(tenant, landlord, now);
      return {
        kind: 'message',
        to: tenant.email,
        landlordId,
        ...landlordMessageEmail({
          landlordName: landlord,
          subject: fillPlaceholders(input.subject, values),
          message: fillPlaceholders(input.message, values),
        }),
      };
    });
    await enqueueMails(tx, rows);
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.tenantsEmailed,
      entityType: 'user',
      data: {
        subject: input.subject,
        send_to_all: input.send_to_all,
        property_id: input.property_id ?? null,
        recipients: wanted.map((tenant) => tenant.id),
        skipped_by_preference: tenants.length - wanted.length,
      },
    });
    return rows.length;
  });
  if (queued) kickOutbox(deps);
  return { message: COMMUNICATION_MESSAGES.queued(queued), queued };
}
