import type { FakeReply } from './fake-http.js';

// Types and documented response shapes of the Pesapal fake (payments.md 1.3-1.6).

export type PesapalOutcome = 'pending' | 'completed' | 'failed' | 'reversed';

export type PesapalFakeOptions = {
  consumerKey?: string;
  consumerSecret?: string;
  /** Token lifetime; Pesapal's is 5 minutes. */
  tokenTtlSeconds?: number;
  /** The fake's clock (share it with the client's `now` to test expiry). */
  now?: () => Date;
};

export type PesapalFakeOrder = {
  trackingId: string;
  request: Record<string, unknown>;
  outcome: PesapalOutcome;
  /** Overrides of what GetTransactionStatus reports (e.g. an underpayment). */
  reported: { amount?: number; currency?: string; description?: string };
};

export type PesapalIpn = {
  url: string;
  ipn_id: string;
  type: 'GET' | 'POST';
  created_date: string;
};

export type OutcomeOptions = {
  amount?: number;
  currency?: string;
  description?: string;
  /** Calls the order's registered IPN url (GET or POST as registered) and returns its answer. */
  notify?: boolean;
};

export const MERCHANT_REFERENCE = /^[A-Za-z0-9_.:-]{1,50}$/;

const SAMPLES: Record<
  PesapalOutcome,
  { status_code: number; payment_status_description: string; description: string }
> = {
  pending: { status_code: 0, payment_status_description: 'INVALID', description: '' },
  completed: { status_code: 1, payment_status_description: 'Completed', description: '' },
  failed: {
    status_code: 2,
    payment_status_description: 'Failed',
    description: 'Unable to Authorize Transaction.Kindly contact your bank for assistance',
  },
  reversed: {
    status_code: 3,
    payment_status_description: 'Reversed',
    description: 'Payment reversed',
  },
};

/** The documented GetTransactionStatus sample, including the all-null error object. */
export function statusBody(order: PesapalFakeOrder) {
  const sample = SAMPLES[order.outcome];
  const callback = String(order.request.callback_url ?? '');
  const paid = order.outcome !== 'pending';
  return {
    payment_method: paid ? 'MpesaKE' : '',
    amount: order.reported.amount ?? order.request.amount,
    created_date: '2022-04-30T07:41:09.763',
    confirmation_code: paid ? `QK${order.trackingId.slice(0, 8).toUpperCase()}` : '',
    payment_status_description: sample.payment_status_description,
    description: order.reported.description ?? sample.description,
    message: 'Request processed successfully',
    payment_account: paid ? '2547****5678' : '',
    call_back_url: `${callback}?OrderTrackingId=${order.trackingId}&OrderMerchantReference=${String(order.request.id)}`,
    status_code: sample.status_code,
    merchant_reference: order.request.id,
    payment_status_code: '',
    currency: order.reported.currency ?? order.request.currency,
    error: { error_type: null, code: null, message: null, call_back_url: null },
    status: '200',
  };
}

export function ipnBody(ipn: PesapalIpn) {
  return { url: ipn.url, created_date: ipn.created_date, ipn_id: ipn.ipn_id };
}

/** The documented error shape: {"error":{"type","code","message"},"status"}. */
export function fail(status: number, type: string, code: string, message: string): FakeReply {
  return { status, body: { error: { type, code, message }, status: String(status) } };
}

export function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}
