import { randomInt } from 'node:crypto';
import type { Deps } from '../../../lib/deps.js';
import type { CheckoutView } from './checkout-page.js';

// The sandbox provider's side of the hosted page: it settles its own order, then behaves like
// Pesapal: an IPN (a GET to our own notification endpoint, fire and forget) and a browser
// redirect to the merchant's callback url with the order ids.

export const SANDBOX_OUTCOMES = ['completed', 'failed', 'cancelled'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

const RECEIPT_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const IPN_TIMEOUT_MS = 10_000;

export const isSandboxOutcome = (value: unknown): value is SandboxOutcome =>
  typeof value === 'string' && (SANDBOX_OUTCOMES as readonly string[]).includes(value);

function newReceipt(): string {
  let receipt = 'SBX';
  for (let i = 0; i < 7; i += 1) receipt += RECEIPT_ALPHABET[randomInt(RECEIPT_ALPHABET.length)];
  return receipt;
}

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export async function getSandboxCheckout(
  deps: Deps,
  trackingId: string,
): Promise<CheckoutView | null> {
  if (!isUuid(trackingId)) return null;
  const order = await deps.db.sandboxOrder.findUnique({ where: { trackingId } });
  if (!order) return null;
  return {
    trackingId: order.trackingId,
    amount: order.amount,
    description: order.description,
    merchantReference: order.merchantReference,
    status: order.status,
    returnUrl: callbackWithIds(order.callbackUrl, order.trackingId, order.merchantReference),
  };
}

function callbackWithIds(callbackUrl: string, trackingId: string, reference: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set('OrderTrackingId', trackingId);
  url.searchParams.set('OrderMerchantReference', reference);
  url.searchParams.set('OrderNotificationType', 'CALLBACKURL');
  return url.toString();
}

/**
 * Settles a pending order with the payer's choice (a settled one keeps its outcome), notifies
 * `ipnBase` and answers where to send the browser; null for an unknown order.
 */
export async function settleSandboxOrder(
  deps: Deps,
  trackingId: string,
  outcome: SandboxOutcome,
  ipnBase: string,
): Promise<string | null> {
  const view = await getSandboxCheckout(deps, trackingId);
  if (!view) return null;
  await deps.db.sandboxOrder.updateMany({
    where: { trackingId, status: 'pending' },
    data: { status: outcome, receipt: outcome === 'completed' ? newReceipt() : null },
  });
  notifyIpn(deps, ipnBase, trackingId, view.merchantReference);
  return view.returnUrl;
}

function notifyIpn(deps: Deps, base: string, trackingId: string, reference: string): void {
  const url = new URL('/api/payments/sandbox/ipn/', base);
  url.searchParams.set('OrderTrackingId', trackingId);
  url.searchParams.set('OrderMerchantReference', reference);
  url.searchParams.set('OrderNotificationType', 'IPNCHANGE');
  void fetch(url, { signal: AbortSignal.timeout(IPN_TIMEOUT_MS) })
    .then((res) => {
      if (!res.ok) deps.logger.warn({ status: res.status, trackingId }, 'sandbox IPN not accepted');
    })
    .catch((err: unknown) => deps.logger.warn({ err, trackingId }, 'sandbox IPN failed'));
}
