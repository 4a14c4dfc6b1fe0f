import { z } from 'zod';
import { translate } from './i18n/messages/translate.js';
import { idSchema } from './ids.js';
import type { Language } from './language.js';
import { multilineText } from './text.js';
import { toMsisdn } from './phone.js';
import { plainText } from './validation.js';

// M-Pesa Paybill / Till collection (issue 19): the landlord's business number, the account number
// each tenancy pays to, the C2B confirmation Daraja posts, and the unmatched-payments queue.

export const SHORTCODE_TYPES = ['paybill', 'till'] as const;
export type ShortcodeType = (typeof SHORTCODE_TYPES)[number];
export const SHORTCODE_TYPE_LABELS: Record<ShortcodeType, string> = {
  paybill: 'Paybill',
  till: 'Till (Buy Goods)',
};

export const C2B_MESSAGES = {
  panelTitle: 'M-Pesa Paybill / Till',
  shortcodeInvalid: 'Enter the 5-7 digit paybill or till number',
  shortcodeTaken: 'This business number is already set up by another landlord.',
  chooseType: 'Choose paybill or till',
  notSetUp: 'Set up your paybill or till number first.',
  darajaNotConfigured:
    'Daraja credentials are not configured on this server, so Pango cannot register the URLs. Register them on the Safaricom portal instead.',
  registered: 'Safaricom accepted the URLs.',
  tokenRotated: 'New URLs created. The old ones no longer work: register the new ones.',
  chooseTenant: 'Choose the tenant this payment belongs to',
  noOpenTenancy: 'This tenant has no current tenancy to credit.',
  alreadyResolved: 'This payment has already been assigned or dismissed.',
  noteRequired: 'Say why this payment is not rent',
  assigned: 'Payment credited.',
  dismissed: 'Marked as not rent.',
  amountInvalid: 'TransAmount must be a whole number of shillings, like "12000.00"',
  fractionCannotBeCredited:
    'This payment is not a whole number of shillings, so Pango cannot credit it. Mark it as not rent and settle it with the payer.',
  chooseQueueStatus: 'Choose unmatched or rejected',
} as const;

/** The short code Daraja knows: a paybill, or the store number of a till. */
export const SHORTCODE_PATTERN = /^\d{5,7}$/;

/** Addresses or CIDRs (IPv4 or IPv6) allowed to call the confirmation and validation URLs. */
export const AllowedIpsSchema = z
  .array(
    z
      .string()
      .trim()
      .pipe(
        z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], {
          error: 'Enter an IP address or a range like 196.201.214.0/24',
        }),
      ),
  )
  .max(50, 'At most 50 addresses or ranges');

/** PUT /payments/mpesa/c2b/settings/ */
export const C2bSettingsSchema = z.object({
  shortcode: z
    .string({ error: C2B_MESSAGES.shortcodeInvalid })
    .trim()
    .regex(SHORTCODE_PATTERN, C2B_MESSAGES.shortcodeInvalid),
  shortcode_type: z.enum(SHORTCODE_TYPES, { error: C2B_MESSAGES.chooseType }),
  reject_unknown_accounts: z.boolean().default(false),
  /** Left out: the saved list stays. Empty: anyone may call the URLs (the token still gates). */
  allowed_ips: AllowedIpsSchema.optional(),
});
export type C2bSettingsInput = z.input<typeof C2bSettingsSchema>;

/** GET/PUT /payments/mpesa/c2b/settings/: nulls before the landlord sets a number up. */
export type C2bSettings = {
  shortcode: string | null;
  shortcode_type: ShortcodeType | null;
  reject_unknown_accounts: boolean;
  confirmation_url: string | null;
  validation_url: string | null;
  /** Whether "Simulate a paybill payment" is offered (never in production without sandbox payments). */
  simulation_allowed: boolean;
  /** The landlord's own Daraja app is set (its secrets are never returned). */
  has_credentials: boolean;
  /** e.g. "••••ab12"; null without credentials. */
  consumer_key_masked: string | null;
  allowed_ips: string[];
};

/**
 * POST /payments/mpesa/c2b/simulate/: a Daraja-shaped confirmation to the landlord's own short code,
 * through the real confirmation path (local trials; refused where sandbox payments are not allowed).
 */
export const C2bSimulateSchema = z.object({
  bill_ref_number: plainText('Enter the account number the payer types')
    .min(1, 'Enter the account number the payer types')
    .max(20, 'M-Pesa takes at most 20 characters for the account number'),
  amount: z.coerce
    .number({ error: 'Enter the amount in whole shillings' })
    .int('Enter the amount in whole shillings')
    .min(1, 'Enter the amount in whole shillings')
    .max(250_000, 'M-Pesa takes at most KSh 250,000 per payment'),
  phone: z
    .string()
    .trim()
    .regex(/^(?:254|0)[17]\d{8}$/, 'Enter a Kenyan mobile number like 0712345678')
    .transform(toMsisdn)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  first_name: plainText().max(50, 'Keep the name under 50 characters').optional(),
});
export type C2bSimulateInput = z.input<typeof C2bSimulateSchema>;
/** `status` is what the real path made of it: credited, unmatched or rejected. */
export type C2bSimulateResult = { detail: string; trans_id: string; status: string };

/** POST /payments/mpesa/c2b/register/ */
export type C2bRegisterResult = { detail: string; response_description: string | null };

/** POST /payments/mpesa/c2b/unmatched/{id}/assign/ */
export const C2bAssignSchema = z.object({ tenant_id: idSchema(C2B_MESSAGES.chooseTenant) });
export type C2bAssignInput = z.input<typeof C2bAssignSchema>;

/** POST /payments/mpesa/c2b/unmatched/{id}/dismiss/ */
export const C2bDismissSchema = z.object({
  note: multilineText()
    .min(1, C2B_MESSAGES.noteRequired)
    .max(500, 'Keep the note under 500 characters'),
});
export type C2bDismissInput = z.input<typeof C2bDismissSchema>;

export type C2bSuggestedTenant = {
  tenant_id: number;
  tenant_name: string;
  unit_number: string;
  property_name: string;
  payment_account_number: string | null;
};

/**
 * The queue's two tabs: `unmatched` (the matcher found no single tenancy) and `rejected` (stored but
 * never credited: another short code, or an amount with cents). Both wait for the landlord.
 */
export const C2B_QUEUE_STATUSES = ['unmatched', 'rejected'] as const;
export type C2bQueueStatus = (typeof C2B_QUEUE_STATUSES)[number];

/** GET /payments/mpesa/c2b/unmatched/?status=unmatched|rejected&page=n */
export const C2bQueueQuerySchema = z.object({
  status: z
    .enum(C2B_QUEUE_STATUSES, { error: C2B_MESSAGES.chooseQueueStatus })
    .default('unmatched'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type C2bQueueQuery = z.input<typeof C2bQueueQuerySchema>;

/** One row of GET /payments/mpesa/c2b/unmatched/: payer details exactly as Daraja sent them. */
export type C2bUnmatched = {
  id: number;
  status: C2bQueueStatus;
  /** Why it was rejected (rejected rows); null for unmatched ones. */
  reason: string | null;
  trans_id: string;
  /** Whole KSh; null when Daraja sent cents (then `trans_amount` shows what was sent). */
  amount: number | null;
  trans_amount: string;
  bill_ref_number: string | null;
  msisdn: string | null;
  first_name: string | null;
  received_at: string;
  suggested_tenants: C2bSuggestedTenant[];
};
/** A payment received with the landlord's own Daraja app, not yet confirmed by M-Pesa. */
export type C2bConfirming = Pick<
  C2bUnmatched,
  'id' | 'trans_id' | 'bill_ref_number' | 'msisdn' | 'first_name' | 'received_at'
> & {
  /** Whole KSh (a confirmation with cents is rejected, never confirming). */
  amount: number;
  /** "received, confirming" */
  status_label: string;
};
/** `count` is the chosen tab's; `counts` both tabs' (the Payments badge shows their sum). */
export type C2bUnmatchedList = {
  count: number;
  counts: Record<C2bQueueStatus, number>;
  results: C2bUnmatched[];
  confirming_count: number;
  /** Newest first, at most one page. */
  confirming: C2bConfirming[];
};

const text = (max: number) => z.union([z.string().max(max), z.number()]).transform(String);

/**
 * Daraja's C2B confirmation/validation body (payments.md 2.6). TransAmount arrives as a string
 * ("12000.00"); it is kept as sent here and turned into whole KSh by `wholeShillings`.
 */
export const C2bConfirmationSchema = z.object({
  TransactionType: text(40).optional(),
  TransID: z
    .string({ error: 'TransID is required' })
    .trim()
    .regex(/^[A-Za-z0-9]{1,40}$/, 'TransID must be letters and digits'),
  TransTime: text(20).optional(),
  TransAmount: z
    .union([z.string(), z.number()], { error: 'TransAmount is required' })
    .transform(String)
    .refine((v) => /^\s*\d+(\.\d+)?\s*$/.test(v), 'TransAmount must be a number like "12000.00"'),
  BusinessShortCode: z
    .union([z.string(), z.number()], { error: 'BusinessShortCode is required' })
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{5,7}$/.test(v), 'BusinessShortCode must be the 5-7 digit short code'),
  BillRefNumber: text(100).optional(),
  InvoiceNumber: text(100).optional(),
  OrgAccountBalance: text(40).optional(),
  ThirdPartyTransID: text(100).optional(),
  MSISDN: text(100).optional(),
  FirstName: text(100).optional(),
  MiddleName: text(100).optional(),
  LastName: text(100).optional(),
});
export type C2bConfirmation = z.output<typeof C2bConfirmationSchema>;

/** "12000.00" / "12000" → 12000; null for fractions of a shilling or a non-positive amount. */
export function wholeShillings(amount: string): number | null {
  const match = /^\s*(\d+)(?:\.(\d+))?\s*$/.exec(amount);
  if (!match) return null;
  if (match[2] !== undefined && !/^0+$/.test(match[2])) return null;
  const value = Number(match[1]);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** What tenants type is compared after this: upper case, letters and digits only. */
export function normalizeAccountNumber(raw: string): string {
  return raw.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The line reminders and invoices carry when the landlord takes M-Pesa to a paybill or till. */
export function payByMpesaLine(
  input: { shortcode: string; shortcodeType: ShortcodeType; accountNumber: string },
  language: Language = 'en',
): string {
  return input.shortcodeType === 'till'
    ? translate(language, 'mpesa.payByTill', { shortcode: input.shortcode })
    : translate(language, 'mpesa.payByPaybill', {
        shortcode: input.shortcode,
        account: input.accountNumber,
      });
}

/** The tenant's "How to pay by M-Pesa" steps. */
export function howToPayByMpesa(input: {
  shortcode: string;
  shortcodeType: ShortcodeType;
  accountNumber: string;
}): string[] {
  if (input.shortcodeType === 'till')
    return [
      'Open M-Pesa and choose Lipa na M-Pesa',
      'Choose Buy Goods and Services',
      `Enter till number ${input.shortcode}`,
      'Enter the amount',
      'Enter your M-Pesa PIN and confirm',
    ];
  return [
    'Open M-Pesa and choose Lipa na M-Pesa',
    'Choose Pay Bill',
    `Enter business number ${input.shortcode}`,
    `Enter account number ${input.accountNumber}`,
    'Enter the amount',
    'Enter your M-Pesa PIN and confirm',
  ];
}

export const DARAJA_CREDENTIAL_MESSAGES = {
  consumerKeyRequired: 'Enter the consumer key of your Daraja app',
  consumerSecretRequired: 'Enter the consumer secret of your Daraja app',
  passkeyRequired: 'Enter your Lipa na M-Pesa Online passkey',
  invalidCharacters: 'Paste it exactly as Daraja shows it: letters and digits, no spaces',
  saved: 'Daraja credentials saved. They are stored encrypted and never shown again.',
  removed: 'Daraja credentials removed. Pango now uses its own M-Pesa account for STK prompts.',
  received: 'received, confirming',
} as const;

const darajaSecret = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(200, 'At most 200 characters')
    .regex(/^[A-Za-z0-9+/=_-]*$/, DARAJA_CREDENTIAL_MESSAGES.invalidCharacters);

/** PUT /payments/mpesa/c2b/credentials/: the landlord's own Daraja app (issue 19 item 9a). */
export const DarajaCredentialsSchema = z.object({
  consumer_key: darajaSecret(DARAJA_CREDENTIAL_MESSAGES.consumerKeyRequired),
  consumer_secret: darajaSecret(DARAJA_CREDENTIAL_MESSAGES.consumerSecretRequired),
  passkey: darajaSecret(DARAJA_CREDENTIAL_MESSAGES.passkeyRequired),
});
export type DarajaCredentialsInput = z.input<typeof DarajaCredentialsSchema>;

/** "••••ab12": the last four characters only. */
export const maskConsumerKey = (hint: string): string => `••••${hint}`;
