import type { PesapalClient } from './pesapal-client.js';
import { ProviderError, type PaymentProvider } from './provider.js';

// PaymentProvider over the Pesapal client: a hosted page for cards and mobile money.

export type PesapalProviderOptions = {
  /** Where Pesapal sends IPNs; registered (once per url) as the order's notification_id. */
  ipnUrl: string;
};

export function createPesapalProvider(
  client: PesapalClient,
  options: PesapalProviderOptions,
): PaymentProvider {
  return {
    name: 'pesapal',

    async initiate(input) {
      const notificationId = await client.ensureIpnId(options.ipnUrl);
      const order = await client.submitOrder({
        merchantReference: input.merchantReference,
        amount: input.amount,
        currency: input.currency,
        description: input.description,
        callbackUrl: input.returnUrl,
        notificationId,
        billing: {
          email: input.payer.email,
          phone: input.payer.msisdn,
          firstName: input.payer.firstName,
          lastName: input.payer.lastName,
        },
      });
      return {
        provider: 'pesapal',
        redirectUrl: order.redirectUrl,
        orderTrackingId: order.orderTrackingId,
        checkoutRequestId: null,
        merchantRequestId: null,
        raw: order.raw,
      };
    },

    async queryStatus(query) {
      if (!query.orderTrackingId) {
        throw new ProviderError('Pesapal status needs an order tracking id', 'pesapal');
      }
      const status = await client.getTransactionStatus(query.orderTrackingId);
      return {
        state: status.state,
        amount: status.amount,
        currency: status.currency,
        merchantReference: status.merchantReference,
        receipt: status.confirmationCode,
        paymentMethod: status.paymentMethod,
        failureReason: status.failureReason,
        raw: status.raw,
      };
    },
  };
}
