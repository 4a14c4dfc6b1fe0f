import {
  canonicalPhone,
  ERROR_CODES,
  SMS_MESSAGES,
  type SendSmsSchema,
  type SmsQueuedResult,
} from '@pango/shared';
import type { z } from 'zod';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { announcementRecipients } from '../communication/announcement-recipients.service.js';
import { kickSmsOutbox, queueSms } from './sms-outbox.service.js';
import { smsGatewayFor } from './gateway-registry.js';

type SendSmsInput = z.output<typeof SendSmsSchema>;

const smsUnavailable = () =>
  new AppError(503, ERROR_CODES.serverError, 'SMS is not available on this server.');

/**
 * POST /communication/sms/send/: the Email Tenants dialog's SMS channel. One outbox row per tenant
 * with a mobile number who takes announcements, its credits reserved in the same transaction;
 * with too few credits nothing is queued. The text goes as typed, so the dialog's live segment
 * count is the cost. A chosen id that is not the landlord's active tenant refuses the whole send.
 */
export async function sendSmsToTenants(
  deps: Deps,
  landlordId: number,
  input: Omit<SendSmsInput, 'property_id'> & { property_id?: number | number[] },
): Promise<SmsQueuedResult> {
  if (!(await smsGatewayFor(deps))) throw smsUnavailable();
  const result = await deps.db.$transaction(async (tx) => {
    const tenants = await announcementRecipients(tx, landlordId, input, {
      id: true,
      phoneNumber: true,
      tenantProfile: { select: { notifyAnnouncements: true } },
    });
    const wanted = tenants.flatMap((tenant) => {
      const to = tenant.phoneNumber ? canonicalPhone(tenant.phoneNumber) : null;
      const wants = tenant.tenantProfile?.notifyAnnouncements ?? true;
      return to && wants ? [{ id: tenant.id, to }] : [];
    });
    if (wanted.length === 0)
      throw new AppError(400, ERROR_CODES.validation, SMS_MESSAGES.noRecipients, {
        errors: { tenants: [SMS_MESSAGES.noRecipients] },
      });
    const credits = await queueSms(
      deps,
      tx,
      landlordId,
      wanted.map((tenant) => ({
        to: tenant.to,
        tenantId: tenant.id,
        kind: 'announcement' as const,
        body: input.message,
      })),
    );
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.smsSent,
      entityType: 'user',
      data: {
        send_to_all: input.send_to_all,
        property_id: input.property_id ?? null,
        recipients: wanted.map((tenant) => tenant.id),
        credits,
        skipped: tenants.length - wanted.length,
      },
    });
    return { queued: wanted.length, credits };
  });
  kickSmsOutbox(deps);
  return { message: SMS_MESSAGES.queued(result.queued), ...result };
}
