import { z } from 'zod';
import { formatKsh } from './format.js';
import { optionalIdSchema } from './ids.js';
import { existingPasswordSchema } from './validation.js';

// "Delete my account" (issue 22 item 5, Data Protection Act 2019 s.40, ADR 036): the tenant asks,
// their landlord sees the request, and once the tenancy's money is settled the account is erased:
// name, contact details, ID number and documents go, the money records stay under a pseudonym for
// the years tax law requires. Both sides read these.

/** How long the landlord keeps payment and ledger records: Tax Procedures Act 2015 s.23(1)(c). */
export const TAX_RECORD_YEARS = 5;

export const ACCOUNT_DELETION_STATUSES = ['pending', 'withdrawn', 'erased'] as const;
export type AccountDeletionStatus = (typeof ACCOUNT_DELETION_STATUSES)[number];

/** Why a pending request is not carried out yet; computed from the tenant's records each time. */
export const ACCOUNT_DELETION_BLOCKERS = [
  'open_tenancy',
  'balance_owed',
  'credit_held',
  'deposit_unsettled',
  'payment_pending',
  'application_open',
] as const;
export type AccountDeletionBlocker = (typeof ACCOUNT_DELETION_BLOCKERS)[number];

/** The name an erased tenant's kept records show instead of theirs, e.g. "Former tenant T-00042". */
export const erasedTenantName = (userId: number) =>
  `Former tenant T-${String(userId).padStart(5, '0')}`;

/** A unique address nobody can receive mail at (RFC 2606 keeps `.invalid` from resolving). */
export const erasedTenantEmail = (userId: number) => `erased-${userId}@erased.invalid`;

export const ACCOUNT_DELETION_MESSAGES = {
  passwordRequired: 'Enter your password to confirm.',
  passwordWrong: 'Your password is not correct.',
  alreadyRequested: 'You have already asked for your account to be deleted.',
  nothingToWithdraw: 'There is no deletion request to withdraw.',
  notSettled: 'This account cannot be erased yet: its money is not settled.',
  notPending: 'This request is no longer waiting to be carried out.',
  requested: 'Your request was sent to your landlord.',
  withdrawn: 'Your request was withdrawn.',
  erased: (name: string) => `${name}'s personal data was erased.`,
} as const;

export const ACCOUNT_DELETION_BLOCKER_TEXT = {
  open_tenancy: 'You still live in the unit: your tenancy must end first.',
  balance_owed: (amount: string) => `${amount} is still owed on your rent account.`,
  credit_held: (amount: string) => `Your landlord still holds ${amount} of credit for you.`,
  deposit_unsettled: 'Your deposit is not yet refunded or applied.',
  payment_pending: 'A payment of yours is still being processed.',
  application_open: 'Your application is still waiting for the landlord’s decision.',
} as const;

/** What erasure removes and what it keeps, shown to the tenant before they ask (and in ADR 036). */
export const ACCOUNT_DELETION_TEXT = {
  title: 'Delete my account',
  erased: [
    'Your name, replaced by a reference such as “Former tenant T-00042”',
    'Your email address and phone number',
    'Your national ID number and emergency contact',
    'Your ID document and the photos of your unit taken at move-out',
    'The contents of the emails Pango sent you',
  ],
  kept: `Your payments, rent statement lines, receipts and invoices stay, with their amounts, dates and receipt numbers, under that reference: Kenyan tax law (Tax Procedures Act 2015, section 23) requires your landlord to keep these records for ${TAX_RECORD_YEARS} years.`,
  when: 'Your account is erased once your tenancy has ended and its money is settled: nothing owed either way, your deposit refunded or applied, and no payment still processing. You can withdraw the request until then. After that you cannot sign in again.',
} as const;

/** POST /api/accounts/tenant/deletion-request/: the password confirms it is really the tenant. */
export const AccountDeletionRequestSchema = z.object({
  password: existingPasswordSchema(ACCOUNT_DELETION_MESSAGES.passwordRequired),
});
export type AccountDeletionRequestInput = z.infer<typeof AccountDeletionRequestSchema>;

export type AccountDeletionBlock = {
  code: AccountDeletionBlocker;
  /** The sentence the tenant and landlord read. */
  message: string;
  /** KSh, for balance_owed and credit_held. */
  amount?: number;
};

/** GET /api/accounts/tenant/deletion-request/: null fields when the tenant never asked. */
export type AccountDeletionState = {
  status: AccountDeletionStatus | null;
  requested_at: string | null;
  /** Empty when the request will be carried out by the next run (or the landlord) */
  blocked_by: AccountDeletionBlock[];
};

export const ACCOUNT_DELETION_PAGE_SIZE_MAX = 50;

/** GET /api/accounts/deletion-requests/?status=&tenant_id=&page=&page_size= */
export const AccountDeletionListQuerySchema = z.object({
  status: z.enum(ACCOUNT_DELETION_STATUSES).optional(),
  /** One tenant's request (their profile in the admin area). */
  tenant_id: optionalIdSchema(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(ACCOUNT_DELETION_PAGE_SIZE_MAX).default(20),
});
export type AccountDeletionListQuery = z.infer<typeof AccountDeletionListQuerySchema>;

export type AccountDeletionRow = {
  id: number;
  tenant: { id: number; full_name: string };
  status: AccountDeletionStatus;
  requested_at: string;
  erased_at: string | null;
  /** Only for pending requests, worded for the landlord; empty means it can be carried out now. */
  blocked_by: AccountDeletionBlock[];
};

export type AccountDeletionPage = {
  count: number;
  next_page: number | null;
  results: AccountDeletionRow[];
};

/** The same reasons as the landlord reads them about their tenant. */
export function landlordBlockerText(block: AccountDeletionBlock): string {
  const amount = formatKsh(block.amount ?? 0);
  switch (block.code) {
    case 'open_tenancy':
      return 'Their tenancy has not ended.';
    case 'balance_owed':
      return `They still owe ${amount}.`;
    case 'credit_held':
      return `You still hold ${amount} of credit for them.`;
    case 'deposit_unsettled':
      return 'Their deposit is not yet refunded or applied.';
    case 'payment_pending':
      return 'A payment of theirs is still being processed.';
    case 'application_open':
      return 'Their application is still waiting for your decision.';
  }
}
