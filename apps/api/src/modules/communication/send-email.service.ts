import { COMMUNICATION_MESSAGES, type QueuedResult, type SendEmailSchema } from '@pango/shared';
import type { z } from 'zod';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { landlordMessageEmail } from './emails.js';
import { fillPlaceholders } from '../../lib/message-templates.js';
import { enqueueMails, type OutboxMail } from '../../lib/outbox.js';
import { announcementRecipients } from './announcement-recipients.service.js';
import {
  landlordName,
  placeholderValues,
  recipientLanguage,
  recipientSelect,
} from './email-recipients.js';
import { messageLanguageSelect } from '../../lib/message-language.js';
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
    const tenants = await announcementRecipients(tx, landlordId, input, {
      ...recipientSelect,
      tenantProfile: { select: { notifyAnnouncements: true, ...messageLanguageSelect } },
    });
    const landlord = await landlordName(tx, landlordId);
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
          language: recipientLanguage(tenant),
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
