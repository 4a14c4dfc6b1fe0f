import type { Env } from '../../../config/env.js';
import type { Db } from '../../../lib/db.js';
import {
  ProviderError,
  type InitiateInput,
  type InitiateResult,
  type PaymentProvider,
  type ProviderStatus,
  type StatusQuery,
} from './provider.js';

// The offline stand-in for Pesapal (docs/decisions/011): its own books are the sandbox_orders
// table, its hosted page is served by this API (../sandbox/), and it answers status queries the
// way GetTransactionStatus does. It never reads our payments table, so the crediting path under
// test is the real one.

export const SANDBOX_CHECKOUT_PATH = '/api/payments/sandbox/checkout';

export const sandboxCheckoutUrl = (origin: string, trackingId: string) =>
  `${origin}${SANDBOX_CHECKOUT_PATH}/${trackingId}/`;

/** The hosted page is served at SANDBOX_PUBLIC_URL's origin when set, else at the payer's. */
export function createSandboxProvider(
  db: Db,
  env: Pick<Env, 'SANDBOX_PUBLIC_URL'>,
): PaymentProvider {
  return {
    name: 'sandbox',

    async initiate(input: InitiateInput): Promise<InitiateResult> {
      const order = await db.sandboxOrder.create({
        data: {
          merchantReference: input.merchantReference,
          amount: input.amount,
          currency: input.currency,
          description: input.description.slice(0, 100),
          callbackUrl: input.returnUrl,
        },
        select: { trackingId: true, merchantReference: true },
      });
      // The hosted page lives on the API, which serves the web app's origin too; SANDBOX_PUBLIC_URL
      // names another name for it (e.g. localhost beside 127.0.0.1), as a real provider's would be.
      const origin = new URL(env.SANDBOX_PUBLIC_URL ?? input.returnUrl).origin;
      const redirectUrl = sandboxCheckoutUrl(origin, order.trackingId);
      return {
        provider: 'sandbox',
        redirectUrl,
        orderTrackingId: order.trackingId,
        checkoutRequestId: null,
        merchantRequestId: null,
        raw: {
          order_tracking_id: order.trackingId,
          merchant_reference: order.merchantReference,
          redirect_url: redirectUrl,
        },
      };
    },

    async queryStatus(query: StatusQuery): Promise<ProviderStatus> {
      const trackingId = query.orderTrackingId ?? '';
      const order = isUuid(trackingId)
        ? await db.sandboxOrder.findUnique({ where: { trackingId } })
        : null;
      if (!order) throw new ProviderError('sandbox order not found', 'sandbox', { trackingId });
      const state = toState(order.status);
      const raw = {
        order_tracking_id: order.trackingId,
        merchant_reference: order.merchantReference,
        amount: order.amount,
        currency: order.currency,
        status: order.status,
        confirmation_code: order.receipt,
      };
      return {
        state,
        amount: order.amount,
        currency: order.currency,
        merchantReference: order.merchantReference,
        receipt: state === 'completed' ? order.receipt : null,
        paymentMethod: 'sandbox',
        failureReason:
          state === 'failed'
            ? 'The payment was declined (sandbox).'
            : state === 'cancelled'
              ? 'The payment was cancelled.'
              : null,
        raw,
      };
    },
  };
}

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

function toState(status: string): ProviderStatus['state'] {
  if (status === 'completed' || status === 'failed' || status === 'cancelled') return status;
  return 'pending';
}
