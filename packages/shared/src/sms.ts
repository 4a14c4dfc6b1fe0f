import { z } from 'zod';
import { multilineText } from './text.js';
import { COMMUNICATION_MESSAGES, REPORT_STATUSES, type ReportStatus } from './communication.js';
import { translate } from './i18n/messages/translate.js';
import type { Language } from './language.js';
import { idSchema } from './ids.js';
import { SMS_PACKS } from './settings.js';
import { PhoneSchema } from './validation.js';

// SMS rules shared by the API and the web (issue 25): the packs on sale, how many segments (and so
// credits) a text costs. A mobile number's one canonical form (2547… / 2541…) is canonicalPhone of
// phone.ts, the shared phone rule.

export type SmsPackId = (typeof SMS_PACKS)[number]['id'];
export const SMS_PACK_IDS = SMS_PACKS.map((p) => p.id) as [SmsPackId, ...SmsPackId[]];
/** Credits expire this many months after the purchase (spec: "valid 12 months"). */
export const SMS_CREDIT_VALIDITY_MONTHS = 12;

export const smsPackOf = (id: string) => SMS_PACKS.find((pack) => pack.id === id) ?? null;

/** The expiry of credits bought at `purchasedAt`: the same instant 12 calendar months later. */
export function smsCreditsExpireAt(purchasedAt: Date): Date {
  const expires = new Date(purchasedAt.getTime());
  const day = expires.getUTCDate();
  expires.setUTCDate(1);
  expires.setUTCMonth(expires.getUTCMonth() + SMS_CREDIT_VALIDITY_MONTHS);
  const lastDay = new Date(
    Date.UTC(expires.getUTCFullYear(), expires.getUTCMonth() + 1, 0),
  ).getUTCDate();
  expires.setUTCDate(Math.min(day, lastDay));
  return expires;
}

// GSM 03.38 default alphabet and its extension table (each extension character takes two septets).
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENSION = '^{}\\[~]|€\f';
const BASIC = new Set(GSM7_BASIC);
const EXTENSION = new Set(GSM7_EXTENSION);

export type SmsEncoding = 'GSM-7' | 'UCS-2';
export type SmsSegments = {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
  units: number;
  segments: number;
  /** Units per segment for this text: 160/153 (GSM-7) or 70/67 (UCS-2). */
  perSegment: number;
};

/**
 * How many segments a text is sent as: 160 GSM-7 characters in one (extension characters such as
 * € [ ] { } count 2), 153 per part when concatenated; any other character makes the whole text
 * UCS-2: 70 in one, 67 per part. An empty text is 0 segments.
 */
export function countSmsSegments(text: string): SmsSegments {
  let septets = 0;
  let isGsm = true;
  for (const char of text) {
    if (BASIC.has(char)) septets += 1;
    else if (EXTENSION.has(char)) septets += 2;
    else {
      isGsm = false;
      break;
    }
  }
  if (isGsm) {
    const perSegment = septets <= 160 ? 160 : 153;
    return {
      encoding: 'GSM-7',
      units: septets,
      segments: septets === 0 ? 0 : Math.ceil(septets / perSegment),
      perSegment,
    };
  }
  // UTF-16 code units: an emoji (a surrogate pair) takes two.
  const units = text.length;
  const perSegment = units <= 70 ? 70 : 67;
  return { encoding: 'UCS-2', units, segments: Math.ceil(units / perSegment), perSegment };
}

/** The longest text one message may be (in segments); longer texts are refused. */
export const SMS_MAX_SEGMENTS = 6;

export const SMS_KINDS = [
  'announcement',
  'rent_reminder',
  'payment_receipt',
  'report_status',
  'tax_reminder',
] as const;
export type SmsKind = (typeof SMS_KINDS)[number];
export const SMS_KIND_LABELS: Record<SmsKind, string> = {
  announcement: 'Announcement',
  rent_reminder: 'Rent reminder',
  payment_receipt: 'Payment receipt',
  report_status: 'Report status',
  tax_reminder: 'KRA tax reminder',
};

export const SMS_STATUSES = ['queued', 'sent', 'delivered', 'failed'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

export const SMS_MESSAGES = {
  insufficientCredits: (needed: number, available: number) =>
    `Not enough SMS credits: this message needs ${needed} and you have ${available}. Buy a pack on the SMS Credits page.`,
  tooLong: `The message is too long for SMS (at most ${SMS_MAX_SEGMENTS} parts).`,
  messageRequired: 'Please enter a message.',
  noRecipients: 'None of the selected tenants has a mobile number that can receive SMS.',
  queued: (count: number) => `SMS queued for ${count} tenant${count === 1 ? '' : 's'}.`,
  choosePack: 'Choose an SMS pack.',
} as const;

/** POST /payments/initiate-sms-purchase/ */
export const InitiateSmsPurchaseSchema = z.object({
  pack: z.enum(SMS_PACK_IDS, { error: SMS_MESSAGES.choosePack }),
  phone_number: PhoneSchema.optional(),
});

/** The answer of GET /communication/sms/balance/. */
export type SmsBalance = {
  credits: number;
  expiring: { credits: number; expires_at: string }[];
};

/** GET /communication/sms/messages/ */
export const SmsHistoryQuerySchema = z.object({
  status: z.enum(SMS_STATUSES).optional(),
  kind: z.enum(SMS_KINDS).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const SMS_HISTORY_PAGE_SIZE = 25;

export type SmsHistoryRow = {
  id: number;
  created_at: string;
  recipient: string;
  tenant_name: string | null;
  kind: SmsKind;
  segments: number;
  credits: number;
  status: SmsStatus;
  failure_reason: string | null;
  delivered_at: string | null;
};
export type SmsHistoryPage = {
  count: number;
  page: number;
  page_size: number;
  results: SmsHistoryRow[];
};

/** POST /communication/sms/send/: the Email Tenants dialog's SMS channel (no subject). */
export const SendSmsSchema = z
  .object({
    // Line breaks are part of a text; a NUL or other control character is refused (text.ts).
    message: multilineText(SMS_MESSAGES.messageRequired)
      .min(1, SMS_MESSAGES.messageRequired)
      .max(1000)
      .refine((text) => countSmsSegments(text).segments <= SMS_MAX_SEGMENTS, SMS_MESSAGES.tooLong),
    send_to_all: z.boolean().default(false),
    tenants: z.array(idSchema()).max(1000).default([]),
    property_id: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      idSchema().optional(),
    ),
  })
  .superRefine((input, ctx) => {
    if (!input.send_to_all && input.tenants.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['tenants'],
        message: COMMUNICATION_MESSAGES.selectAtLeastOneTenant,
      });
  });
export type SendSmsInput = z.input<typeof SendSmsSchema>;
/** The answer of POST /communication/sms/send/. */
export type SmsQueuedResult = { message: string; queued: number; credits: number };

/** GET and PUT /communication/sms/settings/: what goes by SMS besides announcements. */
export const SmsSettingsSchema = z.object({
  rent_reminders: z.boolean(),
  payment_receipts: z.boolean(),
  report_status: z.boolean(),
  /** The KRA Monthly Rental Income deadline reminder, to the landlord's own phone. */
  tax_reminders: z.boolean(),
});
export type SmsSettings = z.output<typeof SmsSettingsSchema>;

/** A payment receipt by SMS: short, with the amount, the receipt number and the new balance. */
export function paymentReceiptSms(
  input: { landlordName: string; amount: string; receiptNumber: string; balance: string },
  language: Language = 'en',
): string {
  return translate(language, 'sms.paymentReceipt', {
    landlord: input.landlordName,
    amount: input.amount,
    receipt: input.receiptNumber,
    balance: input.balance,
  });
}

/** A maintenance report's new status by SMS; `status` is a ReportStatus, worded per language. */
export function reportStatusSms(
  input: { landlordName: string; title: string; status: string },
  language: Language = 'en',
) {
  const known = (REPORT_STATUSES as readonly string[]).includes(input.status);
  return translate(language, 'sms.reportStatus', {
    landlord: input.landlordName,
    title: input.title.slice(0, 60),
    status: known
      ? translate(language, `report.status.${input.status as ReportStatus}`)
      : input.status.replace('_', ' '),
  });
}

/** The rent reminder's SMS: the amount due and, where set up, how to pay by M-Pesa. */
export function rentReminderSms(
  input: {
    landlordName: string;
    unit: string;
    amountDue: string;
    dueDate: string;
    payByMpesa: string | null;
  },
  language: Language = 'en',
): string {
  return translate(language, 'sms.rentReminder', {
    landlord: input.landlordName,
    amount: input.amountDue,
    date: input.dueDate,
    unit: input.unit,
    pay: input.payByMpesa ? ` ${input.payByMpesa}` : '',
  });
}
