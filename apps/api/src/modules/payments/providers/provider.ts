// The one interface every payment provider implements (Pesapal API 3.0, M-Pesa Daraja STK push,
// and the offline sandbox). Services speak only this; docs/decisions/011-payments.md.

export type ProviderName = 'pesapal' | 'mpesa' | 'sandbox';

export type InitiateInput = {
  /** Our reference, unique per attempt (Pesapal `id` max 50 chars; STK AccountReference max 12). */
  merchantReference: string;
  /** Whole KSh, decided by the server. */
  amount: number;
  currency: 'KES';
  /** Short text for the payer (Pesapal max 100; STK TransactionDesc max 13, truncated there). */
  description: string;
  payer: {
    email?: string;
    /** 2547XXXXXXXX / 2541XXXXXXXX (the stored form, the shared phone rule). */
    msisdn?: string;
    firstName?: string;
    lastName?: string;
  };
  /** Where the payer's browser returns after a hosted page (Pesapal callback_url). */
  returnUrl: string;
};

export type InitiateResult = {
  provider: ProviderName;
  /** Hosted payment page (Pesapal, sandbox); null for an STK push (the prompt is on the phone). */
  redirectUrl: string | null;
  /** Pesapal / sandbox order tracking id. */
  orderTrackingId: string | null;
  /** Daraja CheckoutRequestID. */
  checkoutRequestId: string | null;
  merchantRequestId: string | null;
  raw: unknown;
};

/** What the provider says about a payment, mapped to our states (payments.md section 5). */
export type ProviderStatus = {
  state: 'pending' | 'completed' | 'failed' | 'cancelled';
  /** What the provider says was paid, to be compared with what we asked for before crediting. */
  amount: number | null;
  currency: string | null;
  merchantReference: string | null;
  /** M-Pesa receipt (STK MpesaReceiptNumber) or Pesapal confirmation_code. */
  receipt: string | null;
  paymentMethod: string | null;
  failureReason: string | null;
  raw: unknown;
};

export type StatusQuery = {
  orderTrackingId?: string | null;
  checkoutRequestId?: string | null;
};

export type PaymentProvider = {
  readonly name: ProviderName;
  initiate(input: InitiateInput): Promise<InitiateResult>;
  /** Asks the provider (never trusts a notification's own claims). */
  queryStatus(query: StatusQuery): Promise<ProviderStatus>;
};

/** A provider answered with an error or could not be reached; message is safe to log. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly provider: ProviderName,
    readonly detail?: unknown,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/**
 * No clear answer: a time-out, a dropped connection, a gateway's page or an unreadable body. The
 * provider may still have acted on the request (an STK prompt may be on the payer's phone).
 */
export class ProviderUnansweredError extends ProviderError {}
