import {
  COMMUNICATION_MESSAGES,
  nairobiDate,
  translate,
  type InvoiceComposition,
  type InvoiceSchema,
  type MessagePreviewSchema,
  type MessageTemplate,
  type QueuedResult,
  type TenantMessageSchema,
} from '@pango/shared';
import type { z } from 'zod';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import type { EmailContent } from '../../lib/email-layout.js';
import { invoiceEmail, landlordMessageEmail } from './emails.js';
import {
  composeCurrentInvoiceFor,
  invoiceFigures,
  paymentInstruction,
} from '../payments/invoices/invoice-composition.service.js';
import { fillPlaceholders, MESSAGE_TEMPLATES, templateIn } from '../../lib/message-templates.js';
import { enqueueMail, kickOutbox } from '../../lib/outbox.js';
import {
  defaultDueDate,
  formatDueDate,
  getLandlordTenant,
  landlordName,
  placeholderValues,
  recipientLanguage,
  SAMPLE_RECIPIENT,
  type Recipient,
} from './email-recipients.js';

type MessageInput = z.output<typeof TenantMessageSchema>;
type PreviewInput = z.output<typeof MessagePreviewSchema>;
type InvoiceInput = z.output<typeof InvoiceSchema>;
/** What a preview shows: the subject and the whole text body the tenant will read. */
export type FilledMail = { subject: string; text: string };
const previewOf = (mail: EmailContent): FilledMail => ({ subject: mail.subject, text: mail.text });

export const listMessageTemplates = (): readonly MessageTemplate[] => MESSAGE_TEMPLATES;

/**
 * The mail a message becomes for one tenant: typed text wins over the template's, then
 * placeholders are filled. The preview and the send both call this, so they never differ.
 */
export function composeMessage(
  input: MessageInput,
  tenant: Recipient,
  landlord: string,
  now: Date,
): EmailContent {
  const language = recipientLanguage(tenant);
  // A template the landlord sends as it is goes in the tenant's language (ADR 045).
  const template = input.template ? templateIn(input.template, language) : undefined;
  const values = placeholderValues(tenant, landlord, now);
  const subject =
    input.subject ||
    template?.subject ||
    translate(language, 'message.defaultSubject', { landlord });
  const text = input.message || template?.body || '';
  return landlordMessageEmail({
    landlordName: landlord,
    subject: fillPlaceholders(subject, values),
    message: fillPlaceholders(text, values),
    language,
  });
}

/** POST /communication/preview/: the exact mail for tenant_id, or for a sample tenant. */
export async function previewMessage(
  deps: Deps,
  landlordId: number,
  input: PreviewInput,
): Promise<FilledMail> {
  const [tenant, landlord] = await Promise.all([
    input.tenant_id
      ? getLandlordTenant(deps.db, landlordId, input.tenant_id)
      : Promise.resolve(SAMPLE_RECIPIENT),
    landlordName(deps.db, landlordId),
  ]);
  return previewOf(composeMessage(input, tenant, landlord, nowOf(deps)));
}

/** POST /communication/tenants/{id}/message/ */
export async function sendTenantMessage(
  deps: Deps,
  landlordId: number,
  tenantId: number,
  input: MessageInput,
): Promise<QueuedResult> {
  const now = nowOf(deps);
  const name = await deps.db.$transaction(async (tx) => {
    // One connection: queries inside a transaction run one after another.
    const tenant = await getLandlordTenant(tx, landlordId, tenantId);
    const landlord = await landlordName(tx, landlordId);
    const mail = composeMessage(input, tenant, landlord, now);
    await enqueueMail(tx, { kind: 'message', to: tenant.email, landlordId, ...mail });
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.tenantMessageSent,
      entityType: 'user',
      entityId: tenantId,
      data: { template: input.template ?? null, subject: mail.subject },
    });
    return tenant.fullName;
  });
  kickOutbox(deps);
  return { message: COMMUNICATION_MESSAGES.messageSent(name), queued: 1 };
}

/**
 * The Send Invoice mail. With the tenant's tenancy it lists what the monthly invoice lists (the one
 * composition, ADR 030) for this month, asking for the amount and due date the landlord typed.
 */
export function composeInvoice(
  tenant: Recipient,
  landlord: string,
  input: InvoiceInput & { due_date: string },
  origin: string,
  composition: InvoiceComposition | null = null,
): EmailContent {
  const language = recipientLanguage(tenant);
  const dueDate = formatDueDate(input.due_date, language);
  return invoiceEmail({
    tenantName: tenant.fullName,
    landlordName: landlord,
    unitNumber: tenant.currentUnit?.unitNumber ?? null,
    propertyName: tenant.currentUnit?.property.name ?? null,
    amount: input.amount,
    dueDate,
    notes: input.notes || null,
    paymentLink: `${origin}/tenant/payments`,
    figures: composition
      ? invoiceFigures(composition, { amountDue: input.amount, dueDateText: dueDate }, language)
      : null,
    instruction: composition ? paymentInstruction(composition.how_to_pay, language) : null,
    language,
  });
}

const currentPeriod = (now: Date) => {
  const today = nairobiDate(now);
  return `${today.year}-${String(today.month).padStart(2, '0')}-01`;
};

/** POST /communication/tenants/{id}/invoice/preview/: the exact invoice mail, nothing sent. */
export async function previewInvoice(
  deps: Deps,
  landlordId: number,
  tenantId: number,
  input: InvoiceInput,
  origin: string,
): Promise<FilledMail> {
  const dueDate = input.due_date ?? defaultDueDate(nowOf(deps));
  const tenant = await getLandlordTenant(deps.db, landlordId, tenantId);
  const landlord = await landlordName(deps.db, landlordId);
  const period = currentPeriod(nowOf(deps));
  const composition = await composeCurrentInvoiceFor(deps.db, landlordId, tenantId, period, origin);
  return previewOf(
    composeInvoice(tenant, landlord, { ...input, due_date: dueDate }, origin, composition),
  );
}

/** POST /communication/tenants/{id}/invoice/ */
export async function sendInvoice(
  deps: Deps,
  landlordId: number,
  tenantId: number,
  input: InvoiceInput,
  origin: string,
): Promise<QueuedResult> {
  const dueDate = input.due_date ?? defaultDueDate(nowOf(deps));
  const name = await deps.db.$transaction(async (tx) => {
    // One connection: queries inside a transaction run one after another.
    const tenant = await getLandlordTenant(tx, landlordId, tenantId);
    const landlord = await landlordName(tx, landlordId);
    const period = currentPeriod(nowOf(deps));
    const composition = await composeCurrentInvoiceFor(tx, landlordId, tenantId, period, origin);
    const mail = composeInvoice(
      tenant,
      landlord,
      { ...input, due_date: dueDate },
      origin,
      composition,
    );
    await enqueueMail(tx, { kind: 'invoice', to: tenant.email, landlordId, ...mail });
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.tenantInvoiceSent,
      entityType: 'user',
      entityId: tenantId,
      data: { amount: input.amount, due_date: dueDate, notes: input.notes ?? null },
    });
    return tenant.fullName;
  });
  kickOutbox(deps);
  return { message: COMMUNICATION_MESSAGES.invoiceSent(name), queued: 1 };
}
