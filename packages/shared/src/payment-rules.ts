// Payment rules and shapes with no schema behind them (seed 000 section 7, seed 001 sections 4, 7,
// 8, 9, seed 002 sections 4, 5, 7, 8). Kept apart from the zod schemas of payments.ts: the web
// app's first load reads these (subscription banner, plan gate) and must not pull in zod.

export const PAYMENT_MESSAGES = {
  invalidAmount: 'Please enter a valid amount',
  amountMustEqualMonths: (total: number) =>
    `Amount must equal months × monthly rent (KSh ${total.toLocaleString('en-KE')})`,
  amountExceedsOutstanding:
    'Amount cannot exceed outstanding balance (or use the months option to prepay)',
  nothingOutstanding: 'You have no outstanding rent. Choose a number of months to pay in advance.',
  depositAmountMismatch: (deposit: number) =>
    `The deposit for this room is KSh ${deposit.toLocaleString('en-KE')}.`,
  subscriptionAmountMismatch: (price: number) =>
    `The price of this plan is KSh ${price.toLocaleString('en-KE')}.`,
  fixFormErrors: 'Please fix the form errors before submitting.',
  unitNotFound: 'Unit information not found. Please contact support.',
  paymentFailed: 'Payment failed. Please try again.',
  paymentProcessingError: 'An error occurred while processing your payment.',
  verificationTimedOut: 'Payment verification timed out. Please check your payment history.',
  depositInitiationFailed: 'Payment initiation failed. Please try again.',
  subscriptionInitiationFailed: 'Failed to initiate subscription payment. Please try again.',
  initiatePaymentFailed: 'Failed to initiate payment.',
  subscriptionPaymentSuccessful: 'Subscription payment successful!',
  subscriptionPaymentFailedPanel:
    'The payment could not be processed. Please try again or contact support.',
  selectPlanFirst: 'Please select a subscription plan first',
  historyLoadFailed: 'Failed to load payment history',
  paymentsLoadFailed: 'Failed to load payments.',
  subscriptionRequired: 'Subscription Required',
  subscriptionExpiredDetail: 'Your subscription has expired. Renew your subscription to continue.',
  landlordSubscriptionExpired:
    "Your landlord's subscription has expired, so online rent payments are paused. Please contact your landlord.",
  planLimitReached: 'Subscription Limit Reached',
  enterpriseByPhone: 'More than 100 units are priced individually: please call us.',
  paymentNotFound: 'Payment not found.',
  depositAlreadyPaid: 'You have no deposit to pay.',
  // Issue 17: the outcome comes from our server only, never from the provider's window.
  waitingForConfirmation: 'Waiting for confirmation…',
  checkAgain: 'Check again',
} as const;

/** Payment states shown to the payer; `timed_out` is pending with no answer after 5 minutes. */
export const PAYMENT_STATUSES = [
  'pending',
  'processing',
  'completed',
  'failed',
  'cancelled',
] as const;
export type PaymentStatusName = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_TIMING = {
  pollMs: 3000,
  timeoutMs: 5 * 60_000,
  subscriptionStatusPollMs: 5 * 60_000,
  subscriptionRedirectMs: 3000,
  remindLaterMs: 24 * 60 * 60_000,
  expiringSoonDays: 7,
} as const;

/**
 * The rent amount rule of seed 002 section 5, for the Payment Center form and the API alike: the
 * message for `amount`, or null when it may be paid. `months` (1-12) prepays and fixes the amount.
 */
export function rentPaymentAmountError(
  amount: number,
  months: number | null | undefined,
  monthlyRent: number,
  outstanding: number,
): string | null {
  if (!Number.isInteger(amount) || amount <= 0) return PAYMENT_MESSAGES.invalidAmount;
  if (months) {
    const total = months * monthlyRent;
    return amount === total ? null : PAYMENT_MESSAGES.amountMustEqualMonths(total);
  }
  if (outstanding <= 0) return PAYMENT_MESSAGES.nothingOutstanding;
  return amount > outstanding ? PAYMENT_MESSAGES.amountExceedsOutstanding : null;
}

/** Every initiation answers this (spec field names). */
export type PaymentInitiationResult = {
  success: boolean;
  payment_id: number | null;
  redirect_url: string | null;
  order_tracking_id: string | null;
  checkout_request_id: string | null;
  error?: string;
  details?: string;
};

/** GET /payments/{deposit,rent}-status/{id}/ and /payments/subscription-payments/{id}/ */
export type PaymentStatusResult = {
  id: number;
  kind: 'deposit' | 'rent' | 'subscription' | 'sms_credits';
  status: PaymentStatusName;
  /** True when still pending 5 minutes after initiation (the payer is told; reconciliation goes on). */
  timed_out: boolean;
  amount: number;
  mpesa_receipt: string | null;
  reference_number: string;
  failure_reason: string | null;
  payment_method: string;
  created_at: string;
  completed_at: string | null;
};

/** GET /api/accounts/subscription/status/ */
export type SubscriptionStatus = {
  plan: string;
  is_active: boolean;
  expiry_date: string | null;
  days_remaining: number;
};

/** Plan limits (seed 001 section 9); null = unlimited. */
export const PLAN_LIMITS = {
  free: { properties: 2, units: 10 },
  starter: { properties: 3, units: 10 },
  basic: { properties: 10, units: 50 },
  professional: { properties: 25, units: 100 },
  onetime: { properties: null, units: null },
  enterprise: { properties: null, units: null },
} as const;
export type PlanName = keyof typeof PLAN_LIMITS;
