import { z } from 'zod';
import { RepairCostSchema } from './expenses.js';
import { idSchema } from './ids.js';
import { amountSchema } from './registration.js';
import { multilineText } from './text.js';
import { plainText } from './validation.js';
import type { EnteredBy } from './team.js';

// Reports and Issues, the email sender, invoices and custom messages (seed 001 sections 2, 4, 7-9).

export const COMMUNICATION_MESSAGES = {
  selectAtLeastOneTenant: 'Please select at least one tenant.',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  emptyCustomMessage: 'Please enter a message or select a template',
  unknownRecipients: 'Some of the selected tenants cannot be emailed.',
  invalidReportStatus: 'Status must be open, pending, resolved or closed.',
  invoiceAmountInvalid: 'Enter a whole amount in KSh greater than 0.',
  invalidDueDate: 'Enter the due date as YYYY-MM-DD.',
  unknownTemplate: 'Unknown message template.',
  sendEmailsFailed: 'Failed to send emails. Please try again.',
  reportResolved: 'Report marked as resolved',
  reportUnresolved: 'Report marked as unresolved',
  reportStatusFailed: 'Failed to update report status',
  noReports: 'No reports found.',
  queued: (count: number) => `Queued ${count} ${count === 1 ? 'email' : 'emails'}.`,
  invoiceSent: (name: string) => `Invoice sent to ${name}.`,
  messageSent: (name: string) => `Message sent to ${name}.`,
} as const;

/** Report statuses as stored; older rows may differ in case, so compare case-insensitively. */
export const REPORT_STATUSES = ['open', 'pending', 'resolved', 'closed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** The open list and badge count open or pending; the resolved list resolved or closed. */
export const OPEN_REPORT_STATUSES = ['open', 'pending'] as const;
export const RESOLVED_REPORT_STATUSES = ['resolved', 'closed'] as const;

export type ReportRow = {
  id: number;
  title: string;
  category: string;
  priority: string;
  status: string;
  description: string;
  created_at: string;
  resolved_at: string | null;
  tenant_name: string;
  unit_number: string;
  property_name: string;
  property_id: number;
  /** The team member who last changed the status (issue 23); null = the owner or no one yet. */
  entered_by: EnteredBy;
};
export type ReportsPage = { count: number; next_page: number | null; results: ReportRow[] };

/** One open report as GET /communication/reports/open/ lists it (the bell, the property screen). */
export type OpenReport = Omit<ReportRow, 'description' | 'resolved_at' | 'entered_by'>;
export type OpenReportsPage = { count: number; next_page: number | null; results: OpenReport[] };

export type ReportAnalytics = {
  by_category: { category: string; count: number }[];
  by_priority: { priority: string; count: number }[];
  by_status: { status: string; count: number }[];
  per_property: { property_id: number; property_name: string; open: number; resolved: number }[];
  /** Mean hours from creation to resolution of resolved reports; null when none is resolved. */
  average_resolution_hours: number | null;
};

/** PATCH /communication/reports/{id}/update-status/ (case-insensitive: "Resolved" is resolved). */
export const UpdateReportStatusSchema = z.object({
  status: z
    .string({ error: COMMUNICATION_MESSAGES.invalidReportStatus })
    .trim()
    .toLowerCase()
    .pipe(z.enum(REPORT_STATUSES, { error: COMMUNICATION_MESSAGES.invalidReportStatus })),
  /** Issue 24: resolving or closing with a repair cost records it once as a `repairs` expense. */
  repair_cost: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    RepairCostSchema.optional(),
  ),
});

const optionalId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  idSchema().optional(),
);

/**
 * GET /communication/reports/open/ query: the same property filter as the reports list, so the
 * bell and the dashboard card count what the list for that property shows.
 */
export const OpenReportsQuerySchema = z.object({
  property_id: optionalId,
  page: z.coerce.number().int().positive().default(1),
  page_size: z.coerce.number().int().positive().max(100).default(20),
});

/** GET /communication/reports/ (and /resolved/) query. open and resolved are the two groups. */
export const ReportListQuerySchema = z.object({
  status: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v),
    z.enum([...REPORT_STATUSES, 'all']).optional(),
  ),
  property_id: optionalId,
  category: plainText().max(100).optional(),
  page: z.coerce.number().int().positive().default(1),
  page_size: z.coerce.number().int().positive().max(100).default(20),
});

const subject = plainText(COMMUNICATION_MESSAGES.subjectRequired)
  .min(1, COMMUNICATION_MESSAGES.subjectRequired)
  .max(200);
const body = multilineText(COMMUNICATION_MESSAGES.messageRequired)
  .min(1, COMMUNICATION_MESSAGES.messageRequired)
  .max(10_000);

/** POST /communication/reports/send-email/ (Email payload, seed 001 section 3). */
export const SendEmailSchema = z
  .object({
    subject,
    message: body,
    send_to_all: z.boolean().default(false),
    tenants: z.array(idSchema()).max(1000).default([]),
    property_id: optionalId,
  })
  .superRefine((input, ctx) => {
    if (!input.send_to_all && input.tenants.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['tenants'],
        message: COMMUNICATION_MESSAGES.selectAtLeastOneTenant,
      });
  });
export type SendEmailInput = z.input<typeof SendEmailSchema>;

export const MESSAGE_TEMPLATE_IDS = [
  'rent_reminder',
  'maintenance_notice',
  'payment_confirmation',
  'inspection_notice',
  'welcome_message',
] as const;
export type MessageTemplateId = (typeof MESSAGE_TEMPLATE_IDS)[number];
export type MessageTemplate = {
  id: MessageTemplateId;
  name: string;
  subject: string;
  body: string;
};

const templateId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.enum(MESSAGE_TEMPLATE_IDS, { error: COMMUNICATION_MESSAGES.unknownTemplate }).optional(),
);
const optionalText = (max: number, lines: 'one' | 'many') =>
  z.preprocess(
    (v) => (v === null ? undefined : v),
    (lines === 'one' ? plainText() : multilineText()).max(max).optional(),
  );

/**
 * A custom message: a template, a typed message, or both (the typed text wins). Empty subject and
 * message without a template is refused with the dialog's wording.
 */
export const TenantMessageSchema = z
  .object({
    template: templateId,
    subject: optionalText(200, 'one'),
    message: optionalText(10_000, 'many'),
  })
  .superRefine((input, ctx) => {
    if (!input.template && !input.message)
      ctx.addIssue({
        code: 'custom',
        path: ['message'],
        message: COMMUNICATION_MESSAGES.emptyCustomMessage,
      });
  });
export type TenantMessageInput = z.input<typeof TenantMessageSchema>;

/** POST /communication/preview/: what TenantMessageSchema would send to tenant_id (or a sample). */
/** POST /communication/preview/ (and the invoice preview) answer: what the recipient will get. */
export type MessagePreview = { subject: string; text: string };

export const MessagePreviewSchema = z
  .object({
    template: templateId,
    subject: optionalText(200, 'one'),
    message: optionalText(10_000, 'many'),
    tenant_id: optionalId,
  })
  .superRefine((input, ctx) => {
    if (!input.template && !input.message)
      ctx.addIssue({
        code: 'custom',
        path: ['message'],
        message: COMMUNICATION_MESSAGES.emptyCustomMessage,
      });
  });

/** POST /communication/tenants/{id}/invoice/ (due date defaults to the 5th, seed 001 section 9). */
export const InvoiceSchema = z.object({
  amount: amountSchema(COMMUNICATION_MESSAGES.invoiceAmountInvalid),
  due_date: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.iso.date({ error: COMMUNICATION_MESSAGES.invalidDueDate }).optional(),
  ),
  notes: optionalText(2000, 'many'),
});
export type InvoiceInput = z.input<typeof InvoiceSchema>;

/** The answer of invoice, message and send-email. */
export type QueuedResult = { message: string; queued: number };
